import Foundation
import Dispatch
import XCTest
@testable import RxCore

/// XCTest runs test bodies on the main thread (and main queue); waiting on an
/// expectation spins the run loop, which lets the main queue run queued work.
final class MainSchedulerTests: RxTestCase {
    /// Schedules from a background thread and waits until it has been scheduled.
    private func scheduleFromBackground(_ body: @escaping @Sendable () -> Void) {
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group, execute: body)
        group.wait()
    }

    func test_schedule_onMainWithNothingPending_runsSynchronously() {
        let log = ConcurrentLog<String>()
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("action")
            return Disposables.create()
        }
        log.append("returned")
        XCTAssertEqual(log.entries, ["action", "returned"])
    }

    func test_schedule_returnsTheActionsDisposable_whenRunSynchronously() {
        let inner = BooleanDisposable()
        let disposable = MainScheduler.instance.schedule(()) { _ in inner }
        disposable.dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func test_schedule_fromARunningAction_runsAfterIt_notNested() {
        let log = ConcurrentLog<String>()
        let done = expectation(description: "inner ran")
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("outer start")
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append("inner")
                done.fulfill()
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log.entries, ["outer start", "outer end"])
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.entries, ["outer start", "outer end", "inner"])
    }

    func test_schedule_fromBackground_runsAsynchronouslyOnTheMainQueue() {
        let log = ConcurrentLog<Bool>()
        let done = expectation(description: "ran")
        scheduleFromBackground {
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append(Thread.isMainThread)
                done.fulfill()
                return Disposables.create()
            }
        }
        XCTAssertEqual(log.entries, [], "must not run before the main queue gets a turn")
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.entries, [true])
    }

    func test_schedule_onMainWhileBackgroundWorkIsPending_runsAfterIt_inFIFOOrder() {
        let log = ConcurrentLog<String>()
        let done = expectation(description: "all ran")
        done.expectedFulfillmentCount = 4
        scheduleFromBackground {
            for name in ["bg1", "bg2"] {
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append(name)
                    done.fulfill()
                    return Disposables.create()
                }
            }
        }
        for name in ["main1", "main2"] {
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append(name)
                done.fulfill()
                return Disposables.create()
            }
        }
        XCTAssertEqual(log.entries, [], "work from the main queue must wait behind pending work")
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.entries, ["bg1", "bg2", "main1", "main2"])
    }

    func test_schedule_interleavedFromManyThreads_runsInSchedulingOrder() {
        let log = ConcurrentLog<Int>()
        let order = ConcurrentLog<Int>()
        let count = 200
        let done = expectation(description: "all ran")
        done.expectedFulfillmentCount = count
        // One lock makes "scheduling order" well defined across the threads.
        let lock = NSLock()
        let next = ConcurrentLog<Int>()
        DispatchQueue.concurrentPerform(iterations: count) { _ in
            lock.lock()
            let index = next.entries.count
            next.append(index)
            order.append(index)
            _ = MainScheduler.instance.schedule(index) { index in
                log.append(index)
                done.fulfill()
                return Disposables.create()
            }
            lock.unlock()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.entries, order.entries)
    }

    func test_instances_countOnlyTheirOwnWork_soAnotherInstancesPendingWorkDoesNotDelay() {
        let log = ConcurrentLog<String>()
        let done = expectation(description: "both ran")
        done.expectedFulfillmentCount = 2
        let other = MainScheduler()
        scheduleFromBackground {
            _ = other.schedule(()) { _ in
                log.append("other instance")
                done.fulfill()
                return Disposables.create()
            }
        }
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("shared instance")
            done.fulfill()
            return Disposables.create()
        }
        XCTAssertEqual(log.entries, ["shared instance"], "as RxSwift 6: the shared instance has nothing pending")
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.entries, ["shared instance", "other instance"])
    }

    func test_hopIntoAnotherInstance_fromARunningAction_runsAtOnce() {
        let log = ConcurrentLog<String>()
        let other = MainScheduler()
        _ = other.schedule(()) { _ in
            log.append("outer start")
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append("hop")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log.entries, ["outer start", "hop", "outer end"])
    }

    func test_schedule_disposedBeforeItRuns_neverRuns() {
        let log = ConcurrentLog<String>()
        let done = expectation(description: "later work ran")
        let pending = SerialDisposable()
        scheduleFromBackground {
            pending.disposable = MainScheduler.instance.schedule(()) { _ in
                log.append("cancelled")
                return Disposables.create()
            }
        }
        pending.dispose()
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("later")
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.entries, ["later"])
    }

    func test_afterQueuedWorkRan_schedulingOnMainIsSynchronousAgain() {
        let done = expectation(description: "queued work ran")
        scheduleFromBackground {
            _ = MainScheduler.instance.schedule(()) { _ in
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        let log = ConcurrentLog<String>()
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("action")
            return Disposables.create()
        }
        XCTAssertEqual(log.entries, ["action"])
    }

    func test_asyncInstance_neverRunsSynchronously() {
        let log = ConcurrentLog<String>()
        let done = expectation(description: "ran")
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("action")
            done.fulfill()
            return Disposables.create()
        }
        log.append("returned")
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.entries, ["returned", "action"])
    }

    func test_scheduleRelative_runsOnTheMainQueueAfterTheDelay() {
        let log = ConcurrentLog<Bool>()
        let done = expectation(description: "ran")
        let start = Date()
        let disposable = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            log.append(Thread.isMainThread)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        disposable.dispose()
        XCTAssertEqual(log.entries, [true])
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.019)
    }

    func test_schedulePeriodic_threadsStateThroughRuns_untilDisposed() {
        let log = ConcurrentLog<Int>()
        let done = expectation(description: "three runs")
        let disposable = SerialDisposable()
        disposable.disposable = MainScheduler.instance.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(5)) { state in
            log.append(state)
            if state == 2 {
                disposable.dispose()
                done.fulfill()
            }
            return state + 1
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.entries, [0, 1, 2])
    }

    func test_ensureExecutingOnScheduler_passesOnTheMainQueue_andItsConditionFailsOnOtherQueues() {
        // The checks stop the program when they fail, so the test runs them where they
        // must pass and asserts the condition they rest on where they must not.
        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread()
        XCTAssertTrue(MainQueue.isOnMainQueue, "the test body runs on the main queue")
        let onAnotherQueue = DispatchQueue(label: "another").sync { MainQueue.isOnMainQueue }
        XCTAssertFalse(onAnotherQueue, "a sync onto another queue from the main thread is not the main queue")
        let onAGlobalQueue = DispatchQueue.global().sync { MainQueue.isOnMainQueue }
        XCTAssertFalse(onAGlobalQueue)
    }

    func test_now_isTheWallClock() {
        let before = Date()
        let now = MainScheduler.instance.now
        XCTAssertGreaterThanOrEqual(now, before)
        XCTAssertLessThanOrEqual(now, Date())
    }
}

final class ConcurrentMainSchedulerTests: RxTestCase {
    func test_schedule_onMain_runsSynchronously_evenWithMainSchedulerWorkPending() {
        let log = ConcurrentLog<String>()
        let done = expectation(description: "pending work ran")
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append("pending")
                done.fulfill()
                return Disposables.create()
            }
        }
        group.wait()
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            log.append("concurrent")
            return Disposables.create()
        }
        XCTAssertEqual(log.entries, ["concurrent"])
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.entries, ["concurrent", "pending"])
    }

    func test_schedule_fromBackground_runsOnTheMainThread() {
        let log = ConcurrentLog<Bool>()
        let done = expectation(description: "ran")
        let scheduler = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)
        DispatchQueue.global().async {
            _ = scheduler.schedule(()) { _ in
                log.append(Thread.isMainThread)
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.entries, [true])
    }

    func test_scheduleRelative_runsOnTheMainThread() {
        let log = ConcurrentLog<Bool>()
        let done = expectation(description: "ran")
        let disposable = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            log.append(Thread.isMainThread)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        disposable.dispose()
        XCTAssertEqual(log.entries, [true])
    }
}
