import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Linux's POLLRDHUP (peer closed its writing half), which Glibc does not export to Swift.
private let pollReadHangUp: Int32 = 0x2000

/// A tiny HTTP/1.1 server on 127.0.0.1 with an ephemeral port, for tests (shared by the
/// RxNetwork and TweetieCore tests; not a product).
///
/// One thread accepts; each connection gets its own thread, reads one request,
/// answers it from the scripted routes and closes (`Connection: close`). It records
/// every request and every connection the client closed before the answer was sent.
///
/// Thread safety (`@unchecked Sendable`): `routes`, `requests`, `clientClosedPaths`
/// and the callbacks are only touched under `lock`; sockets belong to their thread.
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
        /// How long to wait before answering; a client close during the wait is recorded.
        public var delay: TimeInterval

        /// An answer with these parts (a 200 JSON answer with an empty body by default).
        public init(status: Int = 200, headers: [String: String] = ["Content-Type": "application/json"], body: Data = Data(), delay: TimeInterval = 0) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
        }

        /// A JSON answer with `text` as the body.
        public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:], delay: TimeInterval = 0) -> Reply {
            Reply(status: status, headers: ["Content-Type": "application/json"].merging(headers) { $1 }, body: Data(text.utf8), delay: delay)
        }
    }

    /// The port the server listens on.
    public let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var routes: [String: (Request) -> Reply] = [:]
    private var recorded: [Request] = []
    private var clientClosed: [String] = []
    private var onClientClose: ((String) -> Void)?
    private var stopped = false

    /// Starts a server on an ephemeral port of 127.0.0.1.
    public init() throws {
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
        guard bound == 0, listen(fd, 256) == 0 else { close(fd); throw POSIXError(.EADDRINUSE) }
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

    /// Every request received, in arrival order.
    public var requests: [Request] { lock.withLock { recorded } }

    /// Paths of requests whose client closed the connection before the answer.
    public var clientClosedPaths: [String] { lock.withLock { clientClosed } }

    /// Called (on the connection's thread) when a client closes before the answer.
    public func whenClientCloses(_ callback: @escaping (String) -> Void) {
        lock.withLock { onClientClose = callback }
    }

    /// Stops accepting connections (connections being served finish).
    public func stop() {
        lock.withLock { stopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if lock.withLock({ stopped }) { return }
                if errno == EINTR { continue }
                return
            }
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    private func serve(_ fd: Int32) {
        defer { close(fd) }
        guard let request = readRequest(fd) else { return }
        let path = String(request.target.split(separator: "?", maxSplits: 1).first ?? "")
        let handler = lock.withLock { () -> ((Request) -> Reply)? in
            recorded.append(request)
            return routes[path]
        }
        let reply = handler?(request) ?? Reply.json(#"{"message":"Not Found"}"#, status: 404)
        if reply.delay > 0, waitForClientClose(fd, seconds: reply.delay) {
            let callback = lock.withLock { () -> ((String) -> Void)? in
                clientClosed.append(path)
                return onClientClose
            }
            callback?(path)
            return
        }
        var head = "HTTP/1.1 \(reply.status) \(LoopbackServer.reason(reply.status))\r\n"
        for (name, value) in reply.headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(reply.body.count)\r\nConnection: close\r\n\r\n"
        sendAll(fd, Data(head.utf8) + reply.body)
    }

    /// Waits up to `seconds`; returns `true` if the client closed meanwhile.
    private func waitForClientClose(_ fd: Int32, seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return false }
            var poller = pollfd(fd: fd, events: Int16(POLLIN | pollReadHangUp), revents: 0)
            let ready = poll(&poller, 1, Int32(max(1, left * 1000)))
            if ready > 0 {
                var byte: UInt8 = 0
                let count = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
                if count == 0 || (count < 0 && errno != EAGAIN) { return true }
                if poller.revents & Int16(POLLHUP | pollReadHangUp) != 0 { return true }
            }
        }
    }

    private func readRequest(_ fd: Int32) -> Request? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 16_384)
        let separator = Data("\r\n\r\n".utf8)
        var headerEnd: Range<Data.Index>?
        while headerEnd == nil {
            let count = recv(fd, &chunk, chunk.count, 0)
            if count <= 0 { return nil }
            buffer.append(contentsOf: chunk[0..<count])
            headerEnd = buffer.range(of: separator)
        }
        guard let headerEnd, let headText = String(data: buffer[..<headerEnd.lowerBound], encoding: .utf8) else { return nil }
        let lines = headText.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(buffer[headerEnd.upperBound...])
        let length = headers.first { $0.key.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        while body.count < length {
            let count = recv(fd, &chunk, chunk.count, 0)
            if count <= 0 { break }
            body.append(contentsOf: chunk[0..<count])
        }
        return Request(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: body)
    }

    private func sendAll(_ fd: Int32, _ data: Data) {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let sent = send(fd, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return }
                offset += sent
            }
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
