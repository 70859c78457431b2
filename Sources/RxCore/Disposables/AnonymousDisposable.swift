import Synchronization

/// Runs a closure once, when first disposed.
///
/// `@unchecked Sendable`: `lock` guards `action`, which is taken out under it, so exactly
/// one caller runs it, and releases it, outside the lock; it runs on whichever thread
/// disposes first.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    private let lock = WordLock()
    private var action: (() -> Void)?
    private let disposedFlag = Atomic<Bool>(false)

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

    func dispose() {
        guard !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = lock.withLock { () -> (() -> Void)? in
            defer { self.action = nil }
            return self.action
        }
        action?()
    }
}
