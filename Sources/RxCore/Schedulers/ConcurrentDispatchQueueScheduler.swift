import Dispatch
import Foundation

/// Runs work on a dispatch queue that may be concurrent: actions may run in parallel.
///
/// `observe(on:)` with this scheduler still delivers one event at a time, in order
/// (it keeps a single drain of its queue scheduled). Delays use `DispatchSourceTimer`s.
///
/// `@unchecked Sendable` (the class is not final, so plain `Sendable` is not allowed):
/// every stored property is immutable, and a `DispatchQueue` may be used from any thread.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    let configuration: DispatchQueueConfiguration

    /// The current time.
    public var now: Date { Date() }

    /// Creates a scheduler on `queue`.
    ///
    /// - Parameters:
    ///   - queue: The concurrent queue work runs on.
    ///   - leeway: How late the system may fire timers, to save power.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new concurrent queue with quality of service `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue(label: "rxswift.queue.\(qos)", qos: qos, attributes: [.concurrent], target: nil), leeway: leeway)
    }

    /// Schedules `action` to run on the queue.
    ///
    /// - Returns: A disposable that cancels the action if it has not started.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the queue after `dueTime`.
    public final func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` to run on the queue after `startAfter`, then every `period`.
    /// Runs of one periodic action never overlap.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
