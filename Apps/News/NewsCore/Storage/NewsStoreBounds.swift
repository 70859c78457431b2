import Foundation

/// How much of what the sources answered the store keeps: stories no fetch brought for
/// `days` are dropped, and each source keeps at most its `itemsPerSource` newest
/// (`--keep-days`, `--keep-items`).
public struct NewsStoreBounds: Hashable, Sendable {
    /// Days a story is kept after the last fetch that brought it.
    public var days: Int
    /// Stories kept per source, the newest fetch's first.
    public var itemsPerSource: Int

    /// 30 days and 5,000 stories a source, unless said otherwise (each at least 1).
    public init(days: Int = 30, itemsPerSource: Int = 5_000) {
        self.days = max(1, days)
        self.itemsPerSource = max(1, itemsPerSource)
    }

    /// The oldest fetch kept, seen at `now`.
    func oldestKept(now: Date) -> Date {
        now.addingTimeInterval(-Double(days) * 86_400)
    }
}
