import XCTest
import RxCore
import RxTesting

final class ObservableWithLatestFromTests: RxTestCase {
    func test_withLatestFrom_combinesEachElementWithTheLatestOfTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
            .next(410, 7), .next(420, 8), .next(470, 9), .next(550, 10), .completed(590),
        ])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [
            .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
            .next(420, "8qux"), .next(470, "9qux"), .next(550, "10qux"), .completed(590),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func test_withLatestFrom_withoutSelector_sendsTheLatestOfTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 3), .next(260, 4), .next(340, 6), .completed(590)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .completed(400)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(260, "bar"), .next(340, "foo"), .completed(590)])
    }

    func test_withLatestFrom_whenTheSecondFails_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 4), .completed(590)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .error(300, testError)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(260, "4bar"), .error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_withLatestFrom_whenTheFirstFails_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 4), .error(290, testError)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .completed(400)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(260, "4bar"), .error(290, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 290)])
    }

    func test_withLatestFrom_whenTheSelectorThrows_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 4), .completed(590)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .completed(400)])
        let res = scheduler.start { xs.withLatestFrom(ys) { _, _ -> String in throw testError } }
        XCTAssertEqual(res.events, [.error(260, testError)])
    }

    func test_withLatestFrom_whenTheSecondNeverSends_dropsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 4), .completed(590)])
        let ys = scheduler.createHotObservable([.completed(300, String.self)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.completed(590)])
    }

    func test_withLatestFrom_disposedEarly_disposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 4), .completed(590)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .completed(400)])
        let res = scheduler.start(disposed: 300) { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(260, "bar")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func test_withLatestFrom_aSynchronousSecond_isAvailableToTheFirstElement() {
        let collector = EventCollector<String>()
        collector.subscribe(Observable.of(1, 2).withLatestFrom(Observable.just("a")) { "\($0)\($1)" })
        XCTAssertEqual(collector.events, [.next("1a"), .next("2a"), .completed])
    }
}
