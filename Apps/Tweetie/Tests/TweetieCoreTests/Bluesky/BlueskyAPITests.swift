import Foundation
import LoopbackHTTP
import RxCore
import RxNetwork
import RxTesting
import TestSupport
import XCTest
@testable import TweetieCore

/// The Bluesky source against a real HTTP server on 127.0.0.1 serving the recorded
/// answers (and the made second page): what it asks, how it pages, and the typed errors
/// of XRPC error bodies and rate limits.
final class BlueskyAPITests: LeakCheckingTestCase {
    private var server: LoopbackServer!
    private let list = BlueskyList(owner: BlueskyFixtures.listOwnerHandle, rkey: BlueskyFixtures.listRecordKey)

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Answers arrive on URLSession threads, which release their sinks just after
        // delivery; the replay tests below run synchronously and check for leaks.
        checksResources = false
        server = try LoopbackServer()
        server.route("/xrpc/com.atproto.identity.resolveHandle", reply: .json(#"{"did":"\#(BlueskyFixtures.listOwnerDID)"}"#))
        let firstPage = try failingSetUp { try BlueskyFixtures.data(BlueskyFixtures.listFeed) }
        let secondPage = Data(BlueskyListFeedPage2.json.utf8)
        server.route("/xrpc/app.bsky.feed.getListFeed") { request in
            switch request.queryItems["cursor"] {
            case nil: return .init(body: firstPage)
            case BlueskyFixtures.listFeedCursor: return .init(body: secondPage)
            default: return .json(#"{"feed":[]}"#)
            }
        }
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    private func api() -> BlueskyAPI {
        BlueskyAPI(baseURL: server.baseURL, requestTimeout: 10)
    }

    private func requests(_ method: String) -> [LoopbackServer.Request] {
        server.requests.filter { $0.path == "/xrpc/" + method }
    }

    // MARK: - Requests

    func test_listFeed_resolvesTheHandleOnce_thenAsksForTheListByItsAtURI() throws {
        let api = api()
        let first = try api.timeline(of: list.listIdentifier)("public", .none).awaitAnswer()
        _ = try api.timeline(of: list.listIdentifier)("public", .none).awaitAnswer()
        XCTAssertEqual(first.count, 10)
        XCTAssertEqual(requests("com.atproto.identity.resolveHandle").map(\.queryItems), [["handle": "pfrazee.com"]])
        let feeds = requests("app.bsky.feed.getListFeed")
        XCTAssertEqual(feeds.count, 2)
        XCTAssertEqual(feeds.first?.queryItems, ["list": BlueskyFixtures.listURI, "limit": "50"])
        XCTAssertEqual(feeds.first?.target, "/xrpc/app.bsky.feed.getListFeed?limit=50&list=at%3A%2F%2Fdid%3Aplc%3Aragtjsm2j2vknwkz3zp4oxrd%2Fapp.bsky.graph.list%2F3kmokjyuflk2g")
        XCTAssertEqual(feeds.first?.header("Accept"), "application/json")
        XCTAssertNil(feeds.first?.header("Authorization"), "no credentials go to Bluesky")
    }

    func test_aListGivenByDID_needsNoResolving() throws {
        let byDID = BlueskyList(owner: BlueskyFixtures.listOwnerDID, rkey: BlueskyFixtures.listRecordKey)
        _ = try api().timeline(of: byDID.listIdentifier)("public", .none).awaitAnswer()
        XCTAssertTrue(requests("com.atproto.identity.resolveHandle").isEmpty)
        XCTAssertEqual(requests("app.bsky.feed.getListFeed").first?.queryItems["list"], BlueskyFixtures.listURI)
    }

    func test_aPoll_followsCursorsDownToAKnownPost_andAnswersEveryItemOfThosePages() throws {
        let api = api()
        let secondPage = BlueskyPost.decodeMany(try BlueskyListFeedPage2.object().lexiconObjects("feed")).values
        let knownOnPage2 = try XCTUnwrap(secondPage.last?.id)
        let items = try api.timeline(of: list.listIdentifier)("public", TimelineCursor(max: .max, since: knownOnPage2)).awaitAnswer()
        XCTAssertEqual(items.count, 10 + BlueskyListFeedPage2.itemCount)
        XCTAssertEqual(requests("app.bsky.feed.getListFeed").map { $0.queryItems["cursor"] }, [nil, BlueskyFixtures.listFeedCursor])

        let firstPage = BlueskyPost.decodeMany(try BlueskyFixtures.object(BlueskyFixtures.listFeed).lexiconObjects("feed")).values
        let knownOnPage1 = firstPage[4].id
        let onePage = try api.timeline(of: list.listIdentifier)("public", TimelineCursor(max: .max, since: knownOnPage1)).awaitAnswer()
        XCTAssertEqual(onePage.count, 10, "a known post on the first page: one page")
        XCTAssertEqual(requests("app.bsky.feed.getListFeed").count, 3)
    }

    func test_anOlderPage_startsFromTheCursorTheServerGave_orFromTheIdsTime() throws {
        let api = api()
        let firstPage = api.tweets(from: try api.timeline(of: list.listIdentifier)("public", .none).awaitAnswer()).values
        let oldest = try XCTUnwrap(firstPage.map(\.id).min())
        let older = try api.timeline(of: list.listIdentifier)("public", TimelineCursor(max: oldest - 1, since: 0)).awaitAnswer()
        XCTAssertEqual(older.count, BlueskyListFeedPage2.itemCount)
        XCTAssertEqual(requests("app.bsky.feed.getListFeed").last?.queryItems["cursor"], BlueskyFixtures.listFeedCursor)

        // A new run has no cursor remembered: the id's time is the AppView's cursor.
        let fresh = BlueskyAPI(baseURL: server.baseURL, requestTimeout: 10)
        _ = try fresh.timeline(of: list.listIdentifier)("public", TimelineCursor(max: oldest - 1, since: 0)).awaitAnswer()
        XCTAssertEqual(requests("app.bsky.feed.getListFeed").last?.queryItems["cursor"], BlueskyFixtures.listFeedCursor)
    }

    func test_decodedTimeline_answersAsReadingTheObjects_firstPageAnsweredAgainToo() throws {
        let api = api()
        let objects = try api.timeline(of: list.listIdentifier)("public", .none).awaitAnswer()
        let expected = api.tweets(from: objects)
        for _ in 0..<2 {
            let decoded = try api.decodedTimeline(of: list.listIdentifier)("public", .none).awaitAnswer()
            XCTAssertEqual(decoded.values, expected.values)
            XCTAssertEqual(decoded.skipped, expected.skipped)
        }
        let older = try api.decodedTimeline(of: list.listIdentifier)("public", TimelineCursor(max: (expected.values.map(\.id).min() ?? 0) - 1, since: 0)).awaitAnswer()
        XCTAssertEqual(older.values.count + older.skipped, BlueskyListFeedPage2.itemCount)
    }

    func test_authorFeed_asksByActor() throws {
        let feed = try BlueskyFixtures.data(BlueskyFixtures.authorFeed)
        server.route("/xrpc/app.bsky.feed.getAuthorFeed", reply: .init(body: feed))
        let api = api()
        let items = try api.timeline(of: "chriskenny.bsky.social")("public", .none).awaitAnswer()
        XCTAssertEqual(api.tweets(from: items).values.count, 50)
        XCTAssertEqual(requests("app.bsky.feed.getAuthorFeed").first?.queryItems, ["actor": "chriskenny.bsky.social", "limit": "50"])
    }

    func test_members_followTheListsCursors() throws {
        let recorded = try BlueskyFixtures.object(BlueskyFixtures.list)
        let items = recorded.lexiconObjects("items")
        let firstHalf = try BlueskyFixtures.bytes(["list": recorded["list"] ?? [:], "items": Array(items.prefix(5)), "cursor": "page2"] as JSONObject)
        let secondHalf = try BlueskyFixtures.bytes(["list": recorded["list"] ?? [:], "items": Array(items.dropFirst(5))] as JSONObject)
        server.route("/xrpc/app.bsky.graph.getList") { request in
            .init(body: request.queryItems["cursor"] == "page2" ? secondHalf : firstHalf)
        }
        let api = api()
        let users = api.users(from: try api.members(of: list.listIdentifier)("public", .none).awaitAnswer()).values
        XCTAssertEqual(users.count, 8)
        XCTAssertEqual(requests("app.bsky.graph.getList").map(\.queryItems), [
            ["list": BlueskyFixtures.listURI, "limit": "100"],
            ["list": BlueskyFixtures.listURI, "limit": "100", "cursor": "page2"],
        ])
    }

    func test_listDetails_areTheRecordedListsNameAndCreator_fromTheMembersFirstRequest() throws {
        server.route("/xrpc/app.bsky.graph.getList", reply: .init(body: try BlueskyFixtures.data(BlueskyFixtures.list)))
        let details = try api().listDetails(of: list.listIdentifier).awaitAnswer()
        XCTAssertEqual(details, ListDetails(list: list.listIdentifier, name: "Software curate",
                                            ownerHandle: BlueskyFixtures.listOwnerHandle, ownerDID: BlueskyFixtures.listOwnerDID))
        XCTAssertEqual(requests("app.bsky.graph.getList").map(\.queryItems), [["list": BlueskyFixtures.listURI, "limit": "100"]],
                       "the same request as the members' first page, so a replay directory answers it")
    }

    func test_listDetails_haveNoName_whenTheAnswerHasNone() throws {
        server.route("/xrpc/app.bsky.graph.getList", reply: .json(#"{"list":{"uri":"at://x"},"items":[]}"#))
        let details = try api().listDetails(of: list.listIdentifier).awaitAnswer()
        XCTAssertEqual(details, ListDetails(list: list.listIdentifier, name: nil))
    }

    func test_profiles_repeatTheActorsParameter_25ToARequest() throws {
        let profiles = try BlueskyFixtures.data(BlueskyFixtures.profiles)
        server.route("/xrpc/app.bsky.actor.getProfiles", reply: .init(body: profiles))
        let actors = (1...30).map { "user\($0).test" }
        let users = try api().profiles(of: actors).toBlocking(timeout: 10).single()
        XCTAssertEqual(users.map(\.username), ["chriskenny.bsky.social", "chriskenny.bsky.social"], "one profile per answer")
        let sent = requests("app.bsky.actor.getProfiles")
        XCTAssertEqual(sent.count, 2)
        XCTAssertTrue(sent.contains { $0.target == "/xrpc/app.bsky.actor.getProfiles?" + actors.prefix(25).map { "actors=\($0)" }.joined(separator: "&") })
        XCTAssertTrue(sent.contains { $0.target == "/xrpc/app.bsky.actor.getProfiles?" + actors.suffix(5).map { "actors=\($0)" }.joined(separator: "&") })
    }

    func test_aServerWithoutResolveHandle_resolvesThroughTheProfile() throws {
        server.route("/xrpc/com.atproto.identity.resolveHandle", reply: .json(#"{"message":"Not Found"}"#, status: 404))
        let profile = try BlueskyFixtures.object(BlueskyFixtures.profiles).lexiconObjects("profiles").first ?? [:]
        var owner = profile
        owner["did"] = BlueskyFixtures.listOwnerDID
        server.route("/xrpc/app.bsky.actor.getProfile", reply: .init(body: try BlueskyFixtures.bytes(owner)))
        XCTAssertEqual(try api().atURI(of: list).toBlocking(timeout: 10).single(), BlueskyFixtures.listURI)
        XCTAssertEqual(requests("app.bsky.actor.getProfile").first?.queryItems, ["actor": "pfrazee.com"])
    }

    // MARK: - Errors

    private func listError(_ reply: LoopbackServer.Reply, api: BlueskyAPI? = nil) -> TwitterError? {
        server.route("/xrpc/app.bsky.feed.getListFeed", reply: reply)
        return (api ?? self.api()).timeline(of: list.listIdentifier)("public", .none).awaitTwitterError()
    }

    func test_anUnknownList_isTyped() {
        XCTAssertEqual(listError(.json(#"{"error":"InvalidRequest","message":"List not found"}"#, status: 400)),
                       .bluesky(.unknownList("pfrazee.com/3kmokjyuflk2g")))
        XCTAssertEqual(listError(.json(#"{"error":"UnknownList","message":"whatever"}"#, status: 400)),
                       .bluesky(.unknownList("pfrazee.com/3kmokjyuflk2g")))
        XCTAssertTrue(TwitterError.bluesky(.unknownList("x")).message.contains("Check the address given to --bluesky"))
    }

    func test_aBadAtURI_unknownHandle_andUnknownActor_areTyped() {
        let badURI = listError(.json(#"{"error":"InvalidRequest","message":"Error: list must be a valid at-uri"}"#, status: 400))
        XCTAssertEqual(badURI, .bluesky(.invalidAddress("pfrazee.com/3kmokjyuflk2g", reason: "Error: list must be a valid at-uri")))

        server.route("/xrpc/com.atproto.identity.resolveHandle",
                     reply: .json(#"{"error":"InvalidRequest","message":"Unable to resolve handle"}"#, status: 400))
        XCTAssertEqual(api().timeline(of: list.listIdentifier)("public", .none).awaitTwitterError(), .bluesky(.unknownHandle("pfrazee.com")))

        server.route("/xrpc/app.bsky.feed.getAuthorFeed", reply: .json(#"{"error":"InvalidRequest","message":"Profile not found"}"#, status: 400))
        XCTAssertEqual(api().timeline(of: "nobody.test")("public", .none).awaitTwitterError(), .bluesky(.unknownActor("nobody.test")))
        server.route("/xrpc/app.bsky.feed.getAuthorFeed", reply: .json(#"{"error":"BlockedActor","message":"x"}"#, status: 400))
        XCTAssertEqual(api().timeline(of: "blocker.test")("public", .none).awaitTwitterError(), .bluesky(.blocked("blocker.test")))
    }

    func test_rateLimited_waitsUntilRateLimitReset_withoutSendingAnything() {
        let reset = Date().addingTimeInterval(600).timeIntervalSince1970.rounded(.down)
        let api = api()
        let error = listError(.json(#"{"error":"RateLimitExceeded","message":"Rate Limit Exceeded"}"#, status: 429,
                                    headers: ["RateLimit-Limit": "3000", "RateLimit-Remaining": "0", "RateLimit-Reset": String(Int(reset))]),
                              api: api)
        XCTAssertEqual(error, .bluesky(.rateLimited(until: Date(timeIntervalSince1970: reset))))
        XCTAssertEqual(error?.rateLimitedUntil, Date(timeIntervalSince1970: reset))
        let sent = requests("app.bsky.feed.getListFeed").count

        XCTAssertEqual(api.timeline(of: list.listIdentifier)("public", .none).awaitTwitterError(),
                       .bluesky(.rateLimited(until: Date(timeIntervalSince1970: reset))))
        XCTAssertEqual(requests("app.bsky.feed.getListFeed").count, sent, "nothing sent before the reset")
    }

    func test_noRequestsLeftInTheWindow_holdsTheNextRequestUntilTheReset() throws {
        let api = api()
        let page = try BlueskyFixtures.data(BlueskyFixtures.listFeed)
        server.route("/xrpc/app.bsky.feed.getListFeed", reply: .init(headers: ["Content-Type": "application/json", "RateLimit-Remaining": "0",
                                                                                 "RateLimit-Reset": "120"], body: page))
        XCTAssertEqual(try api.timeline(of: list.listIdentifier)("public", .none).awaitAnswer().count, 10, "the last allowed request")
        guard case .bluesky(.rateLimited(let until))? = api.timeline(of: list.listIdentifier)("public", .none).awaitTwitterError() else {
            return XCTFail("expected a rate limit")
        }
        XCTAssertEqual(until.timeIntervalSinceNow, 120, accuracy: 10, "RateLimit-Reset in seconds from now")
        XCTAssertEqual(requests("app.bsky.feed.getListFeed").count, 1)
    }

    func test_serverFailures_brokenBodies_andAServerThatIsNotAnAppView() {
        XCTAssertEqual(listError(.json(#"{"error":"InternalServerError","message":"Internal Server Error"}"#, status: 502)),
                       .bluesky(.serverFailed(status: 502, message: "Internal Server Error")))
        let truncated = #"{"feed": [{"post""#
        XCTAssertEqual(listError(.json(truncated)),
                       .bluesky(.malformedResponse(method: "app.bsky.feed.getListFeed",
                                                   reason: "not valid JSON (\(truncated.utf8.count) bytes; truncated?)")))
        XCTAssertEqual(listError(.json(#"{"posts": []}"#)),
                       .bluesky(.malformedResponse(method: "app.bsky.feed.getListFeed", reason: "no \"feed\" array")))
        XCTAssertEqual(listError(.json("<html>Not Found</html>", status: 404)),
                       .bluesky(.refused(error: "HTTP 404 (Not Found)",
                                         message: "the server does not answer app.bsky.feed.getListFeed; check --base-url")))
        let longMessage = String(repeating: "x", count: 5_000) + "\\u001b[2J"
        guard case .bluesky(.refused(_, let message))? = listError(.json(#"{"error":"Odd","message":"\#(longMessage)"}"#, status: 400)) else {
            return XCTFail("expected a refusal")
        }
        XCTAssertEqual(message.count, 200)
        XCTAssertFalse(message.contains("\u{1B}"))
    }

    func test_noServer_isANetworkError() throws {
        let api = api()
        server.stop()
        guard case .bluesky(.network(let reason))? = api.timeline(of: list.listIdentifier)("public", .none).awaitTwitterError() else {
            return XCTFail("expected a network error")
        }
        XCTAssertTrue(reason.contains("127.0.0.1"), reason)
    }
}
