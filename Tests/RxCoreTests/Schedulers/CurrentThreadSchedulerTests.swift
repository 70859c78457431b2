import Foundation
import XCTest
import RxCore

final class CurrentThreadSchedulerTests: RxTestCase {
    private let scheduler = CurrentThreadScheduler.instance

    func test_isScheduleRequired_isTrueOutside_andFalseInsideAnAction() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        var inside: Bool?
        _ = scheduler.schedule(()) { _ in
            inside = CurrentThreadScheduler.isScheduleRequired
            return Disposables.create()
        }
        XCTAssertEqual(inside, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "the trampoline stops when its queue is drained")
    }

    func test_schedule_outsideATrampoline_runsTheActionAtOnce_withItsState() {
        var received: String?
        _ = scheduler.schedule("state") { state in
            received = state
            return Disposables.create()
        }
        XCTAssertEqual(received, "state")
    }

    func test_schedule_outsideATrampoline_returnsTheActionsDisposable() {
        let inner = DisposeCounter()
        let disposable = scheduler.schedule(()) { _ in inner }
        disposable.dispose()
        XCTAssertEqual(inner.count, 1)
    }

    func test_actionScheduledInsideAnother_runsAfterItReturns() {
        let log = CallRecorder()
        _ = scheduler.schedule(()) { _ in
            log.append("outer begin")
            _ = self.scheduler.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log.entries, ["outer begin", "outer end", "inner"])
    }

    func test_queuedActions_runInFIFOOrder_includingOnesTheyQueue() {
        let log = CallRecorder()
        _ = scheduler.schedule(()) { _ in
            log.append("outer")
            _ = self.scheduler.schedule(()) { _ in
                log.append("A")
                _ = self.scheduler.schedule(()) { _ in
                    log.append("C")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = self.scheduler.schedule(()) { _ in
                log.append("B")
                _ = self.scheduler.schedule(()) { _ in
                    log.append("D")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(log.entries, ["outer", "A", "B", "C", "D"])
    }

    func test_queuedAction_disposedBeforeItRuns_isSkipped() {
        let log = CallRecorder()
        _ = scheduler.schedule(()) { _ in
            let queued = self.scheduler.schedule(()) { _ in
                log.append("cancelled one ran")
                return Disposables.create()
            }
            _ = self.scheduler.schedule(()) { _ in
                log.append("other ran")
                return Disposables.create()
            }
            queued.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(log.entries, ["other ran"])
    }

    func test_queuedAction_disposedAfterItRan_disposesWhatItReturned() {
        let inner = DisposeCounter()
        var queued: Disposable?
        _ = scheduler.schedule(()) { _ in
            queued = self.scheduler.schedule(()) { _ in inner }
            return Disposables.create()
        }
        XCTAssertEqual(inner.count, 0)
        queued?.dispose()
        XCTAssertEqual(inner.count, 1)
    }

    func test_isScheduleRequired_isFalse_insideQueuedActionsToo() {
        var values: [Bool] = []
        _ = scheduler.schedule(()) { _ in
            _ = self.scheduler.schedule(()) { _ in
                values.append(CurrentThreadScheduler.isScheduleRequired)
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(values, [false])
    }

    func test_subscribingInsideAnAction_runsTheSubscriptionAtOnce() {
        let log = CallRecorder()
        _ = scheduler.schedule(()) { _ in
            _ = Observable<Int>.create { observer in
                log.append("subscribed")
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }
            .subscribe(onNext: { log.append("next \($0)") })
            log.append("subscribe returned")
            return Disposables.create()
        }
        XCTAssertEqual(log.entries, ["subscribed", "next 1", "subscribe returned"])
    }

    func test_scheduleRecursive_aMillionSteps_runsAsALoop_withoutOverflowingTheStack() {
        let steps = 1_000_000
        var count = 0
        var deepestRequiredFlag = false
        let disposable = scheduler.scheduleRecursive(0) { step, recurse in
            count += 1
            if CurrentThreadScheduler.isScheduleRequired { deepestRequiredFlag = true }
            if step + 1 < steps { recurse(step + 1) }
        }
        XCTAssertEqual(count, steps)
        XCTAssertFalse(deepestRequiredFlag, "every step ran on the trampoline")
        disposable.dispose()
    }

    func test_scheduleRecursive_stopsWhenItDoesNotRecurse() {
        var states: [Int] = []
        let disposable = scheduler.scheduleRecursive(3) { state, recurse in
            states.append(state)
            if state > 0 { recurse(state - 1) }
        }
        XCTAssertEqual(states, [3, 2, 1, 0])
        disposable.dispose()
    }

    func test_scheduleRecursive_insideATrampoline_disposingCancelsTheNextStep() {
        var states: [Int] = []
        _ = scheduler.schedule(()) { _ in
            let disposable = self.scheduler.scheduleRecursive(0) { state, recurse in
                states.append(state)
                recurse(state + 1)
            }
            // Inside a trampoline, the first step is only queued.
            XCTAssertEqual(states, [])
            _ = self.scheduler.schedule(()) { _ in
                disposable.dispose()
                return Disposables.create()
            }
            return Disposables.create()
        }
        // Step 0 runs and queues step 1; the dispose action runs before step 1.
        XCTAssertEqual(states, [0])
    }

    func test_anotherThread_hasItsOwnQueue() {
        let log = CallRecorder()
        _ = scheduler.schedule(()) { _ in
            let finished = DispatchSemaphore(value: 0)
            let thread = Thread {
                log.append("other thread required: \(CurrentThreadScheduler.isScheduleRequired)")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("other thread action")
                    return Disposables.create()
                }
                log.append("other thread schedule returned")
                finished.signal()
            }
            thread.start()
            finished.wait()
            log.append("this thread required: \(CurrentThreadScheduler.isScheduleRequired)")
            return Disposables.create()
        }
        XCTAssertEqual(log.entries, [
            "other thread required: true",
            "other thread action",
            "other thread schedule returned",
            "this thread required: false",
        ])
    }

    func test_manyThreads_trampolineIndependently() {
        let failures = AtomicCounter()
        runOnThreadsAtOnce(8) { index in
            var order: [String] = []
            _ = CurrentThreadScheduler.instance.schedule(index) { state in
                order.append("outer \(state)")
                for step in 0..<100 {
                    _ = CurrentThreadScheduler.instance.schedule(step) { step in
                        order.append("inner \(step)")
                        return Disposables.create()
                    }
                }
                order.append("outer end")
                return Disposables.create()
            }
            let expected = ["outer \(index)", "outer end"] + (0..<100).map { "inner \($0)" }
            if order != expected || !CurrentThreadScheduler.isScheduleRequired { failures.increment() }
        }
        XCTAssertEqual(failures.value, 0)
    }
}
