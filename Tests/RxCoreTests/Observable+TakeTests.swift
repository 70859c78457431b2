import XCTest
import RxCore
import RxTesting

final class ObservableTakeTests: RxTestCase {
    // MARK: take(_ count:)

    func test_take_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.take(3) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_take_whenSourceIsEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.take(3) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_take_completesAndDisposesTheSourceAfterCountElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start { xs.take(2) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_take_whenSourceHasFewerElements_forwardsAllAndTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.take(5) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_takeZero_completesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.take(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_take_withNegativeCount_failsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.take(-1) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_take_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])
        let res = scheduler.start { xs.take(3) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_take_whenDisposedEarly_stopsForwarding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4)])
        let res = scheduler.start(disposed: 215) { xs.take(3) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func test_takeOne_onAnInfiniteSynchronousSource_stopsTheSource() {
        let produced = Counter()
        let source = Observable<Int>.create { observer in
            CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
                produced.increment()
                observer.onNext(value)
                recurse(value + 1)
            }
        }
        var received: [Int] = []
        var completed = false
        _ = source.take(1).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [0])
        XCTAssertTrue(completed)
        XCTAssertEqual(produced.value, 1)
    }

    func test_take_whenObserverSendsReentrantly_stopsAtCount() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completions = 0
        let subscription = subject.take(2).subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                subject.onNext(2)
                subject.onNext(3)
            }
        }, onCompleted: { completions += 1 })
        subject.onNext(1)
        subject.onNext(4)
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(completions, 1)
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    // MARK: take(for:scheduler:)

    func test_takeFor_whenSourceNeverEmits_completesAfterTheDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func test_takeFor_whenSourceIsEmpty_completesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_takeFor_forwardsElementsUntilTheDurationEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func test_takeFor_zeroDuration_completesOneTickAfterSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func test_takeFor_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_takeFor_whenDisposedEarly_cancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func test_takeFor_whenObserverSendsReentrantly_keepsTheOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.take(for: .seconds(50), scheduler: scheduler).subscribe { event in
                res.on(event)
                if event.element == 1 { subject.onNext(2) }
            }
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2), .completed(250)])
    }
}

/// A counter the tests' closures can share.
private final class Counter {
    private(set) var value = 0
    func increment() { value += 1 }
}
