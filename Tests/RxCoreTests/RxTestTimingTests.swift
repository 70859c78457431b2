import XCTest
import RxCore
import RxTesting

/// The virtual times RxSwift 6 with RxTest records for work re-scheduled within one tick
/// (work scheduled at or before the clock runs at clock + 1, and `observe(on:)` and
/// `delay` deliver one event per scheduled action), so ported tests that assert times pass.
final class RxTestTimingTests: XCTestCase {
    func test_observeOn_ofTwoElements_recordsOneTickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func test_delay_ofJust_completesOneTickAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).delay(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(202, 1), .completed(203)])
    }

    func test_delay_ofElementsDueTogether_deliversThemOneTickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(206, 2), .completed(207)])
    }

    func test_singleObserveOn_completesOneTickAfterItsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).observe(on: scheduler).asObservable() }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    func test_schedule_atOrBeforeTheClock_runsAtClockPlusOne() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                _ = scheduler.schedule(()) { _ in
                    ranAt.append(scheduler.clock)
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(-5)) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [101, 101, 102])
    }

    func test_withoutSimulatedProcessingDelay_workForNowRunsAtNow() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let res = scheduler.start { Observable.of(1, 2).observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }
}
