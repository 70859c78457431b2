import Foundation
import CCurl

/// The one thread a `CurlTransport` has: it sleeps in `epoll_wait` over the sockets
/// libcurl asks to watch, a timerfd for the timeout libcurl asks for and an eventfd that
/// tells it to stop, and hands what woke it to its handler (the multi handle). No thread
/// per request and no polling: while requests wait, the thread sleeps in the kernel.
///
/// Dispatch sources did the same with two wake-ups per event (libdispatch's manager
/// thread sees the event, then wakes a worker for the queue) and one more for every
/// timer change; here the kernel wakes this thread alone.
///
/// A kept-alive connection stays in the epoll set between requests ("parked") and the
/// timer is only ever moved earlier, so a request on a pooled connection costs no
/// epoll_ctl and no timerfd_settime (together ~3.5 µs a request, measured): a parked
/// socket that fires (the server closed it) leaves the set then, and a timer that fires
/// early makes the owner ask libcurl for its next deadline.
///
/// Threading rule: every method but `stop` is called under the owner's lock
/// (`CurlMulti`), which guards `registered`, `timerDeadline` and `thread`; `stop` is called
/// once, after the owner has stopped calling the others. The thread touches only the
/// three descriptors, which never change, and calls the handler (which takes the lock).
/// The stored `var`s are `@exclusivity(unchecked)` (see `CurlTransfer`): the owner's lock
/// orders every access.
final class CurlEventLoop: @unchecked Sendable {
    /// What woke the thread.
    enum Event {
        /// `socket` is ready: a CURL_CSELECT_IN/OUT/ERR mask.
        case socket(Int32, mask: Int32)
        /// The timer libcurl asked for has expired.
        case timeout
    }

    private let epoll: Int32
    private let timer: Int32
    private let wakeUp: Int32
    /// A socket in the epoll set: the events asked for, and whether libcurl has stopped
    /// watching it (a pooled connection, left in the set for its next request).
    private struct Registration {
        var events: UInt32
        var parked: Bool
    }

    /// The sockets in the epoll set.
    @exclusivity(unchecked) private var registered: [Int32: Registration] = [:]
    /// When the timer fires (CLOCK_MONOTONIC nanoseconds), if armed.
    @exclusivity(unchecked) private var timerDeadline: UInt64?
    @exclusivity(unchecked) private var thread: Thread?

    /// Nil when the kernel refuses an epoll set, a timerfd or an eventfd (out of descriptors).
    init?() {
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        timer = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        wakeUp = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        guard epoll >= 0, timer >= 0, wakeUp >= 0,
              CurlEventLoop.control(epoll, EPOLL_CTL_ADD, timer, EPOLLIN.rawValue),
              CurlEventLoop.control(epoll, EPOLL_CTL_ADD, wakeUp, EPOLLIN.rawValue) else {
            for descriptor in [epoll, timer, wakeUp] where descriptor >= 0 { close(descriptor) }
            return nil
        }
    }

    /// Whether the thread was started (checked before making `startIfNeeded`'s handler).
    var isStarted: Bool { thread != nil }

    /// Starts the thread on first use, so a transport that never sends costs none.
    /// `handler` gets each batch of events and returns false when the loop should end.
    func startIfNeeded(_ handler: @escaping @Sendable ([Event]) -> Bool) {
        guard thread == nil else { return }
        let thread = Thread { [self] in run(handler) }
        thread.name = "RxNetwork.CurlTransport"
        self.thread = thread
        thread.start()
    }

    /// Watches `socket` for reading and/or writing. When neither, a socket that only waited
    /// to read and `mayPark` (libcurl closes it through the owner, which then calls
    /// `forget`) stays in the set, parked; any other leaves it.
    func watch(_ socket: Int32, reading: Bool, writing: Bool, mayPark: Bool) {
        let events = (reading ? EPOLLIN.rawValue : 0) | (writing ? EPOLLOUT.rawValue : 0)
        guard let current = registered[socket] else {
            if events != 0, register(socket, events, adding: true) { registered[socket] = Registration(events: events, parked: false) }
            return
        }
        if events == 0 {
            if mayPark && current.events == EPOLLIN.rawValue {
                // Stored whole: changing the field through `registered[socket]?` went
                // through the dictionary's modify coroutine, whose frame was a heap
                // allocation on every park and unpark (twice a request on a kept-alive
                // connection).
                registered[socket] = Registration(events: current.events, parked: true)
            } else {
                forget(socket)
            }
        } else if events == current.events {
            if current.parked { registered[socket] = Registration(events: events, parked: false) }
        } else if register(socket, events, adding: false) {
            registered[socket] = Registration(events: events, parked: false)
        } else {
            registered[socket] = nil
        }
    }

    /// Whether libcurl watches `socket`; a parked socket that fired (its server closed the
    /// idle connection) leaves the set instead.
    func wants(_ socket: Int32) -> Bool {
        guard let registration = registered[socket] else { return true }
        if registration.parked { forget(socket) }
        return !registration.parked
    }

    /// Takes `socket` out of the epoll set (before it is closed).
    func forget(_ socket: Int32) {
        guard registered.removeValue(forKey: socket) != nil else { return }
        _ = CurlEventLoop.control(epoll, EPOLL_CTL_DEL, socket, 0)
    }

    /// Makes the timer fire within `milliseconds` (above zero); one already due sooner stays.
    func setTimer(milliseconds: Int) {
        let deadline = CurlEventLoop.monotonicNow() + UInt64(milliseconds) * 1_000_000
        if let armed = timerDeadline, armed <= deadline { return }
        var spec = itimerspec()
        spec.it_value.tv_sec = Int(deadline / 1_000_000_000)
        spec.it_value.tv_nsec = Int(deadline % 1_000_000_000)
        if timerfd_settime(timer, Int32(TFD_TIMER_ABSTIME), &spec, nil) == 0 { timerDeadline = deadline }
    }

    /// The timer fired: it is no longer armed.
    func timerFired() {
        timerDeadline = nil
    }

    /// Adds or changes `socket`'s registration; a number libcurl closed without telling
    /// (its resolver's socket pair) and reused may be in the set or not, whatever
    /// `registered` says, so the other operation is tried when the kernel disagrees.
    private func register(_ socket: Int32, _ events: UInt32, adding: Bool) -> Bool {
        if CurlEventLoop.control(epoll, adding ? EPOLL_CTL_ADD : EPOLL_CTL_MOD, socket, events) { return true }
        guard errno == (adding ? EEXIST : ENOENT) else { return false }
        return CurlEventLoop.control(epoll, adding ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, socket, events)
    }

    private static func monotonicNow() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Ends the thread (it closes the descriptors), or closes them if it never started.
    func stop() {
        if thread == nil {
            closeDescriptors()
        } else {
            var one: UInt64 = 1
            _ = write(wakeUp, &one, MemoryLayout<UInt64>.size)
        }
    }

    private func run(_ handler: ([Event]) -> Bool) {
        var ready = [epoll_event](repeating: epoll_event(), count: 64)
        var batch: [Event] = []
        loop: while true {
            let count = ready.withUnsafeMutableBufferPointer { epoll_wait(epoll, $0.baseAddress, Int32($0.count), -1) }
            if count < 0 {
                if errno == EINTR { continue }
                break  // EBADF/EINVAL: nothing left to wait on
            }
            batch.removeAll(keepingCapacity: true)
            for event in ready[..<Int(count)] {
                let descriptor = event.data.fd
                if descriptor == wakeUp { break loop }
                if descriptor == timer {
                    var expirations: UInt64 = 0
                    _ = read(timer, &expirations, MemoryLayout<UInt64>.size)
                    batch.append(.timeout)
                } else {
                    batch.append(.socket(descriptor, mask: CurlEventLoop.curlMask(event.events)))
                }
            }
            if !handler(batch) { break }
        }
        closeDescriptors()
    }

    private func closeDescriptors() {
        close(wakeUp)
        close(timer)
        close(epoll)
    }

    /// libcurl's CURL_CSELECT_* mask for epoll's `events`. A hang-up counts as readable,
    /// so libcurl reads and sees the end.
    private static func curlMask(_ events: UInt32) -> Int32 {
        var mask: Int32 = 0
        if events & (EPOLLIN.rawValue | EPOLLHUP.rawValue | EPOLLRDHUP.rawValue) != 0 { mask |= CURL_CSELECT_IN }
        if events & EPOLLOUT.rawValue != 0 { mask |= CURL_CSELECT_OUT }
        if events & EPOLLERR.rawValue != 0 { mask |= CURL_CSELECT_ERR }
        return mask
    }

    private static func control(_ epoll: Int32, _ operation: Int32, _ descriptor: Int32, _ events: UInt32) -> Bool {
        var event = epoll_event()
        event.events = events
        event.data.fd = descriptor
        return epoll_ctl(epoll, operation, descriptor, &event) == 0
    }
}
