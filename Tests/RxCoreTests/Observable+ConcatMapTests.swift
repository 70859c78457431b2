import XCTest
import RxCore
import RxTesting

final class ObservableConcatMapTests: RxTestCase {
    private func twoStep(_ x: Int) -> [Recorded<Event<Int>>] {
        [.next(10, x), .next(20, x * 10), .completed(30)]
    }

    func test_concatMap_runsTheMappedSequencesOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: twoStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(220, 3), .completed(230)])
        let res = scheduler.start { xs.concatMap { inners.make($0) } }
        XCTAssertEqual(res.events, [
            .next(220, 1), .next(230, 10), .next(250, 2), .next(260, 20), .next(280, 3), .next(290, 30), .completed(300),
        ])
        XCTAssertEqual(inners.requested, [1, 2, 3])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 240)])
        XCTAssertEqual(inners.subscriptions(of: 2), [Subscription(240, 270)])
        XCTAssertEqual(inners.subscriptions(of: 3), [Subscription(270, 300)])
    }

    func test_concatMap_ofEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.concatMap { Observable.just($0) } }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func test_concatMap_ofNever_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.concatMap { Observable.just($0) } }
        XCTAssertEqual(res.events, [])
    }

    func test_concatMap_whenAnInnerFails_failsWithoutStartingTheWaitingOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler) { x in
            x == 1 ? [.next(10, 1), .error(20, testError)] : [.next(10, x), .completed(20)]
        }
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let res = scheduler.start { xs.concatMap { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(inners.subscriptions(of: 2), [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_concatMap_whenTheOuterFails_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: twoStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(225, testError)])
        let res = scheduler.start { xs.concatMap { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(225, testError)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 225)])
    }

    func test_concatMap_whenTheSelectorThrows_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.concatMap { _ -> Observable<Int> in throw testError } }
        XCTAssertEqual(res.events, [.error(210, testError)])
    }

    func test_concatMap_disposedEarly_disposesTheRunningInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = InnerSequences(scheduler: scheduler, events: twoStep)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let res = scheduler.start(disposed: 225) { xs.concatMap { inners.make($0) } }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(inners.subscriptions(of: 1), [Subscription(210, 225)])
        XCTAssertEqual(inners.subscriptions(of: 2), [])
    }

    func test_concatMap_ofAHundredThousandSynchronousInners_completesWithoutDeepeningTheStack() {
        var count = 0
        var completed = false
        _ = Observable.range(start: 0, count: 100_000).concatMap { Observable.just($0) }.subscribe(
            onNext: { _ in count += 1 },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(count, 100_000)
        XCTAssertTrue(completed)
    }
}
