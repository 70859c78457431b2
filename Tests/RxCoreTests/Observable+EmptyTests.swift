import XCTest
import RxCore
import RxTesting

final class ObservableEmptyTests: RxTestCase {
    func test_empty_completesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty() }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func test_empty_completesBeforeSubscribeReturns() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable<Int>.empty())
        XCTAssertEqual(collector.events, [.completed])
    }
}
