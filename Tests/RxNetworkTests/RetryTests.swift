import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
import RxTesting
@testable import RxNetwork
import LoopbackHTTP

final class RetryTests: NetworkTestCase {
    /// A provider whose stub answers the given statuses in turn (the last one repeats).
    private func provider(_ answers: [(Int, [String: String])], scheduler: TestScheduler, calls: Collector<Int>) -> Provider<TestAPI> {
        TestAPI.base = URL(string: "https://api.example.com")!
        return Provider<TestAPI>(
            endpointClosure: { target in
                Endpoint(url: URL(target: target).absoluteString, sampleResponseClosure: {
                    let index = min(calls.all.count, answers.count - 1)
                    calls.append(answers[index].0)
                    let url = URL(target: target)
                    guard let http = HTTPURLResponse(url: url, statusCode: answers[index].0, httpVersion: "HTTP/1.1", headerFields: answers[index].1) else {
                        return .networkError(URLError(.badServerResponse))
                    }
                    return .response(http, Data("{}".utf8))
                }, method: target.method, task: target.task, httpHeaderFields: nil)
            },
            stubClosure: Provider.immediatelyStub, scheduler: scheduler)
    }

    private let noJitter = RetryPolicy(maxAttempts: 4, initialDelay: 10, multiplier: 2, jitter: 0)

    func test_5xxThenSuccess_retriesWithExponentialBackoff() {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = Collector<Int>()
        let provider = provider([(500, [:]), (502, [:]), (200, [:])], scheduler: scheduler, calls: calls)
        let res = scheduler.start { provider.rx.request(.user("a"), retry: self.noJitter).map { $0.statusCode }.asObservable() }
        // Attempts at 200, 210 (+10) and 230 (+20).
        XCTAssertEqual(res.events, [.next(230, 200), .completed(230)])
        XCTAssertEqual(calls.all, [500, 502, 200])
    }

    func test_giveUpAfterMaxAttempts_deliversTheLastOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = Collector<Int>()
        let provider = provider([(503, [:])], scheduler: scheduler, calls: calls)
        let res = scheduler.start { provider.rx.request(.user("a"), retry: self.noJitter).filterSuccessfulStatusCodes().map { $0.statusCode }.asObservable() }
        XCTAssertEqual(calls.all.count, 4)
        // Waits 10, 20, then 40 capped at the default maxDelay of 30.
        XCTAssertEqual(res.events.first?.time, 260)
        guard case .error(NetworkError.statusCode(let response)) = res.events.first?.value else { return XCTFail("\(res.events)") }
        XCTAssertEqual(response.statusCode, 503)
    }

    func test_429WithRetryAfter_waitsThatLong() {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = Collector<Int>()
        let provider = provider([(429, ["Retry-After": "42"]), (200, [:])], scheduler: scheduler, calls: calls)
        let res = scheduler.start { provider.rx.request(.user("a"), retry: self.noJitter).map { $0.statusCode }.asObservable() }
        XCTAssertEqual(res.events, [.next(242, 200), .completed(242)])
    }

    func test_jitter_shortensTheWaitByTheRandomFraction() {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = Collector<Int>()
        let provider = provider([(500, [:]), (200, [:])], scheduler: scheduler, calls: calls)
        let policy = RetryPolicy(maxAttempts: 2, initialDelay: 100, maxDelay: 1000, jitter: 0.5, random: { 0.5 })
        let res = scheduler.start { provider.rx.request(.user("a"), retry: policy).map { $0.statusCode }.asObservable() }
        XCTAssertEqual(res.events, [.next(275, 200), .completed(275)])
    }

    func test_nonIdempotentPOST_andClientErrors_areNotRetried() {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = Collector<Int>()
        let provider = provider([(500, [:]), (200, [:])], scheduler: scheduler, calls: calls)
        let res = scheduler.start { provider.rx.request(.create(name: "x"), retry: self.noJitter).map { $0.statusCode }.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 500), .completed(200)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let calls2 = Collector<Int>()
        let provider2 = self.provider([(404, [:]), (200, [:])], scheduler: scheduler2, calls: calls2)
        let res2 = scheduler2.start { provider2.rx.request(.user("x"), retry: self.noJitter).map { $0.statusCode }.asObservable() }
        XCTAssertEqual(res2.events, [.next(200, 404), .completed(200)])
    }

    func test_disposeDuringTheWait_stopsRetrying() {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = Collector<Int>()
        let provider = provider([(500, [:]), (200, [:])], scheduler: scheduler, calls: calls)
        let res = scheduler.start(disposed: 205) { provider.rx.request(.user("a"), retry: self.noJitter).asObservable() }
        XCTAssertTrue(res.events.isEmpty)
        XCTAssertEqual(calls.all, [500])
    }

    func test_loopback_500ThenSuccess_andConnectionRefusedRetries() throws {
        checksResources = false
        let server = try LoopbackServer()
        defer { server.stop() }
        TestAPI.base = server.baseURL
        let hits = Collector<Int>()
        server.route("/users/flaky") { _ in
            hits.append(1)
            return hits.all.count == 1 ? .json(#"{"error":"boom"}"#, status: 500) : .json(#"{"login":"flaky","id":1}"#)
        }
        let provider = Provider<TestAPI>()
        let policy = RetryPolicy(maxAttempts: 3, initialDelay: 0.01, jitter: 0)
        let result = self.result(of: provider.rx.request(.user("flaky"), retry: policy).filterSuccessfulStatusCodes().map(Profile.self))
        XCTAssertEqual(result?.value?.login, "flaky")
        XCTAssertEqual(hits.all.count, 2)
    }
}
