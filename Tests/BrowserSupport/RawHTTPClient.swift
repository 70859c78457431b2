import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A response read by `RawHTTPConnection`.
public struct RawHTTPResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields, in order, names as sent.
    public var headers: [(name: String, value: String)]
    /// The body (chunked bodies decoded).
    public var body: [UInt8]

    /// The first field named `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Every field named `name` (any case).
    public func headers(named name: String) -> [String] {
        headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// Why a raw HTTP exchange failed.
public struct RawHTTPError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
}

/// One TCP connection to a loopback server, written and read byte for byte, so tests
/// can send what a browser would not (a foreign Host, a missing Origin) and read a
/// response that never ends (an event stream). Every read has a deadline.
///
/// `@unchecked Sendable`: no lock; it is used by one thread at a time (a test may hand it
/// to another thread to read while its own runs the main queue, never both at once).
public final class RawHTTPConnection: @unchecked Sendable {
    private let socket: Int32
    private var buffer: [UInt8] = []

    /// Connects to `address` (127.0.0.1 or ::1) at `port`.
    public init(port: UInt16, address: String = "127.0.0.1") throws {
        let ipv6 = address.contains(":")
        socket = Glibc.socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw RawHTTPError(description: "socket() failed") }
        func connectTo<Address>(_ target: Address) -> Int32 {
            withUnsafePointer(to: target) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<Address>.size)) }
            }
        }
        let result: Int32
        if ipv6 {
            var target = sockaddr_in6()
            target.sin6_family = sa_family_t(AF_INET6)
            target.sin6_port = port.bigEndian
            inet_pton(AF_INET6, address, &target.sin6_addr)
            result = connectTo(target)
        } else {
            var target = sockaddr_in()
            target.sin_family = sa_family_t(AF_INET)
            target.sin_port = port.bigEndian
            inet_pton(AF_INET, address, &target.sin_addr)
            result = connectTo(target)
        }
        guard result == 0 else {
            Glibc.close(socket)
            throw RawHTTPError(description: "could not connect to \(address):\(port): \(String(cString: strerror(errno)))")
        }
    }

    deinit { Glibc.close(socket) }

    /// Sends `text` as it is.
    public func send(_ text: String) throws {
        try send(bytes: Array(text.utf8))
    }

    /// Sends `bytes` as they are.
    public func send(bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw RawHTTPError(description: "send failed: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    /// Sends a request with `headers` (given as is: add Host yourself) and `body`.
    public func sendRequest(_ method: String, _ target: String, headers: [(String, String)], body: [UInt8] = []) throws {
        var head = "\(method) \(target) HTTP/1.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try send(bytes: Array(head.utf8) + body)
    }

    /// Reads more bytes into the buffer; false at the end of the connection. Throws
    /// when nothing comes before `deadline`.
    private func fill(until deadline: Date) throws -> Bool {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let remaining = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
        guard poll(&descriptor, 1, remaining) > 0 else { throw RawHTTPError(description: "no answer in time") }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }

    private func readLine(until deadline: Date) throws -> String {
        while true {
            if let end = buffer.firstRange(of: [13, 10]) {
                let line = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
                buffer.removeSubrange(..<end.upperBound)
                return line
            }
            guard try fill(until: deadline) else { throw RawHTTPError(description: "connection closed mid-line") }
        }
    }

    private func readBytes(_ count: Int, until deadline: Date) throws -> [UInt8] {
        while buffer.count < count {
            guard try fill(until: deadline) else { throw RawHTTPError(description: "connection closed mid-body") }
        }
        let bytes = Array(buffer[..<count])
        buffer.removeSubrange(..<count)
        return bytes
    }

    /// Reads a response's status line and header fields.
    public func readHead(timeout: TimeInterval = 10) throws -> RawHTTPResponse {
        let deadline = Date(timeIntervalSinceNow: timeout)
        let statusLine = try readLine(until: deadline)
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw RawHTTPError(description: "bad status line: \(statusLine)") }
        var headers: [(name: String, value: String)] = []
        while true {
            let line = try readLine(until: deadline)
            if line.isEmpty { break }
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        return RawHTTPResponse(status: status, headers: headers, body: [])
    }

    /// Reads a whole response (Content-Length or chunked body; none for HEAD or 204/304).
    public func readResponse(timeout: TimeInterval = 10, method: String = "GET") throws -> RawHTTPResponse {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var response = try readHead(timeout: timeout)
        if method == "HEAD" || response.status == 204 || response.status == 304 { return response }
        if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            while let chunk = try readChunk(until: deadline) { response.body += chunk }
        } else if let length = response.header("Content-Length").flatMap(Int.init) {
            response.body = try readBytes(length, until: deadline)
        } else {
            while try fill(until: deadline) {}
            response.body = buffer
            buffer.removeAll()
        }
        return response
    }

    /// The next chunk of a chunked body, nil after the last.
    public func readChunk(timeout: TimeInterval) throws -> [UInt8]? {
        try readChunk(until: Date(timeIntervalSinceNow: timeout))
    }

    private func readChunk(until deadline: Date) throws -> [UInt8]? {
        let sizeLine = try readLine(until: deadline)
        guard let size = Int(sizeLine.split(separator: ";")[0], radix: 16) else {
            throw RawHTTPError(description: "bad chunk size: \(sizeLine)")
        }
        if size == 0 {
            _ = try? readLine(until: deadline)
            return nil
        }
        let bytes = try readBytes(size, until: deadline)
        _ = try readLine(until: deadline)
        return bytes
    }

    /// Reads a chunked stream's text until `done` holds for all of it read so far (or the
    /// stream ends); returns that text. Throws at the deadline.
    public func readStream(timeout: TimeInterval = 10, until done: (String) -> Bool) throws -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var text = ""
        while !done(text) {
            guard let chunk = try readChunk(until: deadline) else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text
    }

    /// Whether the server closed the connection within `timeout` (all bytes sent
    /// before are read and dropped).
    public func isClosedByPeer(within timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            guard let more = try? fill(until: deadline) else { return false }
            if !more { return true }
        }
    }
}

extension RawHTTPConnection {
    /// One request on a new connection and its response.
    public static func exchange(port: UInt16, _ method: String, _ target: String, headers: [(String, String)],
                                body: [UInt8] = [], address: String = "127.0.0.1", timeout: TimeInterval = 10) throws -> RawHTTPResponse {
        let connection = try RawHTTPConnection(port: port, address: address)
        try connection.sendRequest(method, target, headers: headers, body: body)
        return try connection.readResponse(timeout: timeout, method: method)
    }
}
