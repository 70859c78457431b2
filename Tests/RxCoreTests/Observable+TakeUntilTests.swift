import XCTest
import RxCore
import RxTesting

final class ObservableTakeUntilTests: RxTestCase {
    func test_takeUntil_whenBothNeverEmit_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, "a")])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 1000)])
    }

    func test_takeUntil_whenSourceIsEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let r = scheduler.createHotObservable([.next(150, "a")])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 230)])
    }

    func test_takeUntil_whenOtherEmits_completesAndDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, "a"), .next(225, "b"), .completed(230)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(225)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func test_takeUntil_whenOtherErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let r = scheduler.createHotObservable([.error(225, testError, String.self)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(225, testError)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func test_takeUntil_whenOtherCompletesEmpty_ignoresItAndReleasesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let r = scheduler.createHotObservable([.completed(225, String.self)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func test_takeUntil_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])
        let r = scheduler.createHotObservable([.next(240, "a")])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 220)])
    }

    func test_takeUntil_whenDisposedEarly_disposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3)])
        let r = scheduler.createHotObservable([.next(240, "a")])
        let res = scheduler.start(disposed: 215) { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 215)])
    }

    func test_takeUntil_whenOtherEmitsOnSubscription_neverSubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2)])
        let other = Observable<String>.create { observer in
            observer.onNext("now")
            return Disposables.create()
        }
        let res = scheduler.start { l.take(until: other) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(l.subscriptions, [])
    }

    func test_takeUntil_whenObserverTriggersOtherReentrantly_completesWithinTheTrigger_asInRxSwift() {
        let source = PublishSubject<Int>()
        let trigger = PublishSubject<Void>()
        var events: [String] = []
        let subscription = source.take(until: trigger).subscribe { event in
            events.append(event.debugDescription)
            if event.element == 1 {
                trigger.onNext(())
                events.append("after trigger")
            }
        }
        source.onNext(1)
        source.onNext(2)
        // Re-entrant events on the delivering thread are handled at once, nested, as under
        // RxSwift's recursive lock (only another thread's events wait for the current one).
        XCTAssertEqual(events, ["next(1)", "completed", "after trigger"])
        subscription.dispose()
    }
}
