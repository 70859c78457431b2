import Foundation

/// The GitHub REST calls the search makes.
public enum GitHubEndpoint: Hashable, Sendable {
    /// `GET /users/{name}/repos?per_page=100&sort=updated`: a user's public repositories,
    /// most recently updated first. The name must be a valid login
    /// (`SearchQuery.isValidUserName`), so it cannot change the path.
    case userRepositories(String)
    /// `GET /search/repositories?q=…&per_page=50`: repositories matching a query, best
    /// match first.
    case searchRepositories(String)
    /// A further page: the URL of a previous answer's `Link: rel="next"`, requested as
    /// it is, for the mode of the query it continues.
    case page(URL, SearchMode)

    /// Repositories per page of a user's list (GitHub's maximum).
    public static let userPageSize = 100
    /// Repositories per page of a search.
    public static let searchPageSize = 50

    /// The first page of `query`.
    public init(firstPageOf query: SearchQuery) {
        switch query.mode {
        case .userRepositories: self = .userRepositories(query.text)
        case .repositorySearch: self = .searchRepositories(query.text)
        }
    }

    /// Which mode's answer this is (a plain array, or a search result).
    public var mode: SearchMode {
        switch self {
        case .userRepositories: return .userRepositories
        case .searchRepositories: return .repositorySearch
        case .page(_, let mode): return mode
        }
    }

    /// The rate limit GitHub counts this call against.
    public var resource: GitHubRateLimit.Resource {
        mode == .repositorySearch ? .search : .core
    }

    /// The path below the base URL (empty for `.page`, whose URL is complete).
    var path: String {
        switch self {
        case .userRepositories(let name): return "/users/\(name)/repos"
        case .searchRepositories: return "/search/repositories"
        case .page: return ""
        }
    }

    /// The query parameters (none for `.page`, whose URL carries them).
    var parameters: [String: Any] {
        switch self {
        case .userRepositories: return ["per_page": GitHubEndpoint.userPageSize, "sort": "updated"]
        case .searchRepositories(let query): return ["q": query, "per_page": GitHubEndpoint.searchPageSize]
        case .page: return [:]
        }
    }
}
