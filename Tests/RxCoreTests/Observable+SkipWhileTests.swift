import XCTest
import RxCore
import RxTesting

final class ObservableSkipWhileTests: RxTestCase {
    func test_skipWhile_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.skip(while: { $0 < 4 }) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_skipWhile_whenSourceIsEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.skip(while: { $0 < 4 }) }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func test_skipWhile_emitsFromTheFirstFailingElementOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 5), .next(240, 2), .completed(250)])
        let calls = CallCount()
        let res = scheduler.start {
            xs.skip(while: { element in
                calls.value += 1
                return element < 4
            })
        }
        XCTAssertEqual(res.events, [.next(230, 5), .next(240, 2), .completed(250)])
        XCTAssertEqual(calls.value, 3)
    }

    func test_skipWhile_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .error(230, testError)])
        let res = scheduler.start { xs.skip(while: { $0 < 4 }) }
        XCTAssertEqual(res.events, [.next(220, 5), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_skipWhile_whenDisposedEarly_stopsForwarding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .next(220, 6)])
        let res = scheduler.start(disposed: 215) { xs.skip(while: { $0 < 4 }) }
        XCTAssertEqual(res.events, [.next(210, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func test_skipWhile_whenPredicateThrows_endsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.skip(while: { element in
                if element == 3 { throw testError }
                return true
            })
        }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}

private final class CallCount {
    var value = 0
}
