import Foundation
import Synchronization
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
    // @unchecked Sendable: the handler, the resources and the finished, slow and cancelled
    // flags live in `state`, only read or written inside its `withLock`; nothing is called
    // while it is held. A `Mutex` rather than `NSLock`: it lives inside the token, so a
    // request allocates no lock object (this toolchain's Linux `Mutex` keeps the thread id
    // it needs in thread-local storage, no system call per lock).
    private struct State {
        /// The transfer of a request sent on libcurl, held as its class: as a `Disposable`
        /// existential it was boxed, copied and destroyed through value witnesses on every
        /// request (attached, released, disposed).
        var transfer: CurlTransfer?
        /// The first other resource attached (a stub, a transfer of another transport), then the rest.
        var first: Disposable?
        var others: [Disposable] = []
        /// The request, until it has an outcome or is cancelled: a strong reference let go
        /// of then, so a finished request is not kept alive by its token (or by the
        /// deadline queues, which hold tokens). Not `weak`: a weak reference gave every
        /// request's state a side table, one more allocation per request.
        var handler: RequestTokenHandler?
        var finished = false
        var slow = false
        var cancelled = false

        /// Takes the resources out.
        mutating func takeResources() -> Resources {
            defer {
                transfer = nil
                first = nil
                others = []
            }
            return Resources(transfer: transfer, first: first, others: others)
        }
    }

    /// What a token disposes with it.
    private struct Resources {
        var transfer: CurlTransfer?
        var first: Disposable?
        var others: [Disposable] = []
    }

    private let state = Mutex(State())

    init() {}

    /// Sets the request the token reports to, before the token is shared.
    func setHandler(_ handler: RequestTokenHandler) {
        state.withLock { $0.handler = handler }
    }

    /// The request, while it has no outcome and is not cancelled.
    var handler: RequestTokenHandler? { state.withLock { $0.handler } }

    /// Whether the request was cancelled.
    public var isDisposed: Bool { state.withLock { $0.cancelled } }

    /// Whether the request has an outcome or was cancelled.
    var isFinished: Bool { state.withLock { $0.finished } }

    /// Cancels the request: the transfer is cancelled (closing its connection) and
    /// pending stub, timeout or slow-signal work is dropped. Idempotent, any thread.
    public func dispose() {
        let (resources, notified, wasSlow) = state.withLock { state -> (Resources, RequestTokenHandler?, Bool) in
            if state.cancelled { return (Resources(), nil, false) }
            state.cancelled = true
            let notify = state.finished ? nil : state.handler
            state.finished = true
            state.handler = nil
            return (state.takeResources(), notify, state.slow)
        }
        // Notify first: the pending work is what keeps the request's state alive.
        notified?.cancelled(wasSlow: wasSlow)
        RequestToken.dispose(resources)
    }

    /// Attaches work (a transfer, a scheduled stub, a timeout) to dispose with the token;
    /// disposes it at once if the token was already disposed.
    func attach(_ disposable: Disposable) {
        // Boxed: the token owns what it is given, whatever its thread rules (see `dispose`).
        let resource = UncheckedBox(disposable)
        let alreadyCancelled = state.withLock { state -> Bool in
            if state.cancelled { return true }
            if state.first == nil { state.first = resource.value } else { state.others.append(resource.value) }
            return false
        }
        if alreadyCancelled { disposable.dispose() }
    }

    /// Attaches the libcurl transfer that carries the request (see `attach(_:)`).
    func attach(_ transfer: CurlTransfer) {
        let alreadyCancelled = state.withLock { state -> Bool in
            if state.cancelled { return true }
            state.transfer = transfer
            return false
        }
        if alreadyCancelled { transfer.dispose() }
    }

    /// Marks the request slow; `true` if it had no outcome yet (so it now counts as slow).
    func markSlow() -> Bool {
        state.withLock { state in
            if state.finished || state.slow { return false }
            state.slow = true
            return true
        }
    }

    /// Claims the right to deliver the outcome: non-nil exactly once, and then whether
    /// the request had been counted as slow. The claim releases the transfer (cancelling
    /// it if it still runs, as after a timeout) and pending work, in the same turn of the
    /// lock; the token is not marked disposed.
    func claimFinish() -> Bool? {
        // The handler is released after the lock (its deinit is the request's).
        let (claimed, handler, resources) = state.withLock { state -> (Bool?, RequestTokenHandler?, Resources) in
            if state.finished { return (nil, nil, Resources()) }
            state.finished = true
            defer { state.handler = nil }
            return (state.slow, state.handler, state.takeResources())
        }
        _ = consume handler
        RequestToken.dispose(resources)
        return claimed
    }

    private static func dispose(_ resources: Resources) {
        resources.transfer?.dispose()
        resources.first?.dispose()
        resources.others.forEach { $0.dispose() }
    }
}
