import Foundation
import TestSupport
import XCTest
@testable import TweetieCore

/// A poll's first page reuses the items it parsed and read last time only when their
/// bytes are the same: what the source answers is always what parsing the page anew gives.
final class BlueskyItemCacheTests: XCTestCase {
    private func item(_ text: String) -> Data {
        Data(#"{"post":{"uri":"at://did:plc:a/app.bsky.feed.post/\#(text)","record":{"text":"\#(text)"}}}"#.utf8)
    }

    private func texts(_ items: [BlueskyFeedItem]) -> [String?] {
        items.map { $0.object.lexiconObject("post")?.lexiconObject("record")?.lexiconString("text") }
    }

    func test_aPageAnsweredAgain_readsAsParsingItAnew_withChangedAndDamagedItems() {
        let cache = BlueskyItemCache()
        let first = [item("a"), item("b"), Data("[1]".utf8), item("c")]
        XCTAssertEqual(texts(cache.items(of: first, firstPageOf: "list")), ["a", "b", nil, "c"])
        XCTAssertTrue(cache.items(of: first, firstPageOf: "list")[2].object.isEmpty, "a damaged item stays empty, to be skipped and counted")

        // One new item on top, one changed in place, one gone.
        let second = [item("new"), item("a"), item("b2"), Data("[1]".utf8)]
        let reused = cache.items(of: second, firstPageOf: "list")
        XCTAssertEqual(texts(reused), texts(second.map(BlueskyFeedItem.init(element:))))
        XCTAssertEqual(texts(reused), ["new", "a", "b2", nil])
    }

    func test_feedsAreKeptApart_andTheOldestAreForgottenPastTheLimit() {
        let cache = BlueskyItemCache()
        _ = cache.items(of: [item("a")], firstPageOf: "list")
        XCTAssertEqual(texts(cache.items(of: [item("z"), item("a")], firstPageOf: "author x")), ["z", "a"])
        for feed in 0..<(BlueskyItemCache.feedLimit * 2) {
            XCTAssertEqual(texts(cache.items(of: [item("f\(feed)")], firstPageOf: "feed \(feed)")), ["f\(feed)"])
        }
        XCTAssertEqual(texts(cache.items(of: [item("a"), item("b")], firstPageOf: "list")), ["a", "b"])
    }

    func test_itemsAnsweredAgain_carryTheSameTweetsAndIds_asReadingThePageAnew() throws {
        let data = try BlueskyFixtures.data(BlueskyFixtures.authorFeed)
        let endpoint = BlueskyEndpoint.authorFeed(actor: "a", cursor: nil)
        let fresh = try XRPCResponse.object(in: data, for: endpoint).lexiconObjects("feed")
        let cache = BlueskyItemCache()
        for _ in 0..<2 {
            let cached = try XRPCResponse.page(in: data, for: endpoint) { cache.items(of: $0, firstPageOf: "author a") }.items
            XCTAssertEqual(cached.count, 50)
            XCTAssertEqual(BlueskyFeedItem.tweets(of: cached).values, BlueskyPost.decodeMany(fresh).values)
            XCTAssertEqual(cached.map(\.feedID), fresh.map(BlueskyPost.feedID(of:)))
        }
    }

    func test_damagedItems_keepTheirPlace_andAreSkippedAndCounted_whenAnsweredAgain() {
        let cache = BlueskyItemCache()
        let noAuthor = Data(#"{"post":{"uri":"at://did:plc:a/app.bsky.feed.post/x","indexedAt":"2024-03-21T23:36:16.378Z"}}"#.utf8)
        for _ in 0..<2 {
            let items = cache.items(of: [noAuthor, Data("[1]".utf8)], firstPageOf: "list")
            let decoded = BlueskyFeedItem.tweets(of: items)
            XCTAssertEqual(decoded.values, [])
            XCTAssertEqual(decoded.skipped, 2, "unreadable items are still skipped and counted")
            XCTAssertNotNil(items[0].feedID, "an item without an author still has its place")
            XCTAssertNil(items[1].feedID)
        }
    }

    func test_onlyTheAnswersBytesDecideReuse_notWhatTheItemSays() throws {
        let cache = BlueskyItemCache()
        let data = try BlueskyFixtures.data(BlueskyFixtures.authorFeed)
        let endpoint = BlueskyEndpoint.authorFeed(actor: "a", cursor: nil)
        let elements = try XRPCResponse.page(in: data, for: endpoint) { $0 }.items
        let first = cache.items(of: elements, firstPageOf: "author a")
        // The same post, its text changed and its URI, ids and times left as they were: an
        // answer that names a known post is read anew all the same.
        let original = try XCTUnwrap(first[0].tweet)
        let edited = Data(try XCTUnwrap(String(data: elements[0], encoding: .utf8))
            .replacingOccurrences(of: #""text":""#, with: #""text":"edited "#).utf8)
        XCTAssertNotEqual(edited, elements[0])
        let second = cache.items(of: [edited] + elements.dropFirst(), firstPageOf: "author a")
        XCTAssertEqual(second[0].tweet?.details?.uri, original.details?.uri)
        XCTAssertEqual(second[0].feedID, first[0].feedID)
        XCTAssertEqual(second[0].tweet?.text, "edited " + original.text)
        XCTAssertEqual(second.dropFirst().map(\.tweet), first.dropFirst().map(\.tweet))
    }

    func test_trimming_matchesFoundationsTrimming() {
        for name in ["", " ", "Ann", " Ann", "Ann\n", "\u{A0}Ann\u{3000}", "Ann Lee", "\tA\t", "é", " é ", "A\u{85}", "👩🏽‍💻"] {
            XCTAssertEqual(name.lexiconTrimmed, name.trimmingCharacters(in: .whitespacesAndNewlines), "\(name.debugDescription)")
        }
    }
}
