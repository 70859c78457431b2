import Foundation
import XCTest
import RxCore
import RxTesting

final class ObservableReplayTests: RxTestCase {
    func test_replay_lateObserverGetsTheLatestElementsThenFollows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let connectable = xs.asObservable().replay(3)
        let res = scheduler.recordSubscription(to: connectable, from: 455, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(300) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(800) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(455, 13), .next(455, 2), .next(455, 9), .next(520, 11), .next(560, 20), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 600)])
    }

    func test_replay_afterDisconnecting_theNextConnectionStartsWithAnEmptyBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let connectable = xs.asObservable().replay(2)
        let first = scheduler.recordSubscription(to: connectable, from: 200, until: 1000)
        let late = scheduler.recordSubscription(to: connectable, from: 395, until: 1000)
        let afterDisconnect = scheduler.recordSubscription(to: connectable, from: 450, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(300) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(400) { connection.disposable = Disposables.create() }
        scheduler.scheduleAt(500) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(550) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7)])
        XCTAssertEqual(late.events, [.next(395, 6), .next(395, 7)])
        XCTAssertEqual(afterDisconnect.events, [.next(520, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 550)])
    }

    func test_replay_afterCompletion_aNewObserverGetsAFreshSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let connectable = xs.asObservable().replay(1)
        let before = scheduler.recordSubscription(to: connectable, from: 580, until: 1000)
        let after = scheduler.recordSubscription(to: connectable, from: 650, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(300) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(800) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(before.events, [.next(580, 20), .completed(600)])
        XCTAssertEqual(after.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 600)])
    }

    func test_replay_whenSourceErrors_replaysTheBufferThenTheErrorToObserversOfThatRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents(endingWith: .error(600, testError)))
        let connectable = xs.asObservable().replay(1)
        let res = scheduler.recordSubscription(to: connectable, from: 570, until: 1000)
        let connection = SerialDisposable()
        scheduler.scheduleAt(300) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(800) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(570, 20), .error(600, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 600)])
    }

    func test_replayAll_lateObserverGetsEveryElementSinceConnecting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let connectable = xs.asObservable().replayAll()
        let res = scheduler.recordSubscription(to: connectable, from: 395, until: 455)
        let connection = SerialDisposable()
        scheduler.scheduleAt(200) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(800) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [
            .next(395, 3), .next(395, 4), .next(395, 1), .next(395, 8), .next(395, 5), .next(395, 6), .next(395, 7),
            .next(410, 13), .next(430, 2), .next(450, 9),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func test_replayZero_behavesLikePublish() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let connectable = xs.asObservable().replay(0)
        let res = scheduler.recordSubscription(to: connectable, from: 395, until: 455)
        let connection = SerialDisposable()
        scheduler.scheduleAt(200) { connection.disposable = connectable.connect() }
        scheduler.scheduleAt(800) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(410, 13), .next(430, 2), .next(450, 9)])
    }
}
