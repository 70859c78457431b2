import XCTest
import RxCore
import RxTesting

final class ObservableStartWithTests: RxTestCase {
    func test_startWith_sendsTheGivenElementsFirst_atSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.startWith(0, 1) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_startWith_ofNever_sendsOnlyTheGivenElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.startWith(7) }
        XCTAssertEqual(res.events, [.next(200, 7)])
    }

    func test_startWith_whenTheSourceFails_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, testError, Int.self)])
        let res = scheduler.start { xs.startWith(7) }
        XCTAssertEqual(res.events, [.next(200, 7), .error(250, testError)])
    }

    func test_startWith_disposedEarly_disposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let res = scheduler.start(disposed: 230) { xs.startWith(7) }
        XCTAssertEqual(res.events, [.next(200, 7), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_startWith_chained_prependsInCallOrder() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.just(3).startWith(2).startWith(0, 1))
        XCTAssertEqual(collector.events, [.next(0), .next(1), .next(2), .next(3), .completed])
    }
}
