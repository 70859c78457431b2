import Foundation
import Dispatch
import XCTest
import RxCore
import RxTesting

final class ObservableObserveOnTests: RxTestCase {
    // MARK: virtual time

    func test_observeOn_deliversEachEventOnTheScheduler_oneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let res = scheduler.start { xs.asObservable().observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 2), .next(221, 3), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_observeOn_whenSourceErrors_forwardsTheErrorOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])
        let res = scheduler.start { xs.asObservable().observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 2), .error(221, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_observeOn_empty_forwardsCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        let res = scheduler.start { xs.asObservable().observe(on: scheduler) }
        XCTAssertEqual(res.events, [.completed(251)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_observeOn_never_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.asObservable().observe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_observeOn_eventsAtTheSameTime_comeOutOneTickApart_asOnRxTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
        let res = scheduler.start { xs.asObservable().observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .next(213, 3), .completed(214)])
    }

    func test_observeOn_disposedWhileEventsAreQueued_dropsThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asObservable().observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_observeOn_observerThatDisposesOnTheFirstElement_getsNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(220, 3)])
        let log = ConcurrentLog<Int>()
        let subscription = SerialDisposable()
        scheduler.scheduleAt(200) {
            subscription.disposable = xs.asObservable().observe(on: scheduler).subscribe(onNext: { value in
                log.append(value)
                subscription.dispose()
            })
        }
        scheduler.start()
        XCTAssertEqual(log.entries, [1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 211)])
    }

    // MARK: serial dispatch queue

    func test_observeOn_serialDispatchQueue_deliversEverythingOnTheQueue_inOrder_neverOverlapping() {
        var marked: MarkedQueue?
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.observeOn") { marked = MarkedQueue(existing: $0) }
        let queue = marked!
        let subject = PublishSubject<Int>()
        let values = ConcurrentLog<Int>()
        let onQueue = ConcurrentLog<Bool>()
        let busy = NSLock()
        let overlapped = ConcurrentLog<Bool>()
        let done = expectation(description: "completed")
        let subscription = subject.observe(on: scheduler).subscribe(
            onNext: { value in
                if !busy.try() { overlapped.append(true); return }
                values.append(value)
                onQueue.append(queue.isCurrent)
                busy.unlock()
            },
            onCompleted: { done.fulfill() }
        )
        for value in 0..<500 { subject.onNext(value) }
        subject.onCompleted()
        wait(for: [done], timeout: 5)
        queue.drain()
        subscription.dispose()
        XCTAssertEqual(values.entries, Array(0..<500))
        XCTAssertEqual(Set(onQueue.entries), [true])
        XCTAssertEqual(overlapped.entries, [])
    }

    func test_observeOn_concurrentDispatchQueue_isStillSerialAndOrdered() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let values = ConcurrentLog<Int>()
        let done = expectation(description: "completed")
        let busy = NSLock()
        let overlapped = ConcurrentLog<Bool>()
        let subscription = subject.observe(on: scheduler).subscribe(
            onNext: { value in
                if !busy.try() { overlapped.append(true); return }
                values.append(value)
                busy.unlock()
            },
            onCompleted: { done.fulfill() }
        )
        for value in 0..<500 { subject.onNext(value) }
        subject.onCompleted()
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(values.entries, Array(0..<500))
        XCTAssertEqual(overlapped.entries, [])
    }

    // MARK: main scheduler

    func test_observeOn_mainScheduler_onTheMainQueueWithNothingQueued_deliversSynchronously() {
        let subject = PublishSubject<Int>()
        let log = ConcurrentLog<Int>()
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { log.append($0) })
        subject.onNext(1)
        XCTAssertEqual(log.entries, [1])
        subject.onNext(2)
        XCTAssertEqual(log.entries, [1, 2])
        subscription.dispose()
        subject.onNext(3)
        XCTAssertEqual(log.entries, [1, 2])
    }

    func test_observeOn_mainScheduler_fromBackground_deliversOnMain_inOrder_andLaterMainEventsWaitBehind() {
        let subject = PublishSubject<Int>()
        let values = ConcurrentLog<Int>()
        let onMain = ConcurrentLog<Bool>()
        let done = expectation(description: "completed")
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(
            onNext: { value in
                values.append(value)
                onMain.append(Thread.isMainThread)
            },
            onCompleted: { done.fulfill() }
        )
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            for value in 0..<100 { subject.onNext(value) }
        }
        group.wait()
        // Queued background events are pending: a main-queue event must queue behind them.
        subject.onNext(100)
        XCTAssertEqual(values.entries, [])
        subject.onCompleted()
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(values.entries, Array(0...100))
        XCTAssertEqual(Set(onMain.entries), [true])
    }

    func test_observeOn_mainScheduler_reentrantEvent_isDeliveredAfterTheCurrentOne() {
        let captured = CapturedObserver<Int>()
        let source = Observable<Int>.create { observer in
            captured.observer = observer
            return Disposables.create()
        }
        let log = ConcurrentLog<String>()
        let done = expectation(description: "reentrant event delivered")
        let subscription = source.observe(on: MainScheduler.instance).subscribe(onNext: { value in
            log.append("start \(value)")
            if value == 1 { captured.observer?.onNext(2) }
            log.append("end \(value)")
            if value == 2 { done.fulfill() }
        })
        captured.observer?.onNext(1)
        XCTAssertEqual(log.entries, ["start 1", "end 1"])
        wait(for: [done], timeout: 5)
        subscription.dispose()
        captured.observer = nil
        XCTAssertEqual(log.entries, ["start 1", "end 1", "start 2", "end 2"])
    }
}

/// Holds the observer an `Observable.create` received, so a test can send to it later.
private final class CapturedObserver<Element> {
    var observer: AnyObserver<Element>?
}
