import Foundation

/// One page of repositories as GitHub answered it.
public struct RepoPage: Equatable, Sendable {
    /// The repositories, in GitHub's order.
    public var repos: [Repo]
    /// Elements of the answer that were not valid repositories and were left out.
    public var skipped: Int
    /// The next page (`Link: <…>; rel="next"`), nil on the last page.
    public var next: URL?
    /// How many repositories match in all (searches only).
    public var totalCount: Int?
    /// Whether GitHub said the search timed out and the results are incomplete.
    public var isIncomplete: Bool
    /// The rate limit the answer reported.
    public var rateLimit: GitHubRateLimit?

    /// A page with these values.
    public init(repos: [Repo], skipped: Int = 0, next: URL? = nil, totalCount: Int? = nil, isIncomplete: Bool = false,
                rateLimit: GitHubRateLimit? = nil) {
        self.repos = repos
        self.skipped = skipped
        self.next = next
        self.totalCount = totalCount
        self.isIncomplete = isIncomplete
        self.rateLimit = rateLimit
    }
}
