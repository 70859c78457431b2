import Synchronization

/// Holds one disposable that is assigned later, once.
///
/// Disposing before the assignment disposes the disposable as soon as it is assigned.
/// Assigning twice is a programming error (stops in debug builds; the second is disposed).
/// `@unchecked Sendable`: `current` is written once before `state` gains `assigned`
/// (release) and read only after observing it (acquire); `state` is atomic.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private static let disposedBit = 1
    private static let assignedBit = 2

    private let state = Atomic<Int>(0)
    private var current: Disposable?

    /// Creates an empty disposable.
    public init() {}

    /// Whether it has been disposed.
    public var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

    /// Assigns the disposable. If already disposed, disposes it at once.
    public func setDisposable(_ disposable: Disposable) {
        current = disposable
        let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.assignedBit != 0 {
            rxReportMisuse("SingleAssignmentDisposable was assigned twice")
            disposable.dispose()
            return
        }
        if previous & Self.disposedBit != 0 {
            disposable.dispose()
            current = nil
        }
    }

    /// Disposes the assigned disposable, now or when it is assigned.
    public func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.assignedBit != 0 {
            current?.dispose()
        }
    }
}
