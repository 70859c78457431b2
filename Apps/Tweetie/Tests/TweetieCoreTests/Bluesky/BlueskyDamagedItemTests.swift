import Foundation
import LoopbackHTTP
import RxCore
import RxTesting
import RxNetwork
import TestSupport
import XCTest
@testable import TweetieCore

/// One damaged item in a Bluesky page (a feed, a list's members, profiles) costs only
/// itself: the page keeps every good item, counts the bad one as skipped, and keeps its
/// cursor, as Twitter's pages do. A document that is not the page's shape at all stays a
/// typed error. The pages are the shared recordings with one item damaged here.
final class BlueskyDamagedItemTests: LeakCheckingTestCase {
    private var server: LoopbackServer!
    private let list = BlueskyList(owner: BlueskyFixtures.listOwnerDID, rkey: BlueskyFixtures.listRecordKey)

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Answers arrive on transport threads, which release their sinks just after delivery.
        checksResources = false
        server = try LoopbackServer()
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    private func api() -> BlueskyAPI {
        BlueskyAPI(baseURL: server.baseURL, requestTimeout: 10)
    }

    /// Marks the text a damage written into the bytes replaces (see `bytes(_:replacing:)`).
    private static let marker = "DAMAGED-ITEM-MARKER"

    /// The recorded `file` with the element `index` of its array at `key` replaced by `damage(element)`.
    private func damaged(_ file: String, key: String, index: Int, _ damage: (Any) -> Any) throws -> JSONObject {
        var object = try BlueskyFixtures.object(file)
        var array = try XCTUnwrap(object[key] as? [Any])
        array[index] = damage(array[index])
        object[key] = array
        return object
    }

    /// `object` as bytes with the string `marker` replaced by the raw JSON text `raw`
    /// (for what `JSONSerialization` refuses to write, such as a lone surrogate escape).
    private func bytes(_ object: JSONObject, replacing raw: String? = nil) throws -> Data {
        var text = String(decoding: try BlueskyFixtures.bytes(object), as: UTF8.self)
        if let raw { text = text.replacingOccurrences(of: "\"\(Self.marker)\"", with: raw) }
        return Data(text.utf8)
    }

    /// A feed item damaged in each way issue 16's robustness check names.
    private func feedDamages() -> [(name: String, damage: (Any) -> Any, raw: String?)] {
        func edit(_ change: @escaping (inout JSONObject) -> Void) -> (Any) -> Any {
            { item in
                var object = item as? JSONObject ?? [:]
                change(&object)
                return object
            }
        }
        return [
            ("post is a string", edit { $0["post"] = "not a post" }, nil),
            ("author missing", edit { item in
                var post = item["post"] as? JSONObject ?? [:]
                post["author"] = nil
                item["post"] = post
            }, nil),
            ("indexedAt a number", edit { item in
                var post = item["post"] as? JSONObject ?? [:]
                post["indexedAt"] = 1_700_000_000
                var record = post["record"] as? JSONObject ?? [:]
                record["createdAt"] = 1_700_000_000
                post["record"] = record
                item["post"] = post
            }, nil),
            ("the item is null", { _ in NSNull() }, nil),
            ("the item is a number", { _ in 42 }, nil),
            ("a lone surrogate the JSON parser refuses", edit { item in
                var post = item["post"] as? JSONObject ?? [:]
                var record = post["record"] as? JSONObject ?? [:]
                record["text"] = Self.marker
                post["record"] = record
                item["post"] = post
            }, #""\ud800 broken""#),
        ]
    }

    // MARK: - Feeds

    func test_aListFeedPageWithOneDamagedItem_keepsTheOtherNine_andCountsOneSkipped() throws {
        for (name, damage, raw) in feedDamages() {
            let page = try bytes(try damaged(BlueskyFixtures.listFeed, key: "feed", index: 3, damage), replacing: raw)
            server.route("/xrpc/app.bsky.feed.getListFeed", reply: .init(body: page))
            let api = api()
            let items = try api.timeline(of: list.listIdentifier)("public", .none).awaitAnswer()
            let decoded = api.tweets(from: items)
            XCTAssertEqual(decoded.values.count, 9, name)
            XCTAssertEqual(decoded.skipped, 1, name)
        }
    }

    func test_anAuthorFeedPageWithOneDamagedItem_keepsTheOther49_andCountsOneSkipped() throws {
        for (name, damage, raw) in feedDamages() {
            let page = try bytes(try damaged(BlueskyFixtures.authorFeed, key: "feed", index: 49, damage), replacing: raw)
            server.route("/xrpc/app.bsky.feed.getAuthorFeed", reply: .init(body: page))
            let api = api()
            let decoded = api.tweets(from: try api.timeline(of: "chriskenny.bsky.social")("public", .none).awaitAnswer())
            XCTAssertEqual(decoded.values.count, 49, name)
            XCTAssertEqual(decoded.skipped, 1, name)
        }
    }

    func test_aDamagedItem_keepsThePagesCursor_forTheOlderPage() throws {
        let page = try bytes(try damaged(BlueskyFixtures.listFeed, key: "feed", index: 0) { _ in Self.marker }, replacing: #""\udc00""#)
        server.route("/xrpc/app.bsky.feed.getListFeed") { request in
            request.queryItems["cursor"] == nil ? .init(body: page) : .json(#"{"feed":[]}"#)
        }
        let api = api()
        let newest = api.tweets(from: try api.timeline(of: list.listIdentifier)("public", .none).awaitAnswer())
        XCTAssertEqual(newest.skipped, 1)
        let oldest = try XCTUnwrap(newest.values.map(\.id).min())
        _ = try api.timeline(of: list.listIdentifier)("public", TimelineCursor(max: oldest - 1, since: 0)).awaitAnswer()
        let asked = server.requests.filter { $0.path == "/xrpc/app.bsky.feed.getListFeed" }.map { $0.queryItems["cursor"] }
        XCTAssertEqual(asked, [nil, BlueskyFixtures.listFeedCursor])
    }

    func test_aDocumentThatIsNotAFeedPage_staysATypedError() {
        func error(_ body: String) -> TwitterError? {
            server.route("/xrpc/app.bsky.feed.getListFeed", reply: .json(body))
            return api().timeline(of: list.listIdentifier)("public", .none).awaitTwitterError()
        }
        let method = "app.bsky.feed.getListFeed"
        XCTAssertEqual(error(#"{"feed": {"post": 1}, "cursor": "c"}"#), .bluesky(.malformedResponse(method: method, reason: "no \"feed\" array")))
        XCTAssertEqual(error(#"{"feed": null}"#), .bluesky(.malformedResponse(method: method, reason: "no \"feed\" array")))
        XCTAssertEqual(error(#"[{"post": 1}]"#), .bluesky(.malformedResponse(method: method, reason: "expected a JSON object")))
        let cut = #"{"feed": [{"post": {}}, {"po"#
        XCTAssertEqual(error(cut), .bluesky(.malformedResponse(method: method, reason: "not valid JSON (\(cut.utf8.count) bytes; truncated?)")))
        let trailing = #"{"feed": [], "cursor": "c"} trailing"#
        XCTAssertEqual(error(trailing), .bluesky(.malformedResponse(method: method, reason: "not valid JSON (\(trailing.utf8.count) bytes; truncated?)")))
    }

    // MARK: - Members and profiles

    func test_aMembersPageWithDamagedItems_keepsTheOthers_andCountsEach() throws {
        var object = try damaged(BlueskyFixtures.list, key: "items", index: 2) { _ in NSNull() }
        var items = try XCTUnwrap(object["items"] as? [Any])
        items[5] = ["uri": "at://x/app.bsky.graph.listitem/1"] as JSONObject // no subject
        var surrogate = items[6] as? JSONObject ?? [:]
        var subject = surrogate["subject"] as? JSONObject ?? [:]
        subject["displayName"] = Self.marker
        surrogate["subject"] = subject
        items[6] = surrogate
        object["items"] = items
        server.route("/xrpc/app.bsky.graph.getList", reply: .init(body: try bytes(object, replacing: #""\ud800""#)))
        let api = api()
        let users = api.users(from: try api.members(of: list.listIdentifier)("public", .none).awaitAnswer())
        XCTAssertEqual(users.values.count, 5)
        XCTAssertEqual(users.skipped, 3)
    }

    func test_profilesWithADamagedProfile_keepTheGoodOnes() throws {
        var object = try BlueskyFixtures.object(BlueskyFixtures.profiles)
        let good = try XCTUnwrap((object["profiles"] as? [Any])?.first as? JSONObject)
        var broken = good
        broken["description"] = Self.marker
        object["profiles"] = [good, NSNull(), broken, "a string"] as [Any]
        server.route("/xrpc/app.bsky.actor.getProfiles", reply: .init(body: try bytes(object, replacing: #""\ud800""#)))
        let users = try api().profiles(of: ["chriskenny.bsky.social"]).toBlocking(timeout: 10).single()
        XCTAssertEqual(users.map(\.username), ["chriskenny.bsky.social"])
    }
}
