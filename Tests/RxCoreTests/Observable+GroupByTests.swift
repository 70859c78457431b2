import XCTest
import RxCore
import RxTesting

final class ObservableGroupByTests: RxTestCase {
    private func firstLetter(_ value: String) -> String {
        String(value.prefix(1))
    }

    /// Each group's elements, tagged with the group's key, merged into one sequence.
    private func tagged(_ groups: Observable<GroupedObservable<String, String>>) -> Observable<String> {
        mergeForTest(groups.map { group in group.asObservable().map { "\(group.key) \($0)" } })
    }

    func test_groupBy_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "x")])
        let res = scheduler.start { self.tagged(xs.groupBy(keySelector: self.firstLetter)) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_groupBy_whenSourceIsEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "x"), .completed(250)])
        let res = scheduler.start { self.tagged(xs.groupBy(keySelector: self.firstLetter)) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_groupBy_emitsEachGroupWithItsKeyWhenItsFirstElementArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a1"), .next(220, "b1"), .next(230, "a2"), .next(240, "c1"), .completed(300)])
        let res = scheduler.start { xs.groupBy(keySelector: self.firstLetter).map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b"), .next(240, "c"), .completed(300)])
    }

    func test_groupBy_routesEveryElementToItsGroup() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a1"), .next(220, "b1"), .next(230, "a2"), .next(240, "c1"), .completed(300)])
        let res = scheduler.start { self.tagged(xs.groupBy(keySelector: self.firstLetter)) }
        XCTAssertEqual(res.events, [.next(210, "a a1"), .next(220, "b b1"), .next(230, "a a2"), .next(240, "c c1"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_groupBy_whenSourceErrors_sendsTheErrorToEveryGroupAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a1"), .next(220, "b1"), .error(250, testError)])
        let groupErrors = ErrorLog()
        let res = scheduler.start {
            xs.groupBy(keySelector: self.firstLetter).map { group -> String in
                _ = group.subscribe(onError: { _ in groupErrors.keys.append(group.key) })
                return group.key
            }
        }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b"), .error(250, testError)])
        XCTAssertEqual(groupErrors.keys.sorted(), ["a", "b"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_groupBy_whenKeySelectorThrows_endsEveryGroupAndTheOuterSequenceWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a1"), .next(220, "b1"), .next(230, "a2"), .completed(300)])
        let res = scheduler.start {
            self.tagged(xs.groupBy { value -> String in
                if value == "b1" { throw testError }
                return self.firstLetter(value)
            })
        }
        XCTAssertEqual(res.events, [.next(210, "a a1"), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_groupBy_whenDisposedEarly_disposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a1"), .next(220, "b1"), .next(230, "a2")])
        let res = scheduler.start(disposed: 225) { self.tagged(xs.groupBy(keySelector: self.firstLetter)) }
        XCTAssertEqual(res.events, [.next(210, "a a1"), .next(220, "b b1")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func test_groupBy_aSubscribedGroupKeepsTheSourceAliveAfterTheOuterSubscriptionIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a1"), .next(220, "b1"), .next(230, "a2")])
        let res = scheduler.createObserver(String.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy(keySelector: self.firstLetter).subscribe(onNext: { group in
                if inner == nil { inner = group.subscribe(res) }
            })
        }
        scheduler.scheduleAt(215) { outer?.dispose() }
        scheduler.scheduleAt(400) { inner?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, "a1"), .next(230, "a2")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}

private final class ErrorLog {
    var keys: [String] = []
}
