import Dispatch
import Foundation

/// A time interval for schedulers: Dispatch's interval type, as in RxSwift.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time for schedulers.
public typealias RxTime = Date

/// Something that runs work, now or as soon as possible.
public protocol ImmediateSchedulerType {
    /// Schedules `action` with `state`.
    ///
    /// - Returns: A disposable that cancels the action if it has not started.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// Something that runs work at a time: every time-based operator takes one.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run after `dueTime`.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Schedules `action` to run after `startAfter` and then every `period`; each run
    /// receives the state the previous run returned.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling built from `scheduleRelative`, for schedulers without a native timer.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let schedule = SchedulePeriodicRecursive(scheduler: self, startAfter: startAfter, period: period, action: action, state: state)
        return schedule.start()
    }

    /// Schedules `action` after `dueTime`; it may schedule itself again through `recurse`.
    public func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void) -> Disposable {
        let scheduler = RecursiveScheduler(action: action, scheduler: self)
        scheduler.schedule(state, dueTime: dueTime)
        return Disposables.create(with: scheduler.dispose)
    }
}

extension ImmediateSchedulerType {
    /// Schedules `action`; it may schedule itself again through `recurse`. On the
    /// current-thread scheduler this runs as a loop, not as nested calls.
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let scheduler = RecursiveImmediateScheduler(action: action, scheduler: self)
        scheduler.schedule(state)
        return Disposables.create(with: scheduler.dispose)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinity).
    @usableFromInline
    var seconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval in nanoseconds (`.never` is `Int.max`).
    @usableFromInline
    var nanoseconds: Int {
        switch self {
        case .seconds(let value): return value.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : value * 1_000_000_000
        case .milliseconds(let value): return value.multipliedReportingOverflow(by: 1_000_000).overflow ? .max : value * 1_000_000
        case .microseconds(let value): return value.multipliedReportingOverflow(by: 1_000).overflow ? .max : value * 1_000
        case .nanoseconds(let value): return value
        case .never: return .max
        @unknown default: return .max
        }
    }

    /// Whether the interval is zero or negative.
    @usableFromInline
    var isNow: Bool { nanoseconds <= 0 }

    /// Builds an interval from seconds, rounded to nanoseconds.
    @usableFromInline
    static func fromSeconds(_ seconds: TimeInterval) -> DispatchTimeInterval {
        guard seconds.isFinite else { return .never }
        return .nanoseconds(Int((seconds * 1_000_000_000).rounded()))
    }
}

extension Date {
    /// This date moved by `interval`.
    @usableFromInline
    func adding(_ interval: DispatchTimeInterval) -> Date {
        addingTimeInterval(interval.seconds)
    }
}
