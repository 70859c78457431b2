import Foundation
import RxStore

/// A story a source answered, kept so the next start shows it at once (and offline).
///
/// One row per source and story: the same Hacker News item in two rankings is two rows,
/// each in its ranking's place.
public struct StoredStory: Record, Hashable, Sendable {
    /// `source` and the item's id, joined by a newline (neither holds one in practice,
    /// and a clash would only merge two rows of one source); the primary key.
    public var key: String
    /// The source's `NewsSource.storageKey`.
    public var source: String
    /// The story's place in the fetch it came with (its page's offset plus its index).
    public var position: Int
    /// When the fetch it came with began (the first page's arrival): the stories of the
    /// newest fetch come first, and a story no fetch brought for the age bound is pruned.
    public var fetchedAt: Date
    /// The story as the source gave it (JSON in one column).
    public var item: NewsItem

    /// `item` of `source`, at `position` in the fetch begun at `fetchedAt`.
    public init(source: String, item: NewsItem, position: Int, fetchedAt: Date) {
        key = source + "\n" + item.id
        self.source = source
        self.position = position
        self.fetchedAt = fetchedAt
        self.item = item
    }

    /// The `key` column.
    public static var primaryKey: String { "key" }

    /// A source's stories are read newest fetch first, then in order.
    public static var indexes: [RecordIndex] { [RecordIndex("source", "fetchedAt")] }
}
