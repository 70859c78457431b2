import AppCoreSupport
import Foundation
import RxCore
import RxNetwork
import RxStore

/// Everything the repository search's view models need from the world, injected through
/// their init (the founding documents' dependencies, in one value): where repositories
/// come from, where the last queries are kept, whether the network is up, time, and what
/// the title says about the source.
///
/// `live` is the app's; tests start from `unimplemented` and set what they use, so a
/// dependency a test forgot fails that test instead of reaching the network or the disk.
public struct RepoSearchEnvironment {
    /// Where repositories come from (GitHub, another server, or recorded answers).
    public var api: any GitHubAPIProtocol
    /// Where the last queries' first pages are kept.
    public var storage: any RepoSearchStorageType
    /// Whether the network is up: a query that failed is asked again when it comes back,
    /// and the banner says when it is down. Nil when it does not matter (a replay, a pipe).
    public var reachability: ReachabilityType?
    /// Runs the throttle and the rate-limit waits, and delivers answers (the main
    /// scheduler in the app).
    public var scheduler: SchedulerType
    /// Where first pages are written to `storage`: off the main queue on the screens, so
    /// storing never holds a frame back; at once in a pipe, which exits right after.
    public var storageScheduler: ImmediateSchedulerType
    /// The time now, which "updated 3d" is counted from.
    public var now: () -> Date
    /// The zone reset times ("resets 14:05") and dates are written in (the user's).
    public var timeZone: TimeZone
    /// Said after the screen's title ("recorded", the server asked); nil for GitHub.
    public var note: String?
    /// Seconds a request may go unanswered before the screen says the server is not
    /// answering (Tweetie's `slowAfter`), well before the transport gives up on it (20 s).
    public var slowAfter: TimeInterval
    /// Whether a used-up rate limit suggests setting `GITHUB_TOKEN`: only when the token
    /// would be sent and is not set (`GitHubAPI.tokenWouldHelp`).
    public var suggestsToken: Bool

    /// An environment of these dependencies.
    public init(api: any GitHubAPIProtocol, storage: any RepoSearchStorageType, reachability: ReachabilityType? = nil,
                scheduler: SchedulerType = MainScheduler.instance,
                storageScheduler: ImmediateSchedulerType = SerialDispatchQueueScheduler(qos: .utility),
                now: @escaping () -> Date = { Date() }, timeZone: TimeZone = .current, note: String? = nil,
                suggestsToken: Bool = false, slowAfter: TimeInterval = 10) {
        self.api = api
        self.storage = storage
        self.reachability = reachability
        self.scheduler = scheduler
        self.storageScheduler = storageScheduler
        self.now = now
        self.timeZone = timeZone
        self.note = note
        self.suggestsToken = suggestsToken
        self.slowAfter = slowAfter
    }

    /// The app's environment: `api`, queries kept in `store`, the kernel's reachability
    /// for a live API (none for a replay), the main scheduler and the wall clock.
    public static func live(api: GitHubAPI, store: Store) -> RepoSearchEnvironment {
        RepoSearchEnvironment(api: api, storage: RecentQueries(store: store),
                              reachability: api.replayDirectory == nil ? Reachability.shared : nil, note: note(for: api),
                              suggestsToken: api.tokenWouldHelp)
    }

    /// The bundled demo's made-up repositories (`api`, a `DemoGitHubAPI`), queries kept in
    /// `store`: no reachability to watch, no token to suggest, the title saying "demo data".
    public static func demo(api: any GitHubAPIProtocol, store: Store) -> RepoSearchEnvironment {
        RepoSearchEnvironment(api: api, storage: RecentQueries(store: store), note: Note.demo)
    }

    /// What the title says of the bundled demo.
    public enum Note {
        /// "demo data".
        public static let demo = "demo data"
    }

    /// Recorded answers in `directory` instead of the network, queries kept in `store`.
    public static func replay(directory: URL, store: Store) -> RepoSearchEnvironment {
        live(api: GitHubAPI.replay(directory: directory), store: store)
    }

    /// What the title says about `api`: "recorded" for a replay, the server's host when
    /// it is not GitHub's; nil for GitHub.
    public static func note(for api: GitHubAPI) -> String? {
        if api.replayDirectory != nil { return "recorded" }
        return api.server == GitHubAPI.defaultServer ? nil : api.server.host
    }

    /// A test's starting point: every member reports its use through `unimplemented`
    /// (`Unimplemented(failTest)`) until the test sets it; the time zone is UTC.
    public static func unimplemented(_ unimplemented: Unimplemented) -> RepoSearchEnvironment {
        RepoSearchEnvironment(api: UnimplementedGitHubAPI(unimplemented),
                              storage: UnimplementedRepoSearchStorage(unimplemented),
                              reachability: unimplemented.reachability("RepoSearchEnvironment.reachability"),
                              scheduler: unimplemented.scheduler("RepoSearchEnvironment.scheduler"),
                              storageScheduler: unimplemented.scheduler("RepoSearchEnvironment.storageScheduler"),
                              now: unimplemented.clock("RepoSearchEnvironment.now"),
                              timeZone: TimeZone(identifier: "UTC") ?? .current)
    }
}
