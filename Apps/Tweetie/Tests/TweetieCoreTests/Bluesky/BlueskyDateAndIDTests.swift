import TestSupport
import XCTest
@testable import TweetieCore

/// The AT Protocol's datetimes read to the microsecond and written as the AppView writes
/// cursors; tweet ids that sort as the feed does and stay the same for the same item.
final class BlueskyDateAndIDTests: XCTestCase {
    func test_dates_withAnyFractionAndOffset() {
        let base = BlueskyDate.microseconds(from: "2025-05-22T13:00:49Z")
        XCTAssertEqual(base, 1_747_918_849_000_000)
        XCTAssertEqual(BlueskyDate.microseconds(from: "2025-05-22T13:00:49.358Z"), 1_747_918_849_358_000)
        XCTAssertEqual(BlueskyDate.microseconds(from: "2024-06-05T21:01:56.189717Z"), 1_717_621_316_189_717)
        XCTAssertEqual(BlueskyDate.microseconds(from: "2025-05-22T15:00:49+02:00"), base)
        XCTAssertEqual(BlueskyDate.microseconds(from: "2025-05-22T08:30:49-0430"), base)
        XCTAssertEqual(BlueskyDate.microseconds(from: "2025-05-22t13:00:49.358123456z"), 1_747_918_849_358_123)
        XCTAssertEqual(BlueskyDate.microseconds(from: "1969-12-31T23:59:59.5Z"), -500_000)
        XCTAssertEqual(BlueskyDate.microseconds(from: "2024-02-29T00:00:00Z"), 1_709_164_800_000_000)
    }

    func test_datesThatAreNotRFC3339_areNil() {
        for text in ["", "2025-05-22", "2025-05-22T13:00:49", "2025-13-01T00:00:00Z", "2025-05-22T25:00:00Z",
                     "2025-05-22T13:00:49.Z", "22/05/2025 13:00", "2025-05-22T13:00:49Z trailing", "２０２５-05-22T13:00:49Z"] {
            XCTAssertNil(BlueskyDate.microseconds(from: text), text)
        }
    }

    func test_writtenAsTheAppViewWritesCursors_andReadBack() {
        XCTAssertEqual(BlueskyDate.string(microseconds: 1_747_885_530_576_999), BlueskyFixtures.listFeedCursor)
        XCTAssertEqual(BlueskyDate.string(microseconds: -500_000), "1969-12-31T23:59:59.500Z")
        var generator = SeededGenerator(seed: 16)
        for _ in 0..<1_000 {
            let millis = Int64.random(in: -2_000_000_000_000...9_000_000_000_000, using: &generator)
            XCTAssertEqual(BlueskyDate.microseconds(from: BlueskyDate.string(microseconds: millis * 1_000)), millis * 1_000)
        }
    }

    func test_ids_sortByTime_thenAreStableForTheSameItem() {
        let earlier = BlueskyFeedID.id(sortedAt: 1_000_000, key: "at://a/app.bsky.feed.post/1")
        let later = BlueskyFeedID.id(sortedAt: 1_000_001, key: "at://a/app.bsky.feed.post/0")
        XCTAssertLessThan(earlier, later)
        XCTAssertEqual(BlueskyFeedID.id(sortedAt: 1_000_000, key: "at://a/app.bsky.feed.post/1"), earlier)
        XCTAssertEqual(BlueskyFeedID.microseconds(of: later), 1_000_001)
        XCTAssertNotEqual(BlueskyFeedID.id(sortedAt: 1_000_000, key: "at://a/app.bsky.feed.post/2"), earlier,
                          "two posts in the same microsecond differ by their hash bits")
        XCTAssertGreaterThanOrEqual(BlueskyFeedID.id(sortedAt: -5, key: "x"), 0, "times before 1970 are clamped")
        XCTAssertGreaterThan(BlueskyFeedID.id(sortedAt: .max, key: "x"), 0, "times past 2255 are clamped")
        XCTAssertEqual(BlueskyFeedID.fnv1a(""), 0xcbf2_9ce4_8422_2325, "FNV-1a's offset basis: stable across runs")
        XCTAssertEqual(BlueskyFeedID.fnv1a("a"), 0xaf63_dc4c_8601_ec8c)
        XCTAssertGreaterThan(BlueskyFeedID.userID(did: "did:plc:x"), 0)
    }
}
