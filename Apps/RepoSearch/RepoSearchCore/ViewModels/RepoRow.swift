import Differentiator

/// A row of the repository list: a repository, or the row at the end while the next
/// page loads (with the view model's words). Identified by the repository's id, so a
/// front end's animated list inserts a new page below the rows shown and keeps the
/// reader's place.
public enum RepoRow: IdentifiableType, Hashable, Sendable {
    /// A repository.
    case repo(Repo)
    /// The last row while the next page loads, saying this ("loading more…").
    case loadingMore(String)

    /// The repository's id; -1 for the loading row (GitHub's ids are positive).
    public var identity: Int64 {
        switch self {
        case .repo(let repo): return repo.id
        case .loadingMore: return -1
        }
    }

    /// The repository, nil for the loading row.
    public var repo: Repo? {
        if case .repo(let repo) = self { return repo }
        return nil
    }

    /// The rows of `results`: its repositories, then the loading row while the next page
    /// loads.
    static func rows(of results: RepoSearchResults) -> [RepoRow] {
        results.repos.map(RepoRow.repo) + (results.isLoadingMore ? [.loadingMore(RepoSearchViewModel.loadingMoreText)] : [])
    }
}
