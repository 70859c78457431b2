import XCTest
import RxCore
import RxTesting

final class ObservableAmbTests: RxTestCase {
    func test_amb_whenTheLeftSendsFirst_mirrorsItAndDisposesTheRight() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let right = scheduler.createHotObservable([.next(215, 10), .completed(300)])
        let res = scheduler.start { left.asObservable().amb(right) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 210)])
    }

    func test_amb_whenTheRightSendsFirst_mirrorsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let right = scheduler.createHotObservable([.next(210, 10), .next(230, 11), .completed(250)])
        let res = scheduler.start { left.asObservable().amb(right) }
        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 11), .completed(250)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 210)])
    }

    func test_amb_ofNeverAndNever_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(150, 1)])
        let right = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { left.asObservable().amb(right) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 1000)])
    }

    func test_amb_aCompletionWins_likeAnyEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.completed(210, Int.self)])
        let right = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let res = scheduler.start { left.asObservable().amb(right) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 210)])
    }

    func test_amb_anErrorWins_likeAnyEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let right = scheduler.createHotObservable([.error(210, testError, Int.self)])
        let res = scheduler.start { left.asObservable().amb(right) }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 210)])
    }

    func test_amb_disposedEarly_disposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let right = scheduler.createHotObservable([.next(230, 2), .completed(300)])
        let res = scheduler.start(disposed: 215) { left.asObservable().amb(right) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 215)])
    }

    func test_ambOfASequence_mirrorsTheFirstToSend() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(250)])
        let c = scheduler.createHotObservable([.next(220, 4), .completed(300)])
        let res = scheduler.start { Observable.amb([a.asObservable(), b.asObservable(), c.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 210)])
    }

    func test_ambOfAnEmptySequence_neverSendsAnything() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(res.events, [])
    }

    func test_amb_ofASynchronousSource_picksIt() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.just(1).amb(Observable.just(2)))
        XCTAssertEqual(collector.events, [.next(1), .completed])
    }
}
