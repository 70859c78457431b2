import XCTest
import RxTesting

final class CompletableTests: RxTestCase {
    private func outcomes(_ completable: Completable) -> [String] {
        var events: [String] = []
        _ = completable.subscribe(
            onCompleted: { events.append("completed") },
            onError: { events.append("error(\($0))") },
            onDisposed: { events.append("disposed") }
        )
        return events
    }

    func test_create_completedAndError() {
        XCTAssertEqual(outcomes(Completable.create { observer in
            observer(.completed)
            return Disposables.create()
        }), ["completed", "disposed"])
        XCTAssertEqual(outcomes(Completable.create { observer in
            observer(.error(testError))
            observer(.completed)
            return Disposables.create()
        }), ["error(dummy)", "disposed"])
    }

    func test_subscribeEventObserver_andWithObject() {
        var events: [String] = []
        _ = Completable.empty().subscribe { event in
            if case .completed = event { events.append("completed") }
        }
        final class Owner { var errors = 0 }
        let owner = Owner()
        _ = Completable.error(testError).subscribe(with: owner, onError: { owner, _ in owner.errors += 1 })
        XCTAssertEqual(events, ["completed"])
        XCTAssertEqual(owner.errors, 1)
    }

    func test_unhandledError_goesToDefaultErrorHandler() {
        let errors = captureUnhandledErrors { _ = Completable.error(testError).subscribe() }
        XCTAssertEqual(errors, ["dummy"])
    }

    func test_emptyErrorNever_inVirtualTime() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.error(testError) }.events, [.error(200, testError)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.never() }.events, [])
    }

    func test_asCompletable_fromObservable_ignoresElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.asCompletable() }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_asCompletable_forwardsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        XCTAssertEqual(scheduler.start { xs.asCompletable() }.events, [.error(230, testError)])
    }

    func test_andThen_single_subscribesAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10, Never.self)])
        let second = scheduler.createColdObservable([.next(20, 5), .completed(20)])
        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()) }
        XCTAssertEqual(res.events, [.next(230, 5), .completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func test_andThen_errorSkipsSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.error(10, testError, Never.self)])
        let second = scheduler.createColdObservable([.next(20, 5), .completed(20)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func test_andThen_disposedDuringSecond_disposesSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let second = scheduler.createColdObservable([.next(100, 5), .completed(100)])
        let res = scheduler.start(disposed: 250) { Completable.empty().andThen(second.asMaybe()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 250)])
    }

    func test_andThen_maybeCompletableObservable() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.empty().andThen(Maybe<Int>.empty()) }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.empty().andThen(Completable.error(testError)) }.events, [.error(200, testError)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.empty().andThen(Observable.of(1, 2)) }.events,
                       [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func test_andThen_chain_runsEachStepInOrder() {
        var log: [Int] = []
        var chain = Completable.empty()
        for step in 0..<100 {
            chain = chain.andThen(Completable.deferred {
                log.append(step)
                return .empty()
            })
        }
        XCTAssertEqual(outcomes(chain), ["completed", "disposed"])
        XCTAssertEqual(log, Array(0..<100))
    }

    func test_concat_runsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(10, Never.self)])
        let b = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { a.asCompletable().concat(b.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 230)])
        let variadic = TestScheduler(initialClock: 0).start { Completable.concat(.empty(), .empty(), .error(testError)) }
        XCTAssertEqual(variadic.events, [.error(200, testError)])
        let sequence = TestScheduler(initialClock: 0).start { Completable.concat(AnySequence([Completable.empty()])) }
        XCTAssertEqual(sequence.events, [.completed(200)])
    }

    func test_zipAndMerge_completeWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(10, Never.self)])
        let b = scheduler.createColdObservable([.completed(30, Never.self)])
        let res = scheduler.start { Completable.zip(a.asCompletable(), b.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.merge([.empty(), .error(testError)]) }.events, [.error(200, testError)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.merge(.empty(), .empty()) }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.zip([Completable]()) }.events, [.completed(200)])
    }

    func test_do_callbacks() {
        var log: [String] = []
        _ = Completable.empty().do(onCompleted: { log.append("completed") }, afterCompleted: { log.append("after") }).subscribe()
        XCTAssertEqual(log, ["completed", "after"])
    }
}
