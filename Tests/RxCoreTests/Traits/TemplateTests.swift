import Foundation
import XCTest
import RxTesting
import TestSupport
@testable import RxCore

final class TemplateTests: RxTestCase {
    // MARK: cold, in virtual time (the sharing scheduler swapped for a TestScheduler)

    func test_nothingRuns_untilSubscribed_thenTheWorkRunsOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let runs = RunLog()
            let template = countingTemplate(scheduler, runs)
            scheduler.advanceTo(150)
            XCTAssertEqual(runs.times, [], "built, not subscribed: nothing ran")
            let res = scheduler.start { template.asObservable() }
            XCTAssertEqual(runs.times, [201], "subscribed at 200, run as the scheduler's work")
            XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
        }
    }

    func test_eachSubscription_runsTheWorkAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let runs = RunLog()
            let template = countingTemplate(scheduler, runs)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { template.subscribe(first).disposed(by: bag) }
            scheduler.scheduleAt(300) { template.subscribe(second).disposed(by: bag) }
            scheduler.start()
            XCTAssertEqual(runs.times, [201, 301])
            XCTAssertEqual(first.events, [.next(201, 1), .completed(201)])
            XCTAssertEqual(second.events, [.next(301, 2), .completed(301)])
        }
    }

    func test_disposing_cancelsTheWork() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let runs = RunLog()
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(100, 3), .completed(200)])
            let template = Template<Int> { observer in
                runs.times.append(scheduler.clock)
                let subscription = xs.subscribe(observer)
                return Disposables.create {
                    runs.cancelled.append(scheduler.clock)
                    subscription.dispose()
                }
            }
            let res = scheduler.start(disposed: 250) { template.asObservable() }
            // Nothing is delivered after the dispose; the work is cancelled as the
            // scheduler's next work, as `subscribe(on:)` disposes.
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2)])
            XCTAssertEqual(runs.cancelled, [251])
            XCTAssertEqual(xs.subscriptions, [Subscription(201, 251)])
        }
    }

    func test_disposedBeforeTheWorkStarts_theWorkNeverRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let runs = RunLog()
            let template = countingTemplate(scheduler, runs)
            let observer = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { template.subscribe(observer).dispose() }
            scheduler.start()
            XCTAssertEqual(runs.times, [])
            XCTAssertEqual(observer.events, [])
        }
    }

    func test_asTemplate_subscribesToTheSourceOnlyWhenSubscribed_eachTime() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createColdObservable([.next(5, "a"), .completed(10)])
            let template = xs.asTemplate()
            let first = scheduler.createObserver(String.self)
            let second = scheduler.createObserver(String.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { template.subscribe(first).disposed(by: bag) }
            scheduler.scheduleAt(400) { template.subscribe(second).disposed(by: bag) }
            scheduler.start()
            XCTAssertEqual(xs.subscriptions, [Subscription(201, 211), Subscription(401, 411)])
            XCTAssertEqual(first.events, [.next(206, "a"), .completed(211)])
            XCTAssertEqual(second.events, [.next(406, "a"), .completed(411)])
        }
    }

    func test_errors_reachTheSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let template = Template<Int> { observer in
                observer.onError(testError)
                return Disposables.create()
            }
            let res = scheduler.start { template.asObservable() }
            XCTAssertEqual(res.events, [.error(201, testError)])
        }
    }

    /// A template whose work logs the virtual time it runs at, then sends how many times it
    /// has run and completes.
    private func countingTemplate(_ scheduler: TestScheduler, _ runs: RunLog) -> Template<Int> {
        Template { observer in
            runs.times.append(scheduler.clock)
            observer.onNext(runs.times.count)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    // MARK: on the real main scheduler (real threads, expectations)

    func test_subscribedFromABackgroundThread_theWorkRunsOnTheMainThread() {
        let ran = expectation(description: "the work ran")
        let runs = RunLog()
        let template = Template<Int> { observer in
            runs.onMainThread.append(Thread.isMainThread)
            observer.onNext(1)
            observer.onCompleted()
            ran.fulfill()
            return Disposables.create()
        }
        let subscription = SingleAssignmentDisposable()
        let shared = UncheckedSendable(template)  // subscribing is safe from any thread
        DispatchQueue.global().async {
            subscription.setDisposable(shared.value.subscribe { _ in })
        }
        wait(for: [ran], timeout: 5)
        XCTAssertEqual(runs.onMainThread, [true])
        subscription.dispose()
        drainMainQueue()
    }
}

/// What the templates' work saw, written and read on the test's thread (virtual time) or
/// written on the main thread and read after the expectation it fulfils.
private final class RunLog: @unchecked Sendable {
    var times: [Int] = []
    var cancelled: [Int] = []
    var onMainThread: [Bool] = []
}
