import XCTest
import RxCore
import RxTesting

final class ObservableScanTests: RxTestCase {
    func test_scan_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.scan(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_scan_whenSourceIsEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.scan(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_scan_emitsEveryIntermediateAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start { xs.scan(10) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 12), .next(220, 15), .next(230, 19), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_scanInto_mutatesTheAccumulatorInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) } }
        XCTAssertEqual(res.events, [.next(210, [2]), .next(220, [2, 3]), .completed(250)])
    }

    func test_scan_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, testError), .next(230, 4)])
        let res = scheduler.start { xs.scan(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_scan_whenDisposedEarly_stopsForwarding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start(disposed: 225) { xs.scan(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func test_scan_whenAccumulatorThrows_endsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start {
            xs.scan(0) { accumulate, element in
                if element == 3 { throw testError }
                return accumulate + element
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_scanInto_whenAccumulatorThrows_endsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.scan(into: 0) { accumulate, element in
                if element == 3 { throw testError }
                accumulate += element
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
    }

    func test_scan_eachSubscriptionStartsFromTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let scanned = xs.scan(0) { $0 + $1 }
        let first = scheduler.record(scanned)
        let second = scheduler.record(scanned)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(10, 1), .next(20, 3), .completed(30)])
        XCTAssertEqual(second.events, [.next(10, 1), .next(20, 3), .completed(30)])
    }
}
