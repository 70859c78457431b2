import RxCore

/// A `ReachabilityType` that tests drive by setting `isReachable`, so view models that
/// pause work while offline can be tested in virtual time without touching the network.
///
/// Thread safety: `isReachable` may be set from any thread (a `BehaviorRelay` holds it);
/// subscribers get the new value on the thread that set it.
public final class StubReachability: ReachabilityType, ReactiveCompatible, @unchecked Sendable {
    // @unchecked Sendable: the only state is the relay, which is thread-safe, and a `let` observable.
    private let relay: BehaviorRelay<Bool>

    /// Current value on subscription, then each change of `isReachable` (repeats dropped).
    public let reachable: Observable<Bool>

    /// Starts reachable unless told otherwise.
    public init(reachable: Bool = true) {
        relay = BehaviorRelay(value: reachable)
        self.reachable = relay.asObservable().distinctUntilChanged()
    }

    /// The state subscribers see; setting it emits the new value if it changed.
    public var isReachable: Bool {
        get { relay.value }
        set { relay.accept(newValue) }
    }
}
