import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One URLSession task's redirects under a `RedirectPolicy` other than same-origin: it
/// decides each as `CurlTransport` does, and keeps the ones followed and the error that
/// stopped one, for the task's result.
///
/// Thread safety: the hops and the error live in a mutex; URLSession calls the delegate
/// on its queue, the completion reads them after the task ends.
final class PolicyRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    private let policy: RedirectPolicy
    private let carriesCredentials: Bool
    private let state = Mutex<(followed: [Redirect], refusal: URLError?)>(([], nil))

    /// The delegate for a request sent under `policy`.
    init(policy: RedirectPolicy, request: URLRequest) {
        self.policy = policy
        self.carriesCredentials = CredentialPolicy.carriesCredentials(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        guard let next = request.url else { return completionHandler(nil) }
        let hops = state.withLock { $0.followed.count }
        switch policy.decision(origin: task.originalRequest?.url, next: next, hops: hops, carriesCredentials: carriesCredentials) {
        case .follow:
            if let from = response.url {
                state.withLock { $0.followed.append(Redirect(statusCode: response.statusCode, from: from, to: next)) }
            }
            completionHandler(request)
        case .deliver:
            completionHandler(nil)
        case .fail(let error):
            state.withLock { $0.refusal = error }
            completionHandler(nil)
        }
    }

    /// The redirects followed, and the error that refused one (nil when none did).
    var outcome: (followed: [Redirect], refusal: URLError?) { state.withLock { $0 } }
}
