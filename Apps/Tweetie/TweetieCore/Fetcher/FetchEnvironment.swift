import Dispatch
import Foundation
import RxCore
import RxNetwork

/// What a `TimelineFetcher` needs besides the account and the request, injected so
/// tests run it in virtual time with a stub reachability.
public struct FetchEnvironment {
    /// Time between polls; `nil` (or zero) fetches once and never polls.
    public var interval: RxTimeInterval?
    /// Whether the network is reachable; polling stops while it is not.
    public var reachability: ReachabilityType
    /// Runs the timer and back-off delays (the main scheduler in the app).
    public var scheduler: SchedulerType
    /// Seconds without an answer after which a request is called slow ("the server is
    /// not answering"), well before the transport gives up on it.
    public var slowAfter: TimeInterval

    /// An environment polling every `interval` (30 s by default), calling a request slow
    /// after `slowAfter` seconds (10 by default).
    public init(interval: RxTimeInterval? = .seconds(30), reachability: ReachabilityType, scheduler: SchedulerType = MainScheduler.instance,
                slowAfter: TimeInterval = 10) {
        self.interval = interval
        self.reachability = reachability
        self.scheduler = scheduler
        self.slowAfter = slowAfter
    }
}
