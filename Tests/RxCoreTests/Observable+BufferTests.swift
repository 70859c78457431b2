import XCTest
import RxCore
import RxTesting

final class ObservableBufferTests: RxTestCase {
    private func basicSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), end,
        ])
    }

    func test_buffer_whenSourceNeverEmits_emitsAnEmptyBufferEveryTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(300, []), .next(400, []), .next(500, []), .next(600, []), .next(700, []), .next(800, []), .next(900, []),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_buffer_whenSourceIsEmpty_emitsTheEmptyBufferAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_buffer_emitsWhenFullOrWhenTheTimeSpanEnds_andAFinalBufferOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = basicSource(scheduler, end: .completed(600))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
            .next(580, []), .next(600, []), .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func test_buffer_whenSourceErrors_forwardsTheErrorAndDropsTheCollectedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = basicSource(scheduler, end: .error(600, testError))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
            .next(580, []), .error(600, testError),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func test_buffer_whenDisposedEarly_stopsEmitting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = basicSource(scheduler, end: .completed(600))
        let res = scheduler.start(disposed: 370) { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    func test_buffer_withCountZero_buffersByTimeOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(260)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 0, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, [1, 2, 3]), .next(260, []), .completed(260)])
    }

    func test_buffer_whenObserverSendsReentrantly_collectsThatElementInTheNextBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let res = scheduler.createObserver([Int].self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler).subscribe { event in
                res.on(event)
                if event.element == [1, 2] { subject.onNext(3) }
            }
        }
        scheduler.scheduleAt(210) {
            subject.onNext(1)
            subject.onNext(2)
        }
        scheduler.scheduleAt(280) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, [1, 2]), .next(260, [3])])
    }
}
