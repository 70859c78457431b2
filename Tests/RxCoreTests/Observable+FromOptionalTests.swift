import XCTest
import RxCore
import RxTesting

final class ObservableFromOptionalTests: RxTestCase {
    func test_fromOptional_withValue_sendsItAndCompletes() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.from(optional: 3))
        XCTAssertEqual(collector.events, [.next(3), .completed])
    }

    func test_fromOptional_withNil_completes() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.from(optional: nil as Int?))
        XCTAssertEqual(collector.events, [.completed])
    }

    func test_fromOptionalOnScheduler_withValue_sendsItThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 5), .completed(202)])
    }

    func test_fromOptionalOnScheduler_withNil_completesInTheFirstAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: nil as Int?, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func test_fromOptionalOnScheduler_disposedEarly_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 201) { Observable.from(optional: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }
}
