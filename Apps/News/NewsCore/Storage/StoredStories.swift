import Foundation

/// The stories a source's last fetches left in the store, as a start shows them before
/// the fresh first page arrives.
public struct StoredStories: Hashable, Sendable {
    /// The stories, the newest fetch's first and in its order.
    public var items: [NewsItem]
    /// When the newest of them was fetched.
    public var fetchedAt: Date

    /// `items`, fetched at `fetchedAt`.
    public init(items: [NewsItem], fetchedAt: Date) {
        self.items = items
        self.fetchedAt = fetchedAt
    }
}
