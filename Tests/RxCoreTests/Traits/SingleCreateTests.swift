import XCTest
import RxTesting

/// `Single.create` subscribed with closures takes its own path (one `SingleSubscription`,
/// no sinks), and subscribed as an `Observable` another (`SingleCreateSink`): both keep the
/// trait's grammar and the order of the generic path.
final class SingleCreateTests: RxTestCase {
    /// A `Single` whose subscribe function keeps its observer for the test to call later,
    /// as a request's `Single` hands it to another thread.
    private final class Pending {
        var observers: [(SingleEvent<Int>) -> Void] = []
        var disposedCount = 0
        // Unowned: the test's `Pending` goes at the end of the test, and with it the
        // observers it kept (and their subscriptions, which the leak check counts).
        lazy var single = Single<Int>.create { [unowned self] observer in
            observers.append(observer)
            return Disposables.create { [unowned self] in disposedCount += 1 }
        }
    }

    func test_whenSucceedingLater_deliversThenDisposesSourceThenRunsOnDisposed() {
        let pending = Pending()
        var events: [String] = []
        let subscription = pending.single.subscribe(
            onSuccess: { [unowned pending] in events.append("success(\($0)) source disposed \(pending.disposedCount)") },
            onFailure: { events.append("failure(\($0))") },
            onDisposed: { [unowned pending] in events.append("disposed, source disposed \(pending.disposedCount)") }
        )
        XCTAssertEqual(events, [])
        pending.observers[0](.success(7))
        XCTAssertEqual(events, ["success(7) source disposed 0", "disposed, source disposed 1"])
        subscription.dispose()
        XCTAssertEqual(pending.disposedCount, 1)
        XCTAssertEqual(events.count, 2)
    }

    func test_whenFailingLaterWithoutOnFailure_reportsTheErrorAsUnhandled() {
        let pending = Pending()
        var disposed = false
        let errors = captureUnhandledErrors {
            _ = pending.single.subscribe(onSuccess: { _ in XCTFail("no element was sent") }, onDisposed: { disposed = true })
            pending.observers[0](.failure(testError))
        }
        XCTAssertEqual(errors, ["dummy"])
        XCTAssertTrue(disposed)
        XCTAssertEqual(pending.disposedCount, 1)
    }

    func test_whenSendingTwiceWithClosures_deliversTheFirstAndReportsTheSecond() {
        let pending = Pending()
        var events: [String] = []
        let reported = captureMisuse {
            _ = pending.single.subscribe(onSuccess: { events.append("success(\($0))") }, onFailure: { events.append("failure(\($0))") })
            pending.observers[0](.success(1))
            pending.observers[0](.failure(testError))
        }
        XCTAssertEqual(events, ["success(1)"])
        #if DEBUG
        XCTAssertEqual(reported.count, 1)
        #endif
    }

    func test_whenDisposedBeforeTheEvent_dropsItWithoutReport() {
        let pending = Pending()
        var events: [String] = []
        let reported = captureMisuse {
            let subscription = pending.single.subscribe(onSuccess: { events.append("success(\($0))") }, onDisposed: { events.append("disposed") })
            subscription.dispose()
            pending.observers[0](.success(1))
        }
        XCTAssertEqual(events, ["disposed"])
        XCTAssertEqual(pending.disposedCount, 1)
        XCTAssertEqual(reported.count, 0)
    }

    func test_eachSubscription_runsTheFunctionAgain() {
        let pending = Pending()
        var values: [Int] = []
        _ = pending.single.subscribe(onSuccess: { values.append($0) })
        _ = pending.single.subscribe(onSuccess: { values.append($0 * 10) })
        pending.observers[1](.success(2))
        pending.observers[0](.success(1))
        XCTAssertEqual(values, [20, 1])
    }

    func test_asObservable_sendsElementThenCompletion_andReportsALaterEvent() {
        let pending = Pending()
        var events: [String] = []
        let reported = captureMisuse {
            _ = pending.single.asObservable().subscribe(
                onNext: { events.append("next(\($0))") },
                onError: { events.append("error(\($0))") },
                onCompleted: { events.append("completed") },
                onDisposed: { events.append("disposed") }
            )
            pending.observers[0](.success(3))
            pending.observers[0](.success(4))
        }
        XCTAssertEqual(events, ["next(3)", "completed", "disposed"])
        XCTAssertEqual(pending.disposedCount, 1)
        #if DEBUG
        XCTAssertEqual(reported.count, 1)
        #endif
    }

    func test_asObservable_failureIsTheError() {
        let pending = Pending()
        var events: [String] = []
        _ = pending.single.asObservable().subscribe(onNext: { events.append("next(\($0))") }, onError: { events.append("error(\($0))") })
        pending.observers[0](.failure(testError))
        XCTAssertEqual(events, ["error(dummy)"])
        XCTAssertEqual(pending.disposedCount, 1)
    }

    func test_subscribedOnTheTrampoline_nestedScheduleRunsAfterTheFunction() {
        // Any subscription runs on the thread's trampoline: work the function schedules on
        // `CurrentThreadScheduler` waits until the function has returned.
        var order: [String] = []
        let single = Single<Int>.create { observer in
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append("scheduled")
                observer(.success(1))
                return Disposables.create()
            }
            order.append("function returns")
            return Disposables.create()
        }
        _ = single.subscribe(onSuccess: { order.append("success(\($0))") })
        XCTAssertEqual(order, ["function returns", "scheduled", "success(1)"])
    }
}
