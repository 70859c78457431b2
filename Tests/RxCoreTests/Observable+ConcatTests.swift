import XCTest
import RxCore
import RxTesting

final class ObservableConcatTests: RxTestCase {
    func test_concat_emptyThenEmpty_completesWhenTheSecondCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { Observable.concat([e1.asObservable(), e2.asObservable()]) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(e2.subscriptions, [Subscription(230, 250)])
    }

    func test_concat_emptyThenNever_neverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let e2 = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.concat([e1.asObservable(), e2.asObservable()]) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(e2.subscriptions, [Subscription(230, 1000)])
    }

    func test_concat_neverThenEmpty_neverSubscribesTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let e1 = scheduler.createHotObservable([.next(150, 1)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let res = scheduler.start { Observable.concat([e1.asObservable(), e2.asObservable()]) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e2.subscriptions, [])
    }

    func test_concat_returnThenReturn_sendsBothInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(230)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .next(225, 9), .next(240, 3), .completed(250)])
        let res = scheduler.start { Observable.concat([e1.asObservable(), e2.asObservable()]) }
        XCTAssertEqual(res.events, [.next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(e2.subscriptions, [Subscription(230, 250)])
    }

    func test_concat_whenTheFirstFails_failsWithoutSubscribingTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .error(230, testError)])
        let e2 = scheduler.createHotObservable([.next(240, 3), .completed(250)])
        let res = scheduler.start { Observable.concat([e1.asObservable(), e2.asObservable()]) }
        XCTAssertEqual(res.events, [.next(220, 2), .error(230, testError)])
        XCTAssertEqual(e2.subscriptions, [])
    }

    func test_concat_whenTheSecondFails_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let e1 = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let e2 = scheduler.createHotObservable([.next(240, 3), .error(250, testError)])
        let res = scheduler.start { Observable.concat([e1.asObservable(), e2.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .error(250, testError)])
        XCTAssertEqual(e2.subscriptions, [Subscription(230, 250)])
    }

    func test_concat_disposedEarly_disposesTheCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let e1 = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let e2 = scheduler.createHotObservable([.next(240, 3), .completed(250)])
        let res = scheduler.start(disposed: 235) { Observable.concat([e1.asObservable(), e2.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(e2.subscriptions, [Subscription(230, 235)])
    }

    func test_concat_coldSources_subscribesEachWhenThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func test_concat_sameSourceRepeated_resubscribesItEachTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { Observable.concat(xs.asObservable(), xs.asObservable(), xs.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func test_concat_ofNoSources_completesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.concat([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func test_concat_ofALazySequence_pullsTheNextSourceOnlyWhenNeeded() {
        let scheduler = TestScheduler(initialClock: 0)
        var pulled: [TestTime] = []
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            var index = 0
            return AnyIterator {
                index += 1
                guard index <= 2 else { return nil }
                pulled.append(scheduler.clock)
                return scheduler.createColdObservable([.next(10, index), .completed(20)]).asObservable()
            }
        }
        let res = scheduler.start { Observable.concat(sources) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(pulled, [200, 220])
    }

    func test_concat_ofAHundredThousandJusts_completesWithoutDeepeningTheStack() {
        var count = 0
        var completed = false
        _ = Observable.concat((0..<100_000).map { Observable.just($0) }).subscribe(
            onNext: { _ in count += 1 },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(count, 100_000)
        XCTAssertTrue(completed)
    }

    func test_concat_ofAHundredThousandSynchronousSources_insideATrampoline_completes() {
        var sum = 0
        var completed = false
        onTrampoline {
            _ = Observable.concat((0..<100_000).map { Observable.of($0) }).subscribe(
                onNext: { sum += $0 },
                onCompleted: { completed = true }
            )
        }
        XCTAssertEqual(sum, (0..<100_000).reduce(0, +))
        XCTAssertTrue(completed)
    }

    func test_concatOfObservables_subscribesTheInnerSequencesOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(300),
        ])
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(250, 3), .completed(300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_concatOfObservables_whenAnInnerFails_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, testError, Int.self)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(300),
        ])
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(ys2.subscriptions, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
