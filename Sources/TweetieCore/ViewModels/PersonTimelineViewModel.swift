import RxCore

/// One person's timeline, fetched (not stored).
///
/// CONTRACT SKELETON — the implementation is being written.
public final class PersonTimelineViewModel {
    // MARK: - Init

    /// The person shown, without the `@`.
    public let username: String
    /// The account whose token the requests use.
    public let account: Driver<TwitterAccount.AccountStatus>
    /// Where tweets come from.
    public let api: any TwitterAPIProtocol

    /// A view model for the timeline of `username`.
    public init(account: Driver<TwitterAccount.AccountStatus>, username: String, api: any TwitterAPIProtocol, environment: FetchEnvironment) {
        self.account = account
        self.username = username
        self.api = api
        tweets = Driver.never()
        title = Driver.never()
        errorMessage = Driver.never()
    }

    // MARK: - Output

    /// The person's tweets, newest first; empty until the first response.
    public private(set) var tweets: Driver<[Tweet]>
    /// "Loading..." until the first response, then "@username".
    public private(set) var title: Driver<String>
    /// The latest fetch error's message, nil once a fetch succeeds.
    public private(set) var errorMessage: Driver<String?>
}
