import XCTest
import RxTesting

final class ObservableCreateTests: RxTestCase {
    func test_create_never_sendsNothing_andDisposesTheReturnedDisposableOnDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = CallRecorder()
        let res = scheduler.start {
            Observable<Int>.create { _ in
                log.append("subscribed at \(scheduler.clock)")
                return Disposables.create { log.append("disposed at \(scheduler.clock)") }
            }
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(log.entries, ["subscribed at 200", "disposed at 1000"])
    }

    func test_create_empty_forwardsTheCompletion_andDisposesTheReturnedDisposableAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = CallRecorder()
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onCompleted()
                log.append("after onCompleted")
                return Disposables.create { log.append("disposed at \(scheduler.clock)") }
            }
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(log.entries, ["after onCompleted", "disposed at 200"])
    }

    func test_create_values_areForwardedAsTheySend() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                let group = CompositeDisposable()
                group.insert(scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in observer.onNext(1); return Disposables.create() })
                group.insert(scheduler.scheduleRelativeVirtual((), dueTime: 20) { _ in observer.onNext(2); return Disposables.create() })
                group.insert(scheduler.scheduleRelativeVirtual((), dueTime: 30) { _ in observer.onCompleted(); return Disposables.create() })
                return group
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }

    func test_create_synchronousValues_areForwardedInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.on(.next(2))
                observer.onCompleted()
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func test_create_error_forwardsTheError_andDisposesTheReturnedDisposable() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposed = DisposeCounter()
        let res = scheduler.start {
            Observable<Int>.create { observer in
                _ = scheduler.scheduleRelativeVirtual((), dueTime: 50) { _ in observer.onError(testError); return Disposables.create() }
                return disposed
            }
        }
        XCTAssertEqual(res.events, [.error(250, testError)])
        XCTAssertEqual(disposed.count, 1)
    }

    func test_create_disposedEarly_dropsLaterEvents_withoutReportingMisuse() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposed = DisposeCounter()
        var res: TestableObserver<Int>?
        let reports = recordingMisuse {
            res = scheduler.start(disposed: 300) {
                Observable<Int>.create { observer in
                    scheduler.scheduleAt(250) { observer.onNext(1) }
                    scheduler.scheduleAt(350) { observer.onNext(2) }
                    scheduler.scheduleAt(400) { observer.onCompleted() }
                    return disposed
                }
            }
        }
        XCTAssertEqual(res?.events, [.next(250, 1)])
        XCTAssertEqual(disposed.count, 1)
        XCTAssertEqual(reports, [], "sending to a disposed subscription is allowed")
    }

    func test_create_eachSubscriptionRunsTheSubscribeClosure() {
        let runs = AtomicCounter()
        let observable = Observable<Int>.create { observer in
            observer.onNext(runs.increment())
            observer.onCompleted()
            return Disposables.create()
        }
        let values = CallRecorder()
        _ = observable.subscribe(onNext: { values.append("\($0)") })
        _ = observable.subscribe(onNext: { values.append("\($0)") })
        XCTAssertEqual(values.entries, ["1", "2"])
    }

    func test_create_sendingAfterCompletion_dropsTheEvents_andReportsMisuse() {
        let log = CallRecorder()
        let reports = recordingMisuse {
            _ = createSendingAfterCompletion().subscribe { event in log.append(event.debugDescription) }
        }
        XCTAssertEqual(log.entries, ["next(1)", "completed"])
        #if DEBUG
        XCTAssertEqual(reports.count, 3)
        #else
        XCTAssertEqual(reports, [])
        #endif
    }

    func test_create_sendingAfterError_dropsTheEvents_andReportsMisuse() {
        let log = CallRecorder()
        let reports = recordingMisuse {
            _ = Observable<Int>.create { observer in
                observer.onError(testError)
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }
            .subscribe { event in log.append(event.isStopEvent ? "stop" : "next") }
        }
        XCTAssertEqual(log.entries, ["stop"])
        #if DEBUG
        XCTAssertEqual(reports.count, 2)
        #endif
    }

    func test_create_sendingAfterAsynchronousCompletion_isDroppedAndReported() {
        let scheduler = TestScheduler(initialClock: 0)
        var res: TestableObserver<Int>?
        let reports = recordingMisuse {
            res = scheduler.start {
                Observable<Int>.create { observer in
                    scheduler.scheduleAt(210) { observer.onNext(1) }
                    scheduler.scheduleAt(220) { observer.onCompleted() }
                    scheduler.scheduleAt(230) { observer.onNext(2) }
                    return Disposables.create()
                }
            }
        }
        XCTAssertEqual(res?.events, [.next(210, 1), .completed(220)])
        #if DEBUG
        XCTAssertEqual(reports.count, 1)
        #endif
    }

    func test_create_throughOperators_theReturnedDisposableIsDisposedOnceWhenTheChainEnds() {
        let disposed = DisposeCounter()
        let values = CallRecorder()
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return disposed
        }
        .map { $0 * 3 }
        .filter { $0 > 3 }
        .subscribe(onNext: { values.append("\($0)") })
        XCTAssertEqual(values.entries, ["6"])
        XCTAssertEqual(disposed.count, 1)
    }

    func test_create_reentrantSendFromOnNext_isDeliveredInline() {
        // RxSwift delivers a re-entrant send inline (create does not serialize); so do we.
        let log = CallRecorder()
        var observerRef: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            observerRef = observer
            return Disposables.create()
        }
        .subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { observerRef?.onNext(2) }
            log.append("end \(value)")
        })
        observerRef?.onNext(1)
        subscription.dispose()
        // The test holds the observer, which holds the chain: let go of it.
        observerRef = nil
        XCTAssertEqual(log.entries, ["begin 1", "begin 2", "end 2", "end 1"])
    }
}
