import XCTest
import RxCore
import RxTesting

final class ObservableFlatMapLatestTests: RxTestCase {
    private func twoStep(_ x: Int) -> [Recorded<Event<Int>>] {
        [.next(10, x), .next(30, x * 10), .completed(40)]
    }

    func test_flatMapLatest_disposesThePreviousInner_whenANewElementArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: twoStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start { xs.flatMapLatest { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .next(260, 20), .completed(300)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 230)])
        XCTAssertEqual(inners.subscriptions(of: 2), [Subscription(230, 270)])
    }

    func test_flatMapLatest_whenTheOuterCompletesFirst_completesWithTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: twoStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let res = scheduler.start { xs.flatMapLatest { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 10), .completed(250)])
    }

    func test_flatMapLatest_ofEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.flatMapLatest { Observable.just($0) } }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func test_flatMapLatest_ofNever_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.flatMapLatest { Observable.just($0) } }
        XCTAssertEqual(res.events, [])
    }

    func test_flatMapLatest_whenTheInnerFails_failsAndDisposesTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler) { _ in [.next(5, 1), .error(10, testError)] }
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.flatMapLatest { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(215, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_flatMapLatest_errorOfADisposedInner_isIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler) { x in
            x == 1 ? [.error(50, testError)] : [.next(10, x), .completed(20)]
        }
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.flatMapLatest { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(300)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 220)])
    }

    func test_flatMapLatest_whenTheOuterFails_failsAndDisposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: twoStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { xs.flatMapLatest { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 230)])
    }

    func test_flatMapLatest_whenTheSelectorThrows_failsAndDisposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: twoStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .completed(300)])
        let res = scheduler.start {
            xs.flatMapLatest { x -> Observable<Int> in
                if x == 2 { throw testError }
                return inners.make(x)
            }
        }
        XCTAssertEqual(res.events, [.next(220, 1), .error(225, testError)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 225)])
    }

    func test_flatMapLatest_disposedEarly_disposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: twoStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 225) { xs.flatMapLatest { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func test_flatMapLatest_ofSynchronousInners_sendsEach() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.of(1, 2, 3).flatMapLatest { Observable.just($0 * 2) })
        XCTAssertEqual(collector.events, [.next(2), .next(4), .next(6), .completed])
    }

    func test_flatMapLatest_anInnerThatKeepsItsObserverAfterCompleting_cannotSendAnyMore() {
        var kept: [AnyObserver<Int>] = []
        let outer = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.flatMapLatest { x in
            Observable<Int>.create { observer in
                kept.append(observer)
                observer.onNext(x)
                observer.onCompleted()
                return Disposables.create()
            }
        }.subscribe(onNext: { received.append($0) })
        outer.onNext(1)
        kept[0].onNext(-1)
        outer.onNext(2)
        kept[0].onNext(-1)
        kept[1].onNext(-2)
        outer.onNext(3)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
        kept.removeAll()
    }

    func test_flatMapLatest_ofSynchronousInners_disposeReleasesEverything() {
        final class Token {}
        weak var token: Token?
        let outer = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        do {
            let captured = Token()
            token = captured
            subscription = outer.flatMapLatest { x in withExtendedLifetime(captured) { Observable.just(x) } }
                .subscribe(onNext: { received.append($0) })
        }
        outer.onNext(1)
        outer.onNext(2)
        XCTAssertEqual(received, [1, 2])
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(token)
    }

    func test_flatMapLatestToJust_outerElementFromInsideOnNext_switchesAndCompletesOnce() {
        let outer = PublishSubject<Int>()
        var log: [String] = []
        let subscription = outer.flatMapLatest { Observable.just($0) }.subscribe(
            onNext: { value in
                log.append("next \(value)")
                if value == 1 {
                    outer.onNext(2)
                    outer.onCompleted()
                }
            },
            onCompleted: { log.append("completed") }
        )
        outer.onNext(1)
        XCTAssertEqual(log, ["next 1", "next 2", "completed"])
        subscription.dispose()
    }

    func test_flatMapLatestToJust_afterALiveInner_disposesTheLiveInner() {
        let outer = PublishSubject<Int>()
        let live = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.flatMapLatest { $0 == 0 ? live.asObservable() : Observable.just($0) }
            .subscribe(onNext: { received.append($0) })
        outer.onNext(0)
        live.onNext(10)
        outer.onNext(1)
        live.onNext(11)
        XCTAssertEqual(received, [10, 1])
        XCTAssertFalse(live.hasObservers)
        subscription.dispose()
    }
}
