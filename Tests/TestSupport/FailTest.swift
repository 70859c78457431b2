import XCTest

/// Fails the running test with `message`: what an app's unimplemented test environment
/// reports through (`Unimplemented(failTest)`), so a dependency a test forgot to set
/// fails that test.
public let failTest: @Sendable (String) -> Void = { message in XCTFail(message) }
