import Foundation
import RxCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The mutable part of one request: whether it was sent, whether it became slow, and the
/// once-only delivery.
final class RequestState<Target: TargetType>: @unchecked Sendable {
    // @unchecked Sendable: `sent` is written once before the request can finish
    // (in `willSend`, before any network/stub work starts) and read in `finish`,
    // which `token.claimFinish()` makes run at most once; the slow flag lives in the
    // token, under its lock.
    let target: Target
    let token: RequestToken
    private let plugins: [PluginType]
    private let slowRequests: SlowRequestMonitor
    private let completion: (Result<Response, NetworkError>) -> Void
    private var sent = false

    init(provider: Provider<Target>, target: Target, slowRequests: SlowRequestMonitor, completion: @escaping (Result<Response, NetworkError>) -> Void) {
        self.target = target
        self.plugins = provider.plugins
        self.slowRequests = slowRequests
        self.completion = completion
        let box = WeakBox<RequestState<Target>>()
        self.token = RequestToken(onCancel: { wasSlow in box.value?.cancelled(wasSlow: wasSlow) })
        box.value = self
    }

    func willSend(_ request: URLRequest) {
        sent = true
        plugins.forEach { $0.willSend(request, target: target) }
    }

    /// The slow-request threshold passed without an answer.
    func becameSlow() {
        if token.markSlow() { slowRequests.change(by: 1) }
    }

    /// Delivers `result` through validation and plugins, once; a transfer still running
    /// (after a timeout) is cancelled, closing its connection.
    func finish(_ result: Result<Response, NetworkError>) {
        guard let wasSlow = token.claimFinish() else { return }
        token.release()
        if wasSlow { slowRequests.change(by: -1) }
        let validated = result.flatMap(validate)
        if sent { plugins.forEach { $0.didReceive(validated, target: target) } }
        let processed = plugins.reduce(validated) { $1.process($0, target: target) }
        completion(processed)
    }

    /// Called when the token is disposed before an outcome: plugins hear of it, the subscriber does not.
    private func cancelled(wasSlow: Bool) {
        if wasSlow { slowRequests.change(by: -1) }
        if sent { plugins.forEach { $0.didReceive(.failure(.cancelled), target: target) } }
    }

    private func validate(_ response: Response) -> Result<Response, NetworkError> {
        let codes = target.validationType.statusCodes
        if codes.isEmpty || codes.contains(response.statusCode) { return .success(response) }
        return .failure(.statusCode(response))
    }
}
