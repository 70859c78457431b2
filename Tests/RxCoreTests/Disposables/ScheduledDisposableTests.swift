import XCTest
import RxTesting

final class ScheduledDisposableTests: RxTestCase {
    func test_dispose_disposesTheInnerDisposableOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = CallRecorder()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create {
            log.append("inner disposed at \(scheduler.clock)")
        })
        XCTAssertTrue(scheduled.scheduler as AnyObject === scheduler)

        scheduler.scheduleAt(100) {
            scheduled.dispose()
            XCTAssertTrue(scheduled.isDisposed)
            log.append("dispose returned at \(scheduler.clock)")
        }
        scheduler.start()

        // TestScheduler runs work scheduled for "now" one tick later.
        XCTAssertEqual(log.entries, ["dispose returned at 100", "inner disposed at 101"])
    }

    func test_beforeDispose_isNotDisposed_andTheInnerIsUntouched() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = DisposeCounter()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: inner)
        scheduler.start()
        XCTAssertFalse(scheduled.isDisposed)
        XCTAssertEqual(inner.count, 0)
    }

    func test_disposeTwice_schedulesTheDisposalOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = DisposeCounter()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: inner)
        scheduler.scheduleAt(100) { scheduled.dispose() }
        scheduler.scheduleAt(150) { scheduled.dispose() }
        scheduler.start()
        XCTAssertEqual(inner.count, 1)
    }

    func test_onTheCurrentThreadScheduler_disposesAtOnce() {
        let inner = DisposeCounter()
        let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: inner)
        scheduled.dispose()
        XCTAssertEqual(inner.count, 1)
    }
}
