import XCTest
import RxCore
import RxTesting

final class ObservableTakeLastTests: RxTestCase {
    func test_takeLast_whenSourceNeverCompletes_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_takeLast_whenSourceIsEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_takeLast_emitsTheLastElementsOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.next(250, 4), .next(250, 5), .completed(250)])
    }

    func test_takeLast_whenSourceHasFewerElements_emitsThemAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.takeLast(5) }
        XCTAssertEqual(res.events, [.next(250, 2), .next(250, 3), .completed(250)])
    }

    func test_takeLastZero_onlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.takeLast(0) }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func test_takeLast_withNegativeCount_failsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.takeLast(-1) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_takeLast_whenSourceErrors_forwardsOnlyTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(230, testError)])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_takeLast_whenDisposedEarly_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start(disposed: 240) { xs.takeLast(2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }
}
