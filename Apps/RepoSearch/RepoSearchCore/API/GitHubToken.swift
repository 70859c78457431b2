import Foundation
import RxNetwork

/// A GitHub token and the one origin it may be sent to.
///
/// `GITHUB_TOKEN` is GitHub's secret: with `--base-url` pointing at another server, or
/// a next-page link leading elsewhere, the request goes without it. `description`
/// never shows the token.
public struct GitHubToken: Hashable, Sendable, CustomStringConvertible {
    /// The token.
    public let value: String
    /// Where it may go: `https://api.github.com:443` unless said otherwise.
    public let origin: Origin

    /// The token `value` for `origin` (GitHub's API by default); nil when `value` is
    /// empty or only whitespace, or `origin` may not carry credentials (plain HTTP to
    /// another machine).
    public init?(_ value: String, origin: Origin? = Origin(GitHubAPI.defaultServer)) {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, let origin, origin.mayCarryCredentials else { return nil }
        self.value = trimmed
        self.origin = origin
    }

    /// Whether a request to `url` may carry the token: only to the token's origin.
    public func isAllowed(for url: URL) -> Bool {
        Origin(url) == origin
    }

    /// The plugin that adds `Authorization: Bearer <token>`, bound to the token's origin
    /// (RxNetwork refuses to send it anywhere else).
    var plugin: AccessTokenPlugin {
        AccessTokenPlugin(origin: origin) { [value] _ in value }
    }

    /// Says which origin the token is for, never the token.
    public var description: String { "GitHub token for \(origin)" }
}
