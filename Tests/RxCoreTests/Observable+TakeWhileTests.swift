import XCTest
import RxCore
import RxTesting

final class ObservableTakeWhileTests: RxTestCase {
    func test_takeWhile_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.take(while: { $0 < 5 }) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_takeWhile_whenSourceIsEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.take(while: { $0 < 5 }) }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func test_takeWhile_exclusive_completesAtTheFirstFailingElementWithoutIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 5), .next(240, 4), .completed(250)])
        let res = scheduler.start { xs.take(while: { $0 < 5 }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_takeWhile_inclusive_emitsTheFirstFailingElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 5), .next(240, 4), .completed(250)])
        let res = scheduler.start { xs.take(while: { $0 < 5 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 5), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_takeWhile_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])
        let res = scheduler.start { xs.take(while: { $0 < 5 }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_takeWhile_whenDisposedEarly_stopsForwarding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3)])
        let res = scheduler.start(disposed: 215) { xs.take(while: { $0 < 5 }) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func test_takeWhile_whenPredicateThrows_endsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.take(while: { element in
                if element == 3 { throw testError }
                return true
            })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_takeUntilPredicate_exclusive_completesWithoutTheMatchingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 5), .next(240, 4), .completed(250)])
        let res = scheduler.start { xs.take(until: { $0 == 5 }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_takeUntilPredicate_inclusive_emitsTheMatchingElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 5), .next(240, 4), .completed(250)])
        let res = scheduler.start { xs.take(until: { $0 == 5 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 5), .completed(230)])
    }

    func test_takeUntilPredicate_whenPredicateThrows_endsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.take(until: { _ in throw testError }) }
        XCTAssertEqual(res.events, [.error(210, testError)])
    }

    func test_takeUntilPredicate_whenNothingMatches_forwardsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.take(until: { $0 > 100 }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
    }
}
