import Dispatch
import Foundation
import Synchronization
import XCTest
import RxTesting

/// Drives subjects and operators from several threads at once and checks the
/// grammar (no overlapping events, nothing after a stop event) and the totals.
final class ConcurrencyStressTests: RxTestCase {
    private let threads = 8
    private let perThread = 5_000

    /// Records events and fails on overlap or on anything after a stop event.
    private final class GrammarChecker: @unchecked Sendable {
        // `inside` is atomic; the other fields are only touched by the one thread
        // that holds `inside`, which the checked grammar guarantees.
        let inside = Atomic<Bool>(false)
        var overlaps = 0
        var afterStop = 0
        var stopped = false
        var count = 0
        var sum = 0

        func on(_ event: Event<Int>) {
            if inside.exchange(true, ordering: .acquiringAndReleasing) {
                overlaps += 1
                return
            }
            defer { inside.store(false, ordering: .releasing) }
            if stopped { afterStop += 1; return }
            switch event {
            case .next(let value):
                count += 1
                sum += value
            case .error, .completed:
                stopped = true
            }
        }
    }

    func test_publishSubject_sendsFromManyThreads_neverOverlapAndDeliverEveryElement() {
        let subject = PublishSubject<Int>()
        let checker = GrammarChecker()
        let subscription = subject.subscribe { checker.on($0) }
        let perThread = self.perThread
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for value in 1...perThread { subject.onNext(value) }
        }
        subject.onCompleted()
        subject.onNext(0)
        XCTAssertEqual(checker.overlaps, 0)
        XCTAssertEqual(checker.afterStop, 0)
        XCTAssertEqual(checker.count, threads * perThread)
        XCTAssertEqual(checker.sum, threads * perThread * (perThread + 1) / 2)
        subscription.dispose()
    }

    func test_mapFilterChain_fedFromManyThreads_keepsTotals() {
        let subject = PublishSubject<Int>()
        let checker = GrammarChecker()
        let subscription = subject
            .map { $0 * 2 }
            .filter { $0 % 4 == 0 }
            .compactMap { $0 / 2 }
            .subscribe { checker.on($0) }
        let perThread = self.perThread
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for value in 1...perThread { subject.onNext(value) }
        }
        subject.onCompleted()
        let evens = perThread / 2
        XCTAssertEqual(checker.overlaps, 0)
        XCTAssertEqual(checker.count, threads * evens)
        XCTAssertEqual(checker.sum, threads * evens * (evens + 1))
        subscription.dispose()
    }

    func test_observeOn_serialScheduler_fromManyThreads_deliversEveryElementWithoutOverlap() {
        let subject = PublishSubject<Int>()
        let checker = GrammarChecker()
        let done = expectation(description: "completed")
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "stress")
        let subscription = subject
            .observe(on: scheduler)
            .subscribe { event in
                checker.on(event)
                if event.isStopEvent { done.fulfill() }
            }
        let perThread = self.perThread
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for value in 1...perThread { subject.onNext(value) }
        }
        subject.onCompleted()
        wait(for: [done], timeout: 30)
        XCTAssertEqual(checker.overlaps, 0)
        XCTAssertEqual(checker.afterStop, 0)
        XCTAssertEqual(checker.count, threads * perThread)
        subscription.dispose()
        // The block that delivered the completion may still hold the sink; a block
        // queued behind it runs only after that one is done and released.
        let drained = expectation(description: "queue drained")
        _ = scheduler.schedule(()) { _ in
            drained.fulfill()
            return Disposables.create()
        }
        wait(for: [drained], timeout: 30)
    }

    func test_subscribeAndDisposeWhileSending_fromManyThreads_isSafe() {
        let subject = PublishSubject<Int>()
        let perThread = self.perThread
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            if index % 2 == 0 {
                for value in 1...perThread { subject.onNext(value) }
            } else {
                for _ in 0..<(perThread / 10) {
                    let subscription = subject.subscribe(onNext: { _ in })
                    subscription.dispose()
                }
            }
        }
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
    }

    func test_behaviorRelay_acceptFromManyThreads_endsWithAValueThatWasSent() {
        let relay = BehaviorRelay(value: -1)
        let checker = GrammarChecker()
        let subscription = relay.subscribe { checker.on($0) }
        let perThread = self.perThread
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for value in 0..<perThread { relay.accept(thread * perThread + value) }
        }
        XCTAssertEqual(checker.overlaps, 0)
        XCTAssertEqual(checker.count, threads * perThread + 1)
        XCTAssertTrue((0..<(threads * perThread)).contains(relay.value))
        subscription.dispose()
    }

    func test_merge_ofSubjectsFedFromManyThreads_neverOverlapsAndKeepsTotals() {
        let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
        let checker = GrammarChecker()
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe { checker.on($0) }
        let perThread = self.perThread
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            for value in 1...perThread { subjects[index].onNext(value) }
            subjects[index].onCompleted()
        }
        XCTAssertEqual(checker.overlaps, 0)
        XCTAssertEqual(checker.afterStop, 0)
        XCTAssertTrue(checker.stopped, "merge completes after every source completed")
        XCTAssertEqual(checker.count, threads * perThread)
        XCTAssertEqual(checker.sum, threads * perThread * (perThread + 1) / 2)
        subscription.dispose()
    }

    func test_combineLatest_ofSubjectsFedFromTwoThreads_neverOverlapsAndEndsWithBothLast() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let checker = GrammarChecker()
        let last = Atomic<Int>(0)
        let subscription = Observable.combineLatest(left, right) { $0 * 1_000_000 + $1 }
            .do(onNext: { last.store($0, ordering: .relaxed) })
            .subscribe { checker.on($0) }
        let perThread = self.perThread
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let subject = index == 0 ? left : right
            for value in 1...perThread { subject.onNext(value) }
            subject.onCompleted()
        }
        XCTAssertEqual(checker.overlaps, 0)
        XCTAssertEqual(checker.afterStop, 0)
        XCTAssertTrue(checker.stopped)
        XCTAssertEqual(last.load(ordering: .relaxed), perThread * 1_000_000 + perThread)
        // Every element of either side after both have one produces a combination.
        XCTAssertGreaterThanOrEqual(checker.count, perThread)
        XCTAssertLessThanOrEqual(checker.count, 2 * perThread - 1)
        subscription.dispose()
    }

    func test_combineLatest_whenTheOtherSourceCompletesDuringPumping_keepsOrderAndNeverOverlaps() {
        // The left source is left alone mid-stream, so its elements switch from the gate
        // to the lone-source path while another thread may still own the gate.
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let checker = GrammarChecker()
        let last = Atomic<Int>(0)
        let outOfOrder = Atomic<Int>(0)
        let subscription = Observable.combineLatest(left, right) { $0 * 1_000_000 + $1 }
            .do(onNext: { value in
                if value / 1_000_000 < last.load(ordering: .relaxed) / 1_000_000 {
                    outOfOrder.add(1, ordering: .relaxed)
                }
                last.store(value, ordering: .relaxed)
            })
            .subscribe { checker.on($0) }
        right.onNext(1)
        let perThread = self.perThread
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                for value in 1...perThread { left.onNext(value) }
                left.onCompleted()
            } else {
                right.onNext(2)
                right.onCompleted()
            }
        }
        XCTAssertEqual(checker.overlaps, 0)
        XCTAssertEqual(checker.afterStop, 0)
        XCTAssertEqual(outOfOrder.load(ordering: .relaxed), 0)
        XCTAssertTrue(checker.stopped)
        XCTAssertEqual(last.load(ordering: .relaxed), perThread * 1_000_000 + 2)
        subscription.dispose()
    }

    func test_combineLatest_ofOneLiveSourceFedFromManyThreads_neverOverlapsAndKeepsTotals() {
        let live = PublishSubject<Int>()
        let checker = GrammarChecker()
        let subscription = Observable.combineLatest(live, Observable.just(0), Observable.just(0)) { $0 + $1 + $2 }
            .subscribe { checker.on($0) }
        let perThread = self.perThread
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for value in 1...perThread { live.onNext(value) }
        }
        live.onCompleted()
        XCTAssertEqual(checker.overlaps, 0)
        XCTAssertEqual(checker.afterStop, 0)
        XCTAssertTrue(checker.stopped)
        XCTAssertEqual(checker.count, threads * perThread)
        XCTAssertEqual(checker.sum, threads * perThread * (perThread + 1) / 2)
        subscription.dispose()
    }

    func test_flatMap_withInnerSubjectsFedFromManyThreads_neverOverlapsAndKeepsTotals() {
        let inners = (0..<threads).map { _ in PublishSubject<Int>() }
        let outer = PublishSubject<Int>()
        let checker = GrammarChecker()
        let subscription = outer.flatMap { inners[$0] }.subscribe { checker.on($0) }
        for index in 0..<threads { outer.onNext(index) }
        outer.onCompleted()
        let perThread = self.perThread
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            for value in 1...perThread { inners[index].onNext(value) }
            inners[index].onCompleted()
        }
        XCTAssertEqual(checker.overlaps, 0)
        XCTAssertEqual(checker.afterStop, 0)
        XCTAssertTrue(checker.stopped, "flatMap completes after the outer and every inner completed")
        XCTAssertEqual(checker.count, threads * perThread)
        XCTAssertEqual(checker.sum, threads * perThread * (perThread + 1) / 2)
        subscription.dispose()
    }
}
