import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 for `bench net`, adapted from the RxNetwork
/// tests' loopback server (the bench cannot import test targets). Unlike that one it
/// keeps connections alive, as real servers do, so a request's cost is the HTTP round
/// trip and not a TCP handshake, and the provider's overhead is measured against the
/// smallest honest denominator. Every request gets the same JSON body.
///
/// Thread safety (`@unchecked Sendable`): `stopped`, `served` and `accepted` are only touched under
/// `lock`; every socket belongs to the one thread that serves it.
final class BenchServer: @unchecked Sendable {
    /// The body of every answer.
    static let body = Data(#"{"login":"octocat","id":583231,"name":"The Octocat","public_repos":8}"#.utf8)

    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var stopped = false
    private var served = 0
    private var accepted = 0

    /// Listens on an ephemeral port; `nil` if the socket cannot be opened.
    init?() {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        // A backlog above the 200 concurrent connections the suite opens.
        guard bound == 0, listen(fd, 512) == 0 else {
            close(fd)
            return nil
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in acceptLoop() }.start()
    }

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL {
        var components = URLComponents()
        components.scheme = "http"
        components.host = "127.0.0.1"
        components.port = Int(port)
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// Connections accepted so far.
    var connectionCount: Int { lock.withLock { accepted } }

    /// Requests answered so far.
    var requestCount: Int { lock.withLock { served } }

    /// Stops accepting; open connections end when their clients close them.
    func stop() {
        lock.withLock { stopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR && !lock.withLock({ stopped }) { continue }
                return
            }
            lock.withLock { accepted += 1 }
            var yes: Int32 = 1
            setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            Thread { [self] in serve(client) }.start()
        }
    }

    /// Answers requests on one connection until the client closes it.
    private func serve(_ fd: Int32) {
        defer { close(fd) }
        let head = Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(BenchServer.body.count)\r\n\r\n".utf8)
        let reply = head + BenchServer.body
        let separator = Data("\r\n\r\n".utf8)
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            // Read one request head (and its body, if it announces one).
            var headEnd = buffer.range(of: separator)
            while headEnd == nil {
                let count = recv(fd, &chunk, chunk.count, 0)
                if count <= 0 { return }
                buffer.append(contentsOf: chunk[0..<count])
                headEnd = buffer.range(of: separator)
            }
            guard let end = headEnd else { return }
            let headText = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self).lowercased()
            let length = headText.components(separatedBy: "\r\n")
                .first { $0.hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            while buffer.count - (end.upperBound - buffer.startIndex) < length {
                let count = recv(fd, &chunk, chunk.count, 0)
                if count <= 0 { return }
                buffer.append(contentsOf: chunk[0..<count])
            }
            buffer = Data(buffer[(end.upperBound + length)...])
            lock.withLock { served += 1 }
            guard sendAll(fd, reply) else { return }
            if headText.contains("connection: close") { return }
        }
    }

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
}
