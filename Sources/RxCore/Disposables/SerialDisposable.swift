/// Holds one replaceable disposable; setting a new one disposes the old one.
///
/// Once the serial disposable is disposed, any disposable assigned to it is disposed at once.
/// `@unchecked Sendable`: `lock` guards `current` and `disposed`, and nothing outside is
/// called under it: a replaced or final disposable is disposed after it is released.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private let lock = WordLock()
    private var current: Disposable?
    private var disposed = false

    /// Creates an empty serial disposable.
    public init() {}

    /// Whether it has been disposed.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The current disposable. Setting disposes the previous one (outside the lock).
    public var disposable: Disposable {
        get { lock.withLock { current ?? Disposables.create() } }
        set {
            let old: Disposable? = lock.withLock {
                if disposed { return newValue }
                defer { current = newValue }
                return current
            }
            old?.dispose()
        }
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        let old: Disposable? = lock.withLock {
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        old?.dispose()
    }
}
