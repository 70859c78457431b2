import XCTest
import RxTesting

final class ObservableTypePrimitiveSequenceTests: RxTestCase {
    func test_asSingle_oneElement_succeedsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_asSingle_empty_failsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        XCTAssertEqual(scheduler.start { xs.asSingle() }.events, [.error(250, RxError.noElements)])
    }

    func test_asSingle_secondElement_failsAtOnceAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_asSingle_error_isForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(scheduler.start { xs.asSingle() }.events, [.error(220, testError)])
    }

    func test_asSingle_never_andEarlyDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 300) { xs.asSingle() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_asMaybe_emptyCompletes_oneSucceeds_twoFail() {
        let empty = TestScheduler(initialClock: 0)
        let e = empty.createHotObservable([.completed(250, Int.self)])
        XCTAssertEqual(empty.start { e.asMaybe() }.events, [.completed(250)])

        let one = TestScheduler(initialClock: 0)
        let o = one.createHotObservable([.next(210, 1), .completed(250)])
        XCTAssertEqual(one.start { o.asMaybe() }.events, [.next(250, 1), .completed(250)])

        let two = TestScheduler(initialClock: 0)
        let t = two.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(two.start { t.asMaybe() }.events, [.error(220, RxError.moreThanOneElement)])
    }

    func test_asCompletable_onNeverObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Never.self)])
        XCTAssertEqual(scheduler.start { xs.asObservable().asCompletable() }.events, [.completed(250)])
    }

    func test_primitiveSequence_asObservableAndPrimitiveSequence() {
        let single = Single.just(1)
        XCTAssertTrue(single.primitiveSequence.asObservable() === single.asObservable())
    }
}
