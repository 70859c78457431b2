import Foundation
import RxNetwork

/// One of GitHub's rate limits as an answer reported it (`X-RateLimit-*` headers).
///
/// GitHub counts searches apart from everything else ("search" allows 10 a minute
/// without a token, 30 with one; "core" 60 an hour without, 5,000 with), so each limit
/// names its resource.
public struct GitHubRateLimit: Equatable, Sendable {
    /// Which of GitHub's limits.
    public enum Resource: String, Hashable, Sendable {
        /// Everything but search (a user's repositories).
        case core
        /// Repository search.
        case search
    }

    /// The limit counted.
    public var resource: Resource
    /// Requests allowed in the window.
    public var limit: Int?
    /// Requests left in the window.
    public var remaining: Int
    /// When the window starts again.
    public var reset: Date?

    /// A limit with these values.
    public init(resource: Resource, limit: Int?, remaining: Int, reset: Date?) {
        self.resource = resource
        self.limit = limit
        self.remaining = remaining
        self.reset = reset
    }

    /// The limit in `response`'s headers, for a request counted against `resource`
    /// (GitHub's `X-RateLimit-Resource` names it when present); nil when the answer has
    /// no remaining count.
    public init?(response: Response, resource: Resource) {
        guard let values = response.rateLimit, let remaining = values.remaining else { return nil }
        let named = response.value(forHTTPHeaderField: "X-RateLimit-Resource").flatMap { Resource(rawValue: $0.lowercased()) }
        self.init(resource: named ?? resource, limit: values.limit, remaining: remaining, reset: values.reset)
    }

    /// Whether no request is left before `reset`, at `now`.
    public func isExhausted(at now: Date) -> Bool {
        guard remaining <= 0, let reset else { return false }
        return reset > now
    }
}
