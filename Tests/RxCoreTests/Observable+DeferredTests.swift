import XCTest
import RxCore
import RxTesting

final class ObservableDeferredTests: RxTestCase {
    func test_deferred_callsTheFactoryAtSubscription_andMirrorsItsSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.deferred {
                invoked += 1
                let source = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(200)])
                xs = source
                return source.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(300, 200), .completed(400)])
        XCTAssertEqual(invoked, 1)
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 400)])
    }

    func test_deferred_whenTheFactoryThrows_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.deferred { throw testError } }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func test_deferred_whenTheSequenceFails_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError, Int.self)])
        let res = scheduler.start { Observable.deferred { xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    }

    func test_deferred_disposedEarly_disposesTheCreatedSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(500)])
        let res = scheduler.start(disposed: 350) { Observable.deferred { xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(300, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func test_deferred_callsTheFactoryForEverySubscription() {
        var invoked = 0
        let source = Observable.deferred { () -> Observable<Int> in
            invoked += 1
            return .just(invoked)
        }
        let first = EventCollector<Int>()
        let second = EventCollector<Int>()
        first.subscribe(source)
        second.subscribe(source)
        XCTAssertEqual(first.events, [.next(1), .completed])
        XCTAssertEqual(second.events, [.next(2), .completed])
    }
}
