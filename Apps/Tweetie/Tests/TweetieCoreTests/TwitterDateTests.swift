import Foundation
import TestSupport
import XCTest
@testable import TweetieCore

/// Twitter's `created_at` dates, read and written without a `DateFormatter`, checked
/// against one (the formatter the reader used before).
final class TwitterDateTests: XCTestCase {
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE MMM dd HH:mm:ss Z yyyy"
        return formatter
    }()

    func test_dates_readAndWriteAsAFormatterDoes() {
        // Seeded, so a failure names a reproducible date: 1970 to 2100, leap days included.
        var generator = SeededGenerator(seed: 0x7717_7E2D)
        let seconds = [0, -1, 951_782_400, 951_868_799, 1_709_164_800, 4_102_444_799] + (0..<500).map { _ in
            Int(generator.next() % 4_102_444_800)
        }
        for second in seconds {
            let date = Date(timeIntervalSince1970: TimeInterval(second))
            let text = formatter.string(from: date)
            XCTAssertEqual(TwitterDate.string(from: date), text, "second \(second)")
            XCTAssertEqual(TwitterDate.date(from: text), date, text)
        }
    }

    func test_offsets_areHonoured() {
        XCTAssertEqual(TwitterDate.date(from: "Mon Jan 01 02:00:00 +0200 2018"), Date(timeIntervalSince1970: 1_514_764_800))
        XCTAssertEqual(TwitterDate.date(from: "Sun Dec 31 19:30:00 -0430 2017"), Date(timeIntervalSince1970: 1_514_764_800))
        XCTAssertEqual(TwitterDate.date(from: "Mon Jan 01 05:30:00 +05:30 2018"), Date(timeIntervalSince1970: 1_514_764_800))
    }

    func test_fractionsOfASecond_areWrittenRoundedDown() {
        XCTAssertEqual(TwitterDate.string(from: Date(timeIntervalSince1970: 1_544_258_835.9)), "Sat Dec 08 08:47:15 +0000 2018")
        XCTAssertEqual(TwitterDate.string(from: Date(timeIntervalSince1970: -0.5)), "Wed Dec 31 23:59:59 +0000 1969")
    }

    func test_malformedDates_areNil() {
        for text in ["", "Sat Dec 08 08:47:15 +0000", "Sat Dec 08 08:47:15 +0000 2018 ", "Xyz Dec 08 08:47:15 +0000 2018",
                     "Sat Dek 08 08:47:15 +0000 2018", "Sat Dec 8 08:47:15 +0000 2018", "Sat Feb 30 08:47:15 +0000 2018",
                     "Sat Dec 08 24:00:00 +0000 2018", "Sat Dec 08 08:60:15 +0000 2018", "Sat Dec 08 08:47:15 0000 2018",
                     "Sat Dec 08 08:47:15 +0000 18", "2018-12-08T08:47:15Z", "Sat Dec 08 08:47:15 +0000 2018é"] {
            XCTAssertNil(TwitterDate.date(from: text), text)
        }
        XCTAssertNotNil(TwitterDate.date(from: "Thu Feb 29 00:00:00 +0000 2024"), "a leap day")
    }
}
