import Foundation
import RxCore

/// What a token tells the request it belongs to (`RequestState`), without a closure per request.
protocol RequestTokenHandler: AnyObject, Sendable {
    /// Delivers the outcome, once (the transport's completion).
    func finish(_ result: Result<Response, NetworkError>)
    /// The token was disposed before the request had an outcome.
    func cancelled(wasSlow: Bool)
    /// The request's timeout passed (`DeadlineQueue`).
    func timedOut()
    /// The request's slow threshold passed (`DeadlineQueue`).
    func becameSlow()
}

/// The handle of one request in flight: disposing it cancels the transfer (closing its
/// connection) or the scheduled stub, and its outcome is delivered at most once.
public final class RequestToken: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `resources`, `finished`, `slow` and `cancelled` are only read
    // or written under `lock`; nothing is called while the lock is held. `handler` is set
    // once, before the token is shared (weak references load atomically).
    private let lock = NSLock()
    private var resources: [Disposable] = []
    private var finished = false
    private var slow = false
    private var cancelled = false
    /// The request: weak, so a request that can no longer finish is not kept alive by
    /// its token (or by the deadline queues, which hold tokens).
    private(set) weak var handler: RequestTokenHandler?

    init() {}

    /// Sets the request the token reports to, before the token is shared.
    func setHandler(_ handler: RequestTokenHandler) {
        self.handler = handler
    }

    /// Whether the request was cancelled.
    public var isDisposed: Bool { lock.withLock { cancelled } }

    /// Whether the request has an outcome or was cancelled.
    var isFinished: Bool { lock.withLock { finished } }

    /// Cancels the request: the transfer is cancelled (closing its connection) and
    /// pending stub, timeout or slow-signal work is dropped. Idempotent, any thread.
    public func dispose() {
        let (resources, shouldNotify, wasSlow) = lock.withLock { () -> ([Disposable], Bool, Bool) in
            if cancelled { return ([], false, false) }
            cancelled = true
            defer { self.resources = [] }
            let notify = !finished
            finished = true
            return (self.resources, notify, slow)
        }
        // Notify first: the pending work is what keeps the request's state alive.
        if shouldNotify { handler?.cancelled(wasSlow: wasSlow) }
        resources.forEach { $0.dispose() }
    }

    /// Attaches work (a transfer, a scheduled stub, a timeout) to dispose with the token;
    /// disposes it at once if the token was already disposed.
    func attach(_ disposable: Disposable) {
        let alreadyCancelled = lock.withLock { () -> Bool in
            if !cancelled { resources.append(disposable) }
            return cancelled
        }
        if alreadyCancelled { disposable.dispose() }
    }

    /// Marks the request slow; `true` if it had no outcome yet (so it now counts as slow).
    func markSlow() -> Bool {
        lock.withLock {
            if finished || slow { return false }
            slow = true
            return true
        }
    }

    /// Claims the right to deliver the outcome: non-nil exactly once, and then whether
    /// the request had been counted as slow.
    func claimFinish() -> Bool? {
        lock.withLock {
            if finished { return nil }
            finished = true
            return slow
        }
    }

    /// Releases the transfer (cancelling it if it still runs, as after a timeout) and
    /// pending work once the outcome is claimed; the token is not marked disposed.
    func release() {
        let resources = lock.withLock { () -> [Disposable] in
            defer { self.resources = [] }
            return self.resources
        }
        resources.forEach { $0.dispose() }
    }
}
