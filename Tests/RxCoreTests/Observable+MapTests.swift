import XCTest
import RxTesting

final class ObservableMapTests: RxTestCase {
    func test_map_never_sendsNothing_andStaysSubscribedUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_map_empty_forwardsTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_map_values_transformsEachElementInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .next(290, 4), .completed(300), .next(310, 5)])
        let res = scheduler.start { xs.map { "\($0 * 2)" } }
        XCTAssertEqual(res.events, [.next(210, "4"), .next(240, "6"), .next(290, "8"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_map_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(300, testError), .next(310, 3)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_map_disposedEarly_stopsForwarding_andUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2), .next(310, 3), .completed(400)])
        let calls = AtomicCounter()
        let res = scheduler.start(disposed: 300) { xs.map { value -> Int in calls.increment(); return value * 2 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(290, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(calls.value, 2, "the transform is not called after disposal")
    }

    func test_map_whenTransformThrows_sendsTheErrorAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw testError }
                return value * 10
            }
        }
        XCTAssertEqual(res.events, [.next(210, 10), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_map_cold_eachSubscriptionRunsSeparately() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let mapped = xs.map { $0 + 100 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = mapped.subscribe(first) }
        scheduler.scheduleAt(205) { _ = mapped.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 101), .next(220, 102), .completed(230)])
        XCTAssertEqual(second.events, [.next(215, 101), .next(225, 102), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(205, 235)])
    }

    func test_map_chained_composesTheTransforms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.map { $0 + 1 }.map { $0 * 10 }.map { "\($0)" } }
        XCTAssertEqual(res.events, [.next(210, "20"), .next(220, "30"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_map_disposingFromInsideTheTransform_dropsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = SerialDisposable()
        scheduler.scheduleAt(200) {
            subscription.disposable = xs.map { value -> Int in
                if value == 2 { subscription.dispose() }
                return value
            }.subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
