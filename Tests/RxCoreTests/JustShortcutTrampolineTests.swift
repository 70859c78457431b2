import XCTest
import RxCore
import RxTesting

/// `subscribe`, `flatMap` and `flatMapLatest` deliver a `just` without subscribing it (a
/// speed shortcut). Subscribing any producer runs it on the current thread's trampoline,
/// so work an observer schedules on `CurrentThreadScheduler` while the events arrive is
/// queued behind them; RxSwift code can see that order, so the shortcut must keep it.
final class JustShortcutTrampolineTests: RxTestCase {
    /// A source that, like `just`, sends one element and completes within `subscribe`,
    /// but through the general producer path.
    private func createdJust(_ value: Int) -> Observable<Int> {
        Observable.create { observer in
            observer.onNext(value)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    private func scheduleOnCurrentThread(_ log: @escaping () -> Void) {
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log()
            return Disposables.create()
        }
    }

    func test_justSubscribedWithClosures_workScheduledInOnNext_runsAfterTheJustsEvents() {
        func order(_ source: Observable<Int>) -> [String] {
            var log: [String] = []
            _ = source.subscribe(
                onNext: { _ in
                    self.scheduleOnCurrentThread { log.append("scheduled") }
                    log.append("next")
                },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") })
            return log
        }
        XCTAssertEqual(order(.just(1)), ["next", "completed", "disposed", "scheduled"])
        XCTAssertEqual(order(.just(1)), order(createdJust(1)))
    }

    func test_justSubscribedWithAnEventClosure_workScheduledInOnNext_runsAfterTheJustsEvents() {
        func order(_ source: Observable<Int>) -> [String] {
            var log: [String] = []
            _ = source.subscribe { event in
                if case .next = event {
                    self.scheduleOnCurrentThread { log.append("scheduled") }
                }
                log.append(event.isCompleted ? "completed" : "next")
            }
            return log
        }
        XCTAssertEqual(order(.just(1)), ["next", "completed", "scheduled"])
        XCTAssertEqual(order(.just(1)), order(createdJust(1)))
    }

    func test_flatMapAndFlatMapLatestToJust_workScheduledDownstream_runsBeforeTheOuterSendReturns_afterTheElement() {
        func order(switching: Bool, _ inner: @escaping (Int) -> Observable<Int>) -> [String] {
            let outer = PublishSubject<Int>()
            var log: [String] = []
            let flattened = switching ? outer.flatMapLatest(inner) : outer.flatMap(inner)
            let subscription = flattened.subscribe(onNext: { value in
                self.scheduleOnCurrentThread { log.append("scheduled") }
                log.append("next \(value)")
            })
            outer.onNext(1)
            log.append("sent")
            subscription.dispose()
            return log
        }
        for switching in [false, true] {
            XCTAssertEqual(order(switching: switching) { .just($0) }, ["next 1", "scheduled", "sent"], "switching: \(switching)")
            XCTAssertEqual(order(switching: switching) { .just($0) }, order(switching: switching) { self.createdJust($0) },
                           "switching: \(switching)")
        }
    }
}
