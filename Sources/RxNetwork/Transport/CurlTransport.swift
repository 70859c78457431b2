import Foundation
import Dispatch
import RxCore
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default `NetworkTransport`: libcurl's multi-socket interface driven by one thread
/// sleeping in `epoll_wait` (see `CurlMulti` and `CurlEventLoop`). While requests wait,
/// the process sleeps; a request costs no thread.
///
/// - Connections are kept alive and reused per host (at most
///   `maximumConnectionsPerHost` at once; more requests wait for one), and HTTP/2 is
///   used over TLS when the server offers it, multiplexing requests on one connection.
/// - Bodies are decoded from gzip and deflate (the request says what it accepts).
/// - TLS certificates and host names are always verified; there is no switch.
/// - Proxies come from `http_proxy`, `https_proxy`, `all_proxy` and `no_proxy`, as
///   libcurl reads them.
/// - Redirects are followed as `TransportOptions.redirectPolicy` says (within the request's
///   origin only, at most 10, by default).
/// - Cancelling removes the transfer at once: its connection is closed, never reused.
///
/// Threading contract: `send` and disposing may be called from any thread. `send` writes
/// the request on the caller's thread when it can; completions run on the transport's
/// one network thread, as URLSession calls its delegates on its queue (a request refused
/// before anything was sent completes on the caller's thread, before `send` returns).
/// So a `Provider`'s `Single` delivers there: observe on your own scheduler
/// (`observe(on: MainScheduler.instance)`, or a `Driver`) before doing slow work, which
/// would hold up every other transfer of the transport. Releasing a transport ends its
/// transfers, closes its connections and ends its thread; `shared` lives as long as the
/// process.
public final class CurlTransport: NetworkTransport {
    /// The transport providers use unless given another: one connection pool per process.
    public static let shared = CurlTransport()

    private let maximumConnectionsPerHost: Int
    private let trustedCertificatesFile: String?
    /// Made by the first request: libcurl's global set-up (OpenSSL's tables, ~1.7 MiB
    /// resident) and the network thread cost nothing to a run that never sends one, as a
    /// demo or a replay (D68). Only read and set under the mutex; `CurlMulti`'s init calls
    /// nothing outside RxNetwork.
    private let madeMulti = Mutex<CurlMulti?>(nil)

    /// A transport with its own connection pool.
    ///
    /// - Parameters:
    ///   - maximumConnectionsPerHost: open connections to one host at once (0: no limit).
    ///     Browsers use about 6; over HTTP/2 one connection carries all requests anyway.
    public convenience init(maximumConnectionsPerHost: Int = 8) {
        self.init(maximumConnectionsPerHost: maximumConnectionsPerHost, trustedCertificatesFile: nil)
    }

    /// A transport that trusts only the certificate authorities in `trustedCertificatesFile`
    /// (PEM) instead of the system's (libcurl's CURLOPT_CAINFO): for tests against a
    /// server with a throwaway certificate. Verification itself stays on.
    init(maximumConnectionsPerHost: Int = 8, trustedCertificatesFile: String?) {
        self.maximumConnectionsPerHost = maximumConnectionsPerHost
        self.trustedCertificatesFile = trustedCertificatesFile
    }

    deinit {
        madeMulti.withLock { $0 }?.shutdown()
    }

    /// The multi handle, made at the first request.
    private var multi: CurlMulti {
        madeMulti.withLock { made in
            if let made { return made }
            let multi = CurlMulti(maximumConnectionsPerHost: maximumConnectionsPerHost, trustedCertificatesFile: trustedCertificatesFile)
            made = multi
            return multi
        }
    }

    /// Starts `request` on libcurl; disposing cancels it (closing its connection).
    public func send(_ request: URLRequest, options: TransportOptions,
                     completion: @escaping @Sendable (Result<Response, NetworkError>) -> Void) -> Disposable {
        start(CurlTransfer(request: HTTPRequest(request), urlRequest: request, options: options, completion: completion))
    }

    /// Starts `request` as the provider built it, without a `URLRequest` (the response
    /// makes one if asked); disposing cancels it.
    func send(_ request: HTTPRequest, options: TransportOptions,
              completion: @escaping @Sendable (Result<Response, NetworkError>) -> Void) -> Disposable {
        start(CurlTransfer(request: request, urlRequest: nil, options: options, completion: completion))
    }

    /// Starts `request` for a provider's request, whose `handler` hears the outcome; the
    /// transfer is its handle (the token keeps it as its class, see `RequestToken`).
    func send(_ request: HTTPRequest, options: TransportOptions, handler: RequestToken) -> CurlTransfer {
        let transfer = CurlTransfer(request: request, options: options, handler: handler)
        multi.start(transfer)
        return transfer
    }

    /// The transfer is its own handle: disposing it cancels it (no closure and no
    /// disposable object made per request).
    private func start(_ transfer: CurlTransfer) -> Disposable {
        multi.start(transfer)
        return transfer
    }
}
