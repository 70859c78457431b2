import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork
import RxTesting
@testable import TweetieCore

/// A Bluesky AppView in memory, for the Bluesky source in virtual time: one list whose
/// feed grows as a test publishes posts, answered by a stub provider after a delay on the
/// test scheduler. It pages as the AppView does (newest first, 50 a page, the cursor the
/// sort time of a page's last item) and records every request.
final class FakeBlueskyServer {
    /// The list's owner, by handle and DID, and the list's at-URI.
    static let handle = "owner.test"
    static let did = "did:plc:owner"
    static let list = BlueskyList(owner: handle, rkey: "3kfake")
    static var listURI: String { list.atURI(ownerDID: did) }

    /// The list's feed, newest first.
    private(set) var feed: [JSONObject] = []
    /// Every request and when it was sent, in order.
    private(set) var requests: [(time: TestTime, endpoint: BlueskyEndpoint)] = []
    /// Answers for the next requests instead of the feed: status, body and headers.
    var failures: [(status: Int, body: String, headers: [String: String])] = []
    /// Headers of the next successful answer (then none).
    var nextHeaders: [String: String] = [:]
    /// Whether requests for a page after the first fail (HTTP 500).
    var failsLaterPages = false
    /// What `getList` answers as the list's `name` (any JSON value; nil leaves it out).
    var listName: Any? = "Fake list"
    /// Whether `getList` fails (HTTP 500) while the feeds answer.
    var failsGetList = false
    private var published = 0

    /// The sort time of post `number`: a minute apart from 2025-05-01.
    static func micros(ofPost number: Int) -> Int64 { (1_746_057_600 + Int64(number) * 60) * 1_000_000 }

    /// A feed item of post `number` by one of three authors.
    static func item(_ number: Int) -> JSONObject {
        let created = BlueskyDate.string(microseconds: micros(ofPost: number))
        let indexed = BlueskyDate.string(microseconds: micros(ofPost: number) + 250_000)
        let author = "author\(number % 3)"
        return ["post": [
            "uri": "at://did:plc:\(author)/app.bsky.feed.post/p\(number)",
            "cid": "cid\(number)",
            "author": ["did": "did:plc:\(author)", "handle": "\(author).test", "displayName": author.capitalized] as JSONObject,
            "record": ["$type": "app.bsky.feed.post", "createdAt": created, "text": "post \(number)"] as JSONObject,
            "indexedAt": indexed,
        ] as JSONObject]
    }

    /// Publishes `count` posts on top of the feed.
    func publish(_ count: Int) {
        for _ in 0..<count {
            published += 1
            feed.insert(FakeBlueskyServer.item(published), at: 0)
        }
    }

    /// Puts an item on top of the feed that no reader can read (a post without author,
    /// record or date), as a broken producer might; every page carries it.
    func publishUnreadable() {
        feed.insert(["post": ["uri": "at://did:plc:broken/app.bsky.feed.post/1"]], at: 0)
    }

    /// The URIs of the feed's posts, newest first.
    var uris: [String] { feed.compactMap { $0.lexiconObject("post")?.lexiconString("uri") } }

    /// The times of the feed requests (list and author feeds).
    var feedRequestTimes: [TestTime] {
        requests.filter {
            switch $0.endpoint {
            case .resolveHandle, .list: return false
            default: return true
            }
        }.map(\.time)
    }

    /// A provider answering from this server `delay` seconds after each request, on `scheduler`.
    func provider(scheduler: TestScheduler, delay: TimeInterval = 1) -> Provider<BlueskyTarget> {
        Provider<BlueskyTarget>(
            endpointClosure: { [unowned self, unowned scheduler] target in
                requests.append((scheduler.clock, target.endpoint))
                return Endpoint(url: URL(target: target).absoluteString,
                                sampleResponseClosure: { [unowned self] in answer(target) },
                                method: target.method, task: target.task, httpHeaderFields: target.headers)
            },
            stubClosure: { _ in .delayed(seconds: delay) },
            // No deadlines: stubs always answer, and the provider's deadline timer would
            // still be pending on the test scheduler when a test ends.
            scheduler: scheduler, requestTimeout: nil, slowRequestThreshold: nil)
    }

    /// The Bluesky source on this server, its clock the scheduler's.
    func api(scheduler: TestScheduler, delay: TimeInterval = 1) -> BlueskyAPI {
        BlueskyAPI(provider: provider(scheduler: scheduler, delay: delay), now: { [unowned scheduler] in scheduler.now })
    }

    private func answer(_ target: BlueskyTarget) -> EndpointSampleResponse {
        let url = URL(target: target)
        if !failures.isEmpty {
            let failure = failures.removeFirst()
            let response = HTTPURLResponse(url: url, statusCode: failure.status, httpVersion: "HTTP/1.1", headerFields: failure.headers)
            return response.map { .response($0, Data(failure.body.utf8)) } ?? .networkResponse(failure.status, Data(failure.body.utf8))
        }
        if failsLaterPages, target.endpoint.cursor != nil {
            return .networkResponse(500, Data(#"{"error":"InternalServerError","message":"boom"}"#.utf8))
        }
        let body: JSONObject
        switch target.endpoint {
        case .resolveHandle(let handle) where handle == FakeBlueskyServer.handle:
            body = ["did": FakeBlueskyServer.did]
        case .listFeed(let list, let cursor) where list == FakeBlueskyServer.listURI:
            body = page(of: feed, after: cursor)
        case .list where failsGetList:
            return .networkResponse(500, Data(#"{"error":"InternalServerError","message":"boom"}"#.utf8))
        case .list(let list, nil) where list == FakeBlueskyServer.listURI:
            let creator: JSONObject = ["did": FakeBlueskyServer.did, "handle": FakeBlueskyServer.handle]
            body = ["list": ["uri": list, "name": listName as Any?, "creator": creator].compactMapValues { $0 } as JSONObject, "items": [Any]()]
        case .authorFeed(let actor, let cursor):
            body = page(of: feed.filter { $0.lexiconObject("post")?.lexiconObject("author")?.lexiconString("handle") == actor }, after: cursor)
        default:
            return .networkResponse(400, Data(#"{"error":"InvalidRequest","message":"List not found"}"#.utf8))
        }
        let data = (try? JSONSerialization.data(withJSONObject: body)) ?? Data()
        let headers = nextHeaders
        nextHeaders = [:]
        return HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: headers).map { .response($0, data) }
            ?? .networkResponse(200, data)
    }

    /// The page of `items` sorted before `cursor` (all for nil), with the cursor after it.
    private func page(of items: [JSONObject], after cursor: String?) -> JSONObject {
        let below = cursor.flatMap(BlueskyDate.microseconds(from:)) ?? .max
        let older = items.filter { (BlueskyFeedID.microseconds(of: BlueskyPost.feedID(of: $0) ?? 0)) < below }
        let shown = Array(older.prefix(BlueskyEndpoint.feedPageSize))
        var body: JSONObject = ["feed": shown]
        if older.count > shown.count, let last = shown.last, let id = BlueskyPost.feedID(of: last) {
            body["cursor"] = BlueskyDate.string(microseconds: BlueskyFeedID.microseconds(of: id))
        }
        return body
    }
}
