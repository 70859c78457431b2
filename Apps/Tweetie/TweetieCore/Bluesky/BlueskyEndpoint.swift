/// The XRPC methods the Bluesky source calls: each `GET /xrpc/<method>` with query
/// parameters, answered by the public AppView without an account.
///
/// Parameters are strings as sent, so a request maps to one recording name of a replay
/// directory (`xrpc/app.bsky.feed.getListFeed-limit-50-list-at%3A%2F%2F…`).
public enum BlueskyEndpoint: Hashable, Sendable, CustomStringConvertible {
    /// `app.bsky.feed.getListFeed`: the posts of the list's members, newest first
    /// (`list` is the list's at-URI; `limit` 50; `cursor` for older pages).
    case listFeed(list: String, cursor: String?)
    /// `app.bsky.graph.getList`: the list and its members (`limit` 100, `cursor` for more).
    case list(list: String, cursor: String?)
    /// `app.bsky.feed.getAuthorFeed`: an account's posts and reposts (`actor` is a handle
    /// or DID; `limit` 50; `cursor` for older pages).
    case authorFeed(actor: String, cursor: String?)
    /// `app.bsky.actor.getProfile`: one account's profile.
    case profile(actor: String)
    /// `app.bsky.actor.getProfiles`: up to 25 accounts' profiles (`actors` repeated).
    case profiles(actors: [String])
    /// `com.atproto.identity.resolveHandle`: the DID of a handle.
    case resolveHandle(String)

    /// Posts asked for per feed page.
    public static let feedPageSize = 50
    /// Members asked for per `getList` page (the method's maximum).
    public static let listPageSize = 100
    /// Profiles `getProfiles` takes at most.
    public static let profilesPerRequest = 25

    /// The method's NSID.
    public var method: String {
        switch self {
        case .listFeed: return "app.bsky.feed.getListFeed"
        case .list: return "app.bsky.graph.getList"
        case .authorFeed: return "app.bsky.feed.getAuthorFeed"
        case .profile: return "app.bsky.actor.getProfile"
        case .profiles: return "app.bsky.actor.getProfiles"
        case .resolveHandle: return "com.atproto.identity.resolveHandle"
        }
    }

    /// The path below the base URL, without a leading `/`.
    public var path: String { "xrpc/" + method }

    /// The query parameters; an array value is sent as the parameter repeated.
    public var parameters: [String: any Sendable] {
        var parameters: [String: any Sendable]
        let cursor: String?
        switch self {
        case .listFeed(let list, let pageCursor):
            parameters = ["list": list, "limit": String(BlueskyEndpoint.feedPageSize)]
            cursor = pageCursor
        case .list(let list, let pageCursor):
            parameters = ["list": list, "limit": String(BlueskyEndpoint.listPageSize)]
            cursor = pageCursor
        case .authorFeed(let actor, let pageCursor):
            parameters = ["actor": actor, "limit": String(BlueskyEndpoint.feedPageSize)]
            cursor = pageCursor
        case .profile(let actor):
            return ["actor": actor]
        case .profiles(let actors):
            return ["actors": actors]
        case .resolveHandle(let handle):
            return ["handle": handle]
        }
        if let cursor { parameters["cursor"] = cursor }
        return parameters
    }

    /// The cursor the request continues from (nil for the first page and the other methods).
    public var cursor: String? {
        switch self {
        case .listFeed(_, let cursor), .list(_, let cursor), .authorFeed(_, let cursor): return cursor
        case .profile, .profiles, .resolveHandle: return nil
        }
    }

    /// The key of the array of items a page of this method answers (read item by item,
    /// see `XRPCResponse`); nil for the methods that answer one object.
    var itemsKey: String? {
        switch self {
        case .listFeed, .authorFeed: return "feed"
        case .list: return "items"
        case .profiles: return "profiles"
        case .profile, .resolveHandle: return nil
        }
    }

    /// The method, for messages.
    public var description: String { method }
}
