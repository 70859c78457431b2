import XCTest
import RxCore
import RxTesting

final class ObservableDelayTests: RxTestCase {
    func test_delay_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_delay_whenSourceIsEmpty_delaysTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_delay_shiftsEveryElementAndTheCompletion_andReleasesTheSourceWhenItStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func test_delay_keepsTheGapsBetweenEvents_andSendsEventsDueTogetherOneTickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .next(255, 3), .next(255, 4), .completed(260)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        // As RxTest: the second event due at 355 waits for a zero timer, which runs at 356.
        XCTAssertEqual(res.events, [.next(350, 2), .next(355, 3), .next(356, 4), .completed(360)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func test_delay_withZeroDueTime_emitsOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .completed(300)])
        let res = scheduler.start { xs.delay(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(251, 2), .completed(301)])
    }

    func test_delay_whenSourceErrors_forwardsTheErrorAtOnceAndDropsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .next(350, 3), .error(400, testError)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2), .error(400, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func test_delay_whenSourceErrorsAtTheTimeAnElementIsDue_theErrorWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .next(350, 3), .next(450, 4), .error(550, testError)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2), .next(450, 3), .error(550, testError)])
    }

    func test_delay_whenDisposedEarly_dropsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 300) { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_delay_whenObserverSendsReentrantly_delaysThatElementToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.delay(.seconds(10), scheduler: scheduler).subscribe { event in
                res.on(event)
                if event.element == 1 { subject.onNext(2) }
            }
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2)])
    }
}
