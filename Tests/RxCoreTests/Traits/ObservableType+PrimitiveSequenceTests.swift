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

final class ObservableTypeFirstAndToArrayTests: RxTestCase {
    func test_first_succeedsWithFirstElementAndDisposesSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_first_emptySucceedsWithNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.next(250, nil), .completed(250)])
    }

    func test_first_errorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, testError, Int.self)])
        XCTAssertEqual(scheduler.start { xs.first() }.events, [.error(250, testError)])
    }

    func test_toArray_collectsUntilCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        var result: [Int]?
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.toArray().subscribe(onSuccess: { result = $0 }) }
        scheduler.start()
        XCTAssertEqual(result, [1, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        subscription?.dispose()
    }

    func test_toArray_emptySucceedsWithEmptyArray_errorFails() {
        var empty: [Int]?
        _ = Observable<Int>.empty().toArray().subscribe(onSuccess: { empty = $0 })
        XCTAssertEqual(empty, [])
        var failure: Error?
        _ = Observable<Int>.error(testError).toArray().subscribe(onFailure: { failure = $0 })
        XCTAssertEqual(failure as? TestError, testError)
    }
}
