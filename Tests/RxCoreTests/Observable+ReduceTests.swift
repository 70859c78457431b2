import XCTest
import RxCore
import RxTesting

final class ObservableReduceTests: RxTestCase {
    func test_reduce_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_reduce_whenSourceIsEmpty_emitsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_reduce_emitsTheFinalAccumulationOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start { xs.reduce(10, accumulator: +) }
        XCTAssertEqual(res.events, [.next(250, 19), .completed(250)])
    }

    func test_reduceWithMapResult_mapsTheFinalAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { "sum \($0)" }) }
        XCTAssertEqual(res.events, [.next(250, "sum 5"), .completed(250)])
    }

    func test_reduce_whenSourceErrors_forwardsTheErrorOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])
        let res = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_reduce_whenDisposedEarly_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start(disposed: 240) { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func test_reduce_whenAccumulatorThrows_endsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.reduce(0) { accumulate, element in
                if element == 3 { throw testError }
                return accumulate + element
            }
        }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_reduce_whenMapResultThrows_endsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start {
            xs.reduce(0, accumulator: +, mapResult: { _ -> Int in throw testError })
        }
        XCTAssertEqual(res.events, [.error(250, testError)])
    }
}
