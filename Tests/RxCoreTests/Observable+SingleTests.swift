import XCTest
import RxCore
import RxTesting

final class ObservableSingleTests: RxTestCase {
    func test_single_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_single_whenSourceIsEmpty_failsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_single_withOneElement_emitsItAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
    }

    func test_single_withTwoElements_emitsTheFirstThenFailsWithMoreThanOneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_single_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, testError, Int.self)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.error(210, testError)])
    }

    func test_single_whenDisposedEarly_stopsForwarding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start(disposed: 230) { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_singlePredicate_considersOnlyMatchingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 4), .next(230, 5), .completed(250)])
        let res = scheduler.start { xs.single { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(220, 4), .completed(250)])
    }

    func test_singlePredicate_withNoMatch_failsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.single { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
    }

    func test_singlePredicate_withTwoMatches_failsWithMoreThanOneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start { xs.single { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, RxError.moreThanOneElement)])
    }

    func test_singlePredicate_whenPredicateThrows_endsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.single { _ in throw testError } }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }
}
