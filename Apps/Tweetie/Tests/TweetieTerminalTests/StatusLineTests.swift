import Foundation
@testable import TweetieCore
import XCTest
@testable import TweetieTerminal

/// The view model's status line as the list's status bar shows it (`g` after "N new ↑").
private final class Line {
    private let formatter: TimelineStatusFormatter

    init(timeZone: TimeZone) {
        formatter = TimelineStatusFormatter(timeZone: timeZone)
    }

    func string(tweets: Int, status: FetchStatus, lastUpdated: Date? = nil, slow: Bool = false, newAbove: Int = 0, skipped: Int = 0,
                older: OlderPagesStatus = .idle) -> String {
        formatter.line(tweets: tweets, status: status, lastUpdated: lastUpdated, slow: slow, newAbove: newAbove, skipped: skipped, older: older)
            .text(newAboveKey: "g")
    }
}

/// The timeline's status line: new tweets above the view come first, then the count, when
/// it was last updated (kept beside a failure or a request that is not answered), how
/// many tweets of the latest update could not be read, then how loading older tweets
/// goes; parts with nothing to say are left out.
final class StatusLineTests: XCTestCase {
    private let line = Line(timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
    private let noon = Date(timeIntervalSince1970: 12 * 3600)

    func test_waiting_updated_andFailed() {
        XCTAssertEqual(line.string(tweets: 0, status: .waiting), "0 tweets · updating…")
        XCTAssertEqual(line.string(tweets: 1, status: .updated(at: noon)), "1 tweet · updated 12:00")
        XCTAssertEqual(line.string(tweets: 3, status: .failed(.network("down"))), "3 tweets · update failed")
    }

    func test_theTimeOfDay_followsEachUpdate_inTheLinesOwnZone() {
        let kolkata = Line(timeZone: TimeZone(identifier: "Asia/Kolkata") ?? .current)
        let times: [(TimeInterval, String, String)] = [(0, "12:00", "17:30"), (59, "12:00", "17:30"), (60, "12:01", "17:31"),
                                                       (-1, "11:59", "17:29"), (3600 * 13 + 61, "01:01", "06:31"), (0, "12:00", "17:30")]
        for (offset, utc, india) in times {
            let date = noon.addingTimeInterval(offset)
            XCTAssertEqual(line.string(tweets: 1, status: .updated(at: date)), "1 tweet · updated \(utc)", "\(offset)")
            XCTAssertEqual(kolkata.string(tweets: 1, status: .updated(at: date)), "1 tweet · updated \(india)", "\(offset)")
        }
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

    func test_newTweetsAbove_comeFirst_andSkippedAfterTheUpdate() {
        XCTAssertEqual(line.string(tweets: 5, status: .updated(at: noon), newAbove: 2, skipped: 1),
                       "2 new ↑ (g) · 5 tweets · updated 12:00 · 1 skipped")
    }

    func test_skippedComesAfterTheUpdate_andOlderPagesLast() {
        XCTAssertEqual(line.string(tweets: 2, status: .updated(at: noon), skipped: 3, older: .reachedEnd),
                       "2 tweets · updated 12:00 · 3 skipped · no older")
        XCTAssertEqual(line.string(tweets: 1, status: .waiting, skipped: 1, older: .loading), "1 tweet · updating… · 1 skipped · loading older…")
        XCTAssertEqual(line.string(tweets: 5, status: .failed(.network("down")), lastUpdated: noon, newAbove: 2, skipped: 1, older: .loading),
                       "2 new ↑ (g) · 5 tweets · updated 12:00 · update failed · 1 skipped · loading older…")
    }

    func test_partsWithNothingToSay_areLeftOut() {
        XCTAssertEqual(line.string(tweets: 2, status: .updated(at: noon), skipped: 0, older: .idle), "2 tweets · updated 12:00")
        XCTAssertEqual(line.string(tweets: 0, status: .failed(.network("down")), skipped: 0, older: .idle),
                       "0 tweets · update failed")
        XCTAssertEqual(line.string(tweets: 2, status: .updated(at: noon), older: .failed(.network("down"))),
                       "2 tweets · updated 12:00 · older failed", "the banner says why")
    }
}
