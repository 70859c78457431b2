import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of one `URLSessionTransport` data task: collects the body as it arrives
/// and cancels the task as soon as it passes the size limit (by the announced
/// Content-Length, or by the bytes received), follows redirects within the request's
/// origin only (`SameOriginRedirects`), and calls the completion once.
///
/// Threading rule (`@unchecked Sendable`): `body`, `response` and `exceededLimit` are only
/// touched in the delegate methods, which the session calls one at a time on its
/// delegate queue; the cancelled flag is atomic.
final class URLSessionReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let request: URLRequest
    private let limit: Int
    private let completion: @Sendable (Result<Response, NetworkError>) -> Void
    private let cancelled = Atomic<Bool>(false)
    private var body = Data()
    private var exceededLimit = false

    init(request: URLRequest, limit: Int, completion: @escaping @Sendable (Result<Response, NetworkError>) -> Void) {
        self.request = request
        self.limit = limit
        self.completion = completion
    }

    /// Disposed: the completion is not called (any thread).
    func markCancelled() { cancelled.store(true, ordering: .releasing) }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        if response.expectedContentLength > Int64(limit) {
            exceededLimit = true
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard !exceededLimit else { return }
        if body.count + data.count > limit {
            exceededLimit = true
            body = Data()
            return dataTask.cancel()
        }
        body.append(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let origin = task.originalRequest?.url ?? response.url
        completionHandler(SameOriginRedirects.sameOrigin(origin, request.url) ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard !cancelled.load(ordering: .acquiring) else { return }
        if exceededLimit {
            return completion(.failure(.underlying(TransportOptions.tooLarge(request.url, limit: limit), nil)))
        }
        completion(URLSessionTransport.result(request: request, data: body, response: task.response, error: error, limit: limit))
    }
}
