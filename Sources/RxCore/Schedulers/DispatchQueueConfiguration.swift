import Dispatch
import Foundation
import Synchronization

/// The scheduling shared by the Dispatch-based schedulers: a queue and the timer leeway.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    /// Runs `action` on the queue as soon as possible, unless disposed first.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        queue.async {
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }

    /// Runs `action` on the queue after `dueTime`, with a one-shot `DispatchSourceTimer`.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        if case .never = dueTime { return BooleanDisposable() }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let disposable = DispatchTimerDisposable(timer: timer)
        let work = UncheckedSendable((state, action))
        timer.schedule(deadline: .now() + dueTime, leeway: leeway)
        // The handler holds the action (and so the subscription) until the timer is
        // cancelled: after it fires, or when the returned disposable is disposed.
        timer.setEventHandler {
            guard !disposable.isDisposed else { return }
            disposable.actionDisposable.setDisposable(work.value.1(work.value.0))
            disposable.finishTimer()
        }
        timer.resume()
        return disposable
    }

    /// Runs `action` on the queue after `startAfter` and then every `period`, with a
    /// repeating `DispatchSourceTimer`; each run gets the state the previous one returned.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        if case .never = startAfter { return BooleanDisposable() }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let disposable = DispatchTimerDisposable(timer: timer)
        let periodic = UncheckedSendable(PeriodicTimerState(state: state, action: action))
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        timer.setEventHandler {
            guard !disposable.isDisposed else { return }
            periodic.value.tick()
        }
        timer.resume()
        return disposable
    }
}

/// The running state of a periodic timer; only its timer's handler touches it, and
/// a Dispatch source's handler never runs concurrently with itself.
private final class PeriodicTimerState<StateType> {
    private var state: StateType
    private let action: (StateType) -> StateType

    init(state: StateType, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.action = action
    }

    func tick() {
        state = action(state)
    }
}

/// Cancels a Dispatch timer and disposes what its action returned.
///
/// Cancelling the timer makes Dispatch release its handler, which breaks the cycle
/// timer → handler → this disposable → timer.
/// `@unchecked Sendable`: `timer` is immutable and `DispatchSource.cancel` is
/// thread-safe; `disposed` is atomic; `actionDisposable` is thread-safe.
final class DispatchTimerDisposable: Cancelable, @unchecked Sendable {
    private let timer: DispatchSourceTimer
    private let disposed = Atomic<Bool>(false)
    let actionDisposable = SingleAssignmentDisposable()

    init(timer: DispatchSourceTimer) {
        self.timer = timer
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Cancels a one-shot timer after it fired, so Dispatch releases its handler.
    func finishTimer() {
        timer.cancel()
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        timer.cancel()
        actionDisposable.dispose()
    }
}
