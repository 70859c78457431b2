import XCTest
import RxCore
import RxTesting

final class ObservableSkipUntilTests: RxTestCase {
    func test_skipUntil_whenBothNeverEmit_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, "a")])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 1000)])
    }

    func test_skipUntil_emitsTheElementsAfterOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, "a"), .next(225, "b"), .completed(230)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func test_skipUntil_whenOtherErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let r = scheduler.createHotObservable([.error(225, testError, String.self)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.error(225, testError)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func test_skipUntil_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])
        let r = scheduler.createHotObservable([.next(230, "a")])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 220)])
    }

    func test_skipUntil_whenOtherCompletesEmpty_neverForwards_andSourceCompletionEndsSilently() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let r = scheduler.createHotObservable([.completed(225, String.self)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func test_skipUntil_whenSourceIsEmpty_endsSilently() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.completed(230, Int.self)])
        let r = scheduler.createHotObservable([.next(240, "a")])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 230)])
    }

    func test_skipUntil_whenDisposedEarly_disposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(230, 3)])
        let r = scheduler.createHotObservable([.next(220, "a")])
        let res = scheduler.start(disposed: 235) { l.skip(until: r) }
        XCTAssertEqual(res.events, [.next(230, 3)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 220)])
    }
}
