import Differentiator
import RxCore
import RxStore

/// The combined timeline of a list: fetched tweets are stored, and the stored ones shown
/// newest first with change sets, so new tweets pour into the table.
///
/// CONTRACT SKELETON — the implementation is being written.
public final class ListTimelineViewModel {
    // MARK: - Init

    /// The list shown.
    public let list: ListIdentifier
    /// The account whose token the requests use.
    public let account: Driver<TwitterAccount.AccountStatus>
    /// Where tweets come from.
    public let api: any TwitterAPIProtocol
    /// Where tweets are kept between runs.
    public let store: Store

    /// A view model for `list`, storing its tweets in `store`.
    public init(account: Driver<TwitterAccount.AccountStatus>, list: ListIdentifier, api: any TwitterAPIProtocol,
                store: Store, environment: FetchEnvironment) {
        self.account = account
        self.list = list
        self.api = api
        self.store = store
        tweets = .never()
        loggedIn = Driver.never()
        isOffline = Driver.never()
        errorMessage = Driver.never()
        readingPosition = nil
    }

    // MARK: - Input

    /// Pauses and resumes fetching (the fetcher's `paused`).
    public var paused: Bool = false

    /// The id of the tweet at the top of the screen, sent as the user scrolls; the latest
    /// is remembered across runs as `readingPosition`.
    public let topVisibleTweet = PublishRelay<Int64>()

    // MARK: - Output

    /// The stored tweets of the list, newest first: the whole collection with the change
    /// set since the previous element (nil on the first).
    public private(set) var tweets: Observable<([Tweet], Changeset<Tweet>?)>
    /// Whether the account is authorized.
    public private(set) var loggedIn: Driver<Bool>
    /// Whether the network is unreachable (for an offline banner).
    public private(set) var isOffline: Driver<Bool>
    /// The latest fetch or storage error's message, nil once a fetch succeeds.
    public private(set) var errorMessage: Driver<String?>
    /// The id of the tweet that was at the top of the screen when the list was last read.
    public let readingPosition: Int64?
}
