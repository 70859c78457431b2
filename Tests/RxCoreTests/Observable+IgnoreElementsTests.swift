import XCTest
import RxCore
import RxTesting

final class ObservableIgnoreElementsTests: RxTestCase {
    /// `Never` is not `Equatable`; record the stop events as strings.
    private func describe(_ events: [Recorded<Event<Never>>]) -> [String] {
        events.map { "\($0.value.debugDescription)@\($0.time)" }
    }

    func test_ignoreElements_whenSourceNeverEnds_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(describe(res.events), [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_ignoreElements_dropsElementsAndForwardsTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(describe(res.events), ["completed@250"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_ignoreElements_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(describe(res.events), ["error(dummy)@220"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_ignoreElements_whenDisposedEarly_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start(disposed: 230) { xs.ignoreElements() }
        XCTAssertEqual(describe(res.events), [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
