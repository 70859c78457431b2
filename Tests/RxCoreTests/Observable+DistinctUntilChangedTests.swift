import XCTest
import RxCore
import RxTesting

final class ObservableDistinctUntilChangedTests: RxTestCase {
    private struct Point: Equatable {
        let x: Int
        let y: Int
    }

    func test_distinctUntilChanged_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_distinctUntilChanged_whenSourceIsEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_distinctUntilChanged_dropsConsecutiveDuplicatesOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 2), .next(220, 3), .next(225, 2), .next(230, 2), .next(240, 4), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(225, 2), .next(240, 4), .completed(250)])
    }

    func test_distinctUntilChanged_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(215, 2), .error(220, testError)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_distinctUntilChanged_whenDisposedEarly_stopsForwarding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4)])
        let res = scheduler.start(disposed: 225) { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func test_distinctUntilChangedKeySelector_comparesKeys() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 4), .next(230, 5), .next(240, 7), .next(250, 8), .completed(260)])
        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 5), .next(250, 8), .completed(260)])
    }

    func test_distinctUntilChangedComparer_usesTheComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 6), .completed(260)])
        let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) <= 1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 5), .completed(260)])
    }

    func test_distinctUntilChangedKeySelectorAndComparer_comparesKeysWithTheComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "A"), .next(230, "b"), .completed(260)])
        let res = scheduler.start { xs.distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 }) }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .completed(260)])
    }

    func test_distinctUntilChangedAtKeyPath_comparesTheProperty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Point(x: 1, y: 1)), .next(220, Point(x: 1, y: 2)), .next(230, Point(x: 2, y: 2)), .completed(260),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.x) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 1, y: 1)), .next(230, Point(x: 2, y: 2)), .completed(260)])
    }

    func test_distinctUntilChanged_whenKeySelectorThrows_endsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(260)])
        let res = scheduler.start {
            xs.distinctUntilChanged { element -> Int in
                if element == 3 { throw testError }
                return element
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_distinctUntilChanged_whenComparerThrows_endsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(260)])
        let res = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw testError }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
    }
}
