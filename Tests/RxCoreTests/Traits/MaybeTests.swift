import XCTest
import RxTesting

final class MaybeTests: RxTestCase {
    private func outcomes(_ maybe: Maybe<Int>) -> [String] {
        var events: [String] = []
        _ = maybe.subscribe(
            onSuccess: { events.append("success(\($0))") },
            onError: { events.append("error(\($0))") },
            onCompleted: { events.append("completed") },
            onDisposed: { events.append("disposed") }
        )
        return events
    }

    func test_create_eachOutcome() {
        XCTAssertEqual(outcomes(Maybe.create { observer in
            observer(.success(1))
            return Disposables.create()
        }), ["success(1)", "disposed"])
        XCTAssertEqual(outcomes(Maybe.create { observer in
            observer(.completed)
            return Disposables.create()
        }), ["completed", "disposed"])
        XCTAssertEqual(outcomes(Maybe.create { observer in
            observer(.error(testError))
            return Disposables.create()
        }), ["error(dummy)", "disposed"])
    }

    func test_create_eventsAfterTheFirstAreDropped() {
        var events: [String] = []
        let reported = captureMisuse {
            events = outcomes(Maybe.create { observer in
                observer(.completed)
                observer(.success(2))
                return Disposables.create()
            })
        }
        XCTAssertEqual(events, ["completed", "disposed"])
        #if DEBUG
        XCTAssertEqual(reported.count, 1)
        #endif
    }

    func test_subscribeEventObserver() {
        var events: [String] = []
        let record: (MaybeEvent<Int>) -> Void = { event in
            switch event {
            case .success(let value): events.append("success(\(value))")
            case .error(let error): events.append("error(\(error))")
            case .completed: events.append("completed")
            }
        }
        _ = Maybe.just(1).subscribe(record)
        _ = Maybe<Int>.empty().subscribe(record)
        _ = Maybe<Int>.error(testError).subscribe(record)
        XCTAssertEqual(events, ["success(1)", "completed", "error(dummy)"])
    }

    func test_subscribeWithObject() {
        final class Owner { var events: [String] = [] }
        let owner = Owner()
        _ = Maybe<Int>.empty().subscribe(with: owner, onCompleted: { $0.events.append("completed") }, onDisposed: { $0.events.append("disposed") })
        XCTAssertEqual(owner.events, ["completed", "disposed"])
    }

    func test_earlyDispose_disposesSourceAndRunsOnDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asMaybe() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_justEmptyErrorNever_inVirtualTime() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(1) }.events, [.next(200, 1), .completed(200)])
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Maybe.just(1, scheduler: scheduler) }.events, [.next(201, 1), .completed(202)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.error(testError) }.events, [.error(200, testError)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.never() }.events, [])
    }

    func test_mapFilterCompactMap() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(2).map { $0 * 3 } }.events, [.next(200, 6), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(2).filter { $0 > 5 } }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just("4").compactMap { Int($0) } }.events, [.next(200, 4), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(1).map { _ -> Int in throw testError } }.events, [.error(200, testError)])
    }

    func test_flatMap_emptyOuterSkipsSelector() {
        var called = false
        let res = TestScheduler(initialClock: 0).start {
            Maybe<Int>.empty().flatMap { value -> Maybe<Int> in
                called = true
                return .just(value)
            }
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertFalse(called)
    }

    func test_ifEmpty_default_andSwitchTo() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.empty().ifEmpty(default: 5) }.events, [.next(200, 5), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(1).ifEmpty(default: 5) }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(7)) }.events, [.next(200, 7), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.empty().ifEmpty(switchTo: Single.just(8)) }.events, [.next(200, 8), .completed(200)])
    }

    func test_asSingle_emptyFailsWithNoElements() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.empty().asSingle() }.events, [.error(200, RxError.noElements)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(1).asSingle() }.events, [.next(200, 1), .completed(200)])
    }

    func test_asCompletable_ignoresElement() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(1).asCompletable() }.events, [.completed(200)])
    }

    func test_do_onCompletedForEmpty() {
        var log: [String] = []
        _ = Maybe<Int>.empty().do(onNext: { _ in log.append("next") }, onCompleted: { log.append("completed") }).subscribe()
        XCTAssertEqual(log, ["completed"])
    }

    func test_catchAndReturn() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.error(testError).catchAndReturn(3) }.events, [.next(200, 3), .completed(200)])
    }

    func test_zip_completesEmptyWhenOneIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let b = scheduler.createColdObservable([.completed(20, Int.self)])
        let res = scheduler.start { Maybe.zip(a.asMaybe(), b.asMaybe()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        let both = TestScheduler(initialClock: 0).start { Maybe.zip(Maybe.just(1), Maybe.just(2)).map { $0 * $1 } }
        XCTAssertEqual(both.events, [.next(200, 2), .completed(200)])
        let collection = TestScheduler(initialClock: 0).start { Maybe.zip([Maybe.just(1), Maybe.just(2)]) }
        XCTAssertEqual(collection.events.count, 2)
        XCTAssertEqual(collection.events.first?.value.element, [1, 2])
    }

    func test_timer() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Maybe<Int>.timer(.seconds(5), scheduler: scheduler) }.events, [.next(205, 0), .completed(205)])
    }
}
