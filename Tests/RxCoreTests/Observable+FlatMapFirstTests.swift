import XCTest
import RxCore
import RxTesting

final class ObservableFlatMapFirstTests: RxTestCase {
    private func twoStep(_ x: Int) -> [Recorded<Event<Int>>] {
        [.next(10, x), .next(30, x * 10), .completed(40)]
    }

    func test_flatMapFirst_dropsElementsWhileAnInnerRuns_withoutCallingTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: twoStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(280)])
        let res = scheduler.start { xs.flatMapFirst { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 10), .next(270, 3), .next(290, 30), .completed(300)])
        XCTAssertEqual(inners.requested, [1, 3])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 250)])
        XCTAssertEqual(inners.subscriptions(of: 3), [Subscription(260, 300)])
    }

    func test_flatMapFirst_ofEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.flatMapFirst { Observable.just($0) } }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func test_flatMapFirst_ofNever_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.flatMapFirst { Observable.just($0) } }
        XCTAssertEqual(res.events, [])
    }

    func test_flatMapFirst_whenTheInnerFails_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler) { _ in [.error(10, testError)] }
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.flatMapFirst { inners.make($0) } }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_flatMapFirst_whenTheOuterFails_failsAndDisposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: twoStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { xs.flatMapFirst { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 230)])
    }

    func test_flatMapFirst_whenTheSelectorThrows_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.flatMapFirst { _ -> Observable<Int> in throw testError } }
        XCTAssertEqual(res.events, [.error(210, testError)])
    }

    func test_flatMapFirst_disposedEarly_disposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: twoStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 225) { xs.flatMapFirst { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 225)])
    }
}
