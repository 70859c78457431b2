import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport

/// `openssl s_server` on 127.0.0.1 with a throwaway self-signed certificate made for the
/// test (valid for IP 127.0.0.1 only): TLS in front of a conversation the test holds
/// itself, reading each decrypted request from the server's stdout and writing the answer
/// to its stdin. It takes one connection (`-naccept 1`), so a second request that
/// succeeds went over the first request's connection.
///
/// Used from the test's thread only. Creating one throws when `openssl` (Debian's
/// `openssl` package, installed by scripts/bootstrap) is missing, so the test fails.
final class OpenSSLServer {
    /// Why the server could not start.
    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    /// The port it listens on.
    let port: UInt16
    /// The certificate (PEM), to trust as the only authority.
    let certificateFile: String
    private let directory: URL
    private let pid: pid_t
    private let input: Int32
    private let output: Int32
    private var received: [UInt8] = []

    init() throws {
        guard let openssl = OpenSSLServer.find("openssl") else { throw StartError(description: "openssl is not installed; run scripts/bootstrap") }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("openssl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        certificateFile = directory.appendingPathComponent("certificate.pem").path
        let key = directory.appendingPathComponent("key.pem").path
        let made = try ChildProcess.run(openssl, ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                                                  "-keyout", key, "-out", certificateFile, "-days", "1", "-subj", "/CN=RxNetwork test",
                                                  "-addext", "subjectAltName=IP:127.0.0.1"])
        guard made.status == 0 else { throw StartError(description: "openssl req failed: \(made.stderr)") }
        // A free port, found by binding to port 0; another process could take it before
        // s_server does, so a server that does not start listening is tried again.
        for _ in 0..<5 {
            let port = OpenSSLServer.freePort()
            guard let child = try OpenSSLServer.spawn(openssl, ["s_server", "-accept", "127.0.0.1:\(port)", "-cert", certificateFile,
                                                                 "-key", key, "-naccept", "1"]) else { continue }
            var seen: [UInt8] = []
            if OpenSSLServer.read(child.output, into: &seen, until: Array("ACCEPT\n".utf8), timeout: 10) != nil {
                self.port = port
                pid = child.pid
                input = child.input
                output = child.output
                received = seen
                return
            }
            OpenSSLServer.end(child.pid, input: child.input, output: child.output)
        }
        try? FileManager.default.removeItem(at: directory)
        throw StartError(description: "openssl s_server did not start listening")
    }

    /// The head of the next request the client sent (request line and header fields,
    /// through the blank line), or nil when none came within `timeout` seconds.
    func nextRequestHead(timeout: TimeInterval) -> String? {
        // s_server prints the session's details before the decrypted bytes, in lines
        // ending in "\n"; HTTP lines end in "\r\n".
        guard let end = OpenSSLServer.read(output, into: &received, until: Array("\r\n\r\n".utf8), timeout: timeout) else { return nil }
        let head = received[..<end]
        let firstLineEnd = head.firstRange(of: Array("\r\n".utf8))?.lowerBound ?? head.startIndex
        let start = head[..<firstLineEnd].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? head.startIndex
        let text = String(decoding: received[start..<end], as: UTF8.self)
        received.removeSubrange(..<end)
        return text
    }

    /// Answers with `status` and a JSON `body`, keeping the connection open.
    func reply(status: Int = 200, json body: String) {
        let message = Array("HTTP/1.1 \(status) OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
        // One write: s_server reads stdin in chunks, and a chunk starting with a command
        // letter ("Q", "q", "r"...) would be taken as one; this one starts with "H".
        _ = message.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
    }

    /// Ends s_server and removes the certificate.
    func stop() {
        OpenSSLServer.end(pid, input: input, output: output)
        try? FileManager.default.removeItem(at: directory)
    }

    private static func end(_ pid: pid_t, input: Int32, output: Int32) {
        close(input)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        close(output)
    }

    /// Reads `output` into `received` until `marker` has arrived; the index just past it,
    /// or nil at end of output or after `timeout` seconds.
    private static func read(_ output: Int32, into received: inout [UInt8], until marker: [UInt8], timeout: TimeInterval) -> Int? {
        let deadline = Date().addingTimeInterval(timeout)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let found = received.firstRange(of: marker) { return found.upperBound }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(left * 1000) + 1) > 0 else { continue }
            let count = Glibc.read(output, &chunk, chunk.count)
            guard count > 0 else { return nil }
            received.append(contentsOf: chunk[..<count])
        }
    }

    private static func find(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 }
    }

    private static func freePort() -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 ? getsockname(fd, pointer, &length) : -1
            }
        }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Starts `path` with pipes to its stdin and stdout (stderr to /dev/null) and every
    /// other descriptor closed in the child; nil if the pipes cannot be made.
    private static func spawn(_ path: String, _ arguments: [String]) throws -> (pid: pid_t, input: Int32, output: Int32)? {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { return nil }
        guard pipe(&fromChild) == 0 else { close(toChild[0]); close(toChild[1]); return nil }
        // Not inherited by other children this process starts (dup2 clears it for 0 and 1).
        for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The build lock's descriptor and the tests' sockets stay out of the child.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) } ?? []
        for descriptor in open where descriptor > 2 && fcntl(descriptor, F_GETFD) != -1 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(toChild[0])
        close(fromChild[1])
        guard spawned == 0 else {
            close(toChild[1])
            close(fromChild[0])
            throw StartError(description: "could not start \(path): \(String(cString: strerror(spawned)))")
        }
        return (pid, toChild[1], fromChild[0])
    }
}
