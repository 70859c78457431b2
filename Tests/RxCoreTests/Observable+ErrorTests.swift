import XCTest
import RxCore
import RxTesting

final class ObservableErrorTests: RxTestCase {
    func test_error_failsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.error(testError) }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func test_error_failsBeforeSubscribeReturns() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable<Int>.error(testError))
        XCTAssertEqual(collector.events, [.error(testError)])
    }
}
