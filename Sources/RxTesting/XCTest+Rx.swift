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
