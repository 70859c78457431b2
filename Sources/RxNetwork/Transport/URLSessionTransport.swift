import Foundation
import RxCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests through a `URLSession`: the option behind `NetworkTransport` for code
/// that needs URLSession itself (its configuration, its cache). `CurlTransport` is the
/// default.
///
/// Known limits on Linux, which are why it is not the default: while a request waits for
/// a server that does not answer, Foundation's URLSession keeps a core busy; it has no
/// separate connect timeout (`connectTimeout` is ignored; `timeout` is also applied as
/// the session's idle timeout), and the size limit is checked once the body has arrived.
///
/// Thread safety: immutable; `completion` runs on the session's delegate queue.
public final class URLSessionTransport: NetworkTransport {
    /// The session requests go through.
    public let session: URLSession

    /// A transport over `session` (by default one without cookies or cache).
    public init(session: URLSession = URLSessionTransport.defaultSession()) {
        self.session = session
    }

    /// A session without cookies or a response cache, so requests do not leak state
    /// between each other (and tests see every request on the wire).
    public static func defaultSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpShouldSetCookies = false
        return URLSession(configuration: configuration)
    }

    /// Starts a data task; disposing cancels it (which closes its connection).
    public func send(_ request: URLRequest, options: TransportOptions,
                     completion: @escaping @Sendable (Result<Response, NetworkError>) -> Void) -> Disposable {
        var request = request
        if let timeout = options.timeout { request.timeoutInterval = max(request.timeoutInterval, timeout) }
        let sent = request
        let limit = options.maximumResponseSize
        // Redirects to another origin are refused (SameOriginRedirects) unless the
        // provider opted into following them (PolicyRedirects, which keeps the hops).
        let follower = options.redirectPolicy == .sameOrigin ? nil : PolicyRedirects(policy: options.redirectPolicy, request: request)
        let task = session.dataTask(with: request) { data, response, error in
            let hops = follower?.outcome
            if let refusal = hops?.refusal {
                return completion(.failure(.underlying(refusal, nil)))
            }
            completion(URLSessionTransport.result(request: sent, data: data, response: response, error: error, limit: limit,
                                                  redirects: hops?.followed ?? []))
        }
        task.delegate = follower ?? SameOriginRedirects.shared
        task.resume()
        return Disposables.create { task.cancel() }
    }

    /// The outcome of a URLSession callback.
    static func result(request: URLRequest, data: Data?, response: URLResponse?, error: Error?, limit: Int,
                       redirects: [Redirect] = []) -> Result<Response, NetworkError> {
        let http = response as? HTTPURLResponse
        let built = http.map { Response(statusCode: $0.statusCode, data: data ?? Data(), request: request, response: $0, redirects: redirects) }
        if let error {
            if let urlError = error as? URLError {
                return .failure(urlError.code == .cancelled ? .cancelled : .underlying(urlError, built))
            }
            return .failure(.other(error, built))
        }
        guard let built else {
            let info: [String: Any] = request.url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:]
            return .failure(.underlying(URLError(.badServerResponse, userInfo: info), nil))
        }
        if built.data.count > limit {
            return .failure(.underlying(TransportOptions.tooLarge(request.url, limit: limit), nil))
        }
        return .success(built)
    }
}
