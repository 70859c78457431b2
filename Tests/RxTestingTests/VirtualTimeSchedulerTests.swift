import Foundation
import XCTest
import RxTesting

final class VirtualTimeSchedulerTests: LeakCheckingTestCase {
    /// Schedules an action that appends `label` and the clock at which it ran.
    private func record(_ scheduler: TestScheduler, at time: TestTime, _ label: String, into log: Log) -> Disposable {
        scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
            log.append("\(label)@\(scheduler.clock)")
            return Disposables.create()
        }
    }

    func test_start_runsActionsInTimeOrder_notSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        _ = record(scheduler, at: 30, "c", into: log)
        _ = record(scheduler, at: 10, "a", into: log)
        _ = record(scheduler, at: 20, "b", into: log)
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@10", "b@20", "c@30"])
        XCTAssertEqual(scheduler.clock, 30)
    }

    func test_start_withEqualTimes_runsInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        for index in 0..<50 {
            _ = record(scheduler, at: index % 2 == 0 ? 10 : 5, "\(index)", into: log)
        }
        scheduler.start()
        let odd = (0..<50).filter { $0 % 2 == 1 }.map { "\($0)@5" }
        let even = (0..<50).filter { $0 % 2 == 0 }.map { "\($0)@10" }
        XCTAssertEqual(log.entries, odd + even)
    }

    func test_actionScheduledForTheSameTimeFromAnAction_runsAfterTheOthersDueThen() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            log.append("first")
            _ = self.record(scheduler, at: 10, "nested", into: log)
            return Disposables.create()
        }
        _ = record(scheduler, at: 10, "second", into: log)
        scheduler.start()
        XCTAssertEqual(log.entries, ["first", "second@10", "nested@10"])
    }

    func test_scheduleAbsoluteVirtual_inThePast_runsAtTheCurrentClock() {
        let scheduler = TestScheduler(initialClock: 100)
        let log = Log()
        _ = record(scheduler, at: 50, "past", into: log)
        scheduler.start()
        XCTAssertEqual(log.entries, ["past@100"])
        XCTAssertEqual(scheduler.clock, 100)
    }

    func test_schedule_withProcessingDelay_runsOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                log.append("now@\(scheduler.clock)")
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["now@101"])
    }

    func test_schedule_withoutProcessingDelay_runsAtTheSameTime() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let log = Log()
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                log.append("now@\(scheduler.clock)")
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["now@100"])
    }

    func test_scheduleRelative_convertsSecondsToTicks() {
        let scheduler = TestScheduler(initialClock: 200)
        let log = Log()
        _ = scheduler.scheduleRelative("x", dueTime: .seconds(10)) { state in
            log.append("\(state)@\(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["x@210"])
    }

    func test_scheduleRelative_withMillisecondResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let log = Log()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(250)) { _ in
            log.append("\(scheduler.clock)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            log.append("\(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["250", "2000"])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 2))
    }

    func test_scheduleRelative_never_schedulesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
            log.append("ran")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(scheduler.clock, 0)
    }

    func test_scheduleRelativeVirtual_offsetsFromTheClock() {
        let scheduler = TestScheduler(initialClock: 40)
        let log = Log()
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 15) { _ in
            log.append("\(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["55"])
    }

    func test_now_followsTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 0))
        scheduler.advanceTo(300)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 300))
    }

    func test_advanceTo_runsActionsUpToAndIncludingTheTime_andSetsTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        _ = record(scheduler, at: 10, "a", into: log)
        _ = record(scheduler, at: 20, "b", into: log)
        _ = record(scheduler, at: 21, "c", into: log)
        scheduler.advanceTo(20)
        XCTAssertEqual(log.entries, ["a@10", "b@20"])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.advanceTo(25)
        XCTAssertEqual(log.entries, ["a@10", "b@20", "c@21"])
        XCTAssertEqual(scheduler.clock, 25)
    }

    func test_advanceTo_withNothingScheduled_movesTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceTo(500)
        XCTAssertEqual(scheduler.clock, 500)
    }

    func test_advanceTo_thePast_leavesTheClock() {
        let scheduler = TestScheduler(initialClock: 100)
        let log = Log()
        _ = record(scheduler, at: 150, "a", into: log)
        scheduler.advanceTo(50)
        XCTAssertEqual(scheduler.clock, 100)
        XCTAssertEqual(log.entries, [])
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@150"])
    }

    func test_sleep_movesTheClockWithoutRunningAnything() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        _ = record(scheduler, at: 10, "a", into: log)
        scheduler.sleep(50)
        XCTAssertEqual(scheduler.clock, 50)
        XCTAssertEqual(log.entries, [])
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@50"])
    }

    func test_stop_fromAnAction_haltsStart_andStartResumes() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        _ = record(scheduler, at: 10, "a", into: log)
        _ = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in
            scheduler.stop()
            return Disposables.create()
        }
        _ = record(scheduler, at: 30, "b", into: log)
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@10"])
        XCTAssertEqual(scheduler.clock, 20)
        XCTAssertFalse(scheduler.isRunning)
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@10", "b@30"])
    }

    func test_stop_fromAnAction_haltsAdvanceTo_butTheClockStillMoves() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in
            scheduler.stop()
            return Disposables.create()
        }
        _ = record(scheduler, at: 30, "b", into: log)
        scheduler.advanceTo(40)
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(scheduler.clock, 40)
        scheduler.start()
        XCTAssertEqual(log.entries, ["b@40"])
    }

    func test_start_fromAnAction_doesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            XCTAssertTrue(scheduler.isRunning)
            scheduler.start()
            log.append("outer done")
            return Disposables.create()
        }
        _ = record(scheduler, at: 20, "b", into: log)
        scheduler.start()
        XCTAssertEqual(log.entries, ["outer done", "b@20"])
    }

    func test_dispose_beforeRunning_cancelsTheAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let cancelled = record(scheduler, at: 10, "a", into: log)
        _ = record(scheduler, at: 20, "b", into: log)
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(log.entries, ["b@20"])
    }

    func test_dispose_afterRunning_disposesWhatTheActionReturned() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let subscription = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            Disposables.create { log.append("inner disposed") }
        }
        scheduler.start()
        XCTAssertEqual(log.entries, [])
        subscription.dispose()
        XCTAssertEqual(log.entries, ["inner disposed"])
    }

    func test_dispose_fromWithinTheAction_disposesItsResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let holder = SerialDisposable()
        holder.disposable = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            holder.dispose()
            return Disposables.create { log.append("result disposed") }
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["result disposed"])
    }

    func test_schedulePeriodic_runsEveryPeriodInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let timer = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(5)) { count in
            log.append("\(count)@\(scheduler.clock)")
            return count + 1
        }
        scheduler.scheduleAt(22) { timer.dispose() }
        scheduler.start()
        XCTAssertEqual(log.entries, ["0@10", "1@15", "2@20"])
    }

    func test_pendingActions_countAsResourcesUntilTheyRunOrAreDisposed() {
        #if DEBUG
        let start = Resources.total
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in Disposables.create() }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in Disposables.create() }
        XCTAssertEqual(Resources.total, start + 2)
        first.dispose()
        XCTAssertEqual(Resources.total, start + 1)
        scheduler.start()
        XCTAssertEqual(Resources.total, start)
        #endif
    }

    func test_droppingASchedulerWithPendingWork_releasesIt() {
        weak var weakScheduler: TestScheduler?
        do {
            let scheduler = TestScheduler(initialClock: 0)
            weakScheduler = scheduler
            let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
            let cold = scheduler.createColdObservable([.next(10, 1), .next(500, 2)])
            let observer = scheduler.createObserver(Int.self)
            _ = xs.subscribe(observer)
            _ = cold.subscribe(observer)
            scheduler.advanceTo(300)
            XCTAssertEqual(observer.events, [.next(10, 1), .next(210, 1)])
        }
        XCTAssertNil(weakScheduler)
    }

    func test_drivenFromABackgroundThread() {
        let done = expectation(description: "ran on a background thread")
        DispatchQueue.global().async {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let res = scheduler.start { xs.map { $0 + 1 } }
            XCTAssertFalse(Thread.isMainThread)
            XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }

    func test_manySchedulersOnConcurrentThreads_stayIndependent() {
        DispatchQueue.concurrentPerform(iterations: 8) { offset in
            let scheduler = TestScheduler(initialClock: 0)
            let events = (1...100).map { Recorded.next(200 + $0 * 3, $0 + offset) }
            let xs = scheduler.createHotObservable(events + [.completed(600)])
            let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
            let expected = events.filter { $0.value.element.map { $0 % 2 == 0 } ?? false } + [.completed(600)]
            XCTAssertEqual(res.events, expected)
        }
    }

    func test_debugDescription_listsPendingActions() {
        let scheduler = TestScheduler(initialClock: 5)
        _ = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in Disposables.create() }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in Disposables.create() }
        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler clock: 5, pending: 2\n  10 (#1)\n  20 (#0)")
        scheduler.start()
    }
}

final class HistoricalSchedulerTests: LeakCheckingTestCase {
    func test_defaultClock_isTheEpoch() {
        XCTAssertEqual(HistoricalScheduler().clock, Date(timeIntervalSince1970: 0))
    }

    func test_runsActionsInDateOrder_andMovesNow() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        let log = Log()
        _ = scheduler.scheduleRelative("b", dueTime: .seconds(20)) { state in
            log.append("\(state)@\(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual("a", time: start.addingTimeInterval(5)) { state in
            log.append("\(state)@\(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual("c", dueTime: 30) { state in
            log.append("\(state)@\(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@1005.0", "b@1020.0", "c@1030.0"])
    }

    func test_advanceTo_andSleep() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
        let log = Log()
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in
            log.append("ran")
            return Disposables.create()
        }
        scheduler.sleep(5)
        XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 5))
        scheduler.advanceTo(Date(timeIntervalSince1970: 9))
        XCTAssertEqual(log.entries, [])
        scheduler.advanceTo(Date(timeIntervalSince1970: 10))
        XCTAssertEqual(log.entries, ["ran"])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 10))
    }

    func test_schedule_runsAtTheCurrentTime() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 50))
        let log = Log()
        _ = scheduler.schedule(()) { _ in
            log.append("\(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["50.0"])
    }
}

/// A thread-safe list of log lines.
final class Log: @unchecked Sendable {
    // `lines` is only touched while `lock` is held.
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
