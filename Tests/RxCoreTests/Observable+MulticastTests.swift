import Foundation
import XCTest
import RxCore
import RxTesting

final class ObservableMulticastTests: RxTestCase {
    // MARK: multicast(_ subject:)

    func test_multicastSubject_sendsOnlyWhileConnected_andKeepsTheSubjectAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let connectable = xs.asObservable().multicast(PublishSubject<Int>())
        let res = scheduler.recordSubscription(to: connectable, from: 200, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(300) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(400) { connection.disposable = Disposables.create() }
        scheduler.scheduleAt(500) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(550) { connection.disposable = Disposables.create() }
        scheduler.scheduleAt(650) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(800) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7), .next(520, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 550), Subscription(650, 800)])
    }

    func test_multicastSubject_afterTheSourceCompleted_lateObserversGetTheStopEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let connectable = xs.asObservable().multicast(PublishSubject<Int>())
        let early = scheduler.recordSubscription(to: connectable, from: 200, until: 1000)
        let late = scheduler.recordSubscription(to: connectable, from: 300, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(205) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(900) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(late.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 250)])
    }

    func test_multicastSubject_whenSourceErrors_forwardsTheErrorToEveryObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let connectable = xs.asObservable().multicast(PublishSubject<Int>())
        let first = scheduler.recordSubscription(to: connectable, from: 200, until: 1000)
        let second = scheduler.recordSubscription(to: connectable, from: 220, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(205) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(900) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(250, testError)])
        XCTAssertEqual(second.events, [.error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 250)])
    }

    func test_connect_whileConnected_returnsTheSameConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let connectable = xs.asObservable().multicast(PublishSubject<Int>())
        let connections = ConcurrentLog<Disposable>()
        scheduler.scheduleAt(300) {
            connections.append(connectable.connect())
            connections.append(connectable.connect())
        }
        scheduler.scheduleAt(400) { connections.entries.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(connections.entries.count, 2)
        XCTAssertTrue((connections.entries[0] as AnyObject) === (connections.entries[1] as AnyObject))
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400)])
    }

    // MARK: multicast(makeSubject:)

    func test_multicastMakeSubject_eachConnectionGetsAFreshSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let made = ConcurrentLog<Int>()
        let connectable = xs.asObservable().multicast(makeSubject: { () -> PublishSubject<Int> in
            made.append(scheduler.clock)
            return PublishSubject()
        })
        let first = scheduler.recordSubscription(to: connectable, from: 200, until: 1000)
        let second = scheduler.recordSubscription(to: connectable, from: 450, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(300) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(400) { connection.disposable = Disposables.create() }
        scheduler.scheduleAt(500) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(550) { connection.dispose() }
        scheduler.start()
        // The first observer stays on the first subject, which the second connection does not feed.
        XCTAssertEqual(first.events, [.next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7)])
        XCTAssertEqual(second.events, [.next(520, 11)])
        XCTAssertEqual(made.entries, [200, 450])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 550)])
    }

    func test_multicastMakeSubject_afterCompletion_reconnectingSubscribesTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let connectable = xs.asObservable().multicast(makeSubject: { PublishSubject<Int>() })
        let first = scheduler.recordSubscription(to: connectable, from: 200, until: 1000)
        let second = scheduler.recordSubscription(to: connectable, from: 300, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(205) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(305) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(900) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(215, 1), .next(225, 2), .completed(235)])
        XCTAssertEqual(second.events, [.next(315, 1), .next(325, 2), .completed(335)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 235), Subscription(305, 335)])
    }

    // MARK: multicast(_:selector:)

    func test_multicastSelector_transformsTheSharedSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start {
            xs.asObservable().multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 * 10 } })
        }
        XCTAssertEqual(res.events, [.next(210, 20), .next(240, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_multicastSelector_subscribingTheSharedSequenceTwice_subscribesTheSourceOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start {
            xs.asObservable().multicast({ PublishSubject<Int>() }, selector: { shared in
                Observable<Int>.create { observer in
                    let plain = shared.subscribe(onNext: { observer.onNext($0) })
                    let scaled = shared.subscribe(onNext: { observer.onNext($0 * 100) }, onCompleted: { observer.onCompleted() })
                    return Disposables.create(plain, scaled)
                }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(210, 200), .next(240, 3), .next(240, 300), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_multicastSelector_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(240, testError)])
        let res = scheduler.start {
            xs.asObservable().multicast({ PublishSubject<Int>() }, selector: { $0 })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func test_multicastSelector_disposedEarly_disconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .next(260, 4)])
        let res = scheduler.start(disposed: 250) {
            xs.asObservable().multicast({ PublishSubject<Int>() }, selector: { $0 })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_multicastSelector_whenSubjectSelectorThrows_sendsTheError_withoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start {
            xs.asObservable().multicast({ () throws -> PublishSubject<Int> in throw testError }, selector: { $0 })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_multicastSelector_whenSelectorThrows_sendsTheError_withoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start {
            xs.asObservable().multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw testError })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
