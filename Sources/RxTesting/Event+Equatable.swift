import Foundation

extension Event: Equatable where Element: Equatable {
    /// Two events are equal when they are the same case with equal elements, or both
    /// `.completed`, or errors that `errorsAreEqual` considers equal.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let lhs), .next(let rhs)): return lhs == rhs
        case (.completed, .completed): return true
        case (.error(let lhs), .error(let rhs)): return errorsAreEqual(lhs, rhs)
        default: return false
        }
    }
}

extension MaybeEvent: Equatable where Element: Equatable {
    /// Two events are equal when they are the same case with equal elements, or both
    /// `.completed`, or errors that RxTest would consider equal (see `errorsAreEqual`).
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let lhs), .success(let rhs)): return lhs == rhs
        case (.completed, .completed): return true
        case (.error(let lhs), .error(let rhs)): return errorsAreEqual(lhs, rhs)
        default: return false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Two events are equal when both are `.completed`, or errors that RxTest would
    /// consider equal (see `errorsAreEqual`).
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.error(let lhs), .error(let rhs)): return errorsAreEqual(lhs, rhs)
        default: return false
        }
    }
}

/// Compares two `SingleEvent`s (a `Result` with any error, which cannot conform to
/// `Equatable` itself): equal successes, or errors that RxTest would consider equal.
public func == <Element: Equatable>(lhs: SingleEvent<Element>, rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let lhs), .success(let rhs)): return lhs == rhs
    case (.failure(let lhs), .failure(let rhs)): return errorsAreEqual(lhs, rhs)
    default: return false
    }
}

/// Whether two errors count as equal in test assertions.
///
/// - Errors of the same `Equatable` type (e.g. a test's `enum TestError: Error, Equatable`,
///   `RxError`, `NSError`) are compared with `==`.
/// - Any other pair is equal when, as in RxTest, both bridge to an `NSError` with the
///   same domain and code and their `String(reflecting:)` descriptions are identical
///   (the description tells apart payloads that bridging ignores).
func errorsAreEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    // Cast through `Any`: Swift wrongly warns that `any Error as? any Equatable` always succeeds.
    if type(of: lhs) == type(of: rhs), let lhs = (lhs as Any) as? any Equatable {
        return isEqual(lhs, rhs)
    }
    let lhsError = lhs as NSError
    let rhsError = rhs as NSError
    return lhsError.domain == rhsError.domain
        && lhsError.code == rhsError.code
        && String(reflecting: lhs) == String(reflecting: rhs)
}

private func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Value else { return false }
    return lhs == rhs
}
