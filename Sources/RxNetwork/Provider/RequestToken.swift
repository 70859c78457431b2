import Foundation
import Synchronization
import RxCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request in flight, and its handle: disposing it cancels the transfer (closing its
/// connection) or the scheduled stub, and its outcome is delivered at most once, through
/// validation and plugins.
///
/// The handle and the request's state are one object (the transfer, the deadline queues
/// and the subscriber all hold it): as two, a request allocated both, and the handle
/// reached the state through an existential set after the state was made.
public final class RequestToken: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: the delivery, the resources and the finished, slow and cancelled
    // flags live in `state`, only read or written inside its `withLock`; nothing is called
    // while it is held. A `Mutex` rather than `NSLock`: it lives inside the token, so a
    // request allocates no lock object (this toolchain's Linux `Mutex` keeps the thread id
    // it needs in thread-local storage, no system call per lock). `sent` is written once
    // before the request can finish (in `willSend`, before any network or stub work
    // starts) and read in `finish`, which the claim makes run at most once. `url` is
    // written once, before the deadline queues (whose lock orders it before their reads)
    // can call `timedOut`. Neither access can overlap another, so both skip the run-time
    // exclusivity checks, as the transport's state does (see `CurlTransfer`).
    private struct State {
        /// The transfer of a request sent on libcurl, held as its class: as a `Disposable`
        /// existential it was boxed, copied and destroyed through value witnesses on every
        /// request (attached, released, disposed).
        var transfer: CurlTransfer?
        /// The first other resource attached (a stub, a transfer of another transport), then the rest.
        var first: Disposable?
        var others: [Disposable] = []
        /// Who hears the outcome, until the request has one or is cancelled: let go of then,
        /// so a finished request's token (which the deadline queues hold until its deadline)
        /// does not keep the subscriber alive.
        var delivery: Delivery?
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

    /// Who hears the outcome.
    ///
    /// `@unchecked Sendable`: the closure is called once, on whichever thread ends the
    /// request (the transport's, the scheduler's or the caller's), as `Provider` documents
    /// for its completions; it only crosses into the token's lock to be kept and taken out.
    enum Delivery: @unchecked Sendable {
        /// The completion given to `Provider.request(_:completion:)`.
        case completion((Result<Response, NetworkError>) -> Void)
        /// The observer of `provider.rx.request`'s `Single`, called directly: a closure
        /// converting the result for it was one more allocation per request.
        case single((Result<Response, Error>) -> Void)
    }

    /// The target, as plugins take it. Not generic: a generic class's metadata was looked
    /// up at run time on every request.
    let target: TargetType
    private let plugins: [PluginType]
    private let slowRequests: SlowRequestMonitor
    private let state: Mutex<State>
    @exclusivity(unchecked) private var sent = false
    /// Where the request went, for the timeout's error.
    @exclusivity(unchecked) private var url: URL?

    init(target: TargetType, plugins: [PluginType], slowRequests: SlowRequestMonitor, delivery: Delivery) {
        self.target = target
        self.plugins = plugins
        self.slowRequests = slowRequests
        self.state = Mutex(State(delivery: delivery))
    }

    /// Whether the request was cancelled.
    public var isDisposed: Bool { state.withLock { $0.cancelled } }

    /// Whether the request has an outcome or was cancelled.
    var isFinished: Bool { state.withLock { $0.finished } }

    /// Cancels the request: the transfer is cancelled (closing its connection) and
    /// pending stub, timeout or slow-signal work is dropped; plugins hear
    /// `didReceive(.failure(.cancelled))`, the subscriber nothing. Idempotent, any thread.
    public func dispose() {
        let (resources, notifies, wasSlow, delivery) = state.withLock { state -> (Resources, Bool, Bool, Delivery?) in
            if state.cancelled { return (Resources(), false, false, nil) }
            state.cancelled = true
            let notifies = !state.finished
            state.finished = true
            let delivery = state.delivery
            state.delivery = nil
            return (state.takeResources(), notifies, state.slow, delivery)
        }
        // Released after the lock: the subscriber's closures may hold anything.
        _ = consume delivery
        if notifies {
            if wasSlow { slowRequests.change(by: -1) }
            if sent { plugins.forEach { $0.didReceive(.failure(.cancelled), target: target) } }
        }
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

    /// The request is about to go; plugins see it (nil: sent without a `URLRequest`,
    /// which only happens when there are no plugins).
    func willSend(_ request: URLRequest?) {
        sent = true
        if let request { plugins.forEach { $0.willSend(request, target: target) } }
    }

    /// The request's timeout and slow clocks start now (`Provider.watchDeadlines`); `url`
    /// names it in the timeout's error.
    func willWait(for url: URL?) {
        self.url = url
    }

    /// The timeout passed (`DeadlineQueue`): claims the outcome before cancelling, so the
    /// transfer's own outcome loses the race.
    func timedOut() {
        finish(.failure(.underlying(URLError(.timedOut, userInfo: ProviderSupport.userInfo(url)), nil)))
    }

    /// The slow-request threshold passed without an answer (`DeadlineQueue`).
    func becameSlow() {
        let counts = state.withLock { state -> Bool in
            if state.finished || state.slow { return false }
            state.slow = true
            return true
        }
        if counts { slowRequests.change(by: 1) }
    }

    /// Delivers `result` through validation and plugins, once (the transport's completion,
    /// a stub, a refusal, the timeout); a transfer still running (after a timeout) is
    /// cancelled, closing its connection. The token is not marked disposed.
    func finish(_ result: Result<Response, NetworkError>) {
        // The claim releases the transfer and pending work in the same turn of the lock.
        let (claimed, delivery, resources) = state.withLock { state -> (Bool?, Delivery?, Resources) in
            if state.finished { return (nil, nil, Resources()) }
            state.finished = true
            let delivery = state.delivery
            state.delivery = nil
            return (state.slow, delivery, state.takeResources())
        }
        RequestToken.dispose(resources)
        guard let wasSlow = claimed, let delivery else { return }
        if wasSlow { slowRequests.change(by: -1) }
        let validated = result.flatMap(validate)
        if sent { plugins.forEach { $0.didReceive(validated, target: target) } }
        // Without plugins the result is passed on as it is: each copy of a result goes
        // through its value witnesses (see `CurlTransfer.complete`).
        let processed = plugins.isEmpty ? validated : plugins.reduce(validated) { $1.process($0, target: target) }
        switch delivery {
        case .completion(let completion):
            completion(processed)
        case .single(let observer):
            switch processed {
            case .success(let response): observer(.success(response))
            case .failure(let error): observer(.failure(error))
            }
        }
    }

    private func validate(_ response: Response) -> Result<Response, NetworkError> {
        // Matched on the case: `statusCodes` builds an array of 100 or 200 codes.
        let accepted: Bool
        switch target.validationType {
        case .none: accepted = true
        case .successCodes: accepted = (200..<300).contains(response.statusCode)
        case .successAndRedirectCodes: accepted = (200..<400).contains(response.statusCode)
        case .customCodes(let codes): accepted = codes.isEmpty || codes.contains(response.statusCode)
        }
        return accepted ? .success(response) : .failure(.statusCode(response))
    }

    private static func dispose(_ resources: Resources) {
        resources.transfer?.dispose()
        resources.first?.dispose()
        resources.others.forEach { $0.dispose() }
    }
}
