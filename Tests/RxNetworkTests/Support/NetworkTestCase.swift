import XCTest
import Foundation
import RxCore
import RxTesting
@testable import RxNetwork

/// Base class: checks that virtual-time tests leave no Rx resources alive, and offers
/// `wait(for:)` to block on a `Single` with an expectation and a timeout.
class NetworkTestCase: LeakCheckingTestCase {
    /// The outcome of `single`, waiting at most `timeout` seconds.
    func result<T>(of single: Single<T>, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) -> Result<T, Error>? {
        let done = expectation(description: "single finished")
        let box = ResultBox<T>()
        let subscription = single.subscribe { event in
            box.set(event)
            done.fulfill()
        }
        wait(for: [done], timeout: timeout)
        subscription.dispose()
        return box.value
    }
}

/// A lock-guarded slot for a result delivered on another thread.
final class ResultBox<T>: @unchecked Sendable {
    // @unchecked Sendable: `stored` is only accessed under `lock`.
    private let lock = NSLock()
    private var stored: Result<T, Error>?
    func set(_ value: Result<T, Error>) { lock.withLock { stored = value } }
    var value: Result<T, Error>? { lock.withLock { stored } }
}

/// A lock-guarded list, for collecting log lines or plugin calls from any thread.
final class Collector<T>: @unchecked Sendable {
    // @unchecked Sendable: `items` is only accessed under `lock`.
    private let lock = NSLock()
    private var items: [T] = []
    func append(_ item: T) { lock.withLock { items.append(item) } }
    var all: [T] { lock.withLock { items } }
}

extension Result {
    /// The `NetworkError` of a failure, or `nil`.
    var networkError: NetworkError? {
        if case .failure(let error) = self { return error as? NetworkError }
        return nil
    }

    /// The success value, or `nil`.
    var value: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}
