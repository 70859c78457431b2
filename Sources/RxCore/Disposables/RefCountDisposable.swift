/// Disposes its underlying disposable only when it and every handed-out reference are disposed.
///
/// `@unchecked Sendable`: `lock` guards all state, and nothing outside is called under it:
/// the underlying disposable is disposed after the lock is released.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    private let lock = WordLock()
    private var underlying: Disposable?
    private var count = 0
    private var primaryDisposed = false

    /// Wraps `disposable`.
    public init(disposable: Disposable) {
        underlying = disposable
    }

    /// Whether the underlying disposable has been disposed.
    public var isDisposed: Bool { lock.withLock { underlying == nil } }

    /// Hands out a reference that keeps the underlying disposable alive until disposed.
    public func retain() -> Disposable {
        lock.withLock {
            if underlying != nil { count += 1 }
        }
        let released = OnceFlag()
        // Strong: a reference must still release the underlying disposable after the
        // owner has dropped the RefCountDisposable (nothing here points back, so no cycle).
        return Disposables.create {
            guard released.claim() else { return }
            self.release()
        }
    }

    private func release() {
        let toDispose: Disposable? = lock.withLock {
            guard underlying != nil else { return nil }
            count -= 1
            guard primaryDisposed, count == 0 else { return nil }
            defer { underlying = nil }
            return underlying
        }
        toDispose?.dispose()
    }

    /// Disposes the primary reference; the underlying disposable goes once no references remain.
    public func dispose() {
        let toDispose: Disposable? = lock.withLock {
            guard underlying != nil, !primaryDisposed else { return nil }
            primaryDisposed = true
            guard count == 0 else { return nil }
            defer { underlying = nil }
            return underlying
        }
        toDispose?.dispose()
    }
}
