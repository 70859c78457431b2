import XCTest
import RxCore
import RxTesting

final class ObservableRetryTests: RxTestCase {
    func test_retry_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5000, 1)])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_retry_whenSourceSucceeds_forwardsItOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func test_retry_whenSourceIsEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Int.self)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_retry_resubscribesAfterEveryError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .error(250, testError)])
        let res = scheduler.start(disposed: 1100) { xs.retry() }
        XCTAssertEqual(res.events, [
            .next(300, 1), .next(350, 2), .next(400, 3),
            .next(550, 1), .next(600, 2), .next(650, 3),
            .next(800, 1), .next(850, 2), .next(900, 3),
            .next(1050, 1),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450), Subscription(450, 700), Subscription(700, 950), Subscription(950, 1100)])
    }

    func test_retryCount_subscribesAtMostCountTimes_thenForwardsTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, testError)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [
            .next(205, 1), .next(210, 2), .next(215, 3),
            .next(225, 1), .next(230, 2), .next(235, 3),
            .next(245, 1), .next(250, 2), .next(255, 3),
            .error(260, testError),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func test_retryOne_doesNotRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, testError)])
        let res = scheduler.start { xs.retry(1) }
        XCTAssertEqual(res.events, [.next(205, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_retryZero_completesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, testError)])
        let res = scheduler.start { xs.retry(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_retry_whenDisposedEarly_disposesTheCurrentSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, testError)])
        let res = scheduler.start(disposed: 231) { xs.retry() }
        XCTAssertEqual(res.events, [.next(205, 1), .next(225, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 231)])
    }

    func test_retry_ofASynchronouslyFailingSource_loopsWithoutGrowingTheStack() {
        let attempts = AttemptCount()
        let source = Observable<Int>.create { observer in
            attempts.value += 1
            observer.onError(testError)
            return Disposables.create()
        }
        var receivedError: Error?
        _ = source.retry(100_000).subscribe(onError: { receivedError = $0 })
        XCTAssertEqual(attempts.value, 100_000)
        XCTAssertEqual(receivedError as? TestError, testError)
    }

    func test_retry_ofASynchronousSourceThatRecovers_emitsItsElements() {
        let attempts = AttemptCount()
        let source = Observable<Int>.create { observer in
            attempts.value += 1
            if attempts.value < 3 {
                observer.onError(testError)
            } else {
                observer.onNext(attempts.value)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var received: [Int] = []
        var completed = false
        _ = source.retry().subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [3])
        XCTAssertTrue(completed)
    }
}

private final class AttemptCount {
    var value = 0
}
