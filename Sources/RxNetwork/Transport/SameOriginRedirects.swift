import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Follows redirects only within the request's origin (scheme, host and port); a
/// redirect anywhere else is refused, so the task completes with the 3xx response
/// itself and the request — with its Authorization header — never reaches the other
/// host. URLSession alone follows any redirect.
///
/// `URLSessionTransport` sets it as the delegate of every task it starts;
/// `CurlTransport` follows redirects itself with the same `sameOrigin` rule.
final class SameOriginRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    /// The one instance; it has no state.
    static let shared = SameOriginRedirects()

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let origin = task.originalRequest?.url ?? response.url
        completionHandler(SameOriginRedirects.sameOrigin(origin, request.url) ? request : nil)
    }

    /// Whether both URLs have the same scheme, host and (default-filled) port.
    static func sameOrigin(_ first: URL?, _ second: URL?) -> Bool {
        guard let first, let second,
              let firstScheme = first.scheme?.lowercased(), let secondScheme = second.scheme?.lowercased(),
              let firstHost = first.host?.lowercased(), let secondHost = second.host?.lowercased() else { return false }
        return firstScheme == secondScheme && firstHost == secondHost
            && (first.port ?? defaultPort(firstScheme)) == (second.port ?? defaultPort(secondScheme))
    }

    private static func defaultPort(_ scheme: String) -> Int? {
        switch scheme {
        case "http": return 80
        case "https": return 443
        default: return nil
        }
    }
}
