import XCTest
import RxCore
import RxTesting

/// Runs of `map`/`filter`/`compactMap` that keep the element type share one sink
/// (`MapFilterChain`); these check that the fused run behaves as the unfused operators did.
final class MapFilterFusionTests: RxTestCase {
    func test_mapAfterMap_callsEachTransformOncePerElement_inOrder() {
        let calls = CallRecorder()
        let source = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = source
            .map { value -> Int in calls.append("first \(value)"); return value + 1 }
            .map { value -> Int in calls.append("second \(value)"); return value * 10 }
            .subscribe(onNext: { received.append($0) })
        source.onNext(1)
        source.onNext(2)
        subscription.dispose()
        XCTAssertEqual(received, [20, 30])
        XCTAssertEqual(calls.entries, ["first 1", "second 2", "first 2", "second 3"])
    }

    func test_filterAfterMap_seesTheMappedElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 3 }.filter { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(220, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_mapAfterFilter_isNotCalledForDroppedElements() {
        let calls = CallRecorder()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        let res = scheduler.start {
            xs.filter { $0 % 2 == 0 }.map { value -> Int in calls.append("map \(value)"); return -value }
        }
        XCTAssertEqual(res.events, [.next(220, -2), .next(240, -4)])
        XCTAssertEqual(calls.entries, ["map 2", "map 4"])
    }

    func test_compactMapInARun_dropsNilResults_beforeLaterStages() {
        let calls = CallRecorder()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start {
            xs.map { $0 + 1 }
                .compactMap { $0 == 3 ? nil : $0 }
                .map { value -> Int in calls.append("map \(value)"); return value }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 4), .completed(250)])
        XCTAssertEqual(calls.entries, ["map 2", "map 4"])
    }

    func test_throwingStageInTheMiddle_endsWithItsError_andSkipsLaterStages() {
        let calls = CallRecorder()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        let res = scheduler.start {
            xs.map { value -> Int in calls.append("first \(value)"); return value }
                .map { value -> Int in
                    if value == 2 { throw testError }
                    return value
                }
                .filter { value -> Bool in calls.append("last \(value)"); return true }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(calls.entries, ["first 1", "last 1", "first 2"])
    }

    func test_disposingFromAStage_stopsTheLaterStagesForThatElement() {
        let calls = CallRecorder()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = SerialDisposable()
        scheduler.scheduleAt(200) {
            subscription.disposable = xs
                .map { value -> Int in
                    if value == 2 { subscription.dispose() }
                    return value
                }
                .map { value -> Int in calls.append("later \(value)"); return value }
                .subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(calls.entries, ["later 1"])
    }

    func test_loneMapThatThrew_isNotCalledAgain_forElementsItsSourceSendsWithinSubscribe() {
        // A run of one stage has no stage buffer (the sink calls its one node): it must still
        // stop calling the closure once the subscription ended, as a longer run does.
        let calls = CallRecorder()
        var events: [Event<Int>] = []
        let source = Observable<Int>.create { observer in
            for value in 1...3 { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        _ = source
            .map { value -> Int in
                calls.append("map \(value)")
                if value == 2 { throw testError }
                return value * 10
            }
            .subscribe { events.append($0) }
        XCTAssertEqual(calls.entries, ["map 1", "map 2"])
        XCTAssertEqual(events, [.next(10), .error(testError)])
    }

    func test_disposedEarly_unsubscribesTheSourceOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(310, 3), .completed(400)])
        let res = scheduler.start(disposed: 300) { xs.map { $0 + 1 }.filter { _ in true }.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .next(260, 6)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_fusedChainSubscribedTwice_givesIndependentSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3), .completed(500)])
        let chain = xs.map { $0 * 10 }.filter { $0 > 0 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let firstSubscription = SerialDisposable()
        scheduler.scheduleAt(200) { firstSubscription.disposable = chain.subscribe(first) }
        scheduler.scheduleAt(300) { _ = chain.subscribe(second) }
        scheduler.scheduleAt(350) { firstSubscription.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 10), .next(310, 20)])
        XCTAssertEqual(second.events, [.next(310, 20), .next(410, 30), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350), Subscription(300, 500)])
    }

    func test_runsBranchingFromOnePrefix_doNotSeeEachOthersStages() {
        let source = PublishSubject<Int>()
        let prefix = source.map { $0 + 1 }
        var doubled: [Int] = []
        var kept: [Int] = []
        let one = prefix.map { $0 * 2 }.subscribe(onNext: { doubled.append($0) })
        let two = prefix.filter { $0 > 2 }.subscribe(onNext: { kept.append($0) })
        source.onNext(1)
        source.onNext(2)
        one.dispose()
        two.dispose()
        XCTAssertEqual(doubled, [4, 6])
        XCTAssertEqual(kept, [3])
    }

    func test_typeChangingMap_afterAFusedRun_seesItsResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.filter { $0 > 1 }.map { $0 + 1 }.map { "#\($0)" }.filter { !$0.isEmpty } }
        XCTAssertEqual(res.events, [.next(220, "#3"), .completed(230)])
    }
}
