import Foundation
import XCTest
import RxCore  // was: import RxSwift, RxRelay
import RxTesting  // was: import RxTest, RxBlocking

// Tests written the way RxSwift's own tests and its users' RxTest suites are written
// (TestScheduler, hot and cold observables, recorded events and subscription ranges):
// RxCore must observe the same events at the same virtual times as RxSwift 6.

final class RxSwiftBehaviourTests: RxTestCase {
    // MARK: zip completion

    func testZip_NeverEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.zip(n, e) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func testZip_EmptyEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 210)])
    }

    func testZip_AllCompleted_completesWhenTheLastSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(220, 2), .completed(410)])
        let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(410)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 410)])
    }

    func testZip_CompletedSourceWithNothingWaiting_waitsForTheOthersToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(240, 10), .next(250, 20), .next(260, 30), .completed(400)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(240, 11), .next(250, 22), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testZip_Arity3_completesWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let e1 = scheduler.createHotObservable([.next(215, 2), .completed(300)])
        let e2 = scheduler.createHotObservable([.next(230, 3), .completed(500)])
        let res = scheduler.start { Observable.zip(e0, e1, e2) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.next(230, 6), .completed(500)])
    }

    func testZipCollection_NeverEmpty_waitsForever() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.zip([n.asObservable(), e.asObservable()]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func testZipCollection_elementThatCannotPair_afterTheOthersCompleted_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(300, 20), .completed(500)])
        let res = scheduler.start { Observable.zip([xs.asObservable(), ys.asObservable()]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(215, 11), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testZipCollection_allCompleted_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(260)])
        let res = scheduler.start { Observable.zip([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first.map { $0.time }, 220)
        XCTAssertEqual(res.events.first?.value.element, [1, 2])
        XCTAssertEqual(res.events.last, .completed(260, [Int].self))
    }

    // MARK: combineLatest completion

    func testCombineLatest_NeverEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.combineLatest(n, e) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func testCombineLatest_EmptyReturn_completesWhenAnElementArrivesAfterTheEmptySourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(e, o) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 215)])
    }

    func testCombineLatest_ReturnEmpty_completesWhenTheLastSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let e = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(o, e) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(300)])
    }

    func testCombineLatestCollection_elementAfterTheOthersCompletedEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .completed(400)])
        let res = scheduler.start { Observable.combineLatest([e.asObservable(), o.asObservable()]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 230)])
    }

    // MARK: share(replay:scope: .forever)

    func testShareReplayForever_subscriberInTheCompletionCallback_getsReplayAndCompletion_withoutResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let shared = xs.asObservable().share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(shared.subscribe(onNext: { first.onNext($0) }, onCompleted: {
                first.onCompleted()
                subscriptions.append(shared.subscribe(late))
            }))
        }
        scheduler.scheduleAt(400) {
            subscriptions.append(shared.subscribe(late))
        }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(late.events, [.next(300, 2), .completed(300), .next(400, 2), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        subscriptions.forEach { $0.dispose() }
    }

    // MARK: Subscribing to a terminated subject from another observer's callback

    func testReplaySubject_terminated_subscribedFromAnotherObserversCallback_replaysWithinSubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        var log: [String] = []
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) {
            subscriptions.append(subject.subscribe(onCompleted: {
                log.append("before subscribe")
                subscriptions.append(subject.subscribe { log.append("\($0)") })
                log.append("after subscribe")
            }))
        }
        scheduler.scheduleAt(200) {
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
        }
        scheduler.start()
        XCTAssertEqual(log, ["before subscribe", "next(1)", "next(2)", "completed", "after subscribe"])
        subscriptions.forEach { $0.dispose() }
    }

    func testBehaviorSubject_terminated_subscribedFromItsOwnObserversCallback_getsTheStopEventWithinSubscribe() {
        let subject = BehaviorSubject(value: 1)
        var log: [String] = []
        var inner: Disposable?
        let outer = subject.subscribe(onCompleted: {
            log.append("outer completed")
            inner = subject.subscribe { log.append("inner \($0)") }
            log.append("after subscribe")
        })
        subject.onCompleted()
        XCTAssertEqual(log, ["outer completed", "inner completed", "after subscribe"])
        outer.dispose()
        inner?.dispose()
    }

    func testBehaviorSubject_subscribedFromItsOwnObserversCallback_getsTheValueWithinSubscribe() {
        let subject = BehaviorSubject(value: 1)
        var log: [String] = []
        var inner: Disposable?
        let outer = subject.subscribe(onNext: { value in
            guard value == 2, inner == nil else { return }
            inner = subject.subscribe(onNext: { log.append("inner \($0)") })
            log.append("after subscribe")
        })
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(log, ["inner 2", "after subscribe", "inner 3"])
        outer.dispose()
        inner?.dispose()
    }

    // MARK: subscribe(on:)

    func testSubscribeOn_SchedulerSleep() {
        let scheduler = TestScheduler(initialClock: 0)
        var scheduled = 0
        var disposed = 0
        let xs: Observable<Int> = Observable.create { _ in
            scheduled = scheduler.clock
            return Disposables.create {
                disposed = scheduler.clock
            }
        }
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(scheduled, 201)
        XCTAssertEqual(disposed, 1001)
    }

    func testSubscribeOn_SchedulerCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOn_SchedulerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(300, testError, Int.self)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOn_SchedulerDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    // MARK: catch(sequence:)

    func testCatchSequenceOf_IEofIO() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, testError)])
        let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .completed(30)])
        let res = scheduler.start {
            Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 4), .next(250, 5), .completed(260)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 260)])
    }

    // MARK: Trait events in assertions

    func testTraitEvents_compareAsRxTestCompares() {
        XCTAssertEqual([SingleEvent<Int>.success(1), .failure(testError)], [.success(1), .failure(testError)])
        XCTAssertFalse(SingleEvent<Int>.success(1) == .success(2))
        XCTAssertEqual([MaybeEvent<Int>.success(1), .completed, .error(testError)], [.success(1), .completed, .error(testError)])
        XCTAssertNotEqual(MaybeEvent<Int>.completed, .success(1))
        XCTAssertEqual([CompletableEvent.completed, .error(testError)], [.completed, .error(testError)])
        XCTAssertNotEqual(CompletableEvent.completed, .error(testError))
        XCTAssertEqual([Recorded(time: 210, value: SingleEvent<Int>.success(1))], [Recorded(time: 210, value: .success(1))])
        XCTAssertEqual([Recorded(time: 210, value: MaybeEvent<Int>.completed)], [Recorded(time: 210, value: .completed)])
        XCTAssertEqual([Recorded(time: 210, value: CompletableEvent.completed)], [Recorded(time: 210, value: .completed)])
    }

    func testSingle_recordedInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<SingleEvent<Int>>] = []
        scheduler.scheduleAt(200) {
            _ = Single.just(1).delay(.seconds(10), scheduler: scheduler).subscribe { events.append(Recorded(time: scheduler.clock, value: $0)) }
        }
        scheduler.start()
        XCTAssertEqual(events, [Recorded(time: 210, value: .success(1))])
    }

    // MARK: Hooks

    func testHooks_recordCallStackOnError_handsTheCapturedStackToTheDefaultErrorHandler() {
        let previousHandler = Hooks.defaultErrorHandler
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        let received = CallRecorder()
        defer {
            Hooks.recordCallStackOnError = false
            Hooks.customCaptureSubscriptionCallstack = previousCapture
            Hooks.defaultErrorHandler = previousHandler
        }
        Hooks.recordCallStackOnError = true
        Hooks.customCaptureSubscriptionCallstack = { ["frame 1", "frame 2"] }
        Hooks.defaultErrorHandler = { callStack, error in
            received.append("\(callStack) \(error)")
        }
        _ = Observable<Int>.error(testError).subscribe()
        Hooks.recordCallStackOnError = false
        _ = Observable<Int>.error(testError).subscribe()
        XCTAssertEqual(received.entries, ["[\"frame 1\", \"frame 2\"] dummy", "[] dummy"])
    }

    // MARK: Disposables

    func testCompositeDisposable_initializers() {
        let disposables = (0..<5).map { _ in BooleanDisposable() }
        let two = CompositeDisposable(disposables[0], disposables[1])
        let three = CompositeDisposable(disposables[0], disposables[1], disposables[2])
        let many = CompositeDisposable(disposables[0], disposables[1], disposables[2], disposables[3], disposables[4])
        let array = CompositeDisposable(disposables: disposables)
        XCTAssertEqual([two.count, three.count, many.count, array.count], [2, 3, 5, 5])
        many.dispose()
        XCTAssertTrue(disposables.allSatisfy(\.isDisposed))
        [two, three, array].forEach { $0.dispose() }
    }

    // MARK: Concurrency

    func testSingleCreate_withAnAsyncBody_succeedsWithItsResult() throws {
        let single = Single<Int>.create(detached: false, priority: .userInitiated) { 41 + 1 }
        XCTAssertEqual(try single.asObservable().toBlocking(timeout: 10).single(), 42)
        let failing = Single<Int>.create(detached: true) { throw testError }
        XCTAssertThrowsError(try failing.asObservable().toBlocking(timeout: 10).single()) {
            XCTAssertEqual($0 as? TestError, testError)
        }
    }

    func testAsyncSequence_asObservable_withAPriority() throws {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        XCTAssertEqual(try stream.asObservable(priority: .low).toBlocking(timeout: 10).toArray(), [1, 2, 3])
    }
}
