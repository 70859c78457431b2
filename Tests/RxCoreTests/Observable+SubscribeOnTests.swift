import Foundation
import Dispatch
import XCTest
import RxCore
import RxTesting

final class ObservableSubscribeOnTests: RxTestCase {
    func test_subscribeOn_subscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.asObservable().subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func test_subscribeOn_forwardsEventsWhereTheSourceSendsThem_andDisposesOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.asObservable().subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 300)], "a stopped source ends its own subscription")
    }

    func test_subscribeOn_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(300, testError, Int.self)])
        let res = scheduler.start { xs.asObservable().subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 300)], "a stopped source ends its own subscription")
    }

    func test_subscribeOn_disposedBeforeTheScheduledSubscription_neverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 200) { xs.asObservable().subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_subscribeOn_sourceThatCompletesWhileSubscribing_isDisposedOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = ConcurrentLog<String>()
        let source = Observable<Int>.create { observer in
            log.append("subscribed@\(scheduler.clock)")
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { log.append("disposed@\(scheduler.clock)") }
        }
        let res = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(log.entries, ["subscribed@201", "disposed@201"])
    }

    func test_subscribeOn_serialDispatchQueue_subscribesAndDisposesOnTheQueue() {
        var marked: MarkedQueue?
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.subscribeOn") { marked = MarkedQueue(existing: $0) }
        let queue = marked!
        let log = ConcurrentLog<String>()
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "disposed")
        let source = Observable<Int>.create { observer in
            log.append("subscribe on queue: \(queue.isCurrent)")
            observer.onNext(1)
            subscribed.fulfill()
            return Disposables.create {
                log.append("dispose on queue: \(queue.isCurrent)")
                disposed.fulfill()
            }
        }
        let values = ConcurrentLog<Int>()
        let subscription = source.subscribe(on: scheduler).subscribe(onNext: { values.append($0) })
        wait(for: [subscribed], timeout: 5)
        subscription.dispose()
        wait(for: [disposed], timeout: 5)
        queue.drain()
        XCTAssertEqual(values.entries, [1])
        XCTAssertEqual(log.entries, ["subscribe on queue: true", "dispose on queue: true"])
    }
}
