import RxCore

/// Something that tells whether the network is reachable — `Reachability` on a real
/// machine, `StubReachability` in tests — so view models take it as a dependency.
///
/// `reachable` emits the current state on subscription, then each change; it never
/// repeats a value and never errors.
public protocol ReachabilityType: AnyObject {
    /// `true` while the network is reachable; current value first, then changes only.
    var reachable: Observable<Bool> { get }
}

extension Reactive where Base: ReachabilityType {
    /// `true` while the network is reachable (`base.reachable`): current value first, then changes only.
    public var reachable: Observable<Bool> { base.reachable }
}
