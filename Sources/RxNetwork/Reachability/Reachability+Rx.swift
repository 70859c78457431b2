import RxCore

extension Reachability: ReactiveCompatible {}

extension Reactive where Base == Reachability {
    /// `Reachability.shared.reachable`: the static form, `Reachability.rx.reachable`,
    /// for code that does not inject a `ReachabilityType`.
    public static var reachable: Observable<Bool> { Reachability.shared.reachable }
}
