import Dispatch
import Foundation

/// Runs work on the main thread, at once when already on the main queue.
///
/// Unlike `MainScheduler` it does not wait for queued main-queue work, so its order
/// relative to other scheduled work is not defined; it suits `subscribe(on:)` of work
/// that must only start on the main thread. Delays go through `MainScheduler`.
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
    private let mainScheduler: MainScheduler
    private let configuration = DispatchQueueConfiguration(queue: DispatchQueue.main, leeway: .nanoseconds(0))

    /// Creates a scheduler that delegates delayed work to `mainScheduler`.
    public init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// The current time.
    public var now: Date { mainScheduler.now }

    /// Runs `action` now if on the main queue, else asynchronously on it.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if MainQueue.isOnMainQueue {
            return action(state)
        }
        return configuration.schedule(state, action: action)
    }

    /// Schedules `action` on the main queue after `dueTime`.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` on the main queue after `startAfter`, then every `period`.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
