import Foundation
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// The timeline's status line: when it was last updated stays beside a failure or a
/// request that is not answered, and new tweets above the view come first.
final class StatusLineTests: XCTestCase {
    private let line = StatusLine(timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
    private let noon = Date(timeIntervalSince1970: 12 * 3600)

    func test_waiting_updated_andFailed() {
        XCTAssertEqual(line.string(tweets: 0, status: .waiting), "0 tweets · updating…")
        XCTAssertEqual(line.string(tweets: 1, status: .updated(at: noon)), "1 tweet · updated 12:00")
        XCTAssertEqual(line.string(tweets: 3, status: .failed(.network("down"))), "3 tweets · update failed")
    }

    func test_aFailure_keepsWhenItWasLastUpdated() {
        XCTAssertEqual(line.string(tweets: 3, status: .failed(.network("down")), lastUpdated: noon),
                       "3 tweets · updated 12:00 · update failed")
    }

    func test_aSlowRequest_saysItIsNotAnswered_notUpdatingForever() {
        XCTAssertEqual(line.string(tweets: 0, status: .waiting, slow: true), "0 tweets · not answering")
        XCTAssertEqual(line.string(tweets: 3, status: .updated(at: noon), lastUpdated: noon, slow: true),
                       "3 tweets · updated 12:00 · not answering")
    }

    func test_newTweetsAbove_comeFirst_andSkippedLast() {
        XCTAssertEqual(line.string(tweets: 5, status: .updated(at: noon), newAbove: 2, skipped: 1),
                       "2 new ↑ (g) · 5 tweets · updated 12:00 · 1 skipped")
    }
}
