import XCTest
import RxTesting

final class ObservableFilterTests: RxTestCase {
    private func isPrime(_ value: Int) -> Bool {
        value >= 2 && !(2..<value).contains { value % $0 == 0 }
    }

    func test_filter_never_sendsNothing_andStaysSubscribedUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_filter_empty_forwardsTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_filter_values_keepsOnlyMatchingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 1), .next(180, 2), .next(230, 3), .next(270, 4), .next(340, 5),
            .next(380, 6), .next(390, 7), .next(450, 8), .next(470, 9), .next(560, 10),
            .next(580, 11), .completed(600), .next(610, 12),
        ])
        let checked = AtomicCounter()
        let res = scheduler.start { xs.filter { checked.increment(); return self.isPrime($0) } }
        XCTAssertEqual(res.events, [.next(230, 3), .next(340, 5), .next(390, 7), .next(580, 11), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(checked.value, 9)
    }

    func test_filter_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 4), .error(300, testError), .next(310, 5)])
        let res = scheduler.start { xs.filter { $0 == 2 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_filter_disposedEarly_stopsForwarding_andUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 3), .next(340, 5), .next(390, 7), .completed(600)])
        let checked = AtomicCounter()
        let res = scheduler.start(disposed: 350) { xs.filter { checked.increment(); return self.isPrime($0) } }
        XCTAssertEqual(res.events, [.next(230, 3), .next(340, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
        XCTAssertEqual(checked.value, 2)
    }

    func test_filter_whenPredicateThrows_sendsTheErrorAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 3), .next(340, 5), .next(390, 7), .completed(600)])
        let res = scheduler.start {
            xs.filter { value -> Bool in
                if value > 4 { throw testError }
                return true
            }
        }
        XCTAssertEqual(res.events, [.next(230, 3), .error(340, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 340)])
    }

    func test_filter_rejectingEverything_stillForwardsTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.filter { _ in false } }
        XCTAssertEqual(res.events, [.completed(230)])
    }

    func test_filter_disposingFromInsideThePredicate_dropsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = SerialDisposable()
        scheduler.scheduleAt(200) {
            subscription.disposable = xs.filter { value -> Bool in
                if value == 2 { subscription.dispose() }
                return true
            }.subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
