import Foundation

/// Where a search stands (the documents' "state machine in one enum"): what the screen
/// says besides the list.
public enum RepoSearchState: Equatable, Sendable {
    /// Nothing typed.
    case idle
    /// The first page is being fetched (stored results of the query may be shown meanwhile).
    case loading
    /// Repositories are shown.
    case loaded
    /// The user has no public repositories, or nothing matches the search.
    case empty
    /// No user has the typed name.
    case notFound
    /// A rate limit is used up until the date; the list shown is kept.
    case rateLimited(until: Date)
    /// The request failed; the message says why. The list shown is kept.
    case failed(String)

    /// Whether the first answer (or its failure) is in: nothing is loading.
    public var isSettled: Bool {
        switch self {
        case .idle, .loading: return false
        case .loaded, .empty, .notFound, .rateLimited, .failed: return true
        }
    }
}
