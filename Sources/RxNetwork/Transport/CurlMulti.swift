import Foundation
import CCurl

/// libcurl's multi handle, driven by a `CurlEventLoop`: the sockets libcurl asks to watch
/// (CURLMOPT_SOCKETFUNCTION) and the timeout it asks for (CURLMOPT_TIMERFUNCTION) go to
/// the loop's epoll set and timerfd, and what the loop sees goes back to
/// `curl_multi_socket_action`.
///
/// A request is started on the caller's thread: adding it sends it at once (on a
/// kept-alive connection, the request is written before `start` returns). Outcomes are
/// delivered on the thread that saw them, normally the loop's, once the lock is released.
///
/// Lock discipline (`@unchecked Sendable`): every stored `var`, every call into libcurl
/// on `handle` or on an easy handle in it, and every call into `loop` happens while
/// holding `lock` (through `locked`); the C callbacks libcurl makes (socket, timer,
/// socket options, close socket, write, header) run inside those calls, hence under the
/// lock too. Outcomes are collected under the lock and completions are called after it is
/// released, so user code never runs under it and may start or cancel requests. The easy
/// handles of finished transfers are reset after the completions (they are out of the
/// multi handle and belong to that thread alone) and pooled in `spareEasyHandles`, which
/// (with `sparesClosed`) is only touched under `spareLock`, never held while taking `lock`.
/// The stored `var`s are `@exclusivity(unchecked)` (see `CurlTransfer`): the locks order
/// every access, and none spans a call that touches the same variable.
final class CurlMulti: @unchecked Sendable {
    private let lock = NSLock()
    private let handle: UnsafeMutableRawPointer?
    private let loop: CurlEventLoop?
    /// The PEM file of the only certificate authorities trusted, when not the system's.
    private let trustedCertificatesFile: String?
    /// The transfers in the multi handle, by easy handle.
    @exclusivity(unchecked) private var transfers: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    /// Easy handles of finished transfers, for the next ones (at most `spareLimit`): reset,
    /// or still set up as a plain GET left them.
    @exclusivity(unchecked) private var spareEasyHandles: [CurlTransfer.SpareHandle] = []
    /// Set at shutdown: handles retired later are cleaned up, not pooled.
    @exclusivity(unchecked) private var sparesClosed = false
    private let spareLock = NSLock()
    private static let spareLimit = 16
    /// Transfers whose outcome (kept in the transfer, see `CurlTransfer.markDelivered`) is
    /// delivered once the lock is released: a batch of class references, where a batch of
    /// (transfer, result) pairs copied and destroyed the result's enum through value
    /// witnesses at every step.
    @exclusivity(unchecked) private var outbox = SmallBatch<CurlTransfer>()
    /// Easy handles out of the multi handle, to pool (reset if need be) once the lock is released.
    @exclusivity(unchecked) private var retired = SmallBatch<CurlTransfer.SpareHandle>()
    /// The connection sockets libcurl opened (CURLOPT_SOCKOPTFUNCTION) and will close
    /// through `closeSocket`: only those may stay in the epoll set between requests.
    @exclusivity(unchecked) private var connectionSockets = Set<curl_socket_t>()
    /// libcurl asked for an immediate timeout: `locked` acts on it before returning.
    @exclusivity(unchecked) private var timeoutDue = false
    @exclusivity(unchecked) private var isShutDown = false

    /// libcurl's global set-up, done once before the first handle.
    private static let globalInit: Bool = ccurl_global_init() == CURLE_OK

    init(maximumConnectionsPerHost: Int, trustedCertificatesFile: String? = nil) {
        self.trustedCertificatesFile = trustedCertificatesFile
        loop = CurlEventLoop()
        handle = CurlMulti.globalInit && loop != nil ? curl_multi_init() : nil
        guard let handle else { return }
        // The C callbacks find this object through an unretained pointer: they only run
        // inside libcurl calls this object makes, so it is alive whenever they do.
        let context = Unmanaged.passUnretained(self).toOpaque()
        ccurl_multi_setopt_socket_function(handle) { _, socket, what, context, _ in
            guard let context else { return -1 }
            let multi = Unmanaged<CurlMulti>.fromOpaque(context).takeUnretainedValue()
            multi.loop?.watch(socket, reading: what & CURL_POLL_IN != 0, writing: what & CURL_POLL_OUT != 0,
                              mayPark: multi.connectionSockets.contains(socket))
            return 0
        }
        ccurl_multi_setopt_pointer(handle, CURLMOPT_SOCKETDATA, context)
        ccurl_multi_setopt_timer_function(handle) { _, milliseconds, context in
            guard let context else { return -1 }
            Unmanaged<CurlMulti>.fromOpaque(context).takeUnretainedValue().setTimeout(milliseconds: milliseconds)
            return 0
        }
        ccurl_multi_setopt_pointer(handle, CURLMOPT_TIMERDATA, context)
        ccurl_multi_setopt_long(handle, CURLMOPT_MAX_HOST_CONNECTIONS, max(0, maximumConnectionsPerHost))
        // HTTP/2 streams share one connection per host when the server offers it over TLS.
        ccurl_multi_setopt_long(handle, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
    }

    // MARK: - Entry points (any thread)

    /// Adds `transfer` to the multi handle and sends what can be sent at once, on the
    /// caller's thread.
    func start(_ transfer: CurlTransfer) {
        transfer.run(on: self)
        locked { $0.add(transfer) }
    }

    /// Removes `transfer` if it is still running: libcurl closes its connection at once
    /// (a transfer cut short is never reused) and its completion is not called.
    func cancel(_ transfer: CurlTransfer) {
        transfer.markCancelled()
        locked { multi in
            guard let easy = transfer.easy, multi.transfers.removeValue(forKey: easy) != nil, let handle = multi.handle else { return }
            curl_multi_remove_handle(handle, easy)
            multi.retire(transfer, cut: true)
        }
    }

    /// Ends every transfer (their completions are not called), closes every connection,
    /// releases the multi handle and ends the loop's thread. Used when the transport is released.
    func shutdown() {
        locked { multi in
            guard !multi.isShutDown else { return }
            multi.isShutDown = true
            if let handle = multi.handle {
                for (easy, transfer) in multi.transfers {
                    curl_multi_remove_handle(handle, easy)
                    transfer.takeEasyHandle()?.destroy()
                }
                multi.transfers = [:]
                multi.spareLock.withLock {
                    multi.spareEasyHandles.forEach { $0.destroy() }
                    multi.spareEasyHandles = []
                    multi.sparesClosed = true
                }
                // Closes the pooled connections (through `closeSocket`).
                curl_multi_cleanup(handle)
            }
            multi.loop?.stop()
        }
    }

    /// Runs `body` under the lock, then acts on an immediate timeout libcurl asked for
    /// (libcurl must not be called from inside its own callbacks), then calls the
    /// completions collected, after releasing the lock.
    private func locked(_ body: (CurlMulti) -> Void) {
        lock.lock()
        body(self)
        while timeoutDue {
            timeoutDue = false
            socketAction(CURL_SOCKET_TIMEOUT, mask: 0)
        }
        let finished = outbox.take()
        let retiring = retired.take()
        lock.unlock()
        finished.forEach { transfer in
            if !transfer.isCancelled { transfer.complete() }
        }
        if !retiring.isEmpty { pool(retiring) }
    }

    /// Resets those of `handles` that need it (they are out of the multi handle, so this
    /// thread's alone) and keeps them for the next transfers, after the completions so the
    /// caller hears first.
    private func pool(_ retiring: SmallBatch<CurlTransfer.SpareHandle>) {
        retiring.forEach { spare in
            if spare.configuration == nil { curl_easy_reset(spare.easy) }
        }
        var extra = SmallBatch<CurlTransfer.SpareHandle>()
        spareLock.withLock {
            retiring.forEach { spare in
                if !sparesClosed && spareEasyHandles.count < CurlMulti.spareLimit {
                    spareEasyHandles.append(spare)
                } else {
                    extra.append(spare)
                }
            }
        }
        extra.forEach { $0.destroy() }
    }

    // MARK: - Under the lock

    /// What the loop's thread saw; false once shut down (the thread then ends).
    private func handle(_ events: [CurlEventLoop.Event]) -> Bool {
        var running = true
        locked { multi in
            guard !multi.isShutDown else { running = false; return }
            for event in events {
                switch event {
                case .socket(let socket, let mask):
                    if multi.loop?.wants(socket) == true { multi.socketAction(socket, mask: mask) }
                case .timeout:
                    multi.loop?.timerFired()
                    multi.socketAction(CURL_SOCKET_TIMEOUT, mask: 0)
                    // The timer may have fired early (it is only moved earlier), and
                    // libcurl does not repeat a deadline it already named: ask.
                    var milliseconds = -1
                    if let handle = multi.handle, curl_multi_timeout(handle, &milliseconds) == CURLM_OK {
                        multi.setTimeout(milliseconds: milliseconds)
                    }
                }
            }
        }
        return running
    }

    private func add(_ transfer: CurlTransfer) {
        guard !transfer.isCancelled else { return }
        guard !isShutDown, let handle, let loop else {
            return deliver(transfer, .failure(.underlying(URLError(.cannotLoadFromNetwork, userInfo: CurlTransfer.userInfo(transfer.request.url)), nil)))
        }
        if !loop.isStarted { loop.startIfNeeded { [weak self] events in self?.handle(events) ?? false } }
        switch transfer.makeEasyHandle(reusing: spareLock.withLock { spareEasyHandles.popLast() }, multi: self,
                                       trustedCertificatesFile: trustedCertificatesFile) {
        case .failure(let error):
            deliver(transfer, .failure(error))
        case .success(let easy):
            transfers[easy] = transfer
            if curl_multi_add_handle(handle, easy) != CURLM_OK {
                transfers[easy] = nil
                retire(transfer, cut: true)
                deliver(transfer, .failure(.underlying(URLError(.cannotLoadFromNetwork, userInfo: CurlTransfer.userInfo(transfer.request.url)), nil)))
            }
        }
    }

    /// CURLOPT_CLOSESOCKETFUNCTION: libcurl is done with `socket`; it leaves the epoll set
    /// and is closed at once.
    fileprivate func closeSocket(_ socket: curl_socket_t) -> Int32 {
        connectionSockets.remove(socket)
        loop?.forget(socket)
        return close(socket)
    }

    /// CURLOPT_SOCKOPTFUNCTION: libcurl opened `socket` for a connection.
    fileprivate func openedSocket(_ socket: curl_socket_t) {
        connectionSockets.insert(socket)
    }

    /// The C function libcurl calls to close a socket, with the multi as context.
    static let closeSocketFunction: curl_closesocket_callback = { context, socket in
        guard let context else { return close(socket) }
        return Unmanaged<CurlMulti>.fromOpaque(context).takeUnretainedValue().closeSocket(socket)
    }

    /// The C function libcurl calls with each new socket, with the multi as context.
    static let socketOptionsFunction: curl_sockopt_callback = { context, socket, purpose in
        if let context, purpose == CURLSOCKTYPE_IPCXN {
            Unmanaged<CurlMulti>.fromOpaque(context).takeUnretainedValue().openedSocket(socket)
        }
        return CURL_SOCKOPT_OK
    }

    /// CURLMOPT_TIMERFUNCTION: libcurl wants `socketAction(timeout)` after `milliseconds`
    /// (-1: never; 0: as soon as possible, which `locked` does before returning).
    private func setTimeout(milliseconds: Int) {
        if milliseconds == 0 {
            timeoutDue = true
        } else if milliseconds > 0 {
            loop?.setTimer(milliseconds: milliseconds)
        }
        // -1 (nothing to wait for): a timer still armed fires once, harmlessly.
    }

    private func socketAction(_ socket: curl_socket_t, mask: Int32) {
        guard !isShutDown, let handle else { return }
        var running: Int32 = 0
        curl_multi_socket_action(handle, socket, mask, &running)
        readMessages(handle)
    }

    /// Finishes every transfer libcurl reports done.
    private func readMessages(_ handle: UnsafeMutableRawPointer) {
        var left: Int32 = 0
        while let message = curl_multi_info_read(handle, &left) {
            // The message is only valid until the handle is removed: read it first.
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
            let code = ccurl_message_result(message)
            curl_multi_remove_handle(handle, easy)
            guard let transfer = transfers.removeValue(forKey: easy) else { continue }
            let outcome = transfer.outcome(of: code)
            retire(transfer)
            switch consume outcome {
            case .finished(let result):
                deliver(transfer, result)
            case .redirected:
                // The transfer starts again on its new request (for a same-origin one,
                // likely on the same kept-alive connection).
                add(transfer)
            }
        }
    }

    /// Takes the transfer's easy handle (out of the multi handle) to be pooled once the
    /// lock is released; `cut` when it was removed before libcurl finished it.
    private func retire(_ transfer: CurlTransfer, cut: Bool = false) {
        if let spare = transfer.takeEasyHandle(cut: cut) { retired.append(spare) }
    }

    private func deliver(_ transfer: CurlTransfer, _ result: consuming Result<Response, NetworkError>) {
        transfer.markDelivered(with: result)
        outbox.append(transfer)
    }
}
