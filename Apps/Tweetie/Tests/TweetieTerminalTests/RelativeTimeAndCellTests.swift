import AppCoreSupport
import AppSupport
import Foundation
import TerminalUI
import TweetieCore
import XCTest
@testable import TweetieTerminal

final class RelativeTimeAndCellTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let formatter = RelativeTimeFormatter(timeZone: TimeZone(secondsFromGMT: 0) ?? .current)

    func test_relativeTime_nowMinutesHoursDaysThenDate() {
        XCTAssertEqual(formatter.string(for: now.addingTimeInterval(-30), now: now), "now")
        XCTAssertEqual(formatter.string(for: now.addingTimeInterval(120), now: now), "now", "a clock a little behind")
        XCTAssertEqual(formatter.string(for: now.addingTimeInterval(-5 * 60), now: now), "5m")
        XCTAssertEqual(formatter.string(for: now.addingTimeInterval(-3 * 3600 - 59), now: now), "3h")
        XCTAssertEqual(formatter.string(for: now.addingTimeInterval(-2 * 86400), now: now), "2d")
        XCTAssertEqual(formatter.string(for: Date(timeIntervalSince1970: 1_544_258_835), now: now), "8 Dec 2018")
    }

    func test_tweetHeight_isHeaderWrappedTextAndBlankLine() {
        XCTAssertEqual(TweetCell.height(forText: "short", width: 80), 3)
        XCTAssertEqual(TweetCell.height(forText: "aaaa bbbb cccc", width: 11), 4, "9 columns of text: two lines")
        XCTAssertEqual(TweetCell.height(forText: "aaaa bbbb cccc", width: 10), 5, "8 columns of text: three lines")
        XCTAssertEqual(TweetCell.height(forText: "one\ntwo", width: 80), 4, "newlines in a tweet are kept")
    }

    func test_tweetCell_drawsHeaderAndTruncatesALongName() {
        let cell = TweetCell(reuseIdentifier: TweetCell.identifier)
        cell.update(with: Tweet(id: 1, text: "Body", authorName: String(repeating: "N", count: 40), screenName: "handle", createdAt: now),
                    time: "5m")
        cell.frame = Rect(x: 0, y: 0, width: 30, height: 3)
        let lines = cell.rendered(size: Size(width: 30, height: 3)).lines
        XCTAssertEqual(lines[0], String(repeating: "N", count: 26) + "… 5m")
        XCTAssertEqual(lines[1], "  Body" + String(repeating: " ", count: 24))
    }
}
