import CCurl
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Bare libcurl driven the way `CurlTransport` drives it, with nothing of ours on top: the
/// floor `bench net` measures the provider against (issue 30).
///
/// One multi handle and one thread of its own sleeping in `epoll_wait` over libcurl's
/// sockets and a timerfd; the caller adds the (once set up, reused) easy handle under the
/// multi's lock, which writes the request on the caller's thread, and sleeps on a
/// semaphore until the loop's thread sees the transfer complete and wakes it. A kept-alive
/// socket stays in the epoll set between requests (parked, left only if it fires while
/// idle), and the timer is only moved earlier, as the provider's loop does: what is left
/// between the two is the provider's own path (Rx, the request and response values,
/// headers kept), not the way libcurl is driven.
///
/// `@unchecked Sendable`: `lock` guards every call into libcurl, `parked`, `watched`,
/// `timerDeadline`, `body`, `expected` and `outcome`; the loop's thread touches the descriptors only
/// under it too, except `epoll_wait` and the timerfd read.
final class BareCurlMulti: @unchecked Sendable {
    private let lock = NSLock()
    private let multi: UnsafeMutableRawPointer?
    private let easy: UnsafeMutableRawPointer?
    private var headers: UnsafeMutablePointer<curl_slist>?
    private let epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
    private let timer = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
    private let wakeUp = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
    private var watched: [Int32: UInt32] = [:]
    private var parked: Set<Int32> = []
    private var timerDeadline: UInt64?
    private var timeoutDue = false
    private var body = Data()
    /// Set under the lock when the transfer completes: whether it answered 200 with the
    /// expected body. The caller is woken after the lock is released.
    private var outcome: Bool?
    private var expected = Data()
    private let done = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)
    private var thread: Thread?

    init(url: URL) {
        multi = curl_multi_init()
        easy = curl_easy_init()
        guard let multi, let easy else { return }
        let context = Unmanaged.passUnretained(self).toOpaque()
        ccurl_multi_setopt_socket_function(multi) { _, socket, what, context, _ in
            guard let context else { return -1 }
            Unmanaged<BareCurlMulti>.fromOpaque(context).takeUnretainedValue().watch(socket, what: what)
            return 0
        }
        ccurl_multi_setopt_pointer(multi, CURLMOPT_SOCKETDATA, context)
        ccurl_multi_setopt_timer_function(multi) { _, milliseconds, context in
            guard let context else { return -1 }
            Unmanaged<BareCurlMulti>.fromOpaque(context).takeUnretainedValue().setTimer(milliseconds: milliseconds)
            return 0
        }
        ccurl_multi_setopt_pointer(multi, CURLMOPT_TIMERDATA, context)
        ccurl_easy_setopt_string(easy, CURLOPT_URL, url.absoluteString)
        ccurl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        ccurl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "")
        for line in ["Accept: application/json", "Expect:", "User-Agent: RxNetwork"] { headers = curl_slist_append(headers, line) }
        ccurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headers)
        ccurl_easy_setopt_write_function(easy, CURLOPT_WRITEFUNCTION) { bytes, size, count, context in
            guard let bytes, let context else { return 0 }
            Unmanaged<BareCurlMulti>.fromOpaque(context).takeUnretainedValue().body
                .append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: size * count)
            return size * count
        }
        ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context)
        control(EPOLL_CTL_ADD, timer, EPOLLIN.rawValue)
        control(EPOLL_CTL_ADD, wakeUp, EPOLLIN.rawValue)
        let thread = Thread { [self] in run() }
        thread.name = "bench.BareCurlMulti"
        self.thread = thread
        thread.start()
    }

    /// Ends the loop's thread, then releases libcurl's handles (the loop closes the descriptors).
    func stop() {
        var one: UInt64 = 1
        _ = write(wakeUp, &one, MemoryLayout<UInt64>.size)
        ended.wait()
        lock.withLock {
            if let multi, let easy { curl_multi_remove_handle(multi, easy) }
            if let easy { curl_easy_cleanup(easy) }
            if let multi { curl_multi_cleanup(multi) }
            curl_slist_free_all(headers)
        }
    }

    /// Sends the request and waits for the loop's thread to see it complete; whether it
    /// answered 200 with `expected`.
    func perform(expecting expected: Data) -> Bool {
        guard let multi, let easy else { return false }
        lock.lock()
        body.removeAll(keepingCapacity: true)
        self.expected = expected
        outcome = nil
        curl_multi_add_handle(multi, easy)
        socketActionIfDue()
        let answered = outcome
        lock.unlock()
        if let answered { return answered }
        guard done.wait(timeout: .now() + 10) == .success else { return false }
        return lock.withLock { outcome ?? false }
    }

    // MARK: - Under the lock

    /// CURLMOPT_SOCKETFUNCTION.
    private func watch(_ socket: Int32, what: Int32) {
        if what == CURL_POLL_REMOVE {
            // Kept in the set while idle (a kept-alive connection); `run` drops it if it fires.
            if watched[socket] == EPOLLIN.rawValue { parked.insert(socket) } else { forget(socket) }
            return
        }
        let events = (what & CURL_POLL_IN != 0 ? EPOLLIN.rawValue : 0) | (what & CURL_POLL_OUT != 0 ? EPOLLOUT.rawValue : 0)
        parked.remove(socket)
        if let current = watched[socket] {
            if current != events { control(EPOLL_CTL_MOD, socket, events) }
        } else if !control(EPOLL_CTL_ADD, socket, events) {
            control(EPOLL_CTL_MOD, socket, events)
        }
        watched[socket] = events
    }

    private func forget(_ socket: Int32) {
        parked.remove(socket)
        if watched.removeValue(forKey: socket) != nil { control(EPOLL_CTL_DEL, socket, 0) }
    }

    /// CURLMOPT_TIMERFUNCTION: 0 is acted on before the lock is released; a later
    /// deadline only ever moves the timerfd earlier.
    private func setTimer(milliseconds: Int) {
        if milliseconds == 0 { timeoutDue = true; return }
        guard milliseconds > 0 else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let deadline = UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec) + UInt64(milliseconds) * 1_000_000
        if let armed = timerDeadline, armed <= deadline { return }
        var spec = itimerspec()
        spec.it_value.tv_sec = Int(deadline / 1_000_000_000)
        spec.it_value.tv_nsec = Int(deadline % 1_000_000_000)
        if timerfd_settime(timer, Int32(TFD_TIMER_ABSTIME), &spec, nil) == 0 { timerDeadline = deadline }
    }

    private func socketActionIfDue() {
        while timeoutDue {
            timeoutDue = false
            socketAction(CURL_SOCKET_TIMEOUT, mask: 0)
        }
    }

    private func socketAction(_ socket: curl_socket_t, mask: Int32) {
        guard let multi else { return }
        var running: Int32 = 0
        curl_multi_socket_action(multi, socket, mask, &running)
        var left: Int32 = 0
        while let message = curl_multi_info_read(multi, &left) {
            guard message.pointee.msg == CURLMSG_DONE, let finishedEasy = message.pointee.easy_handle else { continue }
            let code = ccurl_message_result(message)
            var status = 0
            ccurl_easy_getinfo_long(finishedEasy, CURLINFO_RESPONSE_CODE, &status)
            curl_multi_remove_handle(multi, finishedEasy)
            outcome = code == CURLE_OK && status == 200 && body == expected
        }
    }

    // MARK: - The loop's thread

    private func run() {
        var ready = [epoll_event](repeating: epoll_event(), count: 16)
        loop: while true {
            let count = ready.withUnsafeMutableBufferPointer { epoll_wait(epoll, $0.baseAddress, Int32($0.count), -1) }
            if count < 0 {
                if errno == EINTR { continue }
                break
            }
            lock.lock()
            let waiting = outcome == nil
            for event in ready[..<Int(count)] {
                let descriptor = event.data.fd
                if descriptor == wakeUp {
                    lock.unlock()
                    break loop
                }
                if descriptor == timer {
                    var expirations: UInt64 = 0
                    _ = read(timer, &expirations, MemoryLayout<UInt64>.size)
                    timerDeadline = nil
                    socketAction(CURL_SOCKET_TIMEOUT, mask: 0)
                    var milliseconds = -1
                    if let multi, curl_multi_timeout(multi, &milliseconds) == CURLM_OK { setTimer(milliseconds: milliseconds) }
                } else if parked.contains(descriptor) {
                    forget(descriptor)  // the server closed an idle connection
                } else {
                    var mask: Int32 = 0
                    if event.events & (EPOLLIN.rawValue | EPOLLHUP.rawValue | EPOLLRDHUP.rawValue) != 0 { mask |= CURL_CSELECT_IN }
                    if event.events & EPOLLOUT.rawValue != 0 { mask |= CURL_CSELECT_OUT }
                    if event.events & EPOLLERR.rawValue != 0 { mask |= CURL_CSELECT_ERR }
                    socketAction(descriptor, mask: mask)
                }
            }
            socketActionIfDue()
            let completed = waiting && outcome != nil
            lock.unlock()
            // Woken after the lock is released, so it never wakes into a held lock.
            if completed { done.signal() }
        }
        close(wakeUp)
        close(timer)
        close(epoll)
        ended.signal()
    }

    @discardableResult
    private func control(_ operation: Int32, _ descriptor: Int32, _ events: UInt32) -> Bool {
        var event = epoll_event()
        event.events = events
        event.data.fd = descriptor
        return epoll_ctl(epoll, operation, descriptor, &event) == 0
    }
}
