import XCTest
import RxTesting

final class ObservableSubscribeTests: RxTestCase {
    private func just(_ values: [Int], then stop: Event<Int>? = .completed) -> Observable<Int> {
        Observable.create { observer in
            values.forEach(observer.onNext)
            if let stop { observer.on(stop) }
            return Disposables.create()
        }
    }

    func test_subscribe_closures_receiveValuesThenCompletion_thenOnDisposedOnce() {
        let log = CallRecorder()
        let subscription = just([1, 2]).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        XCTAssertEqual(log.entries, ["next 1", "next 2", "completed", "disposed"])
    }

    func test_subscribe_closures_onError_thenOnDisposedOnce() {
        let log = CallRecorder()
        let subscription = just([1], then: .error(testError)).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log.entries, ["next 1", "error dummy", "disposed"])
    }

    func test_subscribe_closures_dispose_runsOnDisposedOnce_andStopsDelivery() {
        let subject = PublishSubject<Int>()
        let log = CallRecorder()
        let subscription = subject.subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(1)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(log.entries, ["next 1", "disposed"])
    }

    func test_subscribe_closures_disposingFromInsideOnCompleted_runsOnDisposedOnce() {
        let subject = PublishSubject<Int>()
        let log = CallRecorder()
        var subscription: Disposable?
        subscription = subject.subscribe(
            onCompleted: {
                log.append("completed")
                subscription?.dispose()
            },
            onDisposed: { log.append("disposed") }
        )
        subject.onCompleted()
        XCTAssertEqual(log.entries, ["completed", "disposed"])
        // Disposing let go of the sink, so the closure → subscription → sink cycle is
        // already broken; the leak check in tearDown proves it.
        XCTAssertTrue((subscription as? Cancelable)?.isDisposed ?? false)
    }

    func test_subscribe_closures_areAllOptional() {
        let subscription = just([1, 2]).subscribe()
        subscription.dispose()
        let onlyNext = CallRecorder()
        _ = just([3]).subscribe(onNext: { onlyNext.append("\($0)") })
        XCTAssertEqual(onlyNext.entries, ["3"])
    }

    func test_subscribe_withoutOnError_sendsTheErrorToTheDefaultErrorHandler() {
        let log = CallRecorder()
        let reports = recordingUnhandledErrors {
            _ = just([1], then: .error(testError)).subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
        }
        XCTAssertEqual(reports, ["dummy"])
        XCTAssertEqual(log.entries, ["next 1", "disposed"])
    }

    func test_subscribe_withOnError_doesNotCallTheDefaultErrorHandler() {
        let reports = recordingUnhandledErrors {
            _ = just([], then: .error(testError)).subscribe(onError: { _ in })
        }
        XCTAssertEqual(reports, [])
    }

    func test_subscribe_virtualTime_deliversEachCallbackAtItsTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let log = CallRecorder()
        scheduler.scheduleAt(200) {
            _ = xs.subscribe(
                onNext: { log.append("next \($0) at \(scheduler.clock)") },
                onCompleted: { log.append("completed at \(scheduler.clock)") },
                onDisposed: { log.append("disposed at \(scheduler.clock)") }
            )
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["next 1 at 210", "next 2 at 220", "completed at 230", "disposed at 230"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_subscribe_disposingTheSubscription_unsubscribesFromTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let log = CallRecorder()
        let subscription = SerialDisposable()
        scheduler.scheduleAt(200) { subscription.disposable = xs.subscribe(onNext: { log.append("\($0)") }) }
        scheduler.scheduleAt(250) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(log.entries, ["1"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_subscribeWith_passesTheObjectToEveryClosure() {
        let owner = LifetimeProbe()
        let log = CallRecorder()
        _ = just([1], then: .completed).subscribe(
            with: owner,
            onNext: { object, value in log.append("next \(value) \(object === owner)") },
            onError: { _, _ in log.append("error") },
            onCompleted: { object in log.append("completed \(object === owner)") },
            onDisposed: { object in log.append("disposed \(object === owner)") }
        )
        XCTAssertEqual(log.entries, ["next 1 true", "completed true", "disposed true"])

        let errors = CallRecorder()
        _ = just([], then: .error(testError)).subscribe(with: owner, onError: { object, error in errors.append("\(error) \(object === owner)") })
        XCTAssertEqual(errors.entries, ["dummy true"])
    }

    func test_subscribeWith_holdsTheObjectWeakly_andCallsNothingOnceItIsGone() {
        let subject = PublishSubject<Int>()
        let log = CallRecorder()
        weak var weakOwner: LifetimeProbe?
        var owner: LifetimeProbe? = LifetimeProbe()
        weakOwner = owner
        let subscription = subject.subscribe(
            with: owner!,
            onNext: { _, value in log.append("next \(value)") },
            onError: { _, _ in log.append("error") },
            onCompleted: { _ in log.append("completed") },
            onDisposed: { _ in log.append("disposed") }
        )
        subject.onNext(1)
        owner = nil
        XCTAssertNil(weakOwner, "the subscription must not keep the object alive")

        subject.onNext(2)
        subject.onCompleted()
        subscription.dispose()

        XCTAssertEqual(log.entries, ["next 1"])
    }

    func test_subscribeWith_objectGone_errorDoesNotReachTheDefaultHandler() {
        let subject = PublishSubject<Int>()
        var owner: LifetimeProbe? = LifetimeProbe()
        let subscription = subject.subscribe(with: owner!, onError: { _, _ in })
        owner = nil
        let reports = recordingUnhandledErrors { subject.onError(testError) }
        XCTAssertEqual(reports, [])
        subscription.dispose()
    }

    func test_subscribeEvent_receivesEveryEvent_includingTheStopEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError), .next(240, 3)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe { observer.on($0) } }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_subscribeEvent_dispose_stopsDelivery() {
        let subject = PublishSubject<Int>()
        let log = CallRecorder()
        let subscription = subject.subscribe { log.append($0.debugDescription) }
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(log.entries, ["next(1)"])
    }

    func test_subscribeObserver_forwardsEveryEventToTheObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.asObservable().map { $0 }.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
    }

    func test_subscribeObserver_withAnyObserver_forwardsEveryEvent() {
        let log = CallRecorder()
        let observer = AnyObserver<Int> { log.append($0.debugDescription) }
        _ = just([1, 2]).subscribe(observer)
        XCTAssertEqual(log.entries, ["next(1)", "next(2)", "completed"])
    }

    func test_subscribe_releasesTheClosures_afterCompletionOnceTheSubscriptionIsDropped() {
        weak var weakProbe: LifetimeProbe?
        do {
            let probe = LifetimeProbe()
            weakProbe = probe
            _ = just([1]).subscribe(onNext: { _ in _ = probe })
        }
        XCTAssertNil(weakProbe)
    }

    func test_subscribe_neverEnding_releasesTheClosuresWhenDisposed() {
        let subject = PublishSubject<Int>()
        weak var weakProbe: LifetimeProbe?
        var subscription: Disposable?
        do {
            let probe = LifetimeProbe()
            weakProbe = probe
            subscription = subject.subscribe(onNext: { _ in _ = probe })
        }
        XCTAssertNotNil(weakProbe, "a live subscription keeps its closures")
        subscription?.dispose()
        XCTAssertNil(weakProbe, "disposing releases the closures even while the subscription is still held")
        subscription = nil
    }

    func test_subscribe_closureCapturingItsOwnSubscription_isReleasedAfterDispose() {
        final class Owner {
            var subscription: Disposable?
            var received: [Int] = []
        }
        let subject = PublishSubject<Int>()
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            weakOwner = owner
            owner.subscription = subject.subscribe(onNext: { owner.received.append($0) })
            subject.onNext(1)
            owner.subscription?.dispose()
        }
        XCTAssertNil(weakOwner, "owner → subscription → closure → owner must not outlive dispose()")
    }
}
