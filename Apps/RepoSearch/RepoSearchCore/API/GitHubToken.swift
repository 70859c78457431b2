import Foundation
import RxNetwork

/// A GitHub token and the one host it may be sent to.
///
/// `GITHUB_TOKEN` is GitHub's secret: with `--base-url` pointing at another server, or
/// a next-page link leading elsewhere, the request goes without it. `description`
/// never shows the token.
public struct GitHubToken: Hashable, Sendable, CustomStringConvertible {
    /// The token.
    public let value: String
    /// The host it belongs to, lower-case (`api.github.com`).
    public let host: String

    /// The token `value` for `host`; nil when `value` is empty or only whitespace.
    public init?(_ value: String, host: String = GitHubAPI.defaultServer.host ?? "api.github.com") {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        self.value = trimmed
        self.host = host.lowercased()
    }

    /// Whether a request to `url` may carry the token: https to the token's host only.
    public func isAllowed(for url: URL) -> Bool {
        url.scheme?.lowercased() == "https" && url.host?.lowercased() == host
    }

    /// The plugin that adds `Authorization: Bearer <token>` to the requests allowed to carry it.
    var plugin: AccessTokenPlugin {
        AccessTokenPlugin { [self] target in
            guard let target = target as? GitHubTarget, isAllowed(for: target.url) else { return nil }
            return value
        }
    }

    /// Says which host the token is for, never the token.
    public var description: String { "GitHub token for \(host)" }
}
