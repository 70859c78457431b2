import XCTest
import RxTesting

final class SingleTests: RxTestCase {
    // MARK: create and subscribe

    func test_create_success_deliversElementThenDisposes() {
        var events: [String] = []
        var disposedResource = false
        let single = Single<Int>.create { observer in
            observer(.success(5))
            return Disposables.create { disposedResource = true }
        }
        _ = single.subscribe(
            onSuccess: { events.append("success(\($0))") },
            onFailure: { events.append("failure(\($0))") },
            onDisposed: { events.append("disposed") }
        )
        XCTAssertEqual(events, ["success(5)", "disposed"])
        XCTAssertTrue(disposedResource)
    }

    func test_create_failure_deliversError() {
        var events: [String] = []
        let single = Single<Int>.create { observer in
            observer(.failure(testError))
            return Disposables.create()
        }
        _ = single.subscribe(
            onSuccess: { events.append("success(\($0))") },
            onFailure: { events.append("failure(\($0))") },
            onDisposed: { events.append("disposed") }
        )
        XCTAssertEqual(events, ["failure(dummy)", "disposed"])
    }

    func test_create_secondEventIsDroppedAndReported() {
        var results: [SingleEvent<Int>] = []
        let reported = captureMisuse {
            let single = Single<Int>.create { observer in
                observer(.success(1))
                observer(.success(2))
                observer(.failure(testError))
                return Disposables.create()
            }
            _ = single.subscribe { results.append($0) }
        }
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(try results.first?.get(), 1)
        #if DEBUG
        XCTAssertEqual(reported.count, 2)
        #endif
    }

    func test_subscribeResultObserver_receivesSuccessAndFailure() {
        var results: [String] = []
        _ = Single.just(1).subscribe { event in
            switch event {
            case .success(let value): results.append("success(\(value))")
            case .failure(let error): results.append("failure(\(error))")
            }
        }
        _ = Single<Int>.error(testError).subscribe { event in
            switch event {
            case .success(let value): results.append("success(\(value))")
            case .failure(let error): results.append("failure(\(error))")
            }
        }
        XCTAssertEqual(results, ["success(1)", "failure(dummy)"])
    }

    func test_subscribe_disposedEarly_runsOnDisposedOnlyAndDisposesSource() {
        var events: [String] = []
        let single = Single<Int>.create { _ in Disposables.create { events.append("source disposed") } }
        let subscription = single.subscribe(onSuccess: { _ in events.append("success") }, onDisposed: { events.append("disposed") })
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(events, ["source disposed", "disposed"])
    }

    func test_subscribeWithObject_passesObjectAndStopsWhenItIsGone() {
        final class Owner { var values: [Int] = [] }
        let owner = Owner()
        _ = Single.just(3).subscribe(with: owner, onSuccess: { owner, value in owner.values.append(value) })
        XCTAssertEqual(owner.values, [3])

        var called = false
        var gone: Owner? = Owner()
        let subject = PublishSubject<Int>()
        let subscription = subject.asSingle().subscribe(with: gone!, onSuccess: { _, _ in called = true })
        gone = nil
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertFalse(called)
        subscription.dispose()
    }

    func test_unhandledFailure_goesToDefaultErrorHandler() {
        let errors = captureUnhandledErrors {
            _ = Single<Int>.error(testError).subscribe(onSuccess: { _ in })
        }
        XCTAssertEqual(errors, ["dummy"])
    }

    // MARK: creation operators in virtual time

    func test_just_succeedsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func test_justOnScheduler_succeedsOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    func test_error_failsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.error(testError) }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func test_never_deliversNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.never() }
        XCTAssertEqual(res.events, [])
    }

    func test_deferred_callsFactoryPerSubscription() {
        var calls = 0
        let single = Single<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        var values: [Int] = []
        _ = single.subscribe(onSuccess: { values.append($0) })
        _ = single.subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }

    func test_deferred_thrownErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.deferred { throw testError } }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func test_timer_succeedsWithZeroAfterDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.timer(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 0), .completed(210)])
    }

    // MARK: operators

    func test_map_transformsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
        let res = scheduler.start { xs.asSingle().map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(220, 20), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_map_thrownErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).map { _ -> Int in throw testError } }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func test_filter_returnsMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let kept = scheduler.start { Single.just(2).filter { $0 % 2 == 0 } }
        XCTAssertEqual(kept.events, [.next(200, 2), .completed(200)])
        let dropped = TestScheduler(initialClock: 0).start { Single.just(1).filter { $0 % 2 == 0 } }
        XCTAssertEqual(dropped.events, [.completed(200)])
    }

    func test_compactMap_returnsMaybe() {
        let value = TestScheduler(initialClock: 0).start { Single.just("7").compactMap { Int($0) } }
        XCTAssertEqual(value.events, [.next(200, 7), .completed(200)])
        let none = TestScheduler(initialClock: 0).start { Single.just("x").compactMap { Int($0) } }
        XCTAssertEqual(none.events, [.completed(200)])
    }

    func test_flatMap_continuesWithInnerSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, "a"), .completed(10)])
        let res = scheduler.start { Single.just(1).flatMap { _ in inner.asSingle() } }
        XCTAssertEqual(res.events, [.next(210, "a"), .completed(210)])
        XCTAssertEqual(inner.subscriptions, [Subscription(200, 210)])
    }

    func test_flatMap_selectorErrorFails() {
        let res = TestScheduler(initialClock: 0).start { Single.just(1).flatMap { _ -> Single<Int> in throw testError } }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func test_flatMapMaybe_andFlatMapCompletable() {
        let maybe = TestScheduler(initialClock: 0).start { Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() } }
        XCTAssertEqual(maybe.events, [.completed(200)])
        let completable = TestScheduler(initialClock: 0).start { Single.just(1).flatMapCompletable { _ in Completable.error(testError) } }
        XCTAssertEqual(completable.events, [.error(200, testError)])
    }

    func test_do_runsSideEffectsInOrder() {
        var log: [String] = []
        _ = Single.just(1)
            .do(
                onSuccess: { log.append("onSuccess \($0)") },
                afterSuccess: { log.append("afterSuccess \($0)") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
            .subscribe(onSuccess: { log.append("success \($0)") })
        XCTAssertEqual(log.first, "onSubscribe")
        XCTAssertTrue(log.contains("onSubscribed"), "\(log)")
        XCTAssertTrue(log.contains("onDispose"), "\(log)")
        let onSuccess = log.firstIndex(of: "onSuccess 1") ?? -1
        let success = log.firstIndex(of: "success 1") ?? -1
        let afterSuccess = log.firstIndex(of: "afterSuccess 1") ?? -1
        XCTAssertTrue(0 < onSuccess && onSuccess < success && success < afterSuccess, "\(log)")
        XCTAssertTrue(log.contains("onDispose"))
    }

    func test_do_onErrorThrowing_replacesError() {
        let res = TestScheduler(initialClock: 0).start {
            Single<Int>.error(testError).do(onError: { _ in throw testError1 })
        }
        XCTAssertEqual(res.events, [.error(200, testError1)])
    }

    func test_catch_continuesWithHandlerSingle() {
        let res = TestScheduler(initialClock: 0).start { Single<Int>.error(testError).catch { _ in .just(9) } }
        XCTAssertEqual(res.events, [.next(200, 9), .completed(200)])
    }

    func test_catchAndReturn_replacesError() {
        let res = TestScheduler(initialClock: 0).start { Single<Int>.error(testError).catchAndReturn(4) }
        XCTAssertEqual(res.events, [.next(200, 4), .completed(200)])
    }

    func test_retry_resubscribesAfterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start { xs.asSingle().retry(3) }
        XCTAssertEqual(res.events, [.error(260, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func test_retryWhen_resubscribesWhenTriggerEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let single = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(testError) : .just(attempts)
        }
        let res = scheduler.start {
            single.retry { (errors: Observable<Error>) in errors.map { _ in () } }
        }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    }

    func test_timeout_failsWhenElementIsLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.never().timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(250, RxError.timeout)])
    }

    func test_timeoutOther_switchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.never().timeout(.seconds(50), other: .just(2), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 2), .completed(250)])
    }

    func test_delay_delaysSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).delay(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1), .completed(231)])
    }

    func test_delaySubscription_subscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asSingle().delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 240)])
    }

    func test_observeOnAndSubscribeOn_useTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observed = scheduler.start { Single.just(1).observe(on: scheduler) }
        XCTAssertEqual(observed.events, [.next(201, 1), .completed(202)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let subscribed = scheduler2.start { Single.just(1).subscribe(on: scheduler2) }
        XCTAssertEqual(subscribed.events, [.next(201, 1), .completed(201)])
    }

    func test_using_disposesResourceWhenDone() {
        var disposed = false
        var value: Int?
        _ = Single<Int>.using({ TraitTestResource { disposed = true } }, primitiveSequenceFactory: { _ in .just(1) })
            .subscribe(onSuccess: { value = $0 })
        XCTAssertEqual(value, 1)
        XCTAssertTrue(disposed)
    }

    func test_asMaybeAndAsCompletable() {
        let maybe = TestScheduler(initialClock: 0).start { Single.just(1).asMaybe() }
        XCTAssertEqual(maybe.events, [.next(200, 1), .completed(200)])
        let completable = TestScheduler(initialClock: 0).start { Single.just(1).asCompletable() }
        XCTAssertEqual(completable.events, [.completed(200)])
    }

    // MARK: zip

    func test_zip2_waitsForBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let b = scheduler.createColdObservable([.next(30, "b"), .completed(30)])
        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(230, "1b"), .completed(230)])
    }

    func test_zipTuple_andFailureWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let b = scheduler.createColdObservable([.error(5, testError, Int.self)])
        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()).map { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(205, testError)])
    }

    func test_zip8_combinesAll() {
        let one: Single<Int> = .just(1)
        let res = TestScheduler(initialClock: 0).start {
            Single.zip(one, one, one, one, one, one, one, one) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
                let firstHalf = a + b + c + d
                return firstHalf + e + f + g + h
            }
        }
        XCTAssertEqual(res.events, [.next(200, 8), .completed(200)])
    }

    func test_zipCollection_emptySucceedsWithEmptyArray() {
        var result: [Int]?
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { result = $0 })
        XCTAssertEqual(result, [])
        var sum: Int?
        _ = Single.zip([Single.just(1), .just(2)]) { $0.reduce(0, +) }.subscribe(onSuccess: { sum = $0 })
        XCTAssertEqual(sum, 3)
    }
}

/// A resource for `using` tests that runs a closure when disposed.
///
/// `@unchecked Sendable` (`Disposable` is `Sendable`): the tests dispose it on their own
/// thread, the only one `onDispose` (which records into the test's state) runs on.
private final class TraitTestResource: Disposable, @unchecked Sendable {
    private let onDispose: () -> Void
    init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
    func dispose() { onDispose() }
}
