import Foundation
import Dispatch
import CCurl

/// libcurl's multi handle driven by dispatch: a read or write `DispatchSource` for each
/// socket libcurl asks to watch (CURLMOPT_SOCKETFUNCTION) and one `DispatchSourceTimer`
/// for the timeout it asks for (CURLMOPT_TIMERFUNCTION), all on one serial queue. No
/// thread per request and no polling loop: between events the process sleeps in the
/// kernel, however many requests are waiting.
///
/// Threading rule: `queue` owns this object. Every stored property, and every libcurl call
/// on `handle` or on a transfer's easy handle, is touched only on `queue`; the C callbacks
/// libcurl makes (socket, timer, write, header) run inside those calls, hence on `queue`
/// too. Other threads only `queue.async` into it (`start`, `cancel`, `shutdown`), which is
/// why it can be `@unchecked Sendable`. Completions are handed to `callbackQueue`, so user
/// code never runs on (or blocks) the network queue.
final class CurlMulti: @unchecked Sendable {
    /// The queue that owns the multi handle, its sockets and its timer.
    let queue = DispatchQueue(label: "RxNetwork.CurlTransport")
    private let callbackQueue: DispatchQueue
    private let handle: UnsafeMutableRawPointer?
    private let timer: DispatchSourceTimer
    /// The sockets libcurl asked to watch, by libcurl's descriptor.
    private var watches: [curl_socket_t: SocketWatch] = [:]
    /// The transfers in the multi handle, by easy handle.
    private var transfers: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    private var timeoutKickPending = false
    private var isShutDown = false

    /// libcurl's global set-up, done once before the first handle.
    private static let globalInit: Bool = ccurl_global_init() == CURLE_OK

    init(maximumConnectionsPerHost: Int, callbackQueue: DispatchQueue) {
        self.callbackQueue = callbackQueue
        timer = DispatchSource.makeTimerSource(queue: queue)
        handle = CurlMulti.globalInit ? curl_multi_init() : nil
        guard let handle else { return }
        // The C callbacks find this object through an unretained pointer: they only run
        // inside libcurl calls this object makes, so it is alive whenever they do.
        let context = Unmanaged.passUnretained(self).toOpaque()
        ccurl_multi_setopt_socket_function(handle) { _, socket, what, context, _ in
            guard let context else { return -1 }
            Unmanaged<CurlMulti>.fromOpaque(context).takeUnretainedValue().watch(socket, what: what)
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
        timer.setEventHandler { [weak self] in self?.timedOut() }
        timer.schedule(deadline: .distantFuture)
        timer.activate()
    }

    // MARK: - Entry points (any thread)

    /// Adds `transfer` to the multi handle and sends what can be sent at once.
    ///
    /// `sync`: the caller's thread does the work while the queue is idle, which saves two
    /// thread wake-ups per request (the queue's and libcurl's "now" timeout). Safe because
    /// no code of ours that runs on `queue` ever starts a request (completions run on
    /// `callbackQueue`).
    func start(_ transfer: CurlTransfer) {
        queue.sync { self.add(transfer) }
    }

    /// Removes `transfer` if it is still running: libcurl closes its connection (a
    /// transfer cut short is never reused) and its completion is not called.
    func cancel(_ transfer: CurlTransfer) {
        transfer.markCancelled()
        queue.async {
            guard let easy = transfer.easy, self.transfers.removeValue(forKey: easy) != nil, let handle = self.handle else { return }
            curl_multi_remove_handle(handle, easy)
            transfer.releaseEasyHandle()
        }
    }

    /// Ends every transfer (their completions are not called), closes every connection
    /// and releases the multi handle. Used when the transport is released.
    func shutdown() {
        queue.async {
            self.isShutDown = true
            guard let handle = self.handle else { return }
            for (easy, transfer) in self.transfers {
                curl_multi_remove_handle(handle, easy)
                transfer.releaseEasyHandle()
            }
            self.transfers = [:]
            curl_multi_cleanup(handle)
            for (_, watch) in self.watches { watch.cancel() }
            self.watches = [:]
            self.timer.cancel()
        }
    }

    // MARK: - On `queue`

    private func add(_ transfer: CurlTransfer) {
        guard !transfer.isCancelled else { return }
        guard !isShutDown, let handle else {
            return deliver(transfer, .failure(.underlying(URLError(.cannotLoadFromNetwork, userInfo: CurlTransfer.userInfo(transfer.request.url)), nil)))
        }
        switch transfer.makeEasyHandle() {
        case .failure(let error):
            deliver(transfer, .failure(error))
        case .success(let easy):
            transfers[easy] = transfer
            if curl_multi_add_handle(handle, easy) != CURLM_OK {
                transfers[easy] = nil
                transfer.releaseEasyHandle()
                deliver(transfer, .failure(.underlying(URLError(.cannotLoadFromNetwork, userInfo: CurlTransfer.userInfo(transfer.request.url)), nil)))
                return
            }
            // Adding asked for an immediate timeout: act now rather than a queue turn later.
            kickIfPending()
        }
    }

    /// CURLMOPT_SOCKETFUNCTION: start, change or stop watching `socket`.
    private func watch(_ socket: curl_socket_t, what: Int32) {
        if what == CURL_POLL_REMOVE {
            watches.removeValue(forKey: socket)?.cancel()
            return
        }
        let watch: SocketWatch
        if let existing = watches[socket] {
            watch = existing
        } else {
            guard let created = SocketWatch(socket: socket) else { return }
            watch = created
            watches[socket] = created
        }
        watch.update(reading: what & CURL_POLL_IN != 0, writing: what & CURL_POLL_OUT != 0, queue: queue) { [weak self] mask in
            self?.socketAction(socket, mask: mask)
        }
    }

    /// CURLMOPT_TIMERFUNCTION: libcurl wants `socketAction(timeout)` after `milliseconds`
    /// (-1: never). Zero means as soon as possible, which a queue turn does cheaper than the
    /// timer; libcurl must not be called back from inside its own callback.
    private func setTimeout(milliseconds: Int) {
        if milliseconds < 0 {
            timer.schedule(deadline: .distantFuture)
        } else if milliseconds == 0 {
            timer.schedule(deadline: .distantFuture)
            guard !timeoutKickPending else { return }
            timeoutKickPending = true
            queue.async { [weak self] in self?.kickIfPending() }
        } else {
            timer.schedule(deadline: .now() + .milliseconds(milliseconds), leeway: .milliseconds(1))
        }
    }

    private func kickIfPending() {
        guard timeoutKickPending else { return }
        timeoutKickPending = false
        timedOut()
    }

    private func timedOut() {
        socketAction(CURL_SOCKET_TIMEOUT, mask: 0)
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
            transfer.releaseEasyHandle()
            switch outcome {
            case .finished(let result):
                deliver(transfer, result)
            case .redirected:
                // Same origin: the transfer starts again on its new request (and likely
                // on the same kept-alive connection).
                add(transfer)
            }
        }
    }

    private func deliver(_ transfer: CurlTransfer, _ result: Result<Response, NetworkError>) {
        transfer.markDelivered()
        callbackQueue.async {
            if !transfer.isCancelled { transfer.completion(result) }
        }
    }
}

/// The dispatch sources of one socket libcurl watches, on a duplicate of its descriptor.
///
/// libcurl closes its descriptor right after telling us to stop watching it, while a
/// cancelled dispatch source lets go of its descriptor only later, on the manager thread;
/// a closed-and-reused number could then be unregistered from under a new socket. The
/// duplicate is ours: it is closed only after every source on it has been cancelled.
///
/// Threading rule: used only on the multi's queue (its sources' handlers run there too).
final class SocketWatch {
    private let descriptor: Int32
    private var read: DispatchSourceRead?
    private var write: DispatchSourceWrite?
    private var liveSources = 0
    private var finished = false
    private var closed = false

    init?(socket: curl_socket_t) {
        descriptor = dup(socket)
        if descriptor < 0 { return nil }
    }

    /// Watches for reading and writing as asked; `action` gets CURL_CSELECT_IN or _OUT.
    func update(reading: Bool, writing: Bool, queue: DispatchQueue, action: @escaping (Int32) -> Void) {
        if reading, read == nil {
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler { action(CURL_CSELECT_IN) }
            adopt(source)
            read = source
        } else if !reading, let source = read {
            source.cancel()
            read = nil
        }
        if writing, write == nil {
            let source = DispatchSource.makeWriteSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler { action(CURL_CSELECT_OUT) }
            adopt(source)
            write = source
        } else if !writing, let source = write {
            source.cancel()
            write = nil
        }
    }

    /// Stops watching; the duplicate closes once both sources have let go of it.
    func cancel() {
        finished = true
        read?.cancel()
        write?.cancel()
        read = nil
        write = nil
        closeIfDone()
    }

    private func adopt(_ source: DispatchSourceProtocol) {
        liveSources += 1
        // The handler keeps this watch alive until the source is done with the descriptor.
        source.setCancelHandler { [self] in
            liveSources -= 1
            closeIfDone()
        }
        source.activate()
    }

    private func closeIfDone() {
        guard finished, liveSources == 0, !closed else { return }
        closed = true
        close(descriptor)
    }
}
