import Foundation
import RxNetwork

/// A GET of a feed document at any URL.
public struct FeedTarget: TargetType, Hashable, Sendable {
    /// The feed's address.
    public let url: URL

    /// A request for the feed at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The whole URL (the path is empty, so nothing is appended).
    public var baseURL: URL { url }
    /// Empty: `baseURL` is the feed's address.
    public var path: String { "" }
    /// Always GET.
    public var method: RxNetwork.Method { .get }
    /// No parameters beyond those in the URL.
    public var task: RequestTask { .requestPlain }
    /// What feeds are served as.
    public var headers: [String: String]? {
        ["Accept": "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, application/json;q=0.5, */*;q=0.1"]
    }
}
