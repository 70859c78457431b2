import XCTest
import RxCore
import RxTesting

final class ObservableEnumeratedTests: RxTestCase {
    private func described(_ source: TestableObservable<String>) -> Observable<String> {
        source.enumerated().map { "\($0.index):\($0.element)" }
    }

    func test_enumerated_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "x")])
        let res = scheduler.start { self.described(xs) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_enumerated_whenSourceIsEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "x"), .completed(250)])
        let res = scheduler.start { self.described(xs) }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func test_enumerated_pairsEachElementWithItsIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "x"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(250)])
        let res = scheduler.start { self.described(xs) }
        XCTAssertEqual(res.events, [.next(210, "0:a"), .next(220, "1:b"), .next(230, "2:c"), .completed(250)])
    }

    func test_enumerated_eachSubscriptionCountsFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let described = self.described(xs)
        let first = scheduler.record(described)
        let second = scheduler.record(described)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(10, "0:a"), .next(20, "1:b"), .completed(30)])
        XCTAssertEqual(second.events, first.events)
    }

    func test_enumerated_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, testError)])
        let res = scheduler.start { self.described(xs) }
        XCTAssertEqual(res.events, [.next(210, "0:a"), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_enumerated_whenDisposedEarly_stopsForwarding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
        let res = scheduler.start(disposed: 215) { self.described(xs) }
        XCTAssertEqual(res.events, [.next(210, "0:a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }
}
