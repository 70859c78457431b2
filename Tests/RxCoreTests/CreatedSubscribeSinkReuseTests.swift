import XCTest
import RxTesting
#if canImport(Glibc)
import Glibc
#endif

/// `subscribe(onNext:…)` on `create`'s observable parks its sink as the thread's spare
/// when the subscription ended within `subscribe`, and the next such subscription reuses
/// it (D86). These pin what reuse must not change: the closures are released when the
/// subscription ends, a sink something else still references is never reused, and
/// `Resources.total` counts no parked sink.
final class CreatedSubscribeSinkReuseTests: RxTestCase {
    private final class Token {}

    private func createdSendingOne(_ value: Int) -> Observable<Int> {
        Observable.create { observer in
            observer.onNext(value)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    func test_subscriptionEndedWithinSubscribe_releasesItsClosures() {
        weak var released: Token?
        do {
            let token = Token()
            released = token
            _ = createdSendingOne(1).subscribe(onNext: { _ in _ = token }, onDisposed: { _ = token })
        }
        XCTAssertNil(released, "the parked sink must not keep the ended subscription's closures")
    }

    func test_reusedSink_deliversToTheNewClosuresOnly() {
        let log = CallRecorder()
        for index in 0..<3 {
            _ = createdSendingOne(index).subscribe(
                onNext: { log.append("\(index): next(\($0))") },
                onCompleted: { log.append("\(index): completed") },
                onDisposed: { log.append("\(index): disposed") })
        }
        XCTAssertEqual(log.entries, [
            "0: next(0)", "0: completed", "0: disposed",
            "1: next(1)", "1: completed", "1: disposed",
            "2: next(2)", "2: completed", "2: disposed",
        ])
    }

    func test_producerThatKeptTheObserver_neverReachesTheNextSubscription() {
        let log = CallRecorder()
        var kept: AnyObserver<Int>?
        let reports = recordingMisuse {
            _ = Observable<Int>.create { observer in
                kept = observer
                observer.onCompleted()
                return Disposables.create()
            }
            .subscribe(onNext: { log.append("first: next(\($0))") })
            // Still running: had the first sink been parked, this one would be it.
            let second = Observable<Int>.create { _ in Disposables.create() }
                .subscribe(onNext: { log.append("second: next(\($0))") })
            kept?.onNext(99)
            second.dispose()
        }
        kept = nil
        XCTAssertEqual(log.entries, [], "an event for the ended subscription reached no closure")
        #if DEBUG
        XCTAssertEqual(reports.count, 1, "sending after completion is still reported")
        #endif
    }

    func test_subscriptionWithinCreatedClosure_ofTheSameType_eachDeliversToItsOwnClosures() {
        let log = CallRecorder()
        _ = Observable<Int>.create { observer in
            _ = self.createdSendingOne(2).subscribe(onNext: { log.append("inner: next(\($0))") }, onDisposed: { log.append("inner: disposed") })
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(onNext: { log.append("outer: next(\($0))") }, onDisposed: { log.append("outer: disposed") })
        _ = createdSendingOne(3).subscribe(onNext: { log.append("after: next(\($0))") })
        XCTAssertEqual(log.entries, ["inner: next(2)", "inner: disposed", "outer: next(1)", "outer: disposed", "after: next(3)"])
    }

    #if DEBUG
    func test_resourcesTotal_countsTheLiveSubscription_andNoParkedSink() {
        let before = Resources.total
        _ = createdSendingOne(1).subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total, before, "a parked sink is not a live resource")
        let live = Observable<Int>.create { _ in Disposables.create() }.subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total, before + 1, "the reused sink counts while its subscription runs")
        live.dispose()
        XCTAssertEqual(Resources.total, before)
    }

    func test_threadThatEnds_withAParkedSink_leavesResourcesTotalAsItWas() {
        let before = Resources.total
        var thread = pthread_t()
        XCTAssertEqual(pthread_create(&thread, nil, { _ in
            for index in 0..<3 {
                _ = Observable<Int>.create { observer in
                    observer.onNext(index)
                    observer.onCompleted()
                    return Disposables.create()
                }
                .subscribe(onNext: { _ in })
            }
            return nil
        }, nil), 0)
        // `pthread_join` returns after the thread's key destructors ran (its trampoline and spare released).
        XCTAssertEqual(pthread_join(thread, nil), 0)
        XCTAssertEqual(Resources.total, before)
    }
    #endif
}
