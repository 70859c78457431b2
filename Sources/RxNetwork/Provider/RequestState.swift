import Foundation
import RxCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The mutable part of one request: whether it was sent, whether it became slow, and the
/// once-only delivery.
///
/// Not generic: the target is kept as `TargetType`, as plugins take it. A generic class's
/// metadata was looked up at run time on every request (twice: the state and its
/// conformance to `RequestTokenHandler`).
final class RequestState: RequestTokenHandler, @unchecked Sendable {
    // @unchecked Sendable: `sent` is written once before the request can finish
    // (in `willSend`, before any network/stub work starts) and read in `finish`,
    // which `token.claimFinish()` makes run at most once; the slow flag lives in the
    // token, under its lock. `url` is written once, before the deadline queues (whose
    // lock orders it before their reads) can call `timedOut`.
    // `@exclusivity(unchecked)` for the same reasons (no two accesses can overlap), as
    // the transport's state is (see `CurlTransfer`).
    let target: TargetType
    let token: RequestToken
    private let plugins: [PluginType]
    private let slowRequests: SlowRequestMonitor
    private let delivery: Delivery
    @exclusivity(unchecked) private var sent = false
    /// Where the request went, for the timeout's error.
    @exclusivity(unchecked) private var url: URL?

    /// Who hears the outcome.
    enum Delivery {
        /// The completion given to `Provider.request(_:completion:)`.
        case completion((Result<Response, NetworkError>) -> Void)
        /// The observer of `provider.rx.request`'s `Single`, called directly: a closure
        /// converting the result for it was one more allocation per request.
        case single((Result<Response, Error>) -> Void)
    }

    init(target: TargetType, plugins: [PluginType], slowRequests: SlowRequestMonitor, delivery: Delivery) {
        self.target = target
        self.plugins = plugins
        self.slowRequests = slowRequests
        self.delivery = delivery
        self.token = RequestToken()
        token.setHandler(self)
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

    /// The timeout passed: claims the outcome before cancelling, so the transfer's own
    /// outcome loses the race.
    func timedOut() {
        finish(.failure(.underlying(URLError(.timedOut, userInfo: ProviderSupport.userInfo(url)), nil)))
    }

    /// The slow-request threshold passed without an answer.
    func becameSlow() {
        if token.markSlow() { slowRequests.change(by: 1) }
    }

    /// Delivers `result` through validation and plugins, once; a transfer still running
    /// (after a timeout) is cancelled, closing its connection.
    func finish(_ result: Result<Response, NetworkError>) {
        guard let wasSlow = token.claimFinish() else { return }
        if wasSlow { slowRequests.change(by: -1) }
        let validated = result.flatMap(validate)
        if sent { plugins.forEach { $0.didReceive(validated, target: target) } }
        let processed = plugins.reduce(validated) { $1.process($0, target: target) }
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

    /// Called when the token is disposed before an outcome: plugins hear of it, the subscriber does not.
    func cancelled(wasSlow: Bool) {
        if wasSlow { slowRequests.change(by: -1) }
        if sent { plugins.forEach { $0.didReceive(.failure(.cancelled), target: target) } }
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
}
