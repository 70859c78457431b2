import XCTest
import RxTesting

final class PublishSubjectTests: RxTestCase {
    func test_publishSubject_deliversOnlyEventsAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(100) { subscriptions.append(subject.subscribe(early)) }
        scheduler.scheduleAt(200) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subscriptions.append(subject.subscribe(late)) }
        scheduler.scheduleAt(400) { subject.onNext(2) }
        scheduler.scheduleAt(500) { subject.onCompleted() }
        scheduler.scheduleAt(600) { subject.onNext(3) }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(200, 1), .next(400, 2), .completed(500)])
        XCTAssertEqual(late.events, [.next(400, 2), .completed(500)])
        subscriptions.forEach { $0.dispose() }
    }

    func test_publishSubject_afterError_lateSubscriberReceivesTheError() {
        let subject = PublishSubject<Int>()
        subject.onError(testError)
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, [.error(testError)])
    }

    func test_publishSubject_whenObserverDisposes_itReceivesNothingMore() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    func test_publishSubject_whenDisposed_newSubscribersGetDisposedError() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        var error: Error?
        _ = subject.subscribe(onError: { error = $0 })
        XCTAssertEqual(error as? RxError, RxError.disposed(object: subject))
        XCTAssertTrue(subject.isDisposed)
    }

    func test_publishSubject_reentrantSend_isDeliveredAfterTheCurrentEventToEveryObserver() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            if value == 1 { subject.onNext(2) }
        })
        let second = subject.subscribe(onNext: { log.append("b\($0)") })
        subject.onNext(1)
        // RxSwift would log a1 a2 b2 b1: observer b would see 2 before 1.
        XCTAssertEqual(log, ["a1", "b1", "a2", "b2"])
        first.dispose()
        second.dispose()
    }

    func test_publishSubject_deepReentrancy_doesNotGrowTheStack() {
        let subject = PublishSubject<Int>()
        var count = 0
        let subscription = subject.subscribe(onNext: { value in
            count += 1
            if value < 200_000 { subject.onNext(value + 1) }
        })
        subject.onNext(0)
        XCTAssertEqual(count, 200_001)
        subscription.dispose()
    }

    func test_publishSubject_subscribeInsideDelivery_receivesOnlyLaterEvents() {
        let subject = PublishSubject<Int>()
        var inner: [Int] = []
        var innerSubscription: Disposable?
        let outer = subject.subscribe(onNext: { value in
            if innerSubscription == nil {
                innerSubscription = subject.subscribe(onNext: { inner.append($0) })
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(inner, [2])
        outer.dispose()
        innerSubscription?.dispose()
    }

    func test_publishSubject_unsubscribeDuringDelivery_isSafe() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscriptions: [Disposable] = []
        for _ in 0..<3 {
            subscriptions.append(subject.subscribe(onNext: { value in
                received.append(value)
                subscriptions.forEach { $0.dispose() }
            }))
        }
        subject.onNext(1)
        subject.onNext(2)
        // The snapshot taken for event 1 includes all three observers; each has
        // disposed by the time event 2 is sent.
        XCTAssertEqual(received.filter { $0 == 2 }, [])
        XCTAssertFalse(subject.hasObservers)
        subscriptions = []  // the closures captured the array: break that cycle
    }
    // A subject's only observer is held by the subject itself, not in a list (round 8):
    // what is queued for it and a second observer subscribed meanwhile keep their order.
    func test_publishSubject_onlyObserver_eventQueuedBeforeASecondSubscribes_reachesOnlyTheFirst() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var second: Disposable?
        let first = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            if value == 1 {
                subject.onNext(2)
                second = subject.subscribe(onNext: { log.append("b\($0)") })
                subject.onNext(3)
            }
        })
        subject.onNext(1)
        XCTAssertEqual(log, ["a1", "a2", "a3", "b3"])
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second?.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func test_publishSubject_onlyObserver_completedReentrantly_getsItAfterTheCurrentElementAndNothingMore() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(onNext: { value in
            log.append("\(value)")
            if value == 1 {
                subject.onCompleted()
                subject.onNext(2)
            }
        }, onCompleted: { log.append("completed") })
        subject.onNext(1)
        subject.onNext(3)
        XCTAssertEqual(log, ["1", "completed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    // `subscribe(onNext:…)` on a running publish subject returns a handle that is a value
    // (the subject holds the sink alone); these pin that it behaves as any subscription.

    func test_subscribeClosures_dispose_runsOnDisposedOnce_andReportsDisposed() {
        let subject = PublishSubject<Int>()
        let log = CallRecorder()
        let subscription = subject.subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, false)
        subject.onNext(1)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(log.entries, ["next 1", "disposed"])
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
    }

    func test_subscribeClosures_afterCompletion_disposeDoesNotRunOnDisposedAgain() {
        let subject = PublishSubject<Int>()
        let log = CallRecorder()
        let subscription = subject.subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        subject.onCompleted()
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
        subscription.dispose()
        XCTAssertEqual(log.entries, ["completed", "disposed"])
    }

    func test_subscribeClosures_subjectDisposedFirst_disposingTheSubscriptionStillEndsIt() {
        let subject = PublishSubject<Int>()
        let log = CallRecorder()
        weak var weakProbe: LifetimeProbe?
        var subscriptions: [Disposable] = []
        do {
            let probe = LifetimeProbe()
            weakProbe = probe
            subscriptions.append(subject.subscribe(onNext: { _ in _ = probe }, onDisposed: { log.append("first disposed") }))
            subscriptions.append(subject.subscribe { _ in log.append("event") })
            subscriptions.append(subject.subscribe(onDisposed: { log.append("third disposed") }))
        }
        subject.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(1)
        subscriptions[2].dispose()
        subscriptions[0].dispose()
        XCTAssertNil(weakProbe, "disposing releases the closures")
        XCTAssertEqual(log.entries, ["third disposed", "first disposed"])
        subscriptions[1].dispose()
    }

    func test_subscribeClosures_soloObserver_subjectDisposedFirst_disposingTheSubscriptionStillEndsIt() {
        let subject = PublishSubject<Int>()
        let log = CallRecorder()
        let subscription = subject.subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
        subject.dispose()
        subject.onNext(1)
        subscription.dispose()
        XCTAssertEqual(log.entries, ["disposed"])
    }

    func test_subscribeClosures_disposedByAnotherObserverDuringDelivery_receivesNothingMore() {
        let subject = PublishSubject<Int>()
        let log = CallRecorder()
        var second: Disposable?
        let first = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            second?.dispose()
        })
        second = subject.subscribe(onNext: { log.append("b\($0)") }, onDisposed: { log.append("b disposed") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log.entries, ["a1", "b disposed", "a2"])
        first.dispose()
        XCTAssertFalse(subject.hasObservers)
    }
}
