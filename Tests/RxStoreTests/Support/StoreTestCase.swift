import XCTest
import Foundation
import RxCore
@testable import RxStore

/// Gives each test a temporary directory, removed afterwards, and fails a test that
/// leaks a subscription (see `RxTestCase`).
class StoreTestCase: RxTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("RxStoreTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
        try super.tearDownWithError()
    }

    func fileURL(_ name: String = "store.sqlite") -> URL {
        directory.appendingPathComponent(name)
    }

    /// Asserts that `body` throws exactly `expected`.
    func assertThrows(_ expected: StoreError, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) {
        do {
            try body()
            XCTFail("expected \(expected), nothing was thrown", file: file, line: line)
        } catch let error as StoreError {
            XCTAssertEqual(error, expected, file: file, line: line)
        } catch {
            XCTFail("expected \(expected), got \(error)", file: file, line: line)
        }
    }

    /// Waits until every action given to `scheduler` before this call has run (a serial
    /// scheduler runs them in order), so deliveries in flight end before the leak check.
    func drain(_ scheduler: ImmediateSchedulerType, file: StaticString = #filePath, line: UInt = #line) {
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the scheduler did not drain", file: file, line: line)
    }
}
