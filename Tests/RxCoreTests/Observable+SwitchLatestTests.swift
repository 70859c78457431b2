import XCTest
import RxCore
import RxTesting

final class ObservableSwitchLatestTests: RxTestCase {
    func test_switchLatest_sendsOnlyTheLatestInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let xs = scheduler.createHotObservable([
            .next(300, ys1.asObservable()), .next(400, ys2.asObservable()), .completed(500),
        ])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .completed(500)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func test_switchLatest_whenTheOuterCompletesFirst_waitsForTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let xs = scheduler.createHotObservable([.next(300, ys1.asObservable()), .completed(310)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(310, 1), .completed(400)])
    }

    func test_switchLatest_ofEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Observable<Int>.self)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func test_switchLatest_whenAnInnerFails_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, testError, Int.self)])
        let xs = scheduler.createHotObservable([.next(300, ys1.asObservable()), .completed(500)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(310, 1), .error(320, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func test_switchLatest_whenTheOuterFails_failsAndDisposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(200)])
        let xs = scheduler.createHotObservable([.next(300, ys1.asObservable()), .error(350, testError)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(310, 1), .error(350, testError)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 350)])
    }

    func test_switchLatest_disposedEarly_disposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(200)])
        let xs = scheduler.createHotObservable([.next(300, ys1.asObservable()), .completed(600)])
        let res = scheduler.start(disposed: 350) { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(310, 1)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 350)])
    }
}
