import Foundation
import XCTest
import RxCore
import RxTesting

final class ObservableRefCountTests: RxTestCase {
    func test_refCount_connectsOnTheFirstObserver_andDisconnectsAfterTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let ys = xs.asObservable().publish().refCount()
        let first = scheduler.recordSubscription(to: ys, from: 215, until: 350)
        let second = scheduler.recordSubscription(to: ys, from: 230, until: 380)
        let third = scheduler.recordSubscription(to: ys, from: 400, until: 470)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8)])
        XCTAssertEqual(second.events, [.next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5), .next(370, 6)])
        XCTAssertEqual(third.events, [.next(410, 13), .next(430, 2), .next(450, 9)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 380), Subscription(400, 470)])
    }

    func test_refCount_afterTheSourceCompleted_theNextObserverConnectsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = xs.asObservable().publish().refCount()
        let first = scheduler.recordSubscription(to: ys, from: 200, until: 1000)
        let second = scheduler.recordSubscription(to: ys, from: 300, until: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func test_refCount_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.asObservable().publish().refCount() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_refCount_never_staysConnectedUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.asObservable().publish().refCount() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_refCount_disposedEarly_disconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.asObservable().publish().refCount() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_refCount_overAnAlreadyStoppedSubject_sendsTheStopEvent_withoutConnecting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        let res = scheduler.start { xs.asObservable().multicast(subject).refCount() }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_refCount_overOneSubject_afterCompletion_lateObserversGetTheStopEventOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = xs.asObservable().multicast(PublishSubject<Int>()).refCount()
        let first = scheduler.recordSubscription(to: ys, from: 200, until: 1000)
        let late = scheduler.recordSubscription(to: ys, from: 300, until: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(late.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_refCount_synchronousSource_isSubscribedAgainForEachObserverAfterItCompleted() {
        let subscriptions = ConcurrentLog<Int>()
        let source = Observable<Int>.create { observer in
            subscriptions.append(1)
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        let ys = source.publish().refCount()
        let first = ConcurrentLog<Event<Int>>()
        let second = ConcurrentLog<Event<Int>>()
        _ = ys.subscribe { first.append($0) }
        _ = ys.subscribe { second.append($0) }
        XCTAssertEqual(first.entries, [.next(1), .next(2), .completed])
        XCTAssertEqual(second.entries, [.next(1), .next(2), .completed])
        XCTAssertEqual(subscriptions.entries.count, 2)
    }

    func test_refCount_observerThatSubscribesAgainOnCompletion_getsANewConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = xs.asObservable().publish().refCount()
        let log = ConcurrentLog<String>()
        let inner = SerialDisposable()
        let outer = SerialDisposable()
        scheduler.scheduleAt(200) {
            outer.disposable = ys.subscribe(
                onNext: { log.append("outer \($0)@\(scheduler.clock)") },
                onCompleted: {
                    inner.disposable = ys.subscribe(onNext: { log.append("inner \($0)@\(scheduler.clock)") })
                }
            )
        }
        scheduler.scheduleAt(500) {
            inner.dispose()
            outer.dispose()
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["outer 1@210", "inner 1@230"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }
}
