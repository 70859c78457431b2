import Differentiator
import RxCore
import RxStore

/// `TweetieStorageType` in a list's SQLite file (`TweetieStorage.openStore`, or the app's
/// `LocalDatabase`): `Tweet` and `ReadingPosition` records. Thread-safe, as `Store` is.
public final class TimelineStorage: TweetieStorageType {
    /// The list's store.
    public let store: Store

    /// Storage in `store`, which should hold one list only.
    public init(store: Store) {
        self.store = store
    }

    /// The live query of the tweets, newest first: its change sets compare the rows read
    /// again after each write with the ones before (see `Observable.changeset(from:on:)`).
    public func timeline(on scheduler: ImmediateSchedulerType) -> Observable<([Tweet], ListChangeset<Tweet>?)> {
        Observable.changeset(from: store.objects(Tweet.self).sorted(by: "id", ascending: false), on: scheduler)
            .map { results, changeset in
                // The change set carries the rows; the first element's `results` was
                // just read by the live query, which shares those rows with it.
                (changeset?.finalItems ?? Array(results), changeset)
            }
    }

    /// `.modified`: a tweet fetched again unchanged is not rewritten.
    public func add(_ tweets: [Tweet]) throws {
        try store.add(tweets, update: .modified)
    }

    /// The highest stored id, nil when none is stored.
    public func newestTweetId() throws -> Int64? {
        try store.newestTweetId()
    }

    /// The lowest stored id, nil when none is stored.
    public func oldestTweetId() throws -> Int64? {
        try store.oldestTweetId()
    }

    /// A count in SQLite, reading no rows.
    public func countOfTweets(newerThan id: Int64) throws -> Int {
        try store.objects(Tweet.self).filter("id > ?", id).fetchCount()
    }

    /// The `ReadingPosition` record of `list`.
    public func readingPosition(of list: ListIdentifier) throws -> Int64? {
        try store.readingPosition(of: list)
    }

    /// The `ListDetails` record of `list`.
    public func listDetails(of list: ListIdentifier) throws -> ListDetails? {
        try store.listDetails(of: list)
    }

    /// Replaces the `ListDetails` record of its list.
    public func saveListDetails(_ details: ListDetails) throws {
        try store.saveListDetails(details)
    }

    /// Replaces the `ReadingPosition` record of `list`.
    public func saveReadingPosition(_ tweetId: Int64, of list: ListIdentifier) throws {
        try store.saveReadingPosition(tweetId, of: list)
    }
}
