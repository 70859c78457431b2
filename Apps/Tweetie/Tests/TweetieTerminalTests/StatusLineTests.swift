import Foundation
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// The status line says the count, the latest update, how many of its tweets could not be
/// read, then how loading older tweets goes, in that order; parts with nothing to say are left out.
final class StatusLineTests: XCTestCase {
    private let line = StatusLine(timeZone: TimeZone(identifier: "UTC") ?? .current)
    private let noon = Date(timeIntervalSince1970: 43_200)

    func test_skippedComesAfterTheUpdate_andOlderPagesLast() {
        XCTAssertEqual(line.string(tweets: 2, status: .updated(at: noon), skipped: 3, older: .reachedEnd),
                       "2 tweets · updated 12:00 · 3 skipped · no older")
        XCTAssertEqual(line.string(tweets: 1, status: .waiting, skipped: 1, older: .loading), "1 tweet · updating… · 1 skipped · loading older…")
    }

    func test_partsWithNothingToSay_areLeftOut() {
        XCTAssertEqual(line.string(tweets: 2, status: .updated(at: noon), skipped: 0, older: .idle), "2 tweets · updated 12:00")
        XCTAssertEqual(line.string(tweets: 0, status: .failed(.network("down")), skipped: 0, older: .failed(.network("down"))),
                       "0 tweets · update failed")
    }
}
