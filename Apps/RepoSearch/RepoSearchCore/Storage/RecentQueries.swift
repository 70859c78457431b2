import Foundation
import RxStore

/// The last `limit` queries' first pages, in a `Store`: read when a query is typed again,
/// written when its first page arrives.
///
/// Thread safety: as the store's (any thread; each call is one transaction).
public final class RecentQueries: Sendable {
    /// How many queries are kept.
    public static let limit = 50

    /// Where they are kept.
    public let store: Store

    /// The stored queries of `store`.
    public init(store: Store) {
        self.store = store
    }

    /// The stored results of `query`, or nil when it was not asked recently.
    ///
    /// - Throws: `StoreError`s of the read.
    public func results(for query: SearchQuery) throws -> RecentQuery? {
        try store.object(ofType: RecentQuery.self, forPrimaryKey: query.storageKey)
    }

    /// Keeps `results` (replacing the query's older ones) and forgets all but the newest
    /// `limit` queries, in one transaction.
    ///
    /// - Throws: `StoreError`s of the write; nothing is changed then.
    public func save(_ results: RecentQuery) throws {
        try store.write {
            try store.add(results, update: .all)
            try store.execute("""
                DELETE FROM "\(RecentQuery.tableName)" WHERE "key" NOT IN \
                (SELECT "key" FROM "\(RecentQuery.tableName)" ORDER BY "savedAt" DESC, "key" LIMIT ?)
                """, RecentQueries.limit)
        }
    }

    /// Every stored query, newest first.
    ///
    /// - Throws: `StoreError`s of the read.
    public func all() throws -> [RecentQuery] {
        try store.objects(RecentQuery.self).sorted(by: "savedAt", ascending: false).toArray()
    }
}
