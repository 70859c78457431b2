import Foundation

/// The stories a source's last fetches left in the store, as a start shows them before
/// the fresh first page arrives.
public struct StoredStories: Hashable, Sendable {
    /// The stories, the newest fetch's first and in its order.
    public var items: [NewsItem]
    /// When the newest of them was fetched.
    public var fetchedAt: Date
    /// The title the source's newest first page came with (nil: none kept).
    public var title: String?

    /// `items`, fetched at `fetchedAt` from a source then titled `title`.
    public init(items: [NewsItem], fetchedAt: Date, title: String? = nil) {
        self.items = items
        self.fetchedAt = fetchedAt
        self.title = title
    }
}
