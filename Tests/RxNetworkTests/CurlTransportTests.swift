import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
@testable import RxNetwork
import LoopbackHTTP

/// What `CurlTransport`'s own event loop must get right: kept-alive connections stay
/// watched between requests without costing CPU when their server drops them, libcurl's
/// timer is honoured when it moves earlier or fires early, and completions (called on the
/// network thread) may start and cancel requests.
final class CurlTransportTests: LoopbackTestCase {
    /// Sends a GET for `path` on `base` (the server's by default) straight through
    /// `transport`, waiting on a semaphore (which sleeps, so the process's CPU time is the
    /// transport's).
    private func send(_ transport: NetworkTransport, _ path: String, to base: URL? = nil, timeout: TimeInterval, wait: TimeInterval = 15) -> Result<Response, NetworkError>? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<Response>()
        let request = URLRequest(url: (base ?? server.baseURL).appendingPathComponent(path))
        let transfer = transport.send(request, options: TransportOptions(timeout: timeout)) { result in
            box.set(result.mapError { $0 })
            done.signal()
        }
        defer { transfer.dispose() }
        guard done.wait(timeout: .now() + wait) == .success else { return nil }
        return box.value?.mapError { $0 as? NetworkError ?? .other($0, nil) }
    }

    private func timedOut(_ outcome: Result<Response, NetworkError>?) -> Bool {
        guard case .failure(.underlying(let error, _))? = outcome else { return false }
        return error.code == .timedOut
    }

    func test_keptAliveConnectionDroppedByTheServerWhileIdle_costsNoCPU_andTheNextRequestReconnects() throws {
        try eachTransport([.curl], keepAlive: true) {
            var dropping = LoopbackServer.Reply.json(#"{"login":"dropped","id":12}"#)
            dropping.closesAfterAnswer = true
            server.route("/users/dropped", reply: dropping)
            let other = try LoopbackServer(keepsConnectionsAlive: true)
            defer { other.stop() }
            other.route("/users/later", reply: .json(#"{"login":"later","id":13}"#, delay: 2))
            XCTAssertEqual(send(transport, "/users/dropped", timeout: 10)?.value?.statusCode, 200)
            // The dropped connection stays in the transport's epoll set, idle, until its
            // end is seen; while a request to another server waits two seconds, that end
            // must not make the network thread spin.
            let cpuBefore = processCPUSeconds()
            let wallBefore = Date()
            let later = send(transport, "/users/later", to: other.baseURL, timeout: 10)
            let cpu = processCPUSeconds() - cpuBefore
            let wall = Date().timeIntervalSince(wallBefore)
            XCTAssertEqual(later?.value?.statusCode, 200, "\(String(describing: later))")
            XCTAssertGreaterThan(wall, 1.5)
            XCTAssertLessThan(cpu / wall, 0.02, "CPU \(cpu) s over \(wall) s")
            XCTAssertEqual(send(transport, "/users/dropped", timeout: 10)?.value?.statusCode, 200)
            XCTAssertEqual(server.connectionCount, 2, "the dropped connection was not reused")
        }
    }

    func test_shortTimeout_afterALongerOneArmedTheTimer_firesOnTime() throws {
        try eachTransport([.curl], keepAlive: true) {
            server.route("/users/silent") { _ in .never }
            let done = DispatchSemaphore(value: 0)
            let long = transport.send(URLRequest(url: server.baseURL.appendingPathComponent("/users/silent")),
                                      options: TransportOptions(timeout: 60)) { _ in done.signal() }
            defer { long.dispose() }
            let started = Date()
            let short = send(transport, "/users/silent", timeout: 0.5)
            XCTAssertTrue(timedOut(short), "\(String(describing: short))")
            XCTAssertLessThan(Date().timeIntervalSince(started), 5, "the 0.5 s timeout waited for the 60 s one")
            XCTAssertEqual(done.wait(timeout: .now()), .timedOut, "the long request ended too")
        }
    }

    func test_timerFiringEarly_stillEndsTheNextRequestOnTime() throws {
        try eachTransport([.curl], keepAlive: true) {
            server.route("/users/quick", reply: .json(#"{"login":"quick","id":14}"#, delay: 0.1))
            server.route("/users/silent") { _ in .never }
            // The quick request's 0.5 s timeout arms the timer; the silent request's later
            // deadline does not move it; the quick one then ends, so the timer fires early,
            // with the silent request's deadline still to come.
            let quickDone = DispatchSemaphore(value: 0)
            let quick = transport.send(URLRequest(url: server.baseURL.appendingPathComponent("/users/quick")),
                                       options: TransportOptions(timeout: 0.5)) { _ in quickDone.signal() }
            defer { quick.dispose() }
            let started = Date()
            let outcome = send(transport, "/users/silent", timeout: 1.5, wait: 10)
            XCTAssertEqual(quickDone.wait(timeout: .now()), .success)
            XCTAssertTrue(timedOut(outcome), "\(String(describing: outcome))")
            XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        }
    }

    func test_completion_mayStartTheNextRequest_andCancelAnother_onTheNetworkThread() throws {
        try eachTransport([.curl], keepAlive: true) {
            server.route("/users/first", reply: .json(#"{"login":"first","id":1}"#))
            server.route("/users/second", reply: .json(#"{"login":"second","id":2}"#))
            server.route("/users/hang") { _ in .never }
            let provider = Provider<TestAPI>(transport: transport)
            let hanging = provider.rx.request(.user("hang")).subscribe { _ in XCTFail("the cancelled request delivered") }
            let chained = provider.rx.request(.user("first"))
                .flatMap { _ -> Single<Response> in
                    hanging.dispose()
                    return provider.rx.request(.user("second"))
                }
                .map(Profile.self)
            XCTAssertEqual(result(of: chained)?.value?.login, "second")
            XCTAssertEqual(server.requests.map(\.path).filter { $0 != "/users/hang" }, ["/users/first", "/users/second"])
        }
    }

    /// A pooled easy handle keeps a plain GET's set-up and header list for the next
    /// request: whatever came before, each request must go out exactly as asked (method,
    /// body, headers), with the limits of its own options.
    func test_pooledHandles_sendEachRequestAsAsked_whateverRanOnThemBefore() throws {
        try eachTransport([.curl], keepAlive: true) {
            server.route("/echo", reply: .json(#"{"ok":true}"#))
            var big = LoopbackServer.Reply.json(String(repeating: "x", count: 2_000))
            big.headers["X-Big"] = "1"
            server.route("/big", reply: big)
            struct Case {
                let method: String
                let body: String?
                let headers: [String: String]
                var limit = TransportOptions.defaultMaximumResponseSize
                var path = "/echo"
            }
            let cases = [
                Case(method: "GET", body: nil, headers: ["Accept": "application/json"]),
                Case(method: "GET", body: nil, headers: ["Accept": "application/json"]),
                Case(method: "POST", body: "a=1", headers: ["Content-Type": "application/x-www-form-urlencoded"]),
                Case(method: "GET", body: nil, headers: ["Accept": "application/json"]),
                Case(method: "PATCH", body: nil, headers: [:]),
                Case(method: "GET", body: nil, headers: ["Accept": "text/plain", "X-Trace": "7"]),
                Case(method: "DELETE", body: nil, headers: ["Accept": "application/json"]),
                Case(method: "GET", body: nil, headers: ["Accept": "application/json"]),
                Case(method: "GET", body: nil, headers: ["Accept": "application/json"], limit: 100, path: "/big"),
                Case(method: "GET", body: nil, headers: ["Accept": "application/json"], path: "/big"),
                Case(method: "PUT", body: "{}", headers: ["Accept": "application/json"]),
                Case(method: "GET", body: nil, headers: [:]),
            ]
            for (index, testCase) in cases.enumerated() {
                var request = URLRequest(url: server.baseURL.appendingPathComponent(testCase.path))
                request.httpMethod = testCase.method
                request.httpBody = testCase.body.map { Data($0.utf8) }
                for (name, value) in testCase.headers { request.setValue(value, forHTTPHeaderField: name) }
                let done = DispatchSemaphore(value: 0)
                let box = ResultBox<Response>()
                let transfer = transport.send(request, options: TransportOptions(timeout: 10, maximumResponseSize: testCase.limit)) { result in
                    box.set(result.mapError { $0 })
                    done.signal()
                }
                XCTAssertEqual(done.wait(timeout: .now() + 15), .success, "case \(index)")
                transfer.dispose()
                if testCase.limit == 100 {
                    guard case .failure(let error)? = box.value, case .underlying(let urlError, _)? = error as? NetworkError else {
                        XCTFail("case \(index): \(String(describing: box.value))")
                        continue
                    }
                    XCTAssertEqual(urlError.code, .dataLengthExceedsMaximum, "case \(index)")
                    continue
                }
                XCTAssertEqual(box.value?.value?.statusCode, 200, "case \(index)")
                guard server.requests.count == index + 1, let seen = server.requests.last else {
                    XCTFail("case \(index): the server saw \(server.requests.count) requests")
                    continue
                }
                XCTAssertEqual(seen.method, testCase.method, "case \(index)")
                XCTAssertEqual(String(decoding: seen.body, as: UTF8.self), testCase.body ?? "", "case \(index)")
                for (name, value) in testCase.headers { XCTAssertEqual(seen.header(name), value, "case \(index): \(name)") }
                XCTAssertEqual(seen.header("X-Trace"), testCase.headers["X-Trace"], "case \(index)")
                XCTAssertEqual(seen.header("User-Agent"), "RxNetwork", "case \(index)")
                if testCase.path == "/big" { XCTAssertEqual(box.value?.value?.value(forHTTPHeaderField: "x-big"), "1", "case \(index)") }
            }
            // One kept-alive connection, and a second after the capped answer (a body left
            // unread cannot be skipped, so libcurl closes that connection).
            XCTAssertLessThanOrEqual(server.connectionCount, 2)
        }
    }
}
