import XCTest

/// Runs a step of `setUpWithError` that may throw (starting a server, reading a file) so
/// that an error fails the test: swift-corelibs-xctest reports a test whose
/// `setUpWithError` threw as skipped, which would let a broken set-up turn green. An
/// `XCTSkip` passes through untouched: that is the recordings suite saying it cannot run
/// here (`RecordingsSuite`), which fails on CI by itself.
public func failingSetUp<T>(_ step: () throws -> T, file: StaticString = #filePath, line: UInt = #line) throws -> T {
    do {
        return try step()
    } catch let skip as XCTSkip {
        throw skip
    } catch {
        XCTFail("set-up failed: \(error)", file: file, line: line)
        throw error
    }
}
