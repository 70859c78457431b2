import XCTest
import RxCore
import RxTesting

final class ObservableSampleTests: RxTestCase {
    func test_sample_whenBothNeverEmit_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = scheduler.createHotObservable([.next(150, "")])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func test_sample_emitsTheLatestElementAtEachTick_andCompletesAtTheTickAfterTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), .completed(400),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"), .completed(500),
        ])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func test_sample_whenSamplerCompletes_samplesOnceMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(360, 7), .completed(400)])
        let ys = scheduler.createHotObservable([.next(250, "foo"), .completed(500)])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 2), .next(500, 7), .completed(500)])
    }

    func test_sample_whenSamplerCompletesFirst_neverCompletes_asInRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2), .next(350, 3), .completed(400)])
        let ys = scheduler.createHotObservable([.next(250, "a"), .completed(300)])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 1), .next(300, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func test_sample_withDefaultValue_emitsItWhenNothingNewArrived() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(210, ()), .next(250, ()), .next(260, ()), .completed(500)])
        let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(250, 2), .next(260, 0), .next(500, 0), .completed(500)])
    }

    func test_sample_whenSourceErrors_forwardsTheErrorAndDisposesTheSampler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(250, "a")])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func test_sample_whenSamplerErrors_forwardsTheErrorAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(400)])
        let ys = scheduler.createHotObservable([.next(230, "a"), .error(320, testError, String.self)])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(230, 2), .error(320, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func test_sample_whenDisposedEarly_disposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2)])
        let ys = scheduler.createHotObservable([.next(250, "a")])
        let res = scheduler.start(disposed: 240) { xs.sample(ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func test_sample_whenObserverTicksTheSamplerReentrantly_deliversInOrder() {
        let source = PublishSubject<Int>()
        let sampler = PublishSubject<Void>()
        var received: [Int] = []
        let subscription = source.sample(sampler, defaultValue: 0).subscribe(onNext: { value in
            received.append(value)
            if value == 1 { sampler.onNext(()) }
        })
        source.onNext(1)
        sampler.onNext(())
        XCTAssertEqual(received, [1, 0])
        subscription.dispose()
    }
}
