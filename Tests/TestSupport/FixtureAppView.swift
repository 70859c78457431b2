import Foundation
import LoopbackHTTP

/// A Bluesky AppView on 127.0.0.1 replaying the recorded answers: the handle of the
/// list's owner, the list feed (the recorded first page, then the made second page at its
/// cursor, then nothing), the list and its members, and a member's feed (their posts of
/// the recorded list feed). Stop it in tearDown. Shared by the terminal's and the page's
/// end-to-end tests.
///
/// With `avatar` bytes, every author's picture in the answers is this server's `/avatar`
/// (those bytes, as PNG) instead of Bluesky's CDN, so a test that shows pictures stays on
/// this machine.
public final class FixtureAppView {
    /// The server.
    public let server: LoopbackServer
    /// The list's address as users give it.
    public static let listAddress = "https://bsky.app/profile/pfrazee.com/lists/3kmokjyuflk2g"

    /// Whether answers point at this server's `/avatar`.
    private let localAvatars: Bool

    /// Starts the server on a free loopback port; `avatar` (PNG bytes) is every author's
    /// picture when given.
    public init(avatar: Data? = nil) throws {
        server = try LoopbackServer()
        localAvatars = avatar != nil
        if let avatar { server.route("/avatar", reply: .init(status: 200, headers: ["Content-Type": "image/png"], body: avatar)) }
        let firstPage = try BlueskyFixtures.object(BlueskyFixtures.listFeed)
        let firstPageData = localized(try BlueskyFixtures.data(BlueskyFixtures.listFeed))
        let secondPage = localized(Data(BlueskyListFeedPage2.json.utf8))
        let list = localized(try BlueskyFixtures.data(BlueskyFixtures.list))
        let items = firstPage["feed"] as? [[String: Any]] ?? []
        var feeds: [String: Data] = [:]
        for handle in Set(items.compactMap { (($0["post"] as? [String: Any])?["author"] as? [String: Any])?["handle"] as? String }) {
            let own = items.filter { (($0["post"] as? [String: Any])?["author"] as? [String: Any])?["handle"] as? String == handle }
            feeds[handle] = localized(try BlueskyFixtures.bytes(["feed": own]))
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

    /// `answer` with every `"avatar"` pointing at this server's `/avatar` when the fixture
    /// serves one; as it is otherwise.
    public func localized(_ answer: Data) -> Data {
        guard localAvatars, let text = String(data: answer, encoding: .utf8),
              let pattern = try? NSRegularExpression(pattern: #""avatar"\s*:\s*"[^"]*""#) else { return answer }
        let local = NSRegularExpression.escapedTemplate(for: #""avatar":""# + server.baseURL.absoluteString + #"/avatar""#)
        return Data(pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: local).utf8)
    }

    /// `--base-url` for `tweetie`.
    public var baseURL: String { server.baseURL.absoluteString + "/" }

    /// The requests for an XRPC method, in order.
    public func requests(_ method: String) -> [LoopbackServer.Request] {
        server.requests.filter { $0.path == "/xrpc/" + method }
    }

    /// Stops the server.
    public func stop() {
        server.stop()
    }
}
