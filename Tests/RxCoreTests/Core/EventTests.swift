import XCTest
import RxTesting

final class EventTests: RxTestCase {
    func test_isStopEvent_isTrueOnlyForErrorAndCompleted() {
        XCTAssertFalse(Event.next(1).isStopEvent)
        XCTAssertTrue(Event<Int>.error(testError).isStopEvent)
        XCTAssertTrue(Event<Int>.completed.isStopEvent)
    }

    func test_element_isTheNextValue_elseNil() {
        XCTAssertEqual(Event.next(7).element, 7)
        XCTAssertNil(Event<Int>.error(testError).element)
        XCTAssertNil(Event<Int>.completed.element)
    }

    func test_error_isTheErrorValue_elseNil() {
        XCTAssertEqual(Event<Int>.error(testError).error as? TestError, testError)
        XCTAssertNil(Event.next(1).error)
        XCTAssertNil(Event<Int>.completed.error)
    }

    func test_isCompleted_isTrueOnlyForCompleted() {
        XCTAssertTrue(Event<Int>.completed.isCompleted)
        XCTAssertFalse(Event.next(1).isCompleted)
        XCTAssertFalse(Event<Int>.error(testError).isCompleted)
    }

    func test_map_transformsNext_andPassesStopEventsThrough() {
        XCTAssertEqual(Event.next(2).map { "\($0 * 2)" }, .next("4"))
        XCTAssertEqual(Event<Int>.completed.map { "\($0)" }, .completed)
        XCTAssertEqual(Event<Int>.error(testError).map { "\($0)" }, .error(testError))
    }

    func test_map_whenTransformThrows_returnsAnErrorEvent() {
        let mapped = Event.next(1).map { _ -> Int in throw testError1 }
        XCTAssertEqual(mapped, .error(testError1))
    }

    func test_map_onStopEvents_doesNotCallTheTransform() {
        var calls = 0
        _ = Event<Int>.completed.map { value -> Int in calls += 1; return value }
        _ = Event<Int>.error(testError).map { value -> Int in calls += 1; return value }
        XCTAssertEqual(calls, 0)
    }

    func test_debugDescription_namesTheCaseAndPayload() {
        XCTAssertEqual(Event.next(1).debugDescription, "next(1)")
        XCTAssertEqual(Event.next("a").debugDescription, "next(a)")
        XCTAssertEqual(Event<Int>.error(testError).debugDescription, "error(dummy)")
        XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
    }

    func test_eventConvertible_eventIsItself() {
        XCTAssertEqual(Event.next(3).event, .next(3))
        XCTAssertEqual(Event<Int>.completed.event, .completed)
    }
}
