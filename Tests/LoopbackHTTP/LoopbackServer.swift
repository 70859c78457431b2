import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Linux's POLLRDHUP (peer closed its writing half), which Glibc does not export to Swift.
private let pollReadHangUp: Int32 = 0x2000

/// A tiny HTTP/1.1 server on 127.0.0.1 with an ephemeral port, for tests and `bench net`
/// (shared by the RxNetwork, TweetieCore and TweetieTerminal tests and the bench; not a
/// product).
///
/// One thread accepts; each connection gets its own thread, which reads a request,
/// answers it from the scripted routes and closes (`Connection: close`) or, when the
/// server keeps connections alive, reads the next one until the client closes. It
/// records every request and every connection the client closed before the answer.
///
/// Thread safety (`@unchecked Sendable`): `routes`, `requests`, `clientClosedPaths`,
/// the connection count and the callbacks are only touched under `lock`; sockets belong
/// to their thread.
public final class LoopbackServer: @unchecked Sendable {
    /// A request as the server saw it.
    public struct Request: Sendable {
        /// The method, such as `GET`.
        public let method: String
        /// Path plus query, as sent.
        public let target: String
        /// The header fields, as sent.
        public let headers: [String: String]
        /// The body (read up to Content-Length).
        public let body: Data

        /// The path without the query.
        public var path: String { String(target.split(separator: "?", maxSplits: 1).first ?? "") }

        /// The query items, decoded (empty when there is no query).
        public var queryItems: [String: String] {
            guard let components = URLComponents(string: target) else { return [:] }
            var items: [String: String] = [:]
            for item in components.queryItems ?? [] { items[item.name] = item.value ?? "" }
            return items
        }

        /// The value of header `name`, matched case-insensitively.
        public func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    /// A scripted answer.
    public struct Reply: Sendable {
        /// The status code.
        public var status: Int
        /// The header fields (Content-Length and Connection are added).
        public var headers: [String: String]
        /// The body.
        public var body: Data
        /// How long to wait before answering (`.infinity`: never answer); a client close
        /// during the wait is recorded.
        public var delay: TimeInterval
        /// When above zero, the answer is sent one byte at a time with this pause between
        /// bytes (a server on a very slow link); a client close stops it.
        public var secondsPerByte: TimeInterval = 0
        /// Whether the body goes in chunks (`Transfer-Encoding: chunked`, no Content-Length)
        /// of `chunkSize` bytes.
        public var chunked = false
        /// The size of each chunk when `chunked`.
        public var chunkSize = 4096
        /// Whether the server resets the connection (TCP RST) instead of answering.
        public var resetsConnection = false
        /// Whether the server closes the connection right after answering, though the
        /// answer did not say so (a kept-alive connection the server drops while idle).
        public var closesAfterAnswer = false
        /// Whether the body stops short of its end (the last chunk, or one byte of the
        /// announced length) and the server then waits for the client to close: a body
        /// that never finishes.
        public var stallsBeforeEnd = false

        /// An answer with these parts (a 200 JSON answer with an empty body by default).
        public init(status: Int = 200, headers: [String: String] = ["Content-Type": "application/json"], body: Data = Data(), delay: TimeInterval = 0) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
        }

        /// No answer ever: the connection stays open until the client closes it.
        public static let never = Reply(delay: .infinity)

        /// The connection is reset (RST) once the request has arrived.
        public static var reset: Reply {
            var reply = Reply()
            reply.resetsConnection = true
            return reply
        }

        /// A JSON answer with `text` as the body.
        public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:], delay: TimeInterval = 0) -> Reply {
            Reply(status: status, headers: ["Content-Type": "application/json"].merging(headers) { $1 }, body: Data(text.utf8), delay: delay)
        }
    }

    /// The port the server listens on.
    public let port: UInt16
    /// Whether a connection stays open for further requests (as real servers do).
    public let keepsConnectionsAlive: Bool
    private let listener: Int32
    private let lock = NSLock()
    private var routes: [String: (Request) -> Reply] = [:]
    private var recorded: [Request] = []
    private var clientClosed: [String] = []
    private var onClientClose: ((String) -> Void)?
    private var stopped = false
    private var accepted = 0
    /// Signalled when the accept loop has returned: only then is the listening descriptor
    /// closed, so its number cannot be reused (by the next test's server) while this
    /// server's loop may still call `accept` on it.
    private let acceptLoopEnded = DispatchSemaphore(value: 0)

    /// Starts a server on an ephemeral port of 127.0.0.1; with `keepsConnectionsAlive`
    /// a connection serves requests until the client closes it (or asks to close).
    public init(keepsConnectionsAlive: Bool = false) throws {
        self.keepsConnectionsAlive = keepsConnectionsAlive
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        // A backlog above the 200 connections `bench net` opens at once.
        guard bound == 0, listen(fd, 512) == 0 else { close(fd); throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Answers requests whose path (without query) is `path`.
    public func route(_ path: String, _ handler: @escaping (Request) -> Reply) {
        lock.withLock { routes[path] = handler }
    }

    /// Answers `path` with `reply` every time.
    public func route(_ path: String, reply: Reply) {
        route(path) { _ in reply }
    }

    /// Connections accepted so far.
    public var connectionCount: Int { lock.withLock { accepted } }

    /// Every request received, in arrival order.
    public var requests: [Request] { lock.withLock { recorded } }

    /// Paths of requests whose client closed the connection before the answer.
    public var clientClosedPaths: [String] { lock.withLock { clientClosed } }

    /// Called (on the connection's thread) when a client closes before the answer.
    public func whenClientCloses(_ callback: @escaping (String) -> Void) {
        lock.withLock { onClientClose = callback }
    }

    /// Stops accepting connections (connections being served finish). Returns once the
    /// accept loop has ended and the listening socket is closed; calling it again does
    /// nothing.
    public func stop() {
        let wasStopped = lock.withLock { () -> Bool in
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        // Wakes a blocked `accept` (it fails), without freeing the descriptor's number.
        shutdown(listener, Int32(SHUT_RDWR))
        _ = acceptLoopEnded.wait(timeout: .now() + 5)
        close(listener)
    }

    private func acceptLoop() {
        defer { acceptLoopEnded.signal() }
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if lock.withLock({ stopped }) { return }
                if errno == EINTR { continue }
                return
            }
            lock.withLock { accepted += 1 }
            var yes: Int32 = 1
            setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    /// Answers the requests of one connection: one, or all until the client closes.
    private func serve(_ fd: Int32) {
        defer { close(fd) }
        var buffer: [UInt8] = []
        while let request = readRequest(fd, buffer: &buffer) {
            let closing = !keepsConnectionsAlive || request.headers.contains { $0.key.lowercased() == "connection" && $0.value.lowercased() == "close" }
            guard answer(request, on: fd, closing: closing), !closing else { return }
        }
    }

    /// Answers one request; false when the connection is done (the client closed before
    /// the answer, or the reply closes it).
    private func answer(_ request: Request, on fd: Int32, closing: Bool) -> Bool {
        let path = String(request.target.split(separator: "?", maxSplits: 1).first ?? "")
        let handler = lock.withLock { () -> ((Request) -> Reply)? in
            recorded.append(request)
            return routes[path]
        }
        let reply = handler?(request) ?? Reply.json(#"{"message":"Not Found"}"#, status: 404)
        if reply.delay > 0, waitForClientClose(fd, seconds: reply.delay) {
            recordClientClose(path)
            return false
        }
        if reply.resetsConnection {
            // Linger on with a zero timeout: close() sends RST instead of FIN.
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
            return false
        }
        var head = "HTTP/1.1 \(reply.status) \(LoopbackServer.reason(reply.status))\r\n"
        for (name, value) in reply.headers { head += "\(name): \(value)\r\n" }
        head += reply.chunked ? "Transfer-Encoding: chunked\r\n" : "Content-Length: \(reply.body.count + (reply.stallsBeforeEnd ? 1 : 0))\r\n"
        head += closing ? "Connection: close\r\n\r\n" : "\r\n"
        let message = Data(head.utf8) + (reply.chunked ? LoopbackServer.chunks(reply.body, size: reply.chunkSize, last: !reply.stallsBeforeEnd) : reply.body)
        if reply.stallsBeforeEnd {
            // A send that fails is the client closing while the body still goes out (a client
            // that cuts the body early may close before all of it is written): a close too.
            if !sendAll(fd, message) || waitForClientClose(fd, seconds: .infinity) { recordClientClose(path) }
            return false
        }
        guard reply.secondsPerByte > 0 else { return sendAll(fd, message) && !reply.closesAfterAnswer }
        for byte in message {
            guard sendAll(fd, Data([byte])) else { return false }
            if waitForClientClose(fd, seconds: reply.secondsPerByte) {
                recordClientClose(path)
                return false
            }
        }
        return !reply.closesAfterAnswer
    }

    private func recordClientClose(_ path: String) {
        let callback = lock.withLock { () -> ((String) -> Void)? in
            clientClosed.append(path)
            return onClientClose
        }
        callback?(path)
    }

    /// `body` in the chunked transfer coding, `size` bytes a chunk, with the closing empty
    /// chunk when `last`.
    private static func chunks(_ body: Data, size: Int, last: Bool) -> Data {
        var encoded = Data()
        var offset = body.startIndex
        while offset < body.endIndex {
            let end = min(body.endIndex, offset + max(1, size))
            encoded += Data((String(end - offset, radix: 16) + "\r\n").utf8) + body[offset..<end] + Data("\r\n".utf8)
            offset = end
        }
        return last ? encoded + Data("0\r\n\r\n".utf8) : encoded
    }

    /// Waits up to `seconds` (`.infinity`: until the client closes); returns `true` if
    /// the client closed meanwhile.
    private func waitForClientClose(_ fd: Int32, seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(min(seconds, 1e9))
        while true {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return false }
            var poller = pollfd(fd: fd, events: Int16(POLLIN | pollReadHangUp), revents: 0)
            let ready = poll(&poller, 1, seconds.isInfinite ? -1 : Int32(min(max(1, left * 1000), 3_600_000)))
            if ready > 0 {
                var byte: UInt8 = 0
                let count = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
                if count == 0 || (count < 0 && errno != EAGAIN) { return true }
                if poller.revents & Int16(POLLHUP | pollReadHangUp) != 0 { return true }
            }
        }
    }

    /// Reads one request from `buffer` and the socket; what follows it stays in `buffer`.
    ///
    /// Parsed as bytes (no Foundation string scanning), so a kept-alive connection adds
    /// little to the round trip `bench net` divides by.
    private func readRequest(_ fd: Int32, buffer: inout [UInt8]) -> Request? {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        var searched = 0
        var headEnd = LoopbackServer.endOfHead(in: buffer, from: 0)
        while headEnd == nil {
            searched = max(0, buffer.count - 3)
            let count = recv(fd, &chunk, chunk.count, 0)
            if count <= 0 { return nil }
            buffer.append(contentsOf: chunk[0..<count])
            headEnd = LoopbackServer.endOfHead(in: buffer, from: searched)
        }
        guard let headEnd else { return nil }
        // Lines end in CRLF; the last one (before the blank line) has no CRLF left here.
        let lines = buffer[..<headEnd].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        let requestLine = lines[0].split(separator: UInt8(ascii: " "))
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        var length = 0
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = String(decoding: line[..<colon], as: UTF8.self)
            var value = line[(colon + 1)...]
            while let first = value.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { value = value.dropFirst() }
            while let last = value.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { value = value.dropLast() }
            headers[name] = String(decoding: value, as: UTF8.self)
            if name.lowercased() == "content-length" { length = Int(headers[name] ?? "") ?? 0 }
        }
        let bodyStart = headEnd + 4
        while buffer.count - bodyStart < length {
            let count = recv(fd, &chunk, chunk.count, 0)
            if count <= 0 { break }
            buffer.append(contentsOf: chunk[0..<count])
        }
        let bodyEnd = min(buffer.count, bodyStart + length)
        let body = Data(buffer[bodyStart..<bodyEnd])
        buffer.removeSubrange(..<bodyEnd)
        return Request(method: String(decoding: requestLine[0], as: UTF8.self), target: String(decoding: requestLine[1], as: UTF8.self),
                       headers: headers, body: body)
    }

    /// The index of the CRLFCRLF ending a request head, searching from `start`.
    private static func endOfHead(in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= 4 else { return nil }
        var index = start
        while index <= bytes.count - 4 {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    /// Sends all of `data`; false when the connection broke.
    private func sendAll(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            var offset = 0
            while offset < raw.count {
                let sent = send(fd, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
