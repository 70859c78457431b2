import XCTest

/// Runs a step of `setUpWithError` that may throw (finding the shared fixtures, starting
/// their server) so that an error fails the test. swift-corelibs-xctest reports a test
/// whose `setUpWithError` threw as skipped, which would let a missing fixture turn green.
public func failingSetUp<T>(_ step: () throws -> T, file: StaticString = #filePath, line: UInt = #line) throws -> T {
    do {
        return try step()
    } catch {
        XCTFail("set-up failed: \(error)", file: file, line: line)
        throw error
    }
}
