import XCTest
import RxCore
import RxTesting

final class ObservableCatchTests: RxTestCase {
    func test_catch_withoutError_passesEverythingThrough_andNeverCallsTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        var handlerCalled = false
        let res = scheduler.start {
            xs.asObservable().catch { _ in
                handlerCalled = true
                return .just(0)
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertFalse(handlerCalled)
    }

    func test_catch_onError_continuesWithTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        var caught: [TestError] = []
        let res = scheduler.start {
            xs.asObservable().catch { error in
                if let error = error as? TestError { caught.append(error) }
                return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(caught, [testError])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func test_catch_whenTheHandlerThrows_failsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { xs.asObservable().catch { _ in throw testError1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError1)])
    }

    func test_catch_whenTheHandlersSequenceFails_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, testError, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, testError1, Int.self)])
        let res = scheduler.start { xs.asObservable().catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 2), .error(250, testError1)])
    }

    func test_catch_ofNever_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.asObservable().catch { _ in .just(0) } }
        XCTAssertEqual(res.events, [])
    }

    func test_catch_disposedDuringTheHandlersSequence_disposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, testError, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(100)])
        let res = scheduler.start(disposed: 260) { xs.asObservable().catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 2)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
    }

    func test_catch_ofASynchronousError_continuesSynchronously() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable<Int>.error(testError).catch { _ in .of(1, 2) })
        XCTAssertEqual(collector.events, [.next(1), .next(2), .completed])
    }

    func test_catchSequence_movesToTheNextSourceOnError_untilOneCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let b = scheduler.createHotObservable([.next(215, 9), .next(230, 2), .error(240, testError1)])
        let c = scheduler.createHotObservable([.next(250, 3), .completed(260)])
        let d = scheduler.createHotObservable([.next(270, 4), .completed(280)])
        let res = scheduler.start {
            Observable.catch([a.asObservable(), b.asObservable(), c.asObservable(), d.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(c.subscriptions, [Subscription(240, 260)])
        XCTAssertEqual(d.subscriptions, [])
    }

    func test_catchSequence_whenEverySourceFails_failsWithTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.error(210, testError, Int.self)])
        let b = scheduler.createHotObservable([.error(220, testError1, Int.self)])
        let res = scheduler.start { Observable.catch([a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.error(220, testError1)])
    }

    func test_catchSequence_ofNoSources_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func test_catchSequence_disposedEarly_disposesTheCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.error(210, testError, Int.self)])
        let b = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { Observable.catch([a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 250)])
    }

    func test_catchSequence_ofManySynchronousFailures_keepsTheStackFlat() {
        let sources = Array(repeating: Observable<Int>.error(testError), count: 100_000) + [Observable.just(1)]
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.catch(sources))
        XCTAssertEqual(collector.events, [.next(1), .completed])
    }
}
