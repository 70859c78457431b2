import Foundation

/// The items of the latest first page of each feed, parsed, by their bytes: a poll asks
/// for the same first page again, and an item answered again byte for byte is handed
/// on as it was parsed then instead of being parsed again (most of a page between two
/// polls is posts already seen). Identical bytes parse to the same object, so what the
/// source answers does not change; an item that changed in any byte is parsed anew.
/// Each parsed item carries its reading (`BlueskyReadItem`), so a reused one is not
/// read into a tweet again either.
///
/// Thread safety (`@unchecked Sendable`): `pages` is touched only inside `lock`, and
/// nothing outside the type is called while it is held; the parsed objects are
/// immutable values, read by whichever thread gets them.
final class BlueskyItemCache: @unchecked Sendable {
    /// Feeds remembered at most (the reader shows one list and a few members' feeds).
    static let feedLimit = 8

    private let lock = NSLock()
    private var pages: [String: [Data: JSONObject]] = [:]

    /// The objects of `elements` (see `JSONObject.lossyObjects`), reusing those of the
    /// first page last answered for `feed`; remembers these as that page's.
    func objects(of elements: [Data], firstPageOf feed: String) -> [JSONObject] {
        let known = lock.withLock { pages[feed] ?? [:] }
        var page: [Data: JSONObject] = [:]
        page.reserveCapacity(elements.count)
        let objects = elements.map { element -> JSONObject in
            let object = known[element] ?? BlueskyReadItem.carrying(JSONObject.lossyObjects(of: [element])[0])
            page[element] = object
            return object
        }
        let replaced = lock.withLock { () -> Retired in
            var replaced = Retired(pages[feed].map { [$0] } ?? [])
            if pages[feed] == nil, pages.count >= BlueskyItemCache.feedLimit {
                replaced = Retired(Array(pages.values))
                pages.removeAll()
            }
            pages[feed] = page
            return replaced
        }
        // Freeing the items that fell out (nested dictionaries) is left to another
        // thread: the poll is waiting for these objects.
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(replaced) {} }
        return objects
    }

    /// Pages on their way out, carried to the thread that frees them. `@unchecked
    /// Sendable`: nothing reads them any more; they are only released.
    private struct Retired: @unchecked Sendable {
        let pages: [[Data: JSONObject]]
        init(_ pages: [[Data: JSONObject]]) { self.pages = pages }
    }
}
