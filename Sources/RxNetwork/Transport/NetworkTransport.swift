import Foundation
import RxCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What carries a `Provider`'s requests over the network: `CurlTransport` (libcurl's
/// multi-socket interface, the default) or `URLSessionTransport`.
///
/// A transport sends the request exactly as given and calls `completion` once with the
/// outcome, on a thread of its own choosing, unless the returned `Disposable` is
/// disposed first; disposing closes the request's connection at once and `completion`
/// is then not called. Every transport follows redirects as `options.redirectPolicy`
/// says: by default only within the request's origin (scheme, host, port), a redirect
/// elsewhere being delivered as the 3xx response; the redirects followed are in
/// `Response.redirects`.
/// Failures are `NetworkError.underlying` with a `URLError` code (`.timedOut`,
/// `.cannotConnectToHost`, `.networkConnectionLost`, `.dataLengthExceedsMaximum`...).
public protocol NetworkTransport: Sendable {
    /// Sends `request` within `options`' limits; see the protocol's rules.
    func send(_ request: URLRequest, options: TransportOptions,
              completion: @escaping @Sendable (Result<Response, NetworkError>) -> Void) -> Disposable
}

/// The limits a provider gives its transport for one request.
public struct TransportOptions: Sendable, Equatable {
    /// The longest a connection may take to open (TCP and TLS), in seconds; `nil` for the transport's default.
    public var connectTimeout: TimeInterval?
    /// The longest the whole request may take, in seconds; `nil` for no limit.
    public var timeout: TimeInterval?
    /// The largest response body accepted, in bytes (after gzip/deflate decoding); a
    /// bigger one fails with `URLError(.dataLengthExceedsMaximum)`.
    public var maximumResponseSize: Int
    /// Which redirects are followed (same-origin ones only, by default).
    public var redirectPolicy: RedirectPolicy

    /// Creates options; the defaults are a 10 s connect timeout, no total limit, a 10 MB
    /// body and same-origin redirects only.
    public init(connectTimeout: TimeInterval? = 10, timeout: TimeInterval? = nil,
                maximumResponseSize: Int = TransportOptions.defaultMaximumResponseSize,
                redirectPolicy: RedirectPolicy = .sameOrigin) {
        self.connectTimeout = connectTimeout
        self.timeout = timeout
        self.maximumResponseSize = maximumResponseSize
        self.redirectPolicy = redirectPolicy
    }

    /// 10 MB (10 × 1024 × 1024 bytes): far above any API page, far below what would hurt.
    public static let defaultMaximumResponseSize = 10 * 1024 * 1024

    /// The `URLError.userInfo` key holding the limit a too-large response broke (an `Int`).
    public static let responseLimitKey = "RxNetworkResponseLimit"

    /// The error for a response bigger than `limit`.
    static func tooLarge(_ url: URL?, limit: Int) -> URLError {
        var info: [String: Any] = [responseLimitKey: limit]
        if let url { info[NSURLErrorFailingURLErrorKey] = url }
        return URLError(.dataLengthExceedsMaximum, userInfo: info)
    }
}
