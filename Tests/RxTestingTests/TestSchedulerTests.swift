import XCTest
import RxTesting

final class TestSchedulerTests: LeakCheckingTestCase {
    func test_start_withHotObservable_recordsEventsInWindowAndSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_start_withColdObservable_sendsRelativeToSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError.dummy)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError.dummy)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_start_disposedEarly_recordsUnsubscribeTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
        let res = scheduler.start(disposed: 400) { xs }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
