import XCTest
import RxCore
import RxTesting

final class ObservableWindowTests: RxTestCase {
    private func basicSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), end,
        ])
    }

    /// Each window's elements, tagged with the window's index, merged into one sequence.
    private func tagged(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        mergeForTest(windows.enumerated().map { index, window in window.map { "\(index) \($0)" } })
    }

    func test_window_whenSourceNeverEmits_opensAWindowEveryTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler).enumerated().map { $0.index } }
        XCTAssertEqual(res.events, [
            .next(200, 0), .next(300, 1), .next(400, 2), .next(500, 3), .next(600, 4), .next(700, 5), .next(800, 6), .next(900, 7),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_window_whenSourceIsEmpty_completesTheWindowAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { self.tagged(xs.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler)) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_window_opensANewWindowWhenFullOrWhenTheTimeSpanEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = basicSource(scheduler, end: .completed(600))
        let res = scheduler.start { self.tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)) }
        XCTAssertEqual(res.events, [
            .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
            .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"), .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func test_window_emitsTheFirstWindowOnSubscription_andEachNewWindowWhenTheLastCloses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = basicSource(scheduler, end: .completed(600))
        let res = scheduler.start { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).enumerated().map { $0.index } }
        XCTAssertEqual(res.events, [
            .next(200, 0), .next(240, 1), .next(310, 2), .next(370, 3), .next(440, 4), .next(510, 5), .next(580, 6), .completed(600),
        ])
    }

    func test_window_whenSourceErrors_sendsTheErrorToTheWindowAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = basicSource(scheduler, end: .error(600, testError))
        let res = scheduler.start { self.tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)) }
        XCTAssertEqual(res.events, [
            .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
            .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"), .error(600, testError),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func test_window_whenDisposedEarly_disposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = basicSource(scheduler, end: .completed(600))
        let res = scheduler.start(disposed: 370) { self.tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)) }
        XCTAssertEqual(res.events, [
            .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
            .next(350, "2 6"), .next(370, "2 7"),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    func test_window_aSubscribedWindowKeepsTheSourceAliveAfterTheOuterSubscriptionIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .next(280, 4)])
        let res = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.window(timeSpan: .seconds(70), count: 10, scheduler: scheduler).subscribe(onNext: { window in
                if inner == nil { inner = window.subscribe(res) }
            })
        }
        scheduler.scheduleAt(230) { outer?.dispose() }
        scheduler.scheduleAt(1000) { inner?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .next(260, 3), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func test_window_whenNoWindowIsSubscribed_disposingTheOuterSubscriptionDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let res = scheduler.start(disposed: 230) { xs.window(timeSpan: .seconds(70), count: 10, scheduler: scheduler).map { _ in 0 } }
        XCTAssertEqual(res.events, [.next(200, 0)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}

/// Subscribes to every inner sequence as soon as it is emitted and merges their
/// events (merge itself is another branch's operator): completes when the outer
/// and every inner sequence have completed; the first error ends it.
func mergeForTest<Element>(_ sources: Observable<Observable<Element>>) -> Observable<Element> {
    Observable.create { observer in
        let group = CompositeDisposable()
        var active = 1
        var stopped = false
        let fail: (Error) -> Void = { error in
            guard !stopped else { return }
            stopped = true
            observer.onError(error)
        }
        let finishOne: () -> Void = {
            active -= 1
            if active == 0, !stopped {
                stopped = true
                observer.onCompleted()
            }
        }
        let outer = sources.subscribe(onNext: { inner in
            active += 1
            group.insert(inner.subscribe(onNext: { if !stopped { observer.onNext($0) } }, onError: fail, onCompleted: finishOne))
        }, onError: fail, onCompleted: finishOne)
        group.insert(outer)
        return group
    }
}
