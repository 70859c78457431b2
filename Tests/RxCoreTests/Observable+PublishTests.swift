import Foundation
import XCTest
import RxCore
import RxTesting

final class ObservablePublishTests: RxTestCase {
    func test_publish_sendsOnlyWhileConnected_andEachConnectionHasItsOwnSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let connectable = xs.asObservable().publish()
        let res = scheduler.recordSubscription(to: connectable, from: 200, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(300) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(400) { connection.disposable = Disposables.create() }
        scheduler.scheduleAt(500) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(550) { connection.disposable = Disposables.create() }
        scheduler.scheduleAt(650) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(800) { connection.dispose() }
        scheduler.start()
        // After the first disconnection the observer's subject is no longer fed
        // (RxSwift 6 `publish()` multicasts through `makeSubject`).
        XCTAssertEqual(res.events, [.next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 550), Subscription(650, 800)])
    }

    func test_publish_observersShareOneSubscription_andEachGetsWhatFollowsItsSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let connectable = xs.asObservable().publish()
        let first = scheduler.recordSubscription(to: connectable, from: 200, until: 1000)
        let second = scheduler.recordSubscription(to: connectable, from: 400, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(300) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(800) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [
            .next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2),
            .next(450, 9), .next(520, 11), .next(560, 20), .completed(600),
        ])
        XCTAssertEqual(second.events, [.next(410, 13), .next(430, 2), .next(450, 9), .next(520, 11), .next(560, 20), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 600)])
    }

    func test_publish_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents(endingWith: .error(600, testError)))
        let connectable = xs.asObservable().publish()
        let res = scheduler.recordSubscription(to: connectable, from: 500, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(300) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(800) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(520, 11), .next(560, 20), .error(600, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 600)])
    }

    func test_publish_never_sendsNothing_untilDisconnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let connectable = xs.asObservable().publish()
        let res = scheduler.recordSubscription(to: connectable, from: 200, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(300) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(800) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 800)])
    }

    func test_publish_afterCompletion_newObserversAndAReconnectionStartOver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let connectable = xs.asObservable().publish()
        let first = scheduler.recordSubscription(to: connectable, from: 200, until: 1000)
        let betweenRuns = scheduler.recordSubscription(to: connectable, from: 250, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(205) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(305) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(900) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(215, 1), .next(225, 2), .completed(235)])
        XCTAssertEqual(betweenRuns.events, [.next(315, 1), .next(325, 2), .completed(335)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 235), Subscription(305, 335)])
    }

    func test_publish_observerDisposedBeforeTheSourceSends_getsNothing_whileOthersDo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let connectable = xs.asObservable().publish()
        let leaving = scheduler.recordSubscription(to: connectable, from: 200, until: 350)
        let staying = scheduler.recordSubscription(to: connectable, from: 200, until: 400)
        let connection = SerialDisposable()
        scheduler.scheduleAt(300) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(500) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(leaving.events, [.next(340, 8)])
        XCTAssertEqual(staying.events, [.next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 500)])
    }
}
