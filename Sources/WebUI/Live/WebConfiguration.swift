import Dispatch
import RxCore

/// How a web application serves and keeps its pages.
public struct WebConfiguration {
    /// The application's name, the title of a page whose screen has none.
    public var title: String
    /// Where the server listens and its limits (the security headers are added).
    public var server: ServerConfiguration
    /// How often a page's stream gets a `ping` (15 s: proxies close streams idle for
    /// 30 s or more, and a dead connection is noticed at the next write).
    public var heartbeatInterval: RxTimeInterval
    /// How long a tab's view controllers are kept after its stream ended, for it to
    /// reconnect (a reload, a laptop waking, the network coming back).
    public var releaseDelay: RxTimeInterval
    /// Where heartbeats and releases are timed (a `TestScheduler` in tests).
    public var scheduler: SchedulerType
    /// Runs a page's patch on a later turn of the main queue, so the changes of one
    /// turn go out together (tests may run it at once).
    public var turnScheduler: (@escaping () -> Void) -> Void

    /// Creates a configuration with the defaults described on each property.
    public init(title: String, server: ServerConfiguration = ServerConfiguration(),
                heartbeatInterval: RxTimeInterval = .seconds(15), releaseDelay: RxTimeInterval = .seconds(60),
                scheduler: SchedulerType = MainScheduler.instance,
                turnScheduler: @escaping (@escaping () -> Void) -> Void = WebConfiguration.nextMainQueueTurn) {
        self.title = title
        self.server = server
        self.heartbeatInterval = heartbeatInterval
        self.releaseDelay = releaseDelay
        self.scheduler = scheduler
        self.turnScheduler = turnScheduler
    }

    /// Runs `body` on a later turn of the main queue (call from the main queue).
    public static func nextMainQueueTurn(_ body: @escaping () -> Void) {
        let work = MainBound(body)
        DispatchQueue.main.async { work.value() }
    }
}

/// A value made on the main queue and used only there, carried across an API that
/// wants `Sendable` (a dispatch to the main queue, a server callback that hops back).
///
/// `@unchecked Sendable`: no lock; by the rule of its users, `value` is only touched on
/// the main queue, so it is never shared between threads at once.
struct MainBound<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
