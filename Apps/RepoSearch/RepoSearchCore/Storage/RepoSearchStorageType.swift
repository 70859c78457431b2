import Foundation

/// Where the search keeps the last queries' first pages: the view model's storage, behind
/// this protocol so tests can swap it. `RecentQueries` keeps them in SQLite.
/// Implementations are thread-safe (the view model writes off the main queue).
public protocol RepoSearchStorageType: AnyObject, Sendable {
    /// The stored first page of `query`, nil when it was not asked recently.
    func results(for query: SearchQuery) throws -> RecentQuery?
    /// Keeps `results`, replacing the query's older ones.
    func save(_ results: RecentQuery) throws
}

extension RecentQueries: RepoSearchStorageType {}
