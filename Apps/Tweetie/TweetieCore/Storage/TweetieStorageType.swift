import Differentiator
import RxCore

/// Where a list's tweets are kept between runs: the list timeline's storage, behind this
/// protocol so tests can swap it. `TimelineStorage` keeps them in the list's SQLite file
/// (which holds that list only). Implementations are thread-safe.
public protocol TweetieStorageType: AnyObject, Sendable {
    /// The stored tweets, newest first (by id), with the change set since the previous
    /// element: the first (nil change set) on the subscribing thread, later ones on
    /// `scheduler` after each write that changed them. A read error ends it.
    func timeline(on scheduler: ImmediateSchedulerType) -> Observable<([Tweet], ListChangeset<Tweet>?)>
    /// Adds (or updates, when changed) `tweets`, in one transaction.
    func add(_ tweets: [Tweet]) throws
    /// The highest stored tweet id (the newest tweet), nil when none is stored.
    func newestTweetId() throws -> Int64?
    /// The lowest stored tweet id (the oldest tweet), nil when none is stored.
    func oldestTweetId() throws -> Int64?
    /// How many stored tweets have an id above `id` (are newer).
    func countOfTweets(newerThan id: Int64) throws -> Int
    /// The remembered top tweet of `list`, nil when none was saved.
    func readingPosition(of list: ListIdentifier) throws -> Int64?
    /// Remembers `tweetId` as the top tweet of `list`.
    func saveReadingPosition(_ tweetId: Int64, of list: ListIdentifier) throws
    /// What the source last told about `list` (its name, its owner's handle), nil when nothing was saved.
    func listDetails(of list: ListIdentifier) throws -> ListDetails?
    /// Keeps `details` for the next run (replacing the saved ones).
    func saveListDetails(_ details: ListDetails) throws
}
