import XCTest
import RxTesting

/// `flatMap`, `concatMap`, `flatMapLatest` and `subscribe(onNext:…)` hand `create`'s closure
/// their own observer, with no sink of its own between them (D79): these pin that the
/// grammar `create` promises still holds there, as it does through its sink.
final class CreateWithoutSinkTests: RxTestCase {
    private func assertDropsAndReports(_ operatorName: String, _ apply: (Observable<Int>) -> Observable<Int>) {
        let log = CallRecorder()
        let reports = recordingMisuse {
            _ = apply(Observable.just(0)).subscribe { event in log.append(event.debugDescription) }
        }
        XCTAssertEqual(log.entries, ["next(1)", "completed"], operatorName)
        #if DEBUG
        XCTAssertEqual(reports.count, 3, operatorName)
        #else
        XCTAssertEqual(reports, [], operatorName)
        #endif
    }

    func test_innerCreate_sendingAfterCompletion_dropsTheEvents_andReportsMisuse() {
        assertDropsAndReports("flatMap") { $0.flatMap { _ in createSendingAfterCompletion() } }
        assertDropsAndReports("concatMap") { $0.concatMap { _ in createSendingAfterCompletion() } }
        assertDropsAndReports("flatMapLatest") { $0.flatMapLatest { _ in createSendingAfterCompletion() } }
    }

    func test_subscribeOnNext_toCreate_sendingAfterCompletion_dropsTheEvents_andReportsMisuse() {
        let log = CallRecorder()
        let reports = recordingMisuse {
            _ = createSendingAfterCompletion().subscribe(
                onNext: { log.append("next(\($0))") }, onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        }
        XCTAssertEqual(log.entries, ["next(1)", "completed", "disposed"])
        #if DEBUG
        XCTAssertEqual(reports.count, 3)
        #endif
    }

    func test_subscribeOnNext_toCreate_endsInOrder_completedThenDisposedThenTheClosuresDisposable() {
        let log = CallRecorder()
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { log.append("create's disposable") }
        }
        .subscribe(onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log.entries, ["next(1)", "completed", "disposed", "create's disposable"])
        subscription.dispose()
        XCTAssertEqual(log.entries.count, 4, "an ended subscription disposes nothing twice")
    }

    func test_subscribeOnNext_toCreate_disposedEarly_dropsLaterEvents_withoutReportingMisuse() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = CallRecorder()
        let disposed = DisposeCounter()
        let reports = recordingMisuse {
            let subscription = Observable<Int>.create { observer in
                scheduler.scheduleAt(250) { observer.onNext(1) }
                scheduler.scheduleAt(350) { observer.onNext(2) }
                scheduler.scheduleAt(400) { observer.onCompleted() }
                return disposed
            }
            .subscribe(onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") })
            scheduler.scheduleAt(300) { subscription.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(log.entries, ["next(1)"])
        XCTAssertEqual(disposed.count, 1)
        XCTAssertEqual(reports, [], "sending to a disposed subscription is allowed")
    }

    func test_innerCreate_disposedEarly_dropsLaterEvents_withoutReportingMisuse() {
        for (name, apply) in [
            ("flatMap", { (outer: Observable<Int>, inner: Observable<Int>) in outer.flatMap { _ in inner } }),
            ("concatMap", { (outer: Observable<Int>, inner: Observable<Int>) in outer.concatMap { _ in inner } }),
            ("flatMapLatest", { (outer: Observable<Int>, inner: Observable<Int>) in outer.flatMapLatest { _ in inner } }),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let disposed = DisposeCounter()
            var res: TestableObserver<Int>?
            let reports = recordingMisuse {
                res = scheduler.start(disposed: 300) {
                    apply(Observable.just(0), Observable<Int>.create { observer in
                        scheduler.scheduleAt(250) { observer.onNext(1) }
                        scheduler.scheduleAt(350) { observer.onNext(2) }
                        scheduler.scheduleAt(400) { observer.onCompleted() }
                        scheduler.scheduleAt(450) { observer.onNext(3) }
                        return disposed
                    })
                }
            }
            XCTAssertEqual(res?.events, [.next(250, 1)], name)
            XCTAssertEqual(disposed.count, 1, name)
            #if DEBUG
            // The stop event after the disposal still ends the sequence: what follows it is misuse.
            XCTAssertEqual(reports.count, 1, name)
            #endif
        }
    }

    func test_innerCreate_whoseObserverIsKeptAfterCompletion_cannotReachTheNextInner() {
        let outer = PublishSubject<Int>()
        let log = CallRecorder()
        var kept: [AnyObserver<Int>] = []
        let subscription = outer.flatMap { value in
            Observable<Int>.create { observer in
                kept.append(observer)
                observer.onNext(value)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        .subscribe(onNext: { log.append("next(\($0))") })
        let reports = recordingMisuse {
            outer.onNext(1)
            kept[0].onNext(99)
            outer.onNext(2)
            kept[0].onNext(98)
            kept[1].onCompleted()
        }
        XCTAssertEqual(log.entries, ["next(1)", "next(2)"])
        #if DEBUG
        XCTAssertEqual(reports.count, 3)
        #endif
        subscription.dispose()
        // The kept observers hold the merge (their inner observers keep it for late events),
        // whose selector holds `kept`: let go of them, as a producer done with them would.
        kept.removeAll()
    }
}
