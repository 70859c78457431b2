import BrowserSupport
import Foundation
import TestSupport
import XCTest
@testable import WebUI

/// The server over real loopback HTTP: where it listens, its limits, deferred answers
/// and event streams.
final class HTTPServerTests: XCTestCase {
    private var site: GuardedTestServer!

    override func setUpWithError() throws {
        site = try GuardedTestServer()
    }

    override func tearDown() {
        site?.stop()
        site = nil
    }

    func test_listensOnTheLoopbackAddressesOnly() throws {
        let port = String(format: "%04X", site.server.port)
        var listening: [String] = []
        for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
            let lines = (try? String(contentsOfFile: table, encoding: .utf8))?.split(separator: "\n").dropFirst() ?? []
            for line in lines {
                let fields = line.split(separator: " ")
                // local_address is field 1 ("ADDR:PORT"), state field 3 ("0A" = LISTEN).
                guard fields.count > 3, fields[3] == "0A", fields[1].hasSuffix(":" + port) else { continue }
                listening.append(String(fields[1].dropLast(5)))
            }
        }
        XCTAssertFalse(listening.isEmpty, "nothing listens on the server's port")
        let loopback: Set<String> = ["0100007F", "00000000000000000000000001000000"]
        for address in listening {
            XCTAssertTrue(loopback.contains(address), "listening on \(address), not a loopback address")
        }
    }

    func test_answersOnIPv6LoopbackToo_whenTheMachineHasIt() throws {
        try XCTSkipUnless(site.server.listensOnIPv6, "this machine has no ::1")
        let response = try RawHTTPConnection.exchange(
            port: site.server.port, "GET", "/", headers: [("Host", "[::1]:\(site.server.port)"), ("Cookie", site.cookie)], address: "::1")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.text, "ok")
    }

    func test_givenPort_isTheOneListenedOn() throws {
        let port = site.server.port
        site.stop()
        site = nil
        let again = try GuardedTestServer(configuration: ServerConfiguration(port: port, log: { _ in }))
        defer { again.stop() }
        XCTAssertEqual(again.server.port, port)
        XCTAssertEqual(try again.get("/").status, 200)
    }

    func test_portInUse_throwsCannotListen() {
        XCTAssertThrowsError(try HTTPServer(configuration: ServerConfiguration(port: site.server.port, log: { _ in })) { _ in
            .response(.noContent)
        }) { error in
            XCTAssertEqual(error as? ServerError, .cannotListen(port: site.server.port))
            XCTAssertTrue("\(error)".contains("--port"))
        }
    }

    func test_bodyOverTheLimit_isRefusedWith413AndNotKept() throws {
        site.stop()
        site = try GuardedTestServer(configuration: ServerConfiguration(maxBodyBytes: 1000, log: { _ in }))
        let origin = "http://\(site.host)"
        XCTAssertEqual(try site.post("/echo", origin: origin, body: Array(repeating: 65, count: 1000)).status, 200)
        let refused = try site.post("/echo", origin: origin, body: Array(repeating: 65, count: 1001))
        XCTAssertEqual(refused.status, 413)
        XCTAssertTrue(refused.text.contains("1000 bytes"))
    }

    func test_headerLargerThanTheConnectionMemory_isRefused() throws {
        let huge = String(repeating: "x", count: 64 * 1024)
        let response = try site.get("/", headers: site.signedIn + [("X-Padding", huge)])
        XCTAssertTrue([413, 431].contains(response.status), "status \(response.status)")
    }

    func test_connectionsBeyondTheLimit_waitUntilOneCloses() throws {
        site.stop()
        site = try GuardedTestServer(configuration: ServerConfiguration(maxConnections: 2, log: { _ in }))
        var held = try (0..<2).map { _ in try RawHTTPConnection(port: site.server.port) }
        for connection in held {
            try connection.sendRequest("GET", "/", headers: site.signedIn + [("Connection", "keep-alive")])
            XCTAssertEqual(try connection.readResponse().status, 200)
        }
        // The kernel accepts the third; libmicrohttpd leaves it unserved at the limit.
        let third = try RawHTTPConnection(port: site.server.port)
        try third.sendRequest("GET", "/", headers: site.signedIn)
        XCTAssertThrowsError(try third.readHead(timeout: 1), "served beyond the limit")
        held.removeLast()
        XCTAssertEqual(try third.readResponse(timeout: 10).status, 200, "served once a connection closed")
    }

    func test_anIdleConnection_isClosedAfterTheTimeout() throws {
        site.stop()
        site = try GuardedTestServer(configuration: ServerConfiguration(connectionTimeout: 1, log: { _ in }))
        let idle = try RawHTTPConnection(port: site.server.port)
        // libmicrohttpd's own clock: a real second, waited for against a deadline.
        XCTAssertTrue(idle.isClosedByPeer(within: 10))
    }

    func test_deferredResponse_isAnsweredFromTheMainQueue() throws {
        let answered = expectation(description: "answer")
        let site = self.site!
        let result = LockedBox<RawHTTPResponse?>(nil)
        DispatchQueue.global().async {
            result.set(try? site.get("/later"))
            answered.fulfill()
        }
        // The answer is made by a main-queue block: the test's thread runs that queue.
        wait(for: [answered], timeout: 10)
        XCTAssertEqual(result.get()?.status, 200)
        XCTAssertEqual(result.get()?.text, "from main")
    }

    func test_stream_deliversWhatIsSentAndEndsWhenClosed() throws {
        let connection = try RawHTTPConnection(port: site.server.port)
        try connection.sendRequest("GET", "/stream", headers: site.signedIn)
        let head = try connection.readHead()
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("Content-Type"), "text/event-stream")
        XCTAssertEqual(head.header("Transfer-Encoding")?.lowercased(), "chunked")
        let stream = try XCTUnwrap(site.opened.first)
        stream.send(event: "patch", data: "{\"a\":1}")
        let first = try connection.readStream { $0.contains("\n\n") }
        XCTAssertEqual(first, "event: patch\ndata: {\"a\":1}\n\n")
        // Sent while the connection waits suspended: the server's thread is woken.
        stream.send(comment: "heartbeat")
        XCTAssertEqual(try connection.readStream { $0.contains("\n\n") }, ": heartbeat\n\n")
        stream.close()
        XCTAssertEqual(try connection.readChunk(timeout: 10), nil, "the chunked body ends")
        try waitUntil { self.site.closedStreamCount == 1 }
    }

    func test_streamWhoseClientLeaves_callsOnClose() throws {
        var connection: RawHTTPConnection? = try RawHTTPConnection(port: site.server.port)
        try connection?.sendRequest("GET", "/stream", headers: site.signedIn)
        _ = try connection?.readHead()
        connection = nil
        // A waiting stream notices the client has gone when it next writes (a heartbeat).
        let stream = try XCTUnwrap(site.opened.first)
        try waitUntil {
            stream.send(comment: "heartbeat")
            return self.site.closedStreamCount == 1
        }
        XCTAssertTrue(stream.closed)
    }

    func test_streamsBeyondTheLimit_getA503() throws {
        site.stop()
        site = try GuardedTestServer(configuration: ServerConfiguration(maxStreams: 2, log: { _ in }))
        var open: [RawHTTPConnection] = []
        for _ in 0..<2 {
            let connection = try RawHTTPConnection(port: site.server.port)
            try connection.sendRequest("GET", "/stream", headers: site.signedIn)
            XCTAssertEqual(try connection.readHead().status, 200)
            open.append(connection)
        }
        let refused = try site.get("/stream")
        XCTAssertEqual(refused.status, 503)
        XCTAssertTrue(refused.text.contains("close a tab"))
        withExtendedLifetime(open) {}
    }

    func test_stop_endsOpenStreams() throws {
        let connection = try RawHTTPConnection(port: site.server.port)
        try connection.sendRequest("GET", "/stream", headers: site.signedIn)
        _ = try connection.readHead()
        site.stop()
        XCTAssertTrue(connection.isClosedByPeer(within: 10) || (try? connection.readChunk(timeout: 10)) == nil)
        site = nil
    }

    /// Polls `condition` (real sockets: no virtual time here) for up to 10 s.
    private func waitUntil(_ condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date(timeIntervalSinceNow: 10)
        while !condition() {
            if Date() > deadline {
                XCTFail("condition not met in 10 s", file: file, line: line)
                return
            }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.02))
        }
    }
}

/// A value handed between threads in a test.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `value` is read and written only under `lock`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func set(_ newValue: Value) {
        lock.lock()
        value = newValue
        lock.unlock()
    }

    func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
