import XCTest
import RxCore
import RxTesting

final class ObservableFlatMapTests: RxTestCase {
    private func threeStep(_ x: Int) -> [Recorded<Event<Int>>] {
        [.next(10, x * 10), .next(20, x * 10 + 1), .completed(30)]
    }

    func test_flatMap_mergesTheMappedSequences_andReleasesEachWhenItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: threeStep)
        let xs = scheduler.createHotObservable([.next(150, 9), .next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.flatMap { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(230, 11), .next(230, 20), .next(240, 21), .completed(300)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 240)])
        XCTAssertEqual(inners.subscriptions(of: 2), [Subscription(220, 250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_flatMap_whenTheOuterCompletesFirst_completesWithTheLastInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: threeStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let res = scheduler.start { xs.flatMap { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(230, 11), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func test_flatMap_ofNever_neverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.flatMap { Observable.just($0) } }
        XCTAssertEqual(res.events, [])
    }

    func test_flatMap_ofEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.flatMap { Observable.just($0) } }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func test_flatMap_whenAnInnerFails_failsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler) { x in
            x == 2 ? [.next(5, 20), .error(10, testError)] : [.next(10, x), .completed(200)]
        }
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.flatMap { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(225, 20), .error(230, testError)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_flatMap_whenTheOuterFails_failsAndDisposesTheInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: threeStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(225, testError)])
        let res = scheduler.start { xs.flatMap { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 10), .error(225, testError)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 225)])
    }

    func test_flatMap_whenTheSelectorThrows_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: threeStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let res = scheduler.start {
            xs.flatMap { x -> Observable<Int> in
                if x == 2 { throw testError }
                return inners.make(x)
            }
        }
        XCTAssertEqual(res.events, [.error(215, testError)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func test_flatMap_disposedEarly_disposesOuterAndInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: threeStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 235) { xs.flatMap { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(230, 11), .next(230, 20)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 235)])
        XCTAssertEqual(inners.subscriptions(of: 2), [Subscription(220, 235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func test_flatMap_ofSynchronousSources_sendsEveryElement() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.of(1, 2, 3).flatMap { Observable.of($0, $0 * 10) })
        XCTAssertEqual(collector.elements.sorted(), [1, 2, 3, 10, 20, 30])
        XCTAssertEqual(collector.events.last, .completed)
    }

    func test_flatMap_manySynchronousInners_releasesEachOne() {
        var count = 0
        _ = Observable.range(start: 0, count: 10_000).flatMap { Observable.just($0) }.subscribe(onNext: { _ in count += 1 })
        XCTAssertEqual(count, 10_000)
    }

    func test_flatMap_anInnerThatKeepsItsObserverAfterCompleting_cannotSendAnyMore() {
        // Ungrammatical, but it must not reach the observer, nor a later inner's slot.
        var kept: [AnyObserver<Int>] = []
        let outer = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.flatMap { x in
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

    func test_flatMap_ofSynchronousInners_disposeReleasesEverything() {
        final class Token {}
        weak var token: Token?
        let outer = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        do {
            let captured = Token()
            token = captured
            subscription = outer.flatMap { x in withExtendedLifetime(captured) { Observable.just(x) } }
                .subscribe(onNext: { received.append($0) })
        }
        outer.onNext(1)
        outer.onNext(2)
        XCTAssertEqual(received, [1, 2])
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(token)
    }

    func test_flatMap_reentrantOuterElementFromAnInnerElement_isMergedToo() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.flatMap { x in x == 0 ? inner.asObservable() : Observable.just(x) }
            .subscribe(onNext: { element in
                received.append(element)
                if element == 1 { outer.onNext(2) }
            })
        outer.onNext(0)
        inner.onNext(1)
        inner.onNext(3)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func test_flatMapToJust_outerCompletedFromInsideOnNext_completesAfterOnNextReturns() {
        let outer = PublishSubject<Int>()
        var log: [String] = []
        let subscription = outer.flatMap { Observable.just($0) }.subscribe(
            onNext: { value in
                log.append("next \(value) begins")
                if value == 1 { outer.onCompleted() }
                log.append("next \(value) ends")
            },
            onCompleted: { log.append("completed") }
        )
        outer.onNext(1)
        XCTAssertEqual(log, ["next 1 begins", "next 1 ends", "completed"])
        subscription.dispose()
    }
}
