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
}
