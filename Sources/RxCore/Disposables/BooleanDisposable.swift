import Synchronization

/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable, Sendable {
    /// An already disposed instance.
    public static let disposed = BooleanDisposable(isDisposed: true)

    private let flag: Atomic<Bool>

    /// Creates a disposable that is not disposed yet.
    public init() { flag = Atomic(false) }

    /// Creates a disposable with the given state.
    public init(isDisposed: Bool) { flag = Atomic(isDisposed) }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { flag.load(ordering: .acquiring) }

    /// Marks it disposed.
    public func dispose() { flag.store(true, ordering: .releasing) }
}
