import Foundation
import XCTest
import RxTesting

final class TestSchedulerTests: LeakCheckingTestCase {
    func test_defaults_areRxTestTimes() {
        XCTAssertEqual(TestScheduler.Defaults.created, 100)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
    }

    func test_start_createsAt100_subscribesAt200_disposesAt1000() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let res = scheduler.start { () -> Observable<Int> in
            log.append("created@\(scheduler.clock)")
            return Observable.create { observer in
                log.append("subscribed@\(scheduler.clock)")
                observer.onNext(1)
                return Disposables.create { log.append("disposed@\(scheduler.clock)") }
            }
        }
        XCTAssertEqual(log.entries, ["created@100", "subscribed@200", "disposed@1000"])
        XCTAssertEqual(res.events, [.next(200, 1)])
        XCTAssertEqual(scheduler.clock, 1000)
    }

    func test_start_withCustomTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(40, 0), .next(60, 1), .next(80, 2), .next(120, 3)])
        let res = scheduler.start(created: 10, subscribed: 50, disposed: 100) { xs }
        XCTAssertEqual(res.events, [.next(60, 1), .next(80, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(50, 100)])
    }

    func test_start_disposed_usesDefaultCreateAndSubscribeTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_start_acceptsAnyObservableConvertible() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, "a"), .completed(10)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(205, "a"), .completed(210)])
    }

    func test_hotObservable_sendsOnlyWhileSubscribed_andRecordsEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(310, 3), .next(410, 4)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let firstSubscription = SerialDisposable()
        scheduler.scheduleAt(200) { firstSubscription.disposable = xs.subscribe(first) }
        scheduler.scheduleAt(300) { _ = xs.subscribe(second) }
        scheduler.scheduleAt(400) { firstSubscription.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 2), .next(310, 3)])
        XCTAssertEqual(second.events, [.next(310, 3), .next(410, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(300)])
        XCTAssertEqual(xs.subscriptions.last?.unsubscribe, Subscription.infinity)
    }

    func test_hotObservable_sendsEveryRecordedEvent_evenAfterAStopEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
        let observer = scheduler.createObserver(Int.self)
        _ = xs.subscribe(observer)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220), .next(230, 2)])
    }

    func test_hotObservable_eventsInThePast_arriveWhenTheSchedulerStarts() {
        let scheduler = TestScheduler(initialClock: 500)
        let xs = scheduler.createHotObservable([.next(100, 1)])
        let observer = scheduler.createObserver(Int.self)
        _ = xs.subscribe(observer)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(500, 1)])
    }

    func test_hotObservable_exposesItsRecordedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        XCTAssertEqual(scheduler.createHotObservable(events).recordedEvents, events)
        XCTAssertEqual(scheduler.createColdObservable(events).recordedEvents, events)
        scheduler.start()
    }

    func test_coldObservable_givesEachSubscriptionItsOwnTimeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(205) { _ = xs.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, 2), .completed(130)])
        XCTAssertEqual(second.events, [.next(215, 1), .next(225, 2), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(205)])
    }

    func test_coldObservable_disposingCancelsThePendingEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(900)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = SerialDisposable()
        scheduler.scheduleAt(100) { subscription.disposable = xs.subscribe(observer) }
        scheduler.scheduleAt(115) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(110, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 115)])
        XCTAssertEqual(scheduler.clock, 115)
    }

    func test_coldObservable_withOperatorChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .error(40, TestError.dummy)])
        let res = scheduler.start { xs.filter { $0 != 2 }.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 30), .error(240, TestError.dummy)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func test_testableObserver_recordsTheClock_whenEventsArriveFromAnywhere() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        observer.onNext("before")
        scheduler.advanceTo(50)
        observer.onNext("after")
        observer.onCompleted()
        XCTAssertEqual(observer.events, [.next(0, "before"), .next(50, "after"), .completed(50)])
    }

    func test_testableObserver_worksWithSubjects() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = subject.subscribe(observer)
        scheduler.scheduleAt(10) { subject.onNext(1) }
        scheduler.scheduleAt(20) { subject.onError(TestError.other) }
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(observer.events, [.next(10, 1), .error(20, TestError.other)])
    }

    func test_record_subscribesNow_andDisposesAtTheGivenTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        scheduler.advanceTo(5)
        let observer = scheduler.record(xs, disposed: 25)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(5, 25)])
    }

    func test_record_byDefault_keepsRecordingUntil100000() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50_000, 1)])
        let observer = scheduler.record(xs)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(50_000, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 100_000)])
    }

    func test_recordedEvents_comparedWithOptionalElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Optional(1)), .next(220, nil), .completed(230)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, nil), .completed(230)])
    }
}
