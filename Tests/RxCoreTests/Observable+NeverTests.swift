import XCTest
import RxCore
import RxTesting

final class ObservableNeverTests: RxTestCase {
    func test_never_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.never() }
        XCTAssertEqual(res.events, [])
    }

    func test_never_disposingIsHarmless() {
        let collector = EventCollector<Int>()
        let subscription = collector.subscribe(Observable<Int>.never())
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(collector.events, [])
    }
}
