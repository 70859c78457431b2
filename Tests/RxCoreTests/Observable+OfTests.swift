import XCTest
import RxCore
import RxTesting

final class ObservableOfTests: RxTestCase {
    func test_of_onCurrentThread_sendsTheElementsInOrderAndCompletes() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.of(1, 2, 3))
        XCTAssertEqual(collector.events, [.next(1), .next(2), .next(3), .completed])
    }

    func test_of_withNoElements_completes() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable<Int>.of())
        XCTAssertEqual(collector.events, [.completed])
    }

    func test_of_onScheduler_sendsOneElementPerAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func test_of_onScheduler_disposedEarly_stops() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1)])
    }

    func test_of_combinedWithLatest_interleavesAsInRxSwift() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.combineLatest(Observable.of(1, 2, 3), Observable.of(10, 20, 30)) { $0 + $1 })
        XCTAssertEqual(collector.events, [.next(11), .next(12), .next(22), .next(23), .next(33), .completed])
    }
}
