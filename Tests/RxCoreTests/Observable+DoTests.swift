import XCTest
import RxCore
import RxTesting

final class ObservableDoTests: RxTestCase {
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        var entries: [String] { lock.withLock { storage } }
        func append(_ entry: String) { lock.withLock { storage.append(entry) } }
    }

    private func logged(_ source: TestableObservable<Int>, _ log: Log, _ scheduler: TestScheduler) -> Observable<Int> {
        source.do(
            onNext: { log.append("onNext(\($0))@\(scheduler.clock)") },
            afterNext: { log.append("afterNext(\($0))@\(scheduler.clock)") },
            onError: { log.append("onError(\($0))@\(scheduler.clock)") },
            afterError: { log.append("afterError(\($0))@\(scheduler.clock)") },
            onCompleted: { log.append("onCompleted@\(scheduler.clock)") },
            afterCompleted: { log.append("afterCompleted@\(scheduler.clock)") },
            onSubscribe: { log.append("onSubscribe@\(scheduler.clock)") },
            onSubscribed: { log.append("onSubscribed@\(scheduler.clock)") },
            onDispose: { log.append("onDispose@\(scheduler.clock)") }
        )
    }

    func test_do_whenSourceNeverEmits_runsOnlyTheLifecycleHandlers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let log = Log()
        let res = scheduler.start { self.logged(xs, log, scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(log.entries, ["onSubscribe@200", "onSubscribed@200", "onDispose@1000"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_do_whenSourceIsEmpty_runsTheCompletionHandlersAroundTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let log = Log()
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = self.logged(xs, log, scheduler).subscribe { event in
                log.append("observer \(event.debugDescription)")
                res.on(event)
            }
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(log.entries, [
            "onSubscribe@200", "onSubscribed@200", "onCompleted@250", "observer completed", "afterCompleted@250", "onDispose@250",
        ])
    }

    func test_do_runsTheHandlersAroundEachEventInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let log = Log()
        let res = scheduler.start { self.logged(xs, log, scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(log.entries, [
            "onSubscribe@200", "onSubscribed@200",
            "onNext(2)@210", "afterNext(2)@210", "onNext(3)@220", "afterNext(3)@220",
            "onCompleted@250", "afterCompleted@250", "onDispose@250",
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_do_whenSourceErrors_runsTheErrorHandlers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, testError, Int.self)])
        let log = Log()
        let res = scheduler.start { self.logged(xs, log, scheduler) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(log.entries, [
            "onSubscribe@200", "onSubscribed@200", "onError(dummy)@220", "afterError(dummy)@220", "onDispose@220",
        ])
    }

    func test_do_whenDisposedEarly_runsOnDisposeOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3)])
        let log = Log()
        let res = scheduler.start(disposed: 215) { self.logged(xs, log, scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(log.entries, ["onSubscribe@200", "onSubscribed@200", "onNext(2)@210", "afterNext(2)@210", "onDispose@215"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func test_do_whenOnNextThrows_forwardsTheErrorInsteadOfTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.do(onNext: { if $0 == 3 { throw testError } }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_do_whenAfterNextThrows_forwardsTheElementThenTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.do(afterNext: { _ in throw testError }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(210, testError)])
    }

    func test_do_whenOnErrorThrows_forwardsTheThrownError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, testError, Int.self)])
        let res = scheduler.start { xs.do(onError: { _ in throw testError1 }) }
        XCTAssertEqual(res.events, [.error(210, testError1)])
    }

    func test_do_whenOnCompletedThrows_forwardsTheErrorInsteadOfTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let res = scheduler.start { xs.do(onCompleted: { throw testError }) }
        XCTAssertEqual(res.events, [.error(210, testError)])
    }

    func test_do_whenAfterCompletedThrows_keepsTheGrammar_andReportsTheErrorToTheHook() {
        let reported = Log()
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        defer { Hooks.defaultErrorHandler = previous }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let res = scheduler.start { xs.do(afterCompleted: { throw testError }) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(reported.entries, ["dummy"])
    }

    func test_do_whenAfterErrorThrows_keepsTheOriginalError_andReportsTheThrownOne() {
        let reported = Log()
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        defer { Hooks.defaultErrorHandler = previous }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, testError, Int.self)])
        let res = scheduler.start { xs.do(afterError: { _ in throw testError1 }) }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(reported.entries, ["other"])
    }

    func test_do_whenSourceCompletesOnSubscription_runsOnDisposeAfterOnSubscribed() {
        let log = Log()
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = source.do(
            onCompleted: { log.append("onCompleted") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe()
        subscription.dispose()
        XCTAssertEqual(log.entries, ["onSubscribe", "onCompleted", "onSubscribed", "onDispose"])
    }
}
