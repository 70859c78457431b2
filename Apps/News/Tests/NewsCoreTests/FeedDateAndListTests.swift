import Foundation
import XCTest
@testable import NewsCore

/// Feed dates in both formats, and the newsboat-format feed list.
final class FeedDateAndListTests: XCTestCase {
    private func seconds(_ text: String) -> TimeInterval? {
        FeedDate.date(from: text)?.timeIntervalSince1970
    }

    func test_rfc822Dates_withAndWithoutWeekdaySecondsAndZones() {
        XCTAssertEqual(seconds("Wed, 31 Jan 2018 07:26:05 GMT"), 1_517_383_565)
        XCTAssertEqual(seconds("31 Jan 2018 07:26:05 +0000"), 1_517_383_565)
        XCTAssertEqual(seconds("Wed, 31 Jan 2018 08:26:05 +0100"), 1_517_383_565)
        XCTAssertEqual(seconds("Wed, 31 Jan 2018 02:26:05 EST"), 1_517_383_565)
        XCTAssertEqual(seconds("Wed, 31 Jan 2018 07:26 GMT"), 1_517_383_560)
        XCTAssertEqual(seconds("Wed, 31 Jan 18 07:26:05 GMT"), 1_517_383_565, "two-digit years")
        XCTAssertEqual(seconds("Jan 31 2018 07:26:05 GMT"), 1_517_383_565, "month first")
        XCTAssertEqual(seconds("  Wed, 31 January 2018 07:26:05 GMT"), 1_517_383_565, "a full month name")
    }

    func test_rfc3339Dates_withZonesAndFractions() {
        XCTAssertEqual(seconds("2018-01-31T07:26:05Z"), 1_517_383_565)
        XCTAssertEqual(seconds("2018-01-31T08:26:05+01:00"), 1_517_383_565)
        XCTAssertEqual(seconds("2018-01-31T01:56:05-05:30"), 1_517_383_565)
        XCTAssertEqual(seconds("2018-01-31T07:26:05.250Z"), 1_517_383_565.25)
        XCTAssertEqual(seconds("2018-01-31"), 1_517_356_800)
        XCTAssertEqual(seconds("2018-01-31 07:26:05"), 1_517_383_565, "space instead of T, no zone: UTC")
    }

    func test_nonsense_isNoDate() {
        for text in ["", "yesterday", "2018-13-01T00:00:00Z", "Wed, 31 Foo 2018 07:26:05 GMT", "31 Jan", "2018-01-31T25:00:00Z"] {
            XCTAssertNil(FeedDate.date(from: text), text)
        }
    }

    func test_feedList_readsNewsboatsFormat() throws {
        let text = """
        # my feeds
        https://www.theguardian.com/us/rss news "~The Guardian (US)"

        http://www.heise.de/developer/rss/news-atom.xml dev "tech news" !
        ../feeds/local.xml
        "query:Unread:unread = \\"yes\\""
        exec:~/bin/make-feed
        gopher://old.example/feed
        https://example.org/broken "~unclosed
        """
        let list = FeedList.parse(text, relativeTo: URL(fileURLWithPath: "/home/u/.config/news"))

        XCTAssertEqual(list.subscriptions.map(\.location.description), [
            "https://www.theguardian.com/us/rss", "http://www.heise.de/developer/rss/news-atom.xml", "/home/u/.config/feeds/local.xml",
        ])
        XCTAssertEqual(list.subscriptions[0].name, "The Guardian (US)")
        XCTAssertEqual(list.subscriptions[0].tags, ["news"])
        XCTAssertEqual(list.subscriptions[1].tags, ["dev", "tech news"])
        XCTAssertTrue(list.subscriptions[1].isHidden)
        XCTAssertEqual(list.visible.count, 2)
        XCTAssertEqual(list.problems.map(\.line), [6, 7, 8, 9])
        XCTAssertTrue(list.problems[1].reason.contains("never"), list.problems[1].reason)
    }

    func test_aMissingFeedList_isEmpty() throws {
        let list = try FeedList.load(from: URL(fileURLWithPath: "/nonexistent/news/urls"))
        XCTAssertEqual(list.subscriptions, [])
    }
}
