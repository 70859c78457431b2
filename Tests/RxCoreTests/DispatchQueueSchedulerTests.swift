import Foundation
import Dispatch
import XCTest
import RxCore

final class SerialDispatchQueueSchedulerTests: RxTestCase {
    /// A scheduler on a new serial queue that the test can recognize and drain.
    private func makeScheduler() -> (SerialDispatchQueueScheduler, MarkedQueue) {
        var marked: MarkedQueue?
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial") { queue in
            marked = MarkedQueue(existing: queue)
        }
        return (scheduler, marked!)
    }

    func test_schedule_runsActionsOnTheQueue_inOrder() {
        let (scheduler, queue) = makeScheduler()
        let log = ConcurrentLog<Int>()
        let onQueue = ConcurrentLog<Bool>()
        let done = expectation(description: "all ran")
        done.expectedFulfillmentCount = 100
        for index in 0..<100 {
            _ = scheduler.schedule(index) { index in
                log.append(index)
                onQueue.append(queue.isCurrent)
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.entries, Array(0..<100))
        XCTAssertEqual(Set(onQueue.entries), [true])
    }

    func test_schedule_disposedBeforeItRuns_neverRuns() {
        let (scheduler, queue) = makeScheduler()
        let log = ConcurrentLog<String>()
        let gate = DispatchSemaphore(value: 0)
        queue.queue.async { gate.wait() }
        let disposable = scheduler.schedule(()) { _ in
            log.append("ran")
            return Disposables.create()
        }
        disposable.dispose()
        gate.signal()
        queue.drain()
        XCTAssertEqual(log.entries, [])
    }

    func test_schedule_disposingTheResult_disposesWhatTheActionReturned() {
        let (scheduler, queue) = makeScheduler()
        let inner = BooleanDisposable()
        let disposable = scheduler.schedule(()) { _ in inner }
        queue.drain()
        XCTAssertFalse(inner.isDisposed)
        disposable.dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func test_scheduleRelative_runsOnTheQueueAfterTheDelay() {
        let (scheduler, queue) = makeScheduler()
        let log = ConcurrentLog<Bool>()
        let done = expectation(description: "ran")
        let start = Date()
        let disposable = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            log.append(queue.isCurrent)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.019)
        XCTAssertEqual(log.entries, [true])
        disposable.dispose()
        queue.drain()
    }

    func test_scheduleRelative_disposedBeforeItFires_neverRuns_andReleasesTheAction() {
        let (scheduler, queue) = makeScheduler()
        let log = ConcurrentLog<String>()
        var token: LifetimeToken? = LifetimeToken()
        weak let weakToken = token
        let disposable = scheduler.scheduleRelative(token!, dueTime: .milliseconds(30)) { _ in
            log.append("ran")
            return Disposables.create()
        }
        token = nil
        disposable.dispose()
        // Dispatch releases a cancelled timer's handler on the queue, asynchronously.
        let released = expectation(description: "action released")
        pollUntil(released, on: queue) { weakToken == nil }
        wait(for: [released], timeout: 5)
        // Past the original due time nothing has run.
        let later = expectation(description: "due time passed")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            later.fulfill()
            return Disposables.create()
        }
        wait(for: [later], timeout: 5)
        XCTAssertEqual(log.entries, [])
        queue.drain()
    }

    func test_scheduleRelative_afterItFired_releasesTheAction() {
        let (scheduler, queue) = makeScheduler()
        var token: LifetimeToken? = LifetimeToken()
        weak let weakToken = token
        let fired = expectation(description: "fired")
        let disposable = scheduler.scheduleRelative(token!, dueTime: .milliseconds(1)) { _ in
            fired.fulfill()
            return Disposables.create()
        }
        token = nil
        wait(for: [fired], timeout: 5)
        let released = expectation(description: "action released")
        pollUntil(released, on: queue) { weakToken == nil }
        wait(for: [released], timeout: 5)
        disposable.dispose()
    }

    func test_schedulePeriodic_threadsStateThroughRuns_untilDisposed() {
        let (scheduler, queue) = makeScheduler()
        let log = ConcurrentLog<Int>()
        let done = expectation(description: "four runs")
        let disposable = SerialDisposable()
        disposable.disposable = scheduler.schedulePeriodic(10, startAfter: .milliseconds(1), period: .milliseconds(2)) { state in
            XCTAssertTrue(queue.isCurrent)
            log.append(state)
            if state == 13 {
                disposable.dispose()
                done.fulfill()
            }
            return state + 1
        }
        wait(for: [done], timeout: 5)
        queue.drain()
        XCTAssertEqual(log.entries, [10, 11, 12, 13])
    }

    func test_initWithQoS_andWithTargetQueue_runOffTheCallingThread() {
        let schedulers = [
            SerialDispatchQueueScheduler(qos: .userInitiated),
            SerialDispatchQueueScheduler(queue: DispatchQueue.global(), internalSerialQueueName: "test.targeted"),
        ]
        let log = ConcurrentLog<Int>()
        let done = expectation(description: "both ran")
        done.expectedFulfillmentCount = 2 * 50
        for (offset, scheduler) in schedulers.enumerated() {
            for index in 0..<50 {
                _ = scheduler.schedule(offset * 1000 + index) { value in
                    log.append(value)
                    done.fulfill()
                    return Disposables.create()
                }
            }
        }
        wait(for: [done], timeout: 5)
        // Each scheduler is serial, even over a concurrent target queue.
        XCTAssertEqual(log.entries.filter { $0 < 1000 }, Array(0..<50))
        XCTAssertEqual(log.entries.filter { $0 >= 1000 }, Array(1000..<1050))
    }

    func test_now_isTheWallClock() {
        let (scheduler, _) = makeScheduler()
        let before = Date()
        XCTAssertGreaterThanOrEqual(scheduler.now, before)
    }

    /// Fulfills `expectation` once `condition` holds, checking after each turn of `queue`.
    private func pollUntil(_ expectation: XCTestExpectation, on queue: MarkedQueue, _ condition: @escaping () -> Bool) {
        let check = UncheckedCondition(condition)
        @Sendable func poll(_ remaining: Int) {
            queue.queue.asyncAfter(deadline: .now() + .milliseconds(1)) {
                if check.value() || remaining == 0 {
                    expectation.fulfill()
                } else {
                    poll(remaining - 1)
                }
            }
        }
        poll(2000)
    }
}

/// Carries a test's condition closure to the polling queue.
///
/// `@unchecked Sendable`: the closure only reads a weak reference, which is thread-safe.
private struct UncheckedCondition: @unchecked Sendable {
    let value: () -> Bool
    init(_ value: @escaping () -> Bool) { self.value = value }
}

final class ConcurrentDispatchQueueSchedulerTests: RxTestCase {
    func test_schedule_runsEveryAction() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let log = ConcurrentLog<Int>()
        let done = expectation(description: "all ran")
        done.expectedFulfillmentCount = 100
        for index in 0..<100 {
            _ = scheduler.schedule(index) { index in
                log.append(index)
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.entries.sorted(), Array(0..<100))
    }

    func test_schedule_onAGivenQueue_runsThere() {
        let queue = MarkedQueue(label: "test.concurrent.target")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue.queue)
        let log = ConcurrentLog<Bool>()
        let done = expectation(description: "ran")
        _ = scheduler.schedule(()) { _ in
            log.append(queue.isCurrent)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        queue.drain()
        XCTAssertEqual(log.entries, [true])
    }

    func test_scheduleRelative_runsAfterTheDelay() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = expectation(description: "ran")
        let start = Date()
        let disposable = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.019)
        disposable.dispose()
    }

    func test_schedulePeriodic_runsDoNotOverlap_andStopWhenDisposed() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let log = ConcurrentLog<Int>()
        let done = expectation(description: "five runs")
        let disposable = SerialDisposable()
        disposable.disposable = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) { state in
            log.append(state)
            if state == 4 {
                disposable.dispose()
                done.fulfill()
            }
            return state + 1
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.entries, [0, 1, 2, 3, 4])
    }
}

final class OperationQueueSchedulerTests: RxTestCase {
    func test_schedule_addsAnOperationWithThePriority() {
        let operationQueue = OperationQueue()
        operationQueue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: operationQueue, queuePriority: .high)
        XCTAssertEqual(scheduler.queuePriority, .high)
        XCTAssertTrue(scheduler.operationQueue === operationQueue)
        let log = ConcurrentLog<Int>()
        for index in 0..<20 {
            _ = scheduler.schedule(index) { index in
                log.append(index)
                return Disposables.create()
            }
        }
        operationQueue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(log.entries, Array(0..<20))
    }

    func test_schedule_disposedBeforeItRuns_neverRuns() {
        let operationQueue = OperationQueue()
        operationQueue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: operationQueue)
        XCTAssertEqual(scheduler.queuePriority, .normal)
        let log = ConcurrentLog<String>()
        let gate = DispatchSemaphore(value: 0)
        operationQueue.addOperation { gate.wait() }
        let disposable = scheduler.schedule(()) { _ in
            log.append("ran")
            return Disposables.create()
        }
        disposable.dispose()
        gate.signal()
        operationQueue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(log.entries, [])
    }
}
