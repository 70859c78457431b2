import Foundation

/// What the Bluesky source learns as it goes and reuses: the DIDs handles resolved to,
/// the cursor that follows each fetched page, and until when the server's rate limit
/// forbids requests.
///
/// Thread safety (`@unchecked Sendable`): every stored property is touched only inside
/// `lock`, and nothing outside the type is called while it is held.
final class BlueskySessionState: @unchecked Sendable {
    /// Cursors kept per feed; the oldest are forgotten beyond this.
    static let cursorsPerFeed = 500

    private let lock = NSLock()
    private var dids: [String: String] = [:]
    private var cursors: [String: [Int64: String]] = [:]
    private var limitedUntil: Date?

    /// The DID `handle` resolved to, if it was resolved.
    func did(ofHandle handle: String) -> String? {
        lock.withLock { dids[handle] }
    }

    /// Remembers that `handle` is `did`.
    func remember(did: String, ofHandle handle: String) {
        lock.withLock { dids[handle] = did }
    }

    /// The cursor the server gave after the page whose oldest item was `id` in `feed`.
    func cursor(after id: Int64, in feed: String) -> String? {
        lock.withLock { cursors[feed]?[id] }
    }

    /// Remembers `cursor` as the one after the page whose oldest item was `id` in `feed`.
    func remember(cursor: String, after id: Int64, in feed: String) {
        lock.withLock {
            var known = cursors[feed] ?? [:]
            known[id] = cursor
            if known.count > BlueskySessionState.cursorsPerFeed, let oldest = known.keys.min() { known[oldest] = nil }
            cursors[feed] = known
        }
    }

    /// The end of a rate limit still in force at `now`, nil when requests may go.
    func rateLimitedUntil(now: Date) -> Date? {
        lock.withLock {
            guard let until = limitedUntil, until > now else { return nil }
            return until
        }
    }

    /// Forbids requests until `date` (a 429, or a window with no requests left).
    func limit(until date: Date) {
        lock.withLock { limitedUntil = max(limitedUntil ?? date, date) }
    }
}
