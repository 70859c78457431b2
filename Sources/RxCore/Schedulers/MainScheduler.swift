import Dispatch
import Foundation

/// Runs work on the main queue: UI work, and what `Driver` and `Signal` deliver on.
///
/// `schedule` runs the action synchronously when called on the main queue while no
/// work of any `MainScheduler` is queued or running; otherwise the action is queued
/// and runs asynchronously on the main queue. All instances share one FIFO, so work
/// always runs in the order it was scheduled, from whatever thread.
///
/// RxSwift counts pending work apart from queuing it, so work scheduled from a
/// background thread while main-queue work is pending can run after work scheduled
/// later on the main thread; here the count and the queue change together under one
/// lock, so that reordering cannot happen.
///
/// `observe(on: MainScheduler.instance)` delivers an event that arrives on the main
/// queue with nothing queued synchronously, without allocating.
///
/// `@unchecked Sendable`: no stored state of its own; the shared FIFO documents its locking.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    /// Creates a main-queue scheduler. Every instance shares one FIFO of work.
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
        if !MainQueueWork.isOnMainQueue {
            rxFatalError(errorMessage ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to schedule work on the main queue.")
        }
    }

    /// Stops the program if not called on the main thread or the main queue (after
    /// `dispatchMain()`, Linux runs the main queue on a worker thread).
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        guard MainQueueWork.isMainThread || MainQueueWork.isOnMainQueue else {
            rxFatalError(errorMessage ?? "Running on a background thread.")
        }
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        MainQueueWork.shared.schedule(state, action: action)
    }
}
