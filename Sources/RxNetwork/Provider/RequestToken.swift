import Foundation
import RxCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The handle of one request in flight: disposing it cancels the `URLSessionTask`
/// or the scheduled stub, and its outcome is delivered at most once.
public final class RequestToken: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `task`, `resources`, `finished` and `cancelled` are only
    // read or written under `lock`; nothing is called while the lock is held.
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var resources: [Disposable] = []
    private var finished = false
    private var cancelled = false
    private let onCancel: (() -> Void)?

    init(onCancel: (() -> Void)? = nil) {
        self.onCancel = onCancel
    }

    /// Whether the request was cancelled.
    public var isDisposed: Bool { lock.withLock { cancelled } }

    /// Cancels the request: the URLSession task is cancelled (closing its connection)
    /// and pending stub or timeout work is dropped. Idempotent, any thread.
    public func dispose() {
        let (task, resources, shouldNotify) = lock.withLock { () -> (URLSessionTask?, [Disposable], Bool) in
            if cancelled { return (nil, [], false) }
            cancelled = true
            defer { self.task = nil; self.resources = [] }
            return (self.task, self.resources, !finished)
        }
        // Notify first: the pending work is what keeps the request's state alive.
        if shouldNotify { onCancel?() }
        task?.cancel()
        resources.forEach { $0.dispose() }
    }

    /// Attaches the running task; cancels it at once if the token was already disposed.
    func attach(_ task: URLSessionTask) {
        let alreadyCancelled = lock.withLock { () -> Bool in
            if !cancelled { self.task = task }
            return cancelled
        }
        if alreadyCancelled { task.cancel() }
    }

    /// Attaches work (a scheduled stub, a timeout) to dispose with the token.
    func attach(_ disposable: Disposable) {
        let alreadyCancelled = lock.withLock { () -> Bool in
            if !cancelled { resources.append(disposable) }
            return cancelled
        }
        if alreadyCancelled { disposable.dispose() }
    }

    /// Claims the right to deliver the outcome; `true` exactly once.
    func claimFinish() -> Bool {
        lock.withLock {
            if finished { return false }
            finished = true
            return true
        }
    }

    /// Cancels the task and pending work without marking the token disposed (used by timeouts).
    func abortWork() {
        let (task, resources) = lock.withLock { () -> (URLSessionTask?, [Disposable]) in
            defer { self.task = nil; self.resources = [] }
            return (self.task, self.resources)
        }
        task?.cancel()
        resources.forEach { $0.dispose() }
    }

    /// Releases the task and pending work after the outcome was delivered.
    func release() {
        let resources = lock.withLock { () -> [Disposable] in
            defer { self.task = nil; self.resources = [] }
            return self.resources
        }
        resources.forEach { $0.dispose() }
    }
}
