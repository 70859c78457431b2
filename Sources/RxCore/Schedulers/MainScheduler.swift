import Dispatch
import Foundation
import Synchronization

/// Runs work on the main queue: UI work, and what `Driver` and `Signal` deliver on.
///
/// As RxSwift 6's: each instance counts its own actions, queued or running. `schedule`
/// runs the action synchronously when called on the main queue while none of this
/// instance's actions is queued or running; otherwise it posts the action to the main
/// queue, one block per action, so it runs after everything posted before it (from any
/// thread, by any instance). So an action of this instance scheduled from inside one of
/// its own actions (a re-entrant event through `observe(on: MainScheduler.instance)`)
/// runs later, never nested, while a hop from another instance's action (a `Driver`'s
/// own scheduler, `SharingScheduler.make()`) into this one runs at once. Whether work
/// runs at once depends only on this instance's own pending work.
///
/// `observe(on:)` with a `MainScheduler` delivers an event that can run synchronously
/// without allocating.
///
/// `@unchecked Sendable`: its one stored state, `numberEnqueued`, is atomic.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    /// This instance's actions queued or running: raised before an action is posted or
    /// run synchronously, lowered after it ran (or was found disposed).
    private let numberEnqueued = Atomic<Int>(0)

    /// Creates a main-queue scheduler, counting its pending work apart from other instances'.
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// The shared main-queue scheduler.
    public static let instance = MainScheduler()

    /// A scheduler that always dispatches asynchronously to the main queue, even when
    /// called on it (it never runs work synchronously).
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Stops the program if not called on the main queue.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !MainQueue.isOnMainQueue {
            rxFatalError(errorMessage ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to schedule work on the main queue.")
        }
    }

    /// Stops the program if not called on the main thread or the main queue (after
    /// `dispatchMain()`, Linux runs the main queue on a worker thread).
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        guard MainQueue.isMainThread || MainQueue.isOnMainQueue else {
            rxFatalError(errorMessage ?? "Running on a background thread.")
        }
    }

    /// Claims the right to run one action synchronously: true only on the main queue
    /// with none of this instance's actions queued or running. Pair a true result with
    /// `exitSynchronous()`.
    @usableFromInline
    func tryEnterSynchronous() -> Bool {
        guard MainQueue.isOnMainQueue else { return false }
        return numberEnqueued.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
    }

    /// Ends a synchronous run started by `tryEnterSynchronous()`.
    @usableFromInline
    func exitSynchronous() {
        numberEnqueued.wrappingSubtract(1, ordering: .releasing)
    }

    /// Posts `work` to the main queue as one of this instance's actions, without trying
    /// to run it synchronously (the caller has just been refused that).
    @usableFromInline
    func post(_ work: @escaping () -> Void) {
        numberEnqueued.wrappingAdd(1, ordering: .relaxed)
        let work = UncheckedSendable(work)
        DispatchQueue.main.async { [self] in
            work.value()
            numberEnqueued.wrappingSubtract(1, ordering: .releasing)
        }
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if tryEnterSynchronous() {
            defer { exitSynchronous() }
            return action(state)
        }
        let item = ScheduledItem { action(state) }
        post { item.invoke() }
        return item
    }
}
