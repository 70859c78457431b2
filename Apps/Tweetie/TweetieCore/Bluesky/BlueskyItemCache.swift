import Foundation

/// The items of the latest first page of each feed, parsed and read, by their bytes: a
/// poll asks for the same first page again, and an item answered again byte for byte is
/// handed on as it was parsed and read then (`BlueskyFeedItem`: object, tweet and id)
/// instead of being parsed and read again (most of a page between two polls is posts
/// already seen). Identical bytes parse to the same object, so what the source answers
/// does not change; an item that changed in any byte is parsed and read anew.
///
/// Thread safety (`@unchecked Sendable`): `pages` is touched only inside `lock`, and
/// nothing outside the type is called while it is held; the items are immutable values,
/// read by whichever thread gets them.
final class BlueskyItemCache: @unchecked Sendable {
    /// Feeds remembered at most (the reader shows one list and a few members' feeds).
    static let feedLimit = 8

    private let lock = NSLock()
    private var pages: [String: [Data: BlueskyFeedItem]] = [:]

    /// The items of `elements` (each one array element's bytes), reusing those of the
    /// first page last answered for `feed`; remembers these as that page's.
    func items(of elements: [Data], firstPageOf feed: String) -> [BlueskyFeedItem] {
        var known = lock.withLock { pages[feed] ?? [:] }
        var page: [Data: BlueskyFeedItem] = [:]
        page.reserveCapacity(elements.count)
        let items = elements.map { element -> BlueskyFeedItem in
            let item = known[element] ?? BlueskyFeedItem(element: element)
            page[element] = item
            return item
        }
        // Let go of the old page before it is handed away (see `Retired`).
        known = [:]
        let retired = Retired()
        lock.withLock {
            if let old = pages.removeValue(forKey: feed) {
                retired.pages.append(old)
            } else if pages.count >= BlueskyItemCache.feedLimit {
                retired.pages = Array(pages.values)
                pages.removeAll()
            }
            pages[feed] = page
        }
        // Freeing the items that fell out (nested dictionaries) is left to another
        // thread: the poll is waiting for these items.
        DispatchQueue.global(qos: .utility).async { retired.pages.removeAll() }
        return items
    }

    /// Pages on their way out, carried to the thread that frees them. Only the box holds
    /// them, and that thread empties it: a reference kept by the poll (a local, or the
    /// closure's copy) would make the poll free them whenever that thread ran first.
    /// `@unchecked Sendable`: filled before it is handed over, then touched only there.
    private final class Retired: @unchecked Sendable {
        var pages: [[Data: BlueskyFeedItem]] = []
    }
}
