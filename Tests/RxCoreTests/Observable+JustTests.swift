import XCTest
import RxCore
import RxTesting

final class ObservableJustTests: RxTestCase {
    func test_just_sendsTheElementAndCompletes_beforeSubscribeReturns() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.just(42))
        XCTAssertEqual(collector.events, [.next(42), .completed])
    }

    func test_just_subscribedTwice_sendsToEachSubscriber() {
        let source = Observable.just("a")
        let first = EventCollector<String>()
        let second = EventCollector<String>()
        first.subscribe(source)
        second.subscribe(source)
        XCTAssertEqual(first.events, [.next("a"), .completed])
        XCTAssertEqual(second.events, [.next("a"), .completed])
    }

    func test_just_throughAnyObserver_sendsTheElementAndCompletes() {
        var events: [Event<Int>] = []
        _ = Observable.just(1).subscribe(AnyObserver { events.append($0) })
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func test_justOnScheduler_sendsTheElementThenCompletes_inTwoActions() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func test_justOnScheduler_disposedBeforeTheElement_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 201) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func test_justOnScheduler_disposedBeforeTheCompletion_sendsOnlyTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42)])
    }

    func test_justOnCurrentThreadScheduler_sendsTheElementAndCompletes() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.just(7, scheduler: CurrentThreadScheduler.instance))
        XCTAssertEqual(collector.events, [.next(7), .completed])
    }

    func test_justSubscribedWithClosures_callsNextCompletedDisposedInOrder_andReturnsADisposedSubscription() {
        var log: [String] = []
        let subscription = Observable.just(7).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 7", "completed", "disposed"])
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
        var events: [Event<Int>] = []
        _ = Observable.just(8).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(8), .completed])
    }
}
