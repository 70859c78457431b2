import Differentiator
import RepoSearchCore

/// A row of the repository list: a repository, or the row at the end while the next
/// page loads (with the view model's words). Keyed by repository id, so a new page is
/// inserted below the rows shown and the reader's place is kept.
enum RepoRow: IdentifiableType, Equatable {
    case repo(Repo)
    case loadingMore(String)

    /// The repository's id; -1 for the loading row (GitHub's ids are positive).
    var identity: Int64 {
        switch self {
        case .repo(let repo): return repo.id
        case .loadingMore: return -1
        }
    }

    /// The repository, nil for the loading row.
    var repo: Repo? {
        if case .repo(let repo) = self { return repo }
        return nil
    }

    /// The list's one section: `repos`, then the loading row saying `loadingMore`, if any.
    static func sections(_ repos: [Repo], loadingMore: String?) -> [AnimatableSectionModel<String, RepoRow>] {
        [AnimatableSectionModel(model: "repositories", items: repos.map(RepoRow.repo) + (loadingMore.map { [.loadingMore($0)] } ?? []))]
    }
}
