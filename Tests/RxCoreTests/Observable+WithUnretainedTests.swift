import XCTest
import RxCore
import RxTesting

final class ObservableWithUnretainedTests: RxTestCase {
    private final class Owner {
        let name: String
        init(name: String) { self.name = name }
    }

    func test_withUnretained_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let owner = Owner(name: "o")
        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_withUnretained_whenSourceIsEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let owner = Owner(name: "o")
        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func test_withUnretained_pairsEachElementWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let owner = Owner(name: "o")
        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(250)])
    }

    func test_withUnretainedTuple_pairsTheObjectAndTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let owner = Owner(name: "o")
        let res = scheduler.start { xs.withUnretained(owner).map { object, element in "\(object === owner) \(element)" } }
        XCTAssertEqual(res.events, [.next(210, "true 1"), .completed(250)])
    }

    func test_withUnretained_doesNotRetainTheObject_andCompletesAtTheNextElementOnceItIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
        var owner: Owner? = Owner(name: "o")
        weak let weakOwner = owner
        let source = xs.withUnretained(owner!) { "\($0.name)\($1)" }
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { source }
        XCTAssertNil(weakOwner)
        XCTAssertEqual(res.events, [.next(210, "o1"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_withUnretained_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let owner = Owner(name: "o")
        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "o1"), .error(220, testError)])
    }

    func test_withUnretained_whenDisposedEarly_stopsForwarding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let owner = Owner(name: "o")
        let res = scheduler.start(disposed: 215) { xs.withUnretained(owner) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "o1")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }
}
