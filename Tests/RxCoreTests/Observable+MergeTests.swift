import XCTest
import RxCore
import RxTesting

final class ObservableMergeTests: RxTestCase {
    func test_merge_sendsElementsAsTheyArrive_andCompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(215, 2), .next(235, 4), .completed(250)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(215, 2), .next(230, 3), .next(235, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func test_merge_whenOneFails_failsAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let ys = scheduler.createHotObservable([.next(215, 2), .next(225, 3), .completed(250)])
        let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(215, 2), .error(220, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func test_merge_withANeverSource_neverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = scheduler.createHotObservable([.completed(230, Int.self)])
        let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_merge_ofNoSources_completesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.merge([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func test_merge_overACollection_disposedEarly_disposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(400)])
        let sources = [xs.asObservable(), ys.asObservable()][...]
        let res = scheduler.start(disposed: 300) { Observable.merge(sources) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func test_merge_ofSynchronousSources_interleavesAsInRxSwift() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.merge(Observable.of(1, 2), Observable.just(10), Observable.of(20, 21)))
        XCTAssertEqual(collector.events, [.next(10), .next(1), .next(20), .next(2), .next(21), .completed])
    }

    func test_mergeOfObservables_sendsInnerElements_andCompletesWhenOuterAndInnersComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(100)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(300),
        ])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(230, 3), .completed(320)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_mergeOfObservables_whenTheOuterFails_failsAndDisposesTheInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(300)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .error(250, testError)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(250, testError)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    func test_mergeOfObservables_whenAnInnerFails_failsAndDisposesTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, testError, Int.self)])
        let ys2 = scheduler.createColdObservable([.next(100, 2), .completed(200)])
        let xs = scheduler.createHotObservable([.next(205, ys2.asObservable()), .next(210, ys1.asObservable()), .completed(500)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(205, 230)])
    }

    func test_mergeOfObservables_disposedEarly_disposesOuterAndInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(300)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .completed(500)])
        let res = scheduler.start(disposed: 260) { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
    }

    func test_mergeMaxConcurrent_runsAtMostThatMany_andStartsWaitingOnesInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let d = scheduler.createColdObservable([.next(10, 4), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(220, b.asObservable()), .next(230, c.asObservable()),
            .next(235, d.asObservable()), .completed(245),
        ])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(250, 3), .next(270, 4), .completed(280)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(c.subscriptions, [Subscription(240, 260)])
        XCTAssertEqual(d.subscriptions, [Subscription(260, 280)])
    }

    func test_mergeMaxConcurrent_disposedEarly_dropsTheWaitingSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(500)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, a.asObservable()), .next(220, b.asObservable())])
        let res = scheduler.start(disposed: 300) { xs.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 300)])
        XCTAssertEqual(b.subscriptions, [])
    }

    func test_mergeMaxConcurrent_aLongQueueOfSynchronousSources_keepsTheStackFlat() {
        let gate = PublishSubject<Int>()
        let sources = [gate.asObservable()] + (0..<100_000).map { Observable.just($0) }
        var count = 0
        var completed = false
        let subscription = Observable.from(sources).merge(maxConcurrent: 1).subscribe(
            onNext: { _ in count += 1 },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(count, 0)
        gate.onCompleted()
        XCTAssertEqual(count, 100_000)
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func test_mergeOfObservables_fromSeveralThreads_deliversEveryElementWithoutOverlap() {
        let threads = 4
        let perThread = 2_000
        let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
        let lock = NSLock()
        var inside = false
        var overlapped = false
        var count = 0
        let subscription = Observable.from(subjects.map { $0.asObservable() }).merge().subscribe(onNext: { _ in
            lock.lock()
            if inside { overlapped = true }
            inside = true
            lock.unlock()
            count += 1
            lock.lock()
            inside = false
            lock.unlock()
        })
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            for element in 0..<perThread {
                subjects[index].onNext(element)
            }
        }
        subscription.dispose()
        XCTAssertEqual(count, threads * perThread)
        XCTAssertFalse(overlapped)
    }
}
