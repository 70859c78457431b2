import CMicroHTTPD
import Foundation

/// The bytes of a response that stays open (a Server-Sent Events stream), written from
/// the main queue and read by the server's thread as the client takes them.
///
/// Write with `send(event:data:)` or `send(comment:)`; `close()` ends the response. When
/// the connection ends (the client went away, the stream was closed, the server
/// stopped) `onClose` is called once, on the server's thread.
///
/// `@unchecked Sendable`: `lock` guards `pending`, `readOffset`, `isClosed`,
/// `isSuspended` and `wakePosted`; nothing outside the type is called while it is held
/// (the wake is posted, and `onClose` called, after unlocking). `connection` and
/// `server` are written on the server's thread before it first reads the stream; other
/// threads read `server` only after seeing `isSuspended` under the lock, which the
/// server's thread sets after that write, so the lock orders them.
public final class EventStream: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [UInt8] = []
    private var readOffset = 0
    private var isClosed = false
    private var isSuspended = false
    private var wakePosted = false
    private var hasEnded = false
    private let maxPendingBytes: Int

    /// Called once when the connection is over, on the server's thread.
    public let onClose: @Sendable () -> Void

    /// Set by the server when it takes the stream on (server thread only).
    var connection: OpaquePointer?
    weak var server: HTTPServer?

    /// Creates a stream; `onClose` is called when its connection ends.
    public init(maxPendingBytes: Int = 8 * 1024 * 1024, onClose: @escaping @Sendable () -> Void = {}) {
        self.maxPendingBytes = maxPendingBytes
        self.onClose = onClose
    }

    /// Queues an event named `event` whose data is `data` (each line of it a `data:` line).
    public func send(event: String, data: String) {
        var text = "event: \(event)\n"
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line)\n"
        }
        send(bytes: Array((text + "\n").utf8))
    }

    /// Queues a comment line, which keeps the connection busy and that clients ignore.
    public func send(comment: String) {
        send(bytes: Array(": \(comment)\n\n".utf8))
    }

    /// Queues raw bytes. A stream whose client stopped reading, holding more than its
    /// limit, is closed instead: the page reconnects and gets a snapshot.
    public func send(bytes: [UInt8]) {
        lock.lock()
        guard !isClosed else {
            lock.unlock()
            return
        }
        if pending.count - readOffset + bytes.count > maxPendingBytes {
            isClosed = true
        } else {
            pending.append(contentsOf: bytes)
        }
        let wake = takeWake()
        lock.unlock()
        if wake { server?.post(.resume(self)) }
    }

    /// Ends the response once the queued bytes are sent.
    public func close() {
        lock.lock()
        isClosed = true
        let wake = takeWake()
        lock.unlock()
        if wake { server?.post(.resume(self)) }
    }

    /// Whether the stream was closed (by `close()`, its limit, or its connection ending).
    public var closed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isClosed
    }

    /// Under `lock`: whether a wake must be posted (the reader is suspended and none is
    /// on its way), marking one as posted.
    private func takeWake() -> Bool {
        guard isSuspended, !wakePosted else { return false }
        wakePosted = true
        return true
    }

    /// Takes the bytes queued and not yet read, as text (tests read a stream that no
    /// server carries this way).
    func takeQueuedText() -> String {
        lock.lock()
        let text = String(decoding: pending[readOffset...], as: UTF8.self)
        pending.removeAll()
        readOffset = 0
        lock.unlock()
        return text
    }

    // MARK: - Server thread

    /// Copies queued bytes into `buffer`: the count, 0 after suspending the connection
    /// when there is nothing yet, or -1 at the end. Server thread only.
    func read(into buffer: UnsafeMutablePointer<CChar>, max: Int) -> Int {
        lock.lock()
        let available = pending.count - readOffset
        if available > 0 {
            let count = min(available, max)
            pending.withUnsafeBufferPointer { bytes in
                UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress! + readOffset, byteCount: count)
            }
            readOffset += count
            if readOffset == pending.count {
                pending.removeAll(keepingCapacity: true)
                readOffset = 0
            }
            lock.unlock()
            return count
        }
        if isClosed {
            lock.unlock()
            return -1
        }
        isSuspended = true
        lock.unlock()
        if let connection { MHD_suspend_connection(connection) }
        return 0
    }

    /// Resumes the connection when it waits for bytes; returns whether it did. Server
    /// thread only.
    @discardableResult
    func resumeIfSuspended() -> Bool {
        lock.lock()
        let suspended = isSuspended
        isSuspended = false
        wakePosted = false
        lock.unlock()
        if suspended, let connection { MHD_resume_connection(connection) }
        return suspended
    }

    /// Marks the stream closed and resumes it, so libmicrohttpd can end it (the server
    /// stopping). Server thread only.
    func closeForShutdown() {
        lock.lock()
        isClosed = true
        lock.unlock()
        resumeIfSuspended()
    }

    /// The connection is over: closes the stream and calls `onClose` once. Server thread only.
    func connectionEnded() {
        lock.lock()
        isClosed = true
        let first = !hasEnded
        hasEnded = true
        lock.unlock()
        connection = nil
        if first { onClose() }
    }
}
