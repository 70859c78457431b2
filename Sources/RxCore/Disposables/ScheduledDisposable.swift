import Synchronization

/// Disposes its disposable on a given scheduler.
///
/// `@unchecked Sendable`: `disposable` is immutable; `disposed` is atomic, so the
/// scheduled disposal runs once.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType
    private let disposable: Disposable
    private let disposed = Atomic<Bool>(false)

    /// Wraps `disposable`, to be disposed on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Whether it has been disposed.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Schedules the disposal on `scheduler`.
    public func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = scheduler.schedule(()) { [disposable] _ in
            disposable.dispose()
            return Disposables.create()
        }
    }
}
