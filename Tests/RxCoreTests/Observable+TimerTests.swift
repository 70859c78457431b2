import XCTest
import RxCore
import RxTesting

final class ObservableTimerTests: RxTestCase {
    func test_timer_sendsZeroAfterTheDueTime_andCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 0), .completed(300)])
    }

    func test_timer_withZeroDueTime_firesOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func test_timer_disposedBeforeTheDueTime_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 299) { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func test_timerWithPeriod_countsEveryPeriodAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 500) {
            Observable<Int>.timer(.seconds(100), period: .seconds(50), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(300, 0), .next(350, 1), .next(400, 2), .next(450, 3)])
    }

    func test_interval_countsEveryPeriod_untilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6),
        ])
    }

    func test_interval_disposedEarly_stops() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 350) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 0)])
    }

    func test_interval_counterWrapsAroundOnOverflow() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 460) { Observable<UInt8>.interval(.seconds(1), scheduler: scheduler) }
        XCTAssertEqual(res.events.count, 259)
        XCTAssertEqual(res.events[255], .next(456, 255))
        XCTAssertEqual(res.events[256], .next(457, 0))
        XCTAssertEqual(res.events.last, .next(459, 2))
    }
}
