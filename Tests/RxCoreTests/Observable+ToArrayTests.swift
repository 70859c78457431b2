import XCTest
@testable import RxCore
import RxTesting

final class ObservableToArrayTests: RxTestCase {
    func test_toArray_whenSourceNeverCompletes_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs._toArray() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_toArray_whenSourceIsEmpty_emitsAnEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs._toArray() }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_toArray_emitsAllElementsInOrderOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start { xs._toArray() }
        XCTAssertEqual(res.events, [.next(250, [2, 3, 4]), .completed(250)])
    }

    func test_toArray_whenSourceErrors_forwardsTheErrorOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])
        let res = scheduler.start { xs._toArray() }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_toArray_whenDisposedEarly_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start(disposed: 240) { xs._toArray() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }
}
