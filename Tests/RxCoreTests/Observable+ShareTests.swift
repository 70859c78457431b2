import Foundation
import XCTest
import RxCore
import RxTesting

final class ObservableShareTests: RxTestCase {
    // MARK: share() and share(replay: 1), while connected

    func test_share_observersShareOneSubscription_whileAnyIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let ys = xs.asObservable().share()
        let first = scheduler.recordSubscription(to: ys, from: 215, until: 350)
        let second = scheduler.recordSubscription(to: ys, from: 230, until: 380)
        let third = scheduler.recordSubscription(to: ys, from: 400, until: 470)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8)])
        XCTAssertEqual(second.events, [.next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5), .next(370, 6)])
        XCTAssertEqual(third.events, [.next(410, 13), .next(430, 2), .next(450, 9)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 380), Subscription(400, 470)])
    }

    func test_shareReplay1_lateObserverGetsTheLatestElement_andReconnectingStartsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let ys = xs.asObservable().share(replay: 1)
        let first = scheduler.recordSubscription(to: ys, from: 215, until: 350)
        let second = scheduler.recordSubscription(to: ys, from: 300, until: 380)
        let third = scheduler.recordSubscription(to: ys, from: 400, until: 470)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8)])
        XCTAssertEqual(second.events, [.next(300, 1), .next(340, 8), .next(360, 5), .next(370, 6)])
        XCTAssertEqual(third.events, [.next(410, 13), .next(430, 2), .next(450, 9)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 380), Subscription(400, 470)])
    }

    func test_shareReplay1_afterCompletion_theNextObserverSubscribesTheSourceAgain_withoutReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = xs.asObservable().share(replay: 1)
        let first = scheduler.recordSubscription(to: ys, from: 200, until: 1000)
        let second = scheduler.recordSubscription(to: ys, from: 300, until: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(320, 2), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func test_shareReplay1_whenSourceErrors_forwardsTheErrorToEveryObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let ys = xs.asObservable().share(replay: 1)
        let first = scheduler.recordSubscription(to: ys, from: 200, until: 1000)
        let second = scheduler.recordSubscription(to: ys, from: 220, until: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(250, testError)])
        XCTAssertEqual(second.events, [.next(220, 1), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_shareReplay1_never_andEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 1)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let neverRes = scheduler.recordSubscription(to: never.asObservable().share(replay: 1), from: 200, until: 1000)
        let emptyRes = scheduler.recordSubscription(to: empty.asObservable().share(replay: 1), from: 200, until: 1000)
        scheduler.start()
        XCTAssertEqual(neverRes.events, [])
        XCTAssertEqual(emptyRes.events, [.completed(250)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
    }

    func test_shareReplay1_disposedEarly_disconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.asObservable().share(replay: 1) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_shareReplay1_synchronousSource_eachObserverAfterCompletionSubscribesAgain() {
        let subscriptions = ConcurrentLog<Int>()
        let source = Observable<Int>.create { observer in
            subscriptions.append(1)
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        let ys = source.share(replay: 1)
        let first = ConcurrentLog<Event<Int>>()
        let second = ConcurrentLog<Event<Int>>()
        _ = ys.subscribe { first.append($0) }
        _ = ys.subscribe { second.append($0) }
        XCTAssertEqual(first.entries, [.next(1), .next(2), .completed])
        XCTAssertEqual(second.entries, [.next(1), .next(2), .completed])
        XCTAssertEqual(subscriptions.entries.count, 2)
    }

    func test_shareReplay1_observerSubscribingFromOnNext_getsThatElementReplayedFirst() {
        let subject = PublishSubject<Int>()
        let ys = subject.share(replay: 1)
        let log = ConcurrentLog<String>()
        let inner = SerialDisposable()
        let outer = ys.subscribe(onNext: { value in
            log.append("outer \(value)")
            if value == 1 {
                inner.disposable = ys.subscribe(onNext: { log.append("inner \($0)") })
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        outer.dispose()
        inner.dispose()
        XCTAssertEqual(log.entries, ["outer 1", "inner 1", "outer 2", "inner 2"])
        XCTAssertFalse(subject.hasObservers)
    }

    func test_shareReplay1_observerDisposingItselfDuringDelivery_othersStillGetTheElement() {
        let subject = PublishSubject<Int>()
        let ys = subject.share(replay: 1)
        let log = ConcurrentLog<String>()
        let first = SerialDisposable()
        first.disposable = ys.subscribe(onNext: { value in
            log.append("first \(value)")
            first.dispose()
        })
        let second = ys.subscribe(onNext: { log.append("second \($0)") })
        subject.onNext(1)
        subject.onNext(2)
        second.dispose()
        XCTAssertEqual(log.entries, ["first 1", "second 1", "second 2"])
        XCTAssertFalse(subject.hasObservers)
    }

    func test_shareReplay1_concurrentSubscribers_neverSeeAReplayAfterALaterElement() {
        let subject = PublishSubject<Int>()
        let ys = subject.share(replay: 1)
        let keepAlive = ys.subscribe()
        subject.onNext(0)
        let shared = SendableForTest(value: ys)
        let violations = ConcurrentLog<String>()
        let subscriptions = ConcurrentLog<Disposable>()
        let done = expectation(description: "both sides finished")
        done.expectedFulfillmentCount = 2
        DispatchQueue.global().async {
            for value in 1...2000 { subject.onNext(value) }
            done.fulfill()
        }
        DispatchQueue.global().async {
            for _ in 0..<200 {
                let last = ConcurrentLog<Int>()
                subscriptions.append(shared.value.subscribe(onNext: { value in
                    if let previous = last.entries.last, previous >= value { violations.append("\(previous) then \(value)") }
                    last.append(value)
                }))
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        subscriptions.entries.forEach { $0.dispose() }
        keepAlive.dispose()
        XCTAssertEqual(violations.entries, [])
    }

    // MARK: share(replay: n) with n > 1, and scope .forever

    func test_shareReplay2_whileConnected_replaysTwo_andReconnectingStartsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let ys = xs.asObservable().share(replay: 2)
        let first = scheduler.recordSubscription(to: ys, from: 215, until: 350)
        let second = scheduler.recordSubscription(to: ys, from: 300, until: 380)
        let third = scheduler.recordSubscription(to: ys, from: 400, until: 470)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8)])
        XCTAssertEqual(second.events, [.next(300, 4), .next(300, 1), .next(340, 8), .next(360, 5), .next(370, 6)])
        XCTAssertEqual(third.events, [.next(410, 13), .next(430, 2), .next(450, 9)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 380), Subscription(400, 470)])
    }

    func test_shareReplay1_forever_keepsTheBufferAcrossReconnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let ys = xs.asObservable().share(replay: 1, scope: .forever)
        let first = scheduler.recordSubscription(to: ys, from: 215, until: 350)
        let second = scheduler.recordSubscription(to: ys, from: 300, until: 380)
        let third = scheduler.recordSubscription(to: ys, from: 400, until: 470)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8)])
        XCTAssertEqual(second.events, [.next(300, 1), .next(340, 8), .next(360, 5), .next(370, 6)])
        XCTAssertEqual(third.events, [.next(400, 6), .next(410, 13), .next(430, 2), .next(450, 9)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 380), Subscription(400, 470)])
    }

    func test_shareReplay1_forever_afterCompletion_lateObserverGetsTheLatestAndTheStopEvent_withoutResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = xs.asObservable().share(replay: 1, scope: .forever)
        let first = scheduler.recordSubscription(to: ys, from: 200, until: 1000)
        let second = scheduler.recordSubscription(to: ys, from: 300, until: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(300, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_share_forever_afterCompletion_lateObserverGetsTheStopEventOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys = xs.asObservable().share(replay: 0, scope: .forever)
        let first = scheduler.recordSubscription(to: ys, from: 200, until: 1000)
        let second = scheduler.recordSubscription(to: ys, from: 300, until: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(second.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_shareReplay2_whileConnected_afterCompletion_subscribesTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = xs.asObservable().share(replay: 2)
        let first = scheduler.recordSubscription(to: ys, from: 200, until: 1000)
        let second = scheduler.recordSubscription(to: ys, from: 300, until: 1000)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(320, 2), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func test_share_negativeReplay_isTreatedAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(multicastTestEvents())
        let ys = xs.asObservable().share(replay: -3)
        let first = scheduler.recordSubscription(to: ys, from: 215, until: 350)
        let second = scheduler.recordSubscription(to: ys, from: 300, until: 380)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8)])
        XCTAssertEqual(second.events, [.next(340, 8), .next(360, 5), .next(370, 6)])
    }
}
