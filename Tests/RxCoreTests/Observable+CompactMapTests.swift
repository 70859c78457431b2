import XCTest
import RxTesting

final class ObservableCompactMapTests: RxTestCase {
    func test_compactMap_never_sendsNothing_andStaysSubscribedUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "1")])
        let res = scheduler.start { xs.compactMap(Int.init) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_compactMap_empty_forwardsTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "1"), .completed(300)])
        let res = scheduler.start { xs.compactMap(Int.init) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_compactMap_values_sendsTheNonNilResults_andDropsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .next(240, ""), .completed(300),
        ])
        let res = scheduler.start { xs.compactMap(Int.init) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_compactMap_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .error(300, testError), .next(310, "2")])
        let res = scheduler.start { xs.compactMap(Int.init) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_compactMap_disposedEarly_stopsForwarding_andUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(290, "2"), .next(310, "3"), .completed(400)])
        let calls = AtomicCounter()
        let res = scheduler.start(disposed: 300) { xs.compactMap { value -> Int? in calls.increment(); return Int(value) } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(290, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(calls.value, 2)
    }

    func test_compactMap_whenTransformThrows_sendsTheErrorAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.compactMap { value -> Int? in
                if value == 3 { throw testError }
                return value == 1 ? nil : value
            }
        }
        XCTAssertEqual(res.events, [.next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_compactMap_onOptionalElements_unwrapsThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Int?.some(1)), .next(220, nil), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.compactMap { $0 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
    }

    func test_compactMap_disposingFromInsideTheTransform_dropsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = SerialDisposable()
        scheduler.scheduleAt(200) {
            subscription.disposable = xs.compactMap { value -> Int? in
                if value == 2 { subscription.dispose() }
                return value
            }.subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
