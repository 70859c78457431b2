import XCTest
import RxCore
import RxTesting

final class ObservableRangeTests: RxTestCase {
    func test_range_onScheduler_sendsConsecutiveIntegers() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)])
    }

    func test_range_withZeroCount_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 0, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func test_range_endingAtMax_sendsMaxWithoutOverflow() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, Int.max), .completed(202)])
    }

    func test_range_pastMax_failsWithOverflow() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int8>.range(start: 120, count: 9, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(200, RxError.overflow)])
    }

    func test_range_withNegativeCount_failsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 0, count: -1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    }

    func test_range_onScheduler_disposedEarly_stops() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.range(start: 0, count: 10, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
    }

    func test_range_ofAMillion_onCurrentThread_sendsEveryIntegerWithoutDeepeningTheStack() {
        var count = 0
        var last = -1
        var completed = false
        _ = Observable.range(start: 0, count: 1_000_000).subscribe(
            onNext: { element in
                count += 1
                last = element
            },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(count, 1_000_000)
        XCTAssertEqual(last, 999_999)
        XCTAssertTrue(completed)
    }

    func test_range_onCurrentThread_disposedFromOnNext_stopsAtOnce() {
        var received: [Int] = []
        onTrampoline {
            var subscription: Disposable?
            subscription = Observable.range(start: 0, count: 1_000_000).subscribe(onNext: { element in
                received.append(element)
                if element == 2 {
                    subscription?.dispose()
                    subscription = nil
                }
            })
        }
        XCTAssertEqual(received, [0, 1, 2])
    }
}
