import XCTest
import RxTesting

final class InfallibleTests: RxTestCase {
    func test_create_deliversNextAndCompleted() {
        var events: [String] = []
        let infallible = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            return Disposables.create { events.append("resource disposed") }
        }
        _ = infallible.subscribe(
            onNext: { events.append("next(\($0))") },
            onCompleted: { events.append("completed") },
            onDisposed: { events.append("disposed") }
        )
        XCTAssertEqual(events, ["next(1)", "next(2)", "completed", "disposed", "resource disposed"])
    }

    func test_subscribeWithObject_andEventClosure() {
        final class Owner { var values: [Int] = [] }
        let owner = Owner()
        _ = Infallible.of(1, 2).subscribe(with: owner, onNext: { $0.values.append($1) })
        XCTAssertEqual(owner.values, [1, 2])
        var events: [Event<Int>] = []
        _ = Infallible.just(3).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(3), .completed])
    }

    func test_asInfallible_onErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
    }

    func test_asInfallible_onErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: .of(7, 8)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 7), .next(220, 8), .completed(220)])
    }

    func test_asInfallible_onErrorRecover_getsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, testError, Int.self)])
        var received: Error?
        let res = scheduler.start {
            xs.asInfallible(onErrorRecover: { error in
                received = error
                return .just(0)
            })
        }
        XCTAssertEqual(res.events, [.next(220, 0), .completed(220)])
        XCTAssertEqual(received as? TestError, testError)
    }

    func test_creation() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.just(1) }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.never() }.events, [])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.from([1, 2]) }.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.from(1...2) }.events, [.next(200, 1), .next(200, 2), .completed(200)])
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Infallible.of(1, 2, scheduler: scheduler) }.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func test_deferred_factoryPerSubscription_andThrowIsReported() {
        var count = 0
        let deferred = Infallible<Int>.deferred {
            count += 1
            return .just(count)
        }
        var values: [Int] = []
        _ = deferred.subscribe(onNext: { values.append($0) })
        _ = deferred.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])

        var events: [Event<Int>] = []
        let reported = captureMisuse {
            _ = Infallible<Int>.deferred { throw testError }.subscribe { events.append($0) }
        }
        XCTAssertEqual(events, [.completed])
        #if DEBUG
        XCTAssertEqual(reported.count, 1)
        #endif
    }

    func test_mapFilterCompactMap() {
        let res = TestScheduler(initialClock: 0).start {
            Infallible.of("1", "x", "3", "4").compactMap { Int($0) }.filter { $0 != 4 }.map { $0 * 10 }
        }
        XCTAssertEqual(res.events, [.next(200, 10), .next(200, 30), .completed(200)])
    }

    func test_distinctUntilChanged_variants() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of(1, 1, 2, 2, 1).distinctUntilChanged() }.events.compactMap { $0.value.element }, [1, 2, 1])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of(1, 3, 2).distinctUntilChanged { $0 % 2 } }.events.compactMap { $0.value.element }, [1, 2])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of("a", "A", "b").distinctUntilChanged { $0.lowercased() == $1.lowercased() } }.events.compactMap { $0.value.element }, ["a", "b"])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of("aa", "bb", "c").distinctUntilChanged(at: \.count) }.events.compactMap { $0.value.element }, ["aa", "c"])
    }

    func test_debounceAndThrottle_inVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 2), .next(250, 3), .completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let res2 = scheduler2.start { ys.asInfallible(onErrorJustReturn: 0).throttle(.seconds(20), latest: false, scheduler: scheduler2) }
        XCTAssertEqual(res2.events, [.next(210, 1), .next(240, 3), .completed(300)])
    }

    func test_flatMapVariants() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inner = { (value: Int) in
            Infallible<Int>.timer(.seconds(15), scheduler: scheduler).map { _ in value }
        }
        let merged = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).flatMap(inner) }
        XCTAssertEqual(merged.events, [.next(225, 1), .next(235, 2), .completed(300)])

        let latestScheduler = TestScheduler(initialClock: 0)
        let ys = latestScheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let latest = latestScheduler.start {
            ys.asInfallible(onErrorJustReturn: 0).flatMapLatest { value in
                Infallible<Int>.timer(.seconds(15), scheduler: latestScheduler).map { _ in value }
            }
        }
        XCTAssertEqual(latest.events, [.next(235, 2), .completed(300)])

        let firstScheduler = TestScheduler(initialClock: 0)
        let zs = firstScheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let first = firstScheduler.start {
            zs.asInfallible(onErrorJustReturn: 0).flatMapFirst { value in
                Infallible<Int>.timer(.seconds(15), scheduler: firstScheduler).map { _ in value }
            }
        }
        XCTAssertEqual(first.events, [.next(225, 1), .completed(300)])
    }

    func test_scanStartWithTakeSkip() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of(1, 2, 3).scan(0, accumulator: +) }.events.compactMap { $0.value.element }, [1, 3, 6])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of(1, 2).scan(into: [Int]()) { $0.append($1) } }.events.compactMap { $0.value.element }, [[1], [1, 2]])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of(2, 3).startWith(0, 1) }.events.compactMap { $0.value.element }, [0, 1, 2, 3])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of(1, 2, 3).take(2) }.events.compactMap { $0.value.element }, [1, 2])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of(1, 2, 3).skip(2) }.events.compactMap { $0.value.element }, [3])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of(1, 2, 3, 1).take(while: { $0 < 3 }) }.events.compactMap { $0.value.element }, [1, 2])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of(1, 2, 3, 1).skip(while: { $0 < 3 }) }.events.compactMap { $0.value.element }, [3, 1])
    }

    func test_share_subscribesOnce() {
        var subscriptions = 0
        let shared = Infallible<Int>.create { observer in
            subscriptions += 1
            observer(.next(1))
            return Disposables.create()
        }.share(replay: 1)
        var values: [Int] = []
        let a = shared.subscribe(onNext: { values.append($0) })
        let b = shared.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(values, [1, 1])
        a.dispose()
        b.dispose()
    }

    func test_combineLatestZipWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(300)])
        let combined = scheduler.start {
            Infallible.combineLatest(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: "")) { "\($0)\($1)" }
        }
        XCTAssertEqual(combined.events, [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(300)])

        let zipped = TestScheduler(initialClock: 0).start {
            Infallible.zip(Infallible.of(1, 2), Infallible.of("a", "b")).map { "\($0)\($1)" }
        }
        XCTAssertEqual(zipped.events.compactMap { $0.value.element }, ["1a", "2b"])

        let latest = TestScheduler(initialClock: 0).start {
            Infallible.of(1, 2).withLatestFrom(Infallible.just("x")) { "\($0)\($1)" }
        }
        XCTAssertEqual(latest.events.compactMap { $0.value.element }, ["1x", "2x"])
    }

    func test_mergeAndConcat() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.merge(.just(1), .just(2)) }.events.compactMap { $0.value.element }, [1, 2])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.concat(.just(1), .just(2)) }.events.compactMap { $0.value.element }, [1, 2])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.just(1).concat(Infallible.just(2)) }.events.compactMap { $0.value.element }, [1, 2])
    }

    func test_bindToObserversRelaysAndClosures() {
        let relay = BehaviorRelay<Int>(value: 0)
        let optionalRelay = PublishRelay<Int?>()
        var optionals: [Int?] = []
        let optionalSubscription = optionalRelay.subscribe(onNext: { optionals.append($0) })
        let subject = PublishSubject<Int>()
        var subjectValues: [Int] = []
        let subjectSubscription = subject.subscribe(onNext: { subjectValues.append($0) })
        var closureValues: [Int] = []

        _ = Infallible.of(1, 2).bind(to: relay)
        _ = Infallible.of(3).bind(to: optionalRelay)
        _ = Infallible.of(4).bind(to: subject)
        _ = Infallible.of(5).bind(onNext: { closureValues.append($0) })

        XCTAssertEqual(relay.value, 2)
        XCTAssertEqual(optionals, [3])
        XCTAssertEqual(subjectValues, [4])
        XCTAssertEqual(closureValues, [5])
        optionalSubscription.dispose()
        subjectSubscription.dispose()
    }

    func test_asInfallible_onInfallibleReturnsItself() {
        let infallible = Infallible.just(1)
        XCTAssertTrue(infallible.asInfallible().asObservable() === infallible.asObservable())
    }
}
