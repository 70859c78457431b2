import Foundation
import XCTest
@testable import RxTesting

/// An error without `Equatable`: compared by bridged domain/code and description.
private struct PlainError: Error {
    let reason: String
}

private final class ReferenceError: Error {}

final class RecordedTests: LeakCheckingTestCase {
    func test_builders_makeRecordedEvents() {
        let next: Recorded<Event<Int>> = .next(10, 1)
        XCTAssertEqual(next.time, 10)
        XCTAssertEqual(next.value, .next(1))
        XCTAssertEqual(Recorded<Event<Int>>.completed(20).value, .completed)
        XCTAssertEqual(Recorded<Event<Int>>.error(30, TestError.dummy), Recorded(time: 30, value: .error(TestError.dummy)))
        XCTAssertEqual(Recorded.completed(40, Int.self), Recorded(time: 40, value: Event<Int>.completed))
        XCTAssertEqual(Recorded.error(40, TestError.dummy, Int.self).time, 40)
    }

    func test_equality_comparesTimeAndValue() {
        XCTAssertEqual(Recorded<Event<Int>>.next(10, 1), .next(10, 1))
        XCTAssertNotEqual(Recorded<Event<Int>>.next(10, 1), .next(11, 1))
        XCTAssertNotEqual(Recorded<Event<Int>>.next(10, 1), .next(10, 2))
        XCTAssertNotEqual(Recorded<Event<Int>>.next(10, 1), .completed(10))
        XCTAssertEqual(Recorded(time: 5, value: "plain"), Recorded(time: 5, value: "plain"))
    }

    func test_events_takesAListOrAnArray_asRxTest() {
        let listed = Recorded.events(.next(10, 1), .completed(20))
        XCTAssertEqual(listed, [.next(10, 1), .completed(20)])
        let array: [Recorded<Event<Int>>] = [.next(10, 1), .next(20, 2), .completed(30)]
        XCTAssertEqual(Recorded.events(array), array)
    }

    func test_events_longListOfComputedElements_typeChecks() {
        // RxSwift's own tests write lists like this one; with a third `events` overload the
        // compiler gave up on them ("unable to type-check this expression in reasonable time").
        let events = Recorded.events(
            .next(210, 0 * 10 + 1), .next(220, 1 * 10 + 2), .next(230, 2 * 10 + 3), .next(240, 3 * 10 + 4),
            .next(250, 4 * 10 + 5), .next(260, 5 * 10 + 6), .next(270, 6 * 10 + 7), .next(280, 7 * 10 + 8),
            .next(290, 8 * 10 + 9), .next(300, 9 * 10 + 10), .next(310, 10 * 10 + 11), .next(320, 11 * 10 + 12),
            .completed(400)
        )
        XCTAssertEqual(events.count, 13)
        XCTAssertEqual(events.first, .next(210, 1))
    }

    func test_debugDescriptions() {
        XCTAssertEqual(Recorded<Event<Int>>.next(210, 2).debugDescription, "next(2) @ 210")
        XCTAssertEqual(Subscription(200, 300).debugDescription, "(200 : 300)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200 : Infinity)")
    }

    func test_subscription_equalityAndInfinity() {
        XCTAssertEqual(Subscription(200), Subscription(200, Int.max))
        XCTAssertEqual(Subscription.infinity, Int.max)
        XCTAssertNotEqual(Subscription(200, 300), Subscription(200, 301))
        XCTAssertEqual(Subscription(1, 2).subscribe, 1)
        XCTAssertEqual(Subscription(1, 2).unsubscribe, 2)
        XCTAssertEqual(Set([Subscription(1, 2), Subscription(1, 2)]).count, 1)
    }

    func test_eventEquality_forElementsAndCompletion() {
        XCTAssertEqual(Event.next(1), Event.next(1))
        XCTAssertNotEqual(Event.next(1), Event.next(2))
        XCTAssertEqual(Event<Int>.completed, .completed)
        XCTAssertNotEqual(Event<Int>.completed, .next(1))
        XCTAssertNotEqual(Event<Int>.completed, .error(TestError.dummy))
        XCTAssertEqual(Event<Int?>.next(nil), .next(nil))
    }

    func test_eventEquality_forEquatableErrors_usesEquality() {
        XCTAssertEqual(Event<Int>.error(TestError.dummy), .error(TestError.dummy))
        XCTAssertNotEqual(Event<Int>.error(TestError.dummy), .error(TestError.other))
        XCTAssertEqual(Event<Int>.error(RxError.timeout), .error(RxError.timeout))
        XCTAssertNotEqual(Event<Int>.error(RxError.timeout), .error(RxError.noElements))
        XCTAssertNotEqual(Event<Int>.error(RxError.timeout), .error(TestError.dummy))
    }

    func test_eventEquality_forNSErrors_usesDomainAndCode() {
        let error = NSError(domain: "test", code: 1)
        XCTAssertEqual(Event<Int>.error(error), .error(NSError(domain: "test", code: 1)))
        XCTAssertNotEqual(Event<Int>.error(error), .error(NSError(domain: "test", code: 2)))
        XCTAssertNotEqual(Event<Int>.error(error), .error(NSError(domain: "other", code: 1)))
    }

    func test_eventEquality_forOtherErrors_usesTheirDescription() {
        XCTAssertEqual(Event<Int>.error(PlainError(reason: "a")), .error(PlainError(reason: "a")))
        XCTAssertNotEqual(Event<Int>.error(PlainError(reason: "a")), .error(PlainError(reason: "b")))
        XCTAssertEqual(Event<Int>.error(ReferenceError()), .error(ReferenceError()))
        XCTAssertNotEqual(Event<Int>.error(ReferenceError()), .error(PlainError(reason: "a")))
    }

    func test_xctAssertEqualOverloads_passForEqualLists() {
        XCTAssertEqual([Event.next(1), .completed], [.next(1), .completed])
        XCTAssertEqual([Event<Int?>.next(nil)], [.next(nil)])
        XCTAssertEqual([Recorded.next(10, 1), .completed(20)], [.next(10, 1), .completed(20)])
        XCTAssertEqual([Recorded<Event<Int?>>.next(10, nil)], [.next(10, nil)])
        XCTAssertRecordedElements([.next(10, 1), .next(20, 2), .completed(30)], [1, 2])
        XCTAssertEqual([Recorded.next(10, 1)], [.next(10, 1)], "with a message it is XCTest's own assertion")
    }

    func test_differenceDescription_marksEachDifferingLine() {
        let description = differenceDescription(
            [Recorded<Event<Int>>.next(210, 1), .next(220, 2)],
            [.next(210, 1), .next(220, 3), .completed(300)]
        )
        XCTAssertEqual(description, """
        Lists differ (left: 2 items, right: 3 items):
          ✓ [0] next(1) @ 210
          ✗ [1] next(2) @ 220  ≠  next(3) @ 220
          ✗ [2] <missing>  ≠  completed @ 300
        """)
    }
}
