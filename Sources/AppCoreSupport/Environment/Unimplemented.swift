import Foundation
import RxCore
import RxNetwork

/// The members of an app's test `Environment` that the test did not set: each one, when
/// used, reports its name (the test support makes that an `XCTFail`), so a test fails at
/// the dependency it forgot instead of talking to the network or the disk.
///
/// ```swift
/// var environment = WeatherEnvironment.unimplemented(Unimplemented(failTest))
/// environment.source = ScriptedWeatherSource(scheduler: scheduler)   // what this test uses
/// ```
///
/// The values it makes report on every call and then answer as harmlessly as they can:
/// an error for a request, no work for a scheduler, the distant past for a clock.
public struct Unimplemented: Sendable {
    private let report: @Sendable (String) -> Void

    /// Reports through `report`, given "WeatherEnvironment.source was used, but the test
    /// did not set it." and the like.
    public init(_ report: @escaping @Sendable (String) -> Void) {
        self.report = report
    }

    /// Reports that `dependency` ("WeatherEnvironment.source") was used.
    public func callAsFunction(_ dependency: String) {
        report("\(dependency) was used, but the test did not set it.")
    }

    /// A request that reports `dependency` when made, and fails.
    public func single<Element>(_ dependency: String, of type: Element.Type = Element.self) -> Single<Element> {
        self(dependency)
        return .error(UnimplementedDependency(name: dependency))
    }

    /// A sequence that reports `dependency` when made, and fails.
    public func observable<Element>(_ dependency: String, of type: Element.Type = Element.self) -> Observable<Element> {
        self(dependency)
        return .error(UnimplementedDependency(name: dependency))
    }

    /// A clock that reports `dependency` when read, and says `Date.distantPast`.
    public func clock(_ dependency: String) -> @Sendable () -> Date {
        { [self] in
            self(dependency)
            return .distantPast
        }
    }

    /// A scheduler that reports `dependency` when asked anything, and runs nothing.
    public func scheduler(_ dependency: String) -> SchedulerType {
        UnimplementedScheduler(name: dependency, unimplemented: self)
    }

    /// A reachability that reports `dependency` when watched, and says unreachable.
    public func reachability(_ dependency: String) -> ReachabilityType {
        UnimplementedReachability(name: dependency, unimplemented: self)
    }
}

/// The error an unimplemented dependency fails with (after reporting itself).
public struct UnimplementedDependency: Error, Hashable, Sendable, CustomStringConvertible {
    /// The dependency: "WeatherEnvironment.source".
    public var name: String

    /// The error of `name`.
    public init(name: String) {
        self.name = name
    }

    public var description: String { "\(name) is not set in this test" }
}

/// `Unimplemented.scheduler`: reports every use and schedules nothing.
final class UnimplementedScheduler: SchedulerType {
    let name: String
    let unimplemented: Unimplemented

    init(name: String, unimplemented: Unimplemented) {
        self.name = name
        self.unimplemented = unimplemented
    }

    var now: RxTime {
        unimplemented(name)
        return .distantPast
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        unimplemented(name)
        return Disposables.create()
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        unimplemented(name)
        return Disposables.create()
    }
}

/// `Unimplemented.reachability`: reports being watched and says unreachable.
final class UnimplementedReachability: ReachabilityType {
    let name: String
    let unimplemented: Unimplemented

    init(name: String, unimplemented: Unimplemented) {
        self.name = name
        self.unimplemented = unimplemented
    }

    var reachable: Observable<Bool> {
        unimplemented(name)
        return .just(false)
    }
}
