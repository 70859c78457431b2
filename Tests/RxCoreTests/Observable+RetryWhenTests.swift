import XCTest
import RxCore
import RxTesting

final class ObservableRetryWhenTests: RxTestCase {
    func test_retryWhen_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5000, 1)])
        let res = scheduler.start { xs.retry(when: { (errors: Observable<Error>) in errors }) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_retryWhen_whenSourceSucceeds_forwardsItOnceAndDisposesTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ts = scheduler.createHotObservable([.next(500, ())])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Error>) in ts }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ts.subscriptions, [Subscription(200, 220)])
    }

    func test_retryWhen_resubscribesEachTimeTheTriggerEmitsAfterAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start { xs.retry(when: { (errors: Observable<Error>) in errors.delay(.seconds(30), scheduler: scheduler).take(2) }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 1), .next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(250, 270), Subscription(300, 320)])
    }

    func test_retryWhen_triggerElementsBeforeAnErrorAreIgnored_andItsCompletionWhileWaitingEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(30, testError)])
        let ts = scheduler.createHotObservable([.next(205, ()), .next(260, ()), .completed(400)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Error>) in ts }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(270, 1), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(260, 290)])
        XCTAssertEqual(ts.subscriptions, [Subscription(200, 400)])
    }

    func test_retryWhen_triggerCompletingWhileTheSourceRuns_takesEffectAtTheNextError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .error(120, testError)])
        let ts = scheduler.createHotObservable([.completed(250, Void.self)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Error>) in ts }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(300, 2), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func test_retryWhen_whenTheTriggerErrors_endsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Error>) in errors.map { _ -> Void in throw testError1 } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_retryWhenTyped_retriesOnlyErrorsOfThatType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, RxError.unknown)])
        let handlerErrors = HandlerLog()
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<TestError>) in
                errors.map { handlerErrors.errors.append($0) }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, RxError.unknown)])
        XCTAssertEqual(handlerErrors.errors, [])
    }

    func test_retryWhenTyped_passesTypedErrorsToTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let handlerErrors = HandlerLog()
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<TestError>) in
                errors.map { handlerErrors.errors.append($0) }.take(1)
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .completed(240)])
        XCTAssertEqual(handlerErrors.errors, [testError])
    }

    func test_retryWhen_callsTheHandlerOncePerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let calls = HandlerLog()
        let retried = xs.retry(when: { (errors: Observable<Error>) -> Observable<Error> in
            calls.errors.append(testError)
            return errors
        })
        let first = scheduler.record(retried)
        let second = scheduler.record(retried)
        scheduler.start()
        XCTAssertEqual(calls.errors.count, 2)
        XCTAssertEqual(first.events, [.next(10, 1), .completed(20)])
        XCTAssertEqual(second.events, [.next(10, 1), .completed(20)])
    }

    func test_retryWhen_whenDisposedEarly_disposesTheSourceAndTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let ts = scheduler.createHotObservable([.next(500, ())])
        let res = scheduler.start(disposed: 300) { xs.retry(when: { (_: Observable<Error>) in ts }) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ts.subscriptions, [Subscription(200, 300)])
    }
}

private final class HandlerLog {
    var errors: [TestError] = []
}
