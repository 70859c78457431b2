import Foundation
import XCTest
@testable import TweetieCore

/// A poll's first page reuses the items it parsed last time only when their bytes are
/// the same: what the source answers is always what parsing the page anew gives.
final class BlueskyItemCacheTests: XCTestCase {
    private func item(_ text: String) -> Data {
        Data(#"{"post":{"uri":"at://did:plc:a/app.bsky.feed.post/\#(text)","record":{"text":"\#(text)"}}}"#.utf8)
    }

    private func texts(_ objects: [JSONObject]) -> [String?] {
        objects.map { $0.lexiconObject("post")?.lexiconObject("record")?.lexiconString("text") }
    }

    func test_aPageAnsweredAgain_readsAsParsingItAnew_withChangedAndDamagedItems() {
        let cache = BlueskyItemCache()
        let first = [item("a"), item("b"), Data("[1]".utf8), item("c")]
        XCTAssertEqual(texts(cache.objects(of: first, firstPageOf: "list")), ["a", "b", nil, "c"])
        XCTAssertTrue(cache.objects(of: first, firstPageOf: "list")[2].isEmpty, "a damaged item stays empty, to be skipped and counted")

        // One new item on top, one changed in place, one gone.
        let second = [item("new"), item("a"), item("b2"), Data("[1]".utf8)]
        let reused = cache.objects(of: second, firstPageOf: "list")
        XCTAssertEqual(texts(reused), texts(JSONObject.lossyObjects(of: second)))
        XCTAssertEqual(texts(reused), ["new", "a", "b2", nil])
    }

    func test_feedsAreKeptApart_andTheOldestAreForgottenPastTheLimit() {
        let cache = BlueskyItemCache()
        _ = cache.objects(of: [item("a")], firstPageOf: "list")
        XCTAssertEqual(texts(cache.objects(of: [item("z"), item("a")], firstPageOf: "author x")), ["z", "a"])
        for feed in 0..<(BlueskyItemCache.feedLimit * 2) {
            XCTAssertEqual(texts(cache.objects(of: [item("f\(feed)")], firstPageOf: "feed \(feed)")), ["f\(feed)"])
        }
        XCTAssertEqual(texts(cache.objects(of: [item("a"), item("b")], firstPageOf: "list")), ["a", "b"])
    }

    func test_trimming_matchesFoundationsTrimming() {
        for name in ["", " ", "Ann", " Ann", "Ann\n", "\u{A0}Ann\u{3000}", "Ann Lee", "\tA\t", "é", " é ", "A\u{85}", "👩🏽‍💻"] {
            XCTAssertEqual(name.lexiconTrimmed, name.trimmingCharacters(in: .whitespacesAndNewlines), "\(name.debugDescription)")
        }
    }
}
