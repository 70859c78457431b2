import Foundation
import LoopbackHTTP
import TestSupport

/// A Bluesky AppView on 127.0.0.1 replaying the recorded answers: the handle of the
/// list's owner, the list feed (the recorded first page, then the made second page at its
/// cursor, then nothing), the list and its members, and a member's feed (their posts of
/// the recorded list feed). Stop it in tearDown.
final class FixtureAppView {
    /// The server.
    let server: LoopbackServer
    /// The list's address as users give it.
    static let listAddress = "https://bsky.app/profile/pfrazee.com/lists/3kmokjyuflk2g"

    init() throws {
        server = try LoopbackServer()
        let firstPage = try BlueskyFixtures.object(BlueskyFixtures.listFeed)
        let firstPageData = try BlueskyFixtures.data(BlueskyFixtures.listFeed)
        let secondPage = Data(BlueskyListFeedPage2.json.utf8)
        let list = try BlueskyFixtures.data(BlueskyFixtures.list)
        let items = firstPage["feed"] as? [[String: Any]] ?? []
        var feeds: [String: Data] = [:]
        for handle in Set(items.compactMap { (($0["post"] as? [String: Any])?["author"] as? [String: Any])?["handle"] as? String }) {
            let own = items.filter { (($0["post"] as? [String: Any])?["author"] as? [String: Any])?["handle"] as? String == handle }
            feeds[handle] = try BlueskyFixtures.bytes(["feed": own])
        }
        server.route("/xrpc/com.atproto.identity.resolveHandle", reply: .json(#"{"did":"\#(BlueskyFixtures.listOwnerDID)"}"#))
        server.route("/xrpc/app.bsky.feed.getListFeed") { request in
            switch request.queryItems["cursor"] {
            case nil: return .init(body: firstPageData)
            case BlueskyFixtures.listFeedCursor: return .init(body: secondPage)
            default: return .json(#"{"feed":[]}"#)
            }
        }
        server.route("/xrpc/app.bsky.graph.getList", reply: .init(body: list))
        server.route("/xrpc/app.bsky.feed.getAuthorFeed") { request in
            guard request.queryItems["cursor"] == nil, let feed = feeds[request.queryItems["actor"] ?? ""] else {
                return .json(#"{"feed":[]}"#)
            }
            return .init(body: feed)
        }
    }

    /// `--base-url` for `tweetie`.
    var baseURL: String { server.baseURL.absoluteString + "/" }

    /// The requests for an XRPC method, in order.
    func requests(_ method: String) -> [LoopbackServer.Request] {
        server.requests.filter { $0.path == "/xrpc/" + method }
    }

    func stop() {
        server.stop()
    }
}
