import RxCore

/// Fetches the newest tweets of a list or a user, again every `interval` while the
/// account is authorized, the network reachable and the fetcher not paused: the
/// documents' `TimelineFetcher`.
///
/// CONTRACT SKELETON — the implementation is being written.
public final class TimelineFetcher {
    // MARK: - Input

    /// Stops polling while true (a request in flight finishes).
    public let paused = BehaviorRelay<Bool>(value: false)

    // MARK: - Output

    /// Each successful response's tweets (newest first, as Twitter sends them). Shared,
    /// replays the latest; never errors: failures go to `errors`.
    public let timeline: Observable<[Tweet]>

    /// Each failed request's error, and `nil` after each success (so a banner can clear).
    public let errors: Observable<TwitterError?>

    // MARK: - Init

    /// Fetches the combined timeline of `list`.
    public convenience init(account: Driver<TwitterAccount.AccountStatus>, list: ListIdentifier, api: any TwitterAPIProtocol, environment: FetchEnvironment) {
        self.init(account: account, environment: environment, jsonProvider: api.timeline(of: list))
    }

    /// Fetches the timeline of `username`.
    public convenience init(account: Driver<TwitterAccount.AccountStatus>, username: String, api: any TwitterAPIProtocol, environment: FetchEnvironment) {
        self.init(account: account, environment: environment, jsonProvider: api.timeline(of: username))
    }

    /// Fetches with `jsonProvider(token, cursor)` on each tick.
    public init(account: Driver<TwitterAccount.AccountStatus>, environment: FetchEnvironment,
                jsonProvider: @escaping (AccessToken, TimelineCursor) -> Observable<[JSONObject]>) {
        timeline = .never()
        errors = .never()
    }
}
