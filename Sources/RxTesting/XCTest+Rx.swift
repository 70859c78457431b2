import XCTest

/// Asserts that two arrays of events are equal; on failure prints both, line by line, with the differences marked.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #filePath, line: UInt = #line) {
    assertEqualLists(lhs, rhs, file: file, line: line)
}

/// Asserts that two arrays of events with optional elements are equal; prints a diff on failure.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Event<T?>], _ rhs: [Event<T?>], file: StaticString = #filePath, line: UInt = #line) {
    assertEqualLists(lhs, rhs, file: file, line: line)
}

/// Asserts that two arrays of recorded events (values and virtual times) are equal; prints a diff on failure.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>], file: StaticString = #filePath, line: UInt = #line) {
    assertEqualLists(lhs, rhs, file: file, line: line)
}

/// Asserts that two arrays of recorded events with optional elements are equal; prints a diff on failure.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T?>>], _ rhs: [Recorded<Event<T?>>], file: StaticString = #filePath, line: UInt = #line) {
    assertEqualLists(lhs, rhs, file: file, line: line)
}

/// Asserts that two arrays of `Single` events are equal; prints a diff on failure.
public func XCTAssertEqual<T: Equatable>(_ lhs: [SingleEvent<T>], _ rhs: [SingleEvent<T>], file: StaticString = #filePath, line: UInt = #line) {
    assertEqualLists(lhs.map { EquatableSingleEvent($0) }, rhs.map { EquatableSingleEvent($0) }, file: file, line: line)
}

/// Asserts that two arrays of recorded `Single` events (values and virtual times) are equal; prints a diff on failure.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<SingleEvent<T>>], _ rhs: [Recorded<SingleEvent<T>>], file: StaticString = #filePath, line: UInt = #line) {
    assertEqualLists(lhs.map(equatableRecorded), rhs.map(equatableRecorded), file: file, line: line)
}

/// Asserts that two arrays of `Maybe` events are equal; prints a diff on failure.
public func XCTAssertEqual<T: Equatable>(_ lhs: [MaybeEvent<T>], _ rhs: [MaybeEvent<T>], file: StaticString = #filePath, line: UInt = #line) {
    assertEqualLists(lhs, rhs, file: file, line: line)
}

/// Asserts that two arrays of recorded `Maybe` events (values and virtual times) are equal; prints a diff on failure.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<MaybeEvent<T>>], _ rhs: [Recorded<MaybeEvent<T>>], file: StaticString = #filePath, line: UInt = #line) {
    assertEqualLists(lhs, rhs, file: file, line: line)
}

/// Asserts that two arrays of `Completable` events are equal; prints a diff on failure.
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line) {
    assertEqualLists(lhs, rhs, file: file, line: line)
}

/// Asserts that two arrays of recorded `Completable` events (values and virtual times) are equal; prints a diff on failure.
public func XCTAssertEqual(_ lhs: [Recorded<CompletableEvent>], _ rhs: [Recorded<CompletableEvent>], file: StaticString = #filePath, line: UInt = #line) {
    assertEqualLists(lhs, rhs, file: file, line: line)
}

private func equatableRecorded<T: Equatable>(_ recorded: Recorded<SingleEvent<T>>) -> Recorded<EquatableSingleEvent<T>> {
    Recorded(time: recorded.time, value: EquatableSingleEvent(recorded.value))
}

/// A `SingleEvent` made `Equatable` (with the errors compared as RxTest does), for the diff.
private struct EquatableSingleEvent<T: Equatable>: Equatable, CustomDebugStringConvertible {
    let event: SingleEvent<T>

    init(_ event: SingleEvent<T>) {
        self.event = event
    }

    static func == (lhs: EquatableSingleEvent, rhs: EquatableSingleEvent) -> Bool {
        lhs.event == rhs.event
    }

    var debugDescription: String {
        switch event {
        case .success(let element): return "success(\(element))"
        case .failure(let error): return "failure(\(error))"
        }
    }
}

/// Asserts that the `.next` elements of `stream` are `elements`, ignoring times and stop events.
public func XCTAssertRecordedElements<T: Equatable>(_ stream: [Recorded<Event<T>>], _ elements: [T], file: StaticString = #filePath, line: UInt = #line) {
    let recorded = stream.compactMap { $0.value.element }
    assertEqualLists(recorded, elements, file: file, line: line)
}

private func assertEqualLists<Value: Equatable>(_ lhs: [Value], _ rhs: [Value], file: StaticString, line: UInt) {
    guard lhs != rhs else { return }
    XCTFail(differenceDescription(lhs, rhs), file: file, line: line)
}

/// A readable comparison of two lists: one line per index, `✓` where equal, `✗` where not.
func differenceDescription<Value: Equatable>(_ lhs: [Value], _ rhs: [Value]) -> String {
    var lines = ["Lists differ (left: \(lhs.count) items, right: \(rhs.count) items):"]
    for index in 0..<max(lhs.count, rhs.count) {
        let left = index < lhs.count ? String(reflecting: lhs[index]) : "<missing>"
        let right = index < rhs.count ? String(reflecting: rhs[index]) : "<missing>"
        if index < lhs.count, index < rhs.count, lhs[index] == rhs[index] {
            lines.append("  ✓ [\(index)] \(left)")
        } else {
            lines.append("  ✗ [\(index)] \(left)  ≠  \(right)")
        }
    }
    return lines.joined(separator: "\n")
}
