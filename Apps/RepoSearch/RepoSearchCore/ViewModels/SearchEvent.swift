import Foundation

/// What happens in a search, in order; `RepoSearchResults.apply(_:)` folds these into
/// what is shown.
enum SearchEvent: Equatable {
    /// The field was emptied (or the mode switched with nothing typed).
    case cleared(SearchMode)
    /// A query starts: its stored results (if any) are shown while the first page loads.
    case started(SearchQuery, stored: RecentQuery?)
    /// A page arrived; `isFirst` replaces the list, otherwise it is appended.
    case loaded(SearchQuery, RepoPage, isFirst: Bool)
    /// The next page was asked for.
    case loadingMore(SearchQuery)
    /// A request failed (or was not sent: the rate limit is used up).
    case failed(SearchQuery, GitHubError, isFirst: Bool)
}
