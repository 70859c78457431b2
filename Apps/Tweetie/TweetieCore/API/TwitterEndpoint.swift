import Foundation
import RxNetwork

/// The Twitter calls the reader makes: the three API v1.1 endpoints of
/// `TwitterAPIProtocol` and the app-only OAuth2 token exchange.
///
/// Parameters are strings exactly as the documents sent them, so requests map to the
/// recorded file names of a replay directory (`count-100`, `include_rts-true`, ...).
public enum TwitterEndpoint: Hashable, Sendable, CustomStringConvertible {
    /// `GET 1.1/statuses/user_timeline.json`: `screen_name`, `count=100`, `include_rts=true`,
    /// `contributor_details=false`. The cursor is not sent (as documented in
    /// `TwitterAPIProtocol`): each request answers the newest page.
    case userTimeline(username: String, cursor: TimelineCursor)
    /// `GET 1.1/lists/statuses.json`: `owner_screen_name`, `slug`, plus `max_id` when the
    /// cursor's `maxId` is not `Int64.max` and `since_id` when its `sinceId` is not 0.
    case listStatuses(ListIdentifier, cursor: TimelineCursor)
    /// `GET 1.1/lists/members.json`: `owner_screen_name`, `slug`, `count=100`,
    /// `skip_status=1`, `include_entities=false`.
    case listMembers(ListIdentifier)
    /// `POST oauth2/token` with the form body `grant_type=client_credentials`.
    case oauth2Token

    /// The path below the base URL, without a leading `/`.
    public var path: String {
        switch self {
        case .userTimeline: return "1.1/statuses/user_timeline.json"
        case .listStatuses: return "1.1/lists/statuses.json"
        case .listMembers: return "1.1/lists/members.json"
        case .oauth2Token: return "oauth2/token"
        }
    }

    /// The HTTP method.
    public var method: RxNetwork.Method {
        if case .oauth2Token = self { return .post }
        return .get
    }

    /// The query parameters (the form body for `.oauth2Token`).
    public var parameters: [String: String] {
        switch self {
        case .userTimeline(let username, _):
            return ["screen_name": username, "count": "100", "include_rts": "true", "contributor_details": "false"]
        case .listStatuses(let list, let cursor):
            var parameters = ["owner_screen_name": list.username, "slug": list.slug]
            if cursor.maxId != Int64.max { parameters["max_id"] = String(cursor.maxId) }
            if cursor.sinceId != 0 { parameters["since_id"] = String(cursor.sinceId) }
            return parameters
        case .listMembers(let list):
            return ["owner_screen_name": list.username, "slug": list.slug, "count": "100",
                    "skip_status": "1", "include_entities": "false"]
        case .oauth2Token:
            return ["grant_type": "client_credentials"]
        }
    }

    /// The cursor the request was made with (`.none` for members and the token).
    public var cursor: TimelineCursor {
        switch self {
        case .userTimeline(_, let cursor), .listStatuses(_, let cursor): return cursor
        case .listMembers, .oauth2Token: return .none
        }
    }

    /// The path, for messages.
    public var description: String { path }
}
