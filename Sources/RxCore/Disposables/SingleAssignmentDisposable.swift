import Synchronization

/// Holds one disposable that is assigned later, once.
///
/// Disposing before the assignment disposes the disposable as soon as it is assigned.
/// Assigning twice is a programming error (reported through `Hooks.misuseHandler` in debug
/// builds); the second disposable is disposed at once and the first one is kept.
/// `@unchecked Sendable`: `current` is written once, by the caller that claimed `assigning`,
/// before `state` gains `assigned` (release), and read only after observing it (acquire);
/// `state` is atomic.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private static let disposedBit = 1
    private static let assignedBit = 2
    /// Claimed before `current` is written, so a second assignment never overwrites the first.
    private static let assigningBit = 4

    private let state = Atomic<Int>(0)
    private var current: Disposable?

    /// Creates an empty disposable.
    public init() {}

    /// Whether it has been disposed.
    public var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

    /// Assigns the disposable. If already disposed, disposes it at once.
    public func setDisposable(_ disposable: Disposable) {
        let claimed = state.bitwiseOr(Self.assigningBit, ordering: .acquiringAndReleasing).oldValue
        if claimed & Self.assigningBit != 0 {
            rxReportMisuse("SingleAssignmentDisposable was assigned twice")
            disposable.dispose()
            return
        }
        current = disposable
        let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
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
