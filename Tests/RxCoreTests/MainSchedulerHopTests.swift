import Foundation
import XCTest
import RxTesting
import TestSupport
@testable import RxCore

/// RxSwift 6's main-queue hops, on the main queue (XCTest runs test bodies there): a hop
/// from one `MainScheduler` into another runs at once, a re-entrant event through
/// `observe(on: MainScheduler.instance)` is deferred to the main queue.
///
/// Whether `MainScheduler.instance` runs work at once depends on its own pending work, so
/// each test first lets the main queue run what earlier tests left on it.
final class MainSchedulerHopTests: RxTestCase {
    override func setUp() {
        drainMainQueue()  // before the leak check's count
        super.setUp()
    }

    @MainActor
    func test_justObservedOnMain_asDriver_deliversSynchronously() {
        var events: [Event<Int>] = []
        let subscription = Observable.just(0)
            .observe(on: MainScheduler.instance)
            .asDriver(onErrorJustReturn: -1)
            .asObservable()
            .subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(0), .completed])
        subscription.dispose()
    }

    func test_reentrantEventThroughObserveOnMain_isDeferredToTheMainQueue() {
        let subject = PublishSubject<Int>()
        let log = ConcurrentLog<String>()
        let done = expectation(description: "re-entrant event delivered")
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { value in
            log.append("got \(value)")
            if value == 1 { subject.onNext(2) }
            if value == 2 { done.fulfill() }
        })
        subject.onNext(1)
        log.append("onNext returned")
        XCTAssertEqual(log.entries, ["got 1", "onNext returned"])
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.entries, ["got 1", "onNext returned", "got 2"])
        subscription.dispose()
    }

    func test_whetherWorkRunsAtOnce_doesNotDependOnAnotherInstancesQueuedWork() {
        let done = expectation(description: "queued work ran")
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            _ = MainScheduler().schedule(()) { _ in
                done.fulfill()
                return Disposables.create()
            }
        }
        group.wait()
        let log = ConcurrentLog<Int>()
        let subscription = Observable.of(1, 2).observe(on: MainScheduler.instance).subscribe(onNext: { log.append($0) })
        XCTAssertEqual(log.entries, [1, 2])
        subscription.dispose()
        wait(for: [done], timeout: 5)
    }

    func test_sharingSchedulerMake_returnsANewMainSchedulerEachTime() {
        let first = SharingScheduler.make()
        let second = SharingScheduler.make()
        XCTAssertTrue(first is MainScheduler)
        XCTAssertFalse(first as AnyObject === second as AnyObject)
        XCTAssertFalse(first as AnyObject === MainScheduler.instance)
    }

    @MainActor
    func test_driver_fromBackground_stillDeliversOnMainInOrder() {
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        var onMain: [Bool] = []
        let done = expectation(description: "completed")
        let subscription = subject.asDriver(onErrorJustReturn: -1).drive(
            onNext: { value in
                values.append(value)
                onMain.append(Thread.isMainThread)
            },
            onCompleted: { done.fulfill() }
        )
        DispatchQueue.global().async {
            for value in 0..<50 { subject.onNext(value) }
            subject.onCompleted()
        }
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(values, Array(0..<50))
        XCTAssertEqual(Set(onMain), [true])
    }
}
