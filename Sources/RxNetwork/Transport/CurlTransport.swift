import Foundation
import Dispatch
import RxCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default `NetworkTransport`: libcurl's multi-socket interface driven by dispatch
/// sources on one serial queue (see `CurlMulti`). While requests wait, the process
/// sleeps; a request costs no thread.
///
/// - Connections are kept alive and reused per host (at most
///   `maximumConnectionsPerHost` at once; more requests wait for one), and HTTP/2 is
///   used over TLS when the server offers it, multiplexing requests on one connection.
/// - Bodies are decoded from gzip and deflate (the request says what it accepts).
/// - TLS certificates and host names are always verified; there is no switch.
/// - Proxies come from `http_proxy`, `https_proxy`, `all_proxy` and `no_proxy`, as
///   libcurl reads them.
/// - Redirects are followed within the request's origin only, at most 10.
/// - Cancelling removes the transfer at once: its connection is closed, never reused.
///
/// Thread safety: `send` and disposing may be called from any thread; completions run on
/// `callbackQueue` (serial), never on the network queue, so a slow subscriber cannot
/// stall other requests. Releasing a transport ends its transfers and closes its
/// connections; `shared` lives as long as the process.
public final class CurlTransport: NetworkTransport {
    /// The transport providers use unless given another: one connection pool per process.
    public static let shared = CurlTransport()

    /// Where completions are called.
    public let callbackQueue: DispatchQueue
    private let multi: CurlMulti

    /// A transport with its own connection pool.
    ///
    /// - Parameters:
    ///   - maximumConnectionsPerHost: open connections to one host at once (0: no limit).
    ///     Browsers use about 6; over HTTP/2 one connection carries all requests anyway.
    ///   - callbackQueue: where completions run (a serial queue of its own by default).
    public init(maximumConnectionsPerHost: Int = 8, callbackQueue: DispatchQueue? = nil) {
        let callbacks = callbackQueue ?? DispatchQueue(label: "RxNetwork.CurlTransport.callbacks")
        self.callbackQueue = callbacks
        multi = CurlMulti(maximumConnectionsPerHost: maximumConnectionsPerHost, callbackQueue: callbacks)
    }

    deinit {
        multi.shutdown()
    }

    /// Starts `request` on libcurl; disposing cancels it (closing its connection).
    public func send(_ request: URLRequest, options: TransportOptions,
                     completion: @escaping @Sendable (Result<Response, NetworkError>) -> Void) -> Disposable {
        let transfer = CurlTransfer(request: request, options: options, completion: completion)
        let multi = self.multi
        multi.start(transfer)
        // Disposing after the outcome (as the provider does) needs no trip to the network queue.
        return Disposables.create { if !transfer.isDelivered { multi.cancel(transfer) } }
    }
}
