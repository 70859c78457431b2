import AppCoreSupport
import Foundation
import RxCore
import RxNetwork
import RxStore

/// Everything the reader's view models need from the world, injected through their init
/// (the founding documents' dependencies, in one value): where tweets come from and with
/// which account, where a list's tweets are kept, the network, time and polling, and what
/// the title says about the source.
///
/// `live` (and `demo`, `replay`) are the app's; tests start from `unimplemented` and set
/// what they use, so a dependency a test forgot fails that test instead of reaching the
/// network or the disk.
public struct TweetieEnvironment {
    /// Where tweets come from (Twitter, the demo, Bluesky, live or replayed).
    public var api: any TwitterAPIProtocol
    /// Where the list's tweets and the reading position are kept.
    public var storage: any TweetieStorageType
    /// Whether the reader can talk to the source, and with which token.
    public var account: Driver<TwitterAccount.AccountStatus>
    /// Why the account is not logged in (the list timeline's banner says it); nil while it is.
    public var authorizationError: Driver<TwitterError?>
    /// Whether the network is reachable; polling stops while it is not.
    public var reachability: ReachabilityType
    /// Runs the polls, back-offs and debounces (the main scheduler in the app).
    public var scheduler: SchedulerType
    /// The time now: how long ago a tweet was sent.
    public var now: () -> Date
    /// Time between polls; nil fetches once (a pipe, `--interval 0`).
    public var interval: RxTimeInterval?
    /// Seconds without an answer after which a request is called slow ("the server is
    /// not answering"), well before the transport gives up on it.
    public var slowAfter: TimeInterval
    /// The zone times of day ("updated 16:52") and old dates are written in (the user's).
    public var timeZone: TimeZone
    /// Said after the list's title ("demo data", "recorded", "Bluesky"); nil for none.
    public var note: String?
    /// Makes text from the source safe to show before the view model cuts it to a length:
    /// the front ends' one sanitizer (TerminalUI's `sanitize`, which removes whole escape
    /// sequences, controls and bidirectional overrides), so a list's name comes out as
    /// clean as a post's text. Any thread.
    public var sanitize: @Sendable (String) -> String

    /// An environment of these dependencies.
    public init(api: any TwitterAPIProtocol, storage: any TweetieStorageType,
                account: Driver<TwitterAccount.AccountStatus>, authorizationError: Driver<TwitterError?> = .just(nil),
                reachability: ReachabilityType, scheduler: SchedulerType = MainScheduler.instance,
                now: @escaping () -> Date = { Date() }, interval: RxTimeInterval? = .seconds(30), slowAfter: TimeInterval = 10,
                timeZone: TimeZone = .current, note: String? = nil, sanitize: @escaping @Sendable (String) -> String) {
        self.api = api
        self.storage = storage
        self.account = account
        self.authorizationError = authorizationError
        self.reachability = reachability
        self.scheduler = scheduler
        self.now = now
        self.interval = interval
        self.slowAfter = slowAfter
        self.timeZone = timeZone
        self.note = note
        self.sanitize = sanitize
    }

    /// What the title says about each source.
    public enum Note {
        /// The bundled demo data.
        public static let demo = "demo data"
        /// Recorded Twitter answers.
        public static let recorded = "recorded"
        /// A Bluesky list from its AppView.
        public static let bluesky = "Bluesky"
        /// Recorded Bluesky answers.
        public static let blueskyRecorded = "Bluesky, recorded"
    }

    /// The app's environment: `api` asked with `account`'s token, the list's tweets kept in
    /// `store`, polling every `interval` while `reachability` says the network is there,
    /// the main scheduler and the wall clock.
    public static func live(api: any TwitterAPIProtocol, account: TwitterAccount, store: Store,
                            reachability: ReachabilityType = Reachability.shared, interval: RxTimeInterval?, note: String?,
                            sanitize: @escaping @Sendable (String) -> String) -> TweetieEnvironment {
        TweetieEnvironment(api: api, storage: TimelineStorage(store: store), account: account.default,
                           authorizationError: account.authorizationError, reachability: reachability, interval: interval, note: note,
                           sanitize: sanitize)
    }

    /// The bundled demo data (`DemoData.list`), its tweets kept in `store`.
    public static func demo(store: Store, interval: RxTimeInterval? = .seconds(30),
                            sanitize: @escaping @Sendable (String) -> String) -> TweetieEnvironment {
        live(api: DemoTwitterAPI(), account: DemoTwitterAPI.account(), store: store, reachability: StubReachability(reachable: true),
             interval: interval, note: Note.demo, sanitize: sanitize)
    }

    /// The answers recorded in `directory` replayed instead of the network: Twitter's, or a
    /// Bluesky list's (`bluesky`); the tweets kept in `store`. No account is needed.
    public static func replay(directory: URL, bluesky: Bool = false, store: Store, interval: RxTimeInterval? = .seconds(30),
                              sanitize: @escaping @Sendable (String) -> String) -> TweetieEnvironment {
        let api: any TwitterAPIProtocol
        if bluesky { api = BlueskyAPI.replay(directory: directory) } else { api = TwitterAPI.replay(directory: directory) }
        return live(api: api, account: TwitterAccount(fixed: .authorized(bluesky ? "public" : "replay")), store: store,
                    reachability: StubReachability(reachable: true), interval: interval,
                    note: bluesky ? Note.blueskyRecorded : Note.recorded, sanitize: sanitize)
    }

    /// A test's starting point: every member reports its use through `unimplemented`
    /// (`Unimplemented(failTest)`) until the test sets it (an account watched is logged
    /// out); no authorization error, polling every 30 s, the time zone UTC.
    public static func unimplemented(_ unimplemented: Unimplemented) -> TweetieEnvironment {
        TweetieEnvironment(api: UnimplementedTwitterAPI(unimplemented),
                           storage: UnimplementedTweetieStorage(unimplemented),
                           account: Observable.deferred { unimplemented.observable("TweetieEnvironment.account", of: TwitterAccount.AccountStatus.self) }
                               .asDriver(onErrorJustReturn: .unavailable),
                           reachability: unimplemented.reachability("TweetieEnvironment.reachability"),
                           scheduler: unimplemented.scheduler("TweetieEnvironment.scheduler"),
                           now: unimplemented.clock("TweetieEnvironment.now"),
                           timeZone: TimeZone(identifier: "UTC") ?? .current,
                           sanitize: { text in
                               unimplemented("TweetieEnvironment.sanitize")
                               return text
                           })
    }
}
