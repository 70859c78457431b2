import Foundation
import RxNetwork

/// A request to the Hacker News Firebase API (keyless): a ranking or an item.
public struct HackerNewsTarget: TargetType, Hashable, Sendable {
    /// What is asked for.
    public enum Endpoint: Hashable, Sendable {
        /// `GET /v0/<list>stories.json`: the ids, in rank order.
        case list(HackerNewsList)
        /// `GET /v0/item/<id>.json`: one item, or `null` when there is none.
        case item(Int)
    }

    /// `https://hacker-news.firebaseio.com/`.
    public static let defaultBaseURL: URL = {
        // A literal known to parse; never data from outside.
        guard let url = URL(string: "https://hacker-news.firebaseio.com/") else { preconditionFailure("the default base URL is valid") }
        return url
    }()

    /// What is asked for.
    public let endpoint: Endpoint
    /// The API host (`--base-url`).
    public let baseURL: URL

    /// A request for `endpoint` at `baseURL`.
    public init(_ endpoint: Endpoint, baseURL: URL = HackerNewsTarget.defaultBaseURL) {
        self.endpoint = endpoint
        self.baseURL = baseURL
    }

    /// `v0/topstories.json`, `v0/item/8863.json`.
    public var path: String {
        switch endpoint {
        case .list(let list): return list.path
        case .item(let id): return "v0/item/\(id).json"
        }
    }

    /// Always GET.
    public var method: RxNetwork.Method { .get }
    /// No parameters.
    public var task: RequestTask { .requestPlain }
    /// JSON.
    public var headers: [String: String]? { ["Accept": "application/json"] }
}
