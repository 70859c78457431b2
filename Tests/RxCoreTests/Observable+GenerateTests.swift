import XCTest
import RxCore
import RxTesting

final class ObservableGenerateTests: RxTestCase {
    func test_generate_sendsStatesWhileTheConditionHolds() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
    }

    func test_generate_whenTheConditionThrows_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in throw testError }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.error(201, testError)])
    }

    func test_generate_whenIterateThrows_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { _ in throw testError }
        }
        XCTAssertEqual(res.events, [.next(201, 0), .error(202, testError)])
    }

    func test_generate_disposedEarly_stops() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
    }

    func test_generate_onCurrentThread_runsSynchronously() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.generate(initialState: 1, condition: { $0 < 100 }) { $0 * 3 })
        XCTAssertEqual(collector.events, [.next(1), .next(3), .next(9), .next(27), .next(81), .completed])
    }
}
