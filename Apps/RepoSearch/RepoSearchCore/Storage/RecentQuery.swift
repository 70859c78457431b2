import Foundation
import RxStore

/// The first page of one query's results as last fetched, kept in RxStore so typing the
/// query again shows it at once (then it is refreshed, and paging goes on from it).
public struct RecentQuery: Record, Equatable, Sendable {
    /// `SearchQuery.storageKey`; the primary key.
    public var key: String
    /// The query's mode.
    public var mode: SearchMode
    /// The query's text.
    public var text: String
    /// The first page's repositories, in order (stored as JSON in GitHub's shape).
    public var repos: [Repo]
    /// The second page, nil when there is none.
    public var nextPage: URL?
    /// How many repositories the search matched (searches only).
    public var totalCount: Int?
    /// When the results were fetched; the newest `RecentQueries.limit` are kept.
    public var savedAt: Date

    /// Results of `query` fetched at `savedAt`.
    public init(query: SearchQuery, repos: [Repo], nextPage: URL?, totalCount: Int?, savedAt: Date) {
        key = query.storageKey
        mode = query.mode
        text = query.text
        self.repos = repos
        self.nextPage = nextPage
        self.totalCount = totalCount
        self.savedAt = savedAt
    }

    /// The query these are the results of.
    public var query: SearchQuery { SearchQuery(mode: mode, text: text) }

    /// The `key` column.
    public static var primaryKey: String { "key" }

    /// Trimming keeps the newest by `savedAt`.
    public static var indexes: [RecordIndex] { [RecordIndex("savedAt")] }
}
