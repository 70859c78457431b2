import XCTest
@testable import TweetieTerminal

/// Replaced by the view controllers' headless tests.
final class PlaceholderTests: XCTestCase {
    func test_moduleLoads() {
        XCTAssertNotNil(TweetieTerminal.self)
    }
}
