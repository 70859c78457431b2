import Foundation
import RxCore

/// Where the news reader keeps which stories were read and what the sources answered:
/// the list's storage, behind this protocol so tests can swap it. `NewsStorage` keeps
/// them in SQLite. Implementations are thread-safe.
public protocol NewsStorageType: AnyObject, Sendable {
    /// Keeps the story `id` as read at `date`.
    func markRead(_ id: String, at date: Date) throws
    /// The ids of the stories read (in any run), now and after every change (on `scheduler`).
    func readIDs(on scheduler: ImmediateSchedulerType) -> Observable<Set<String>>
    /// Keeps `items`, the page at `offset` of the source whose `storageKey` is `source`,
    /// titled `title` (nil: the kept title stays), fetched at `date` (offset 0 begins a
    /// new fetch).
    func keep(_ items: [NewsItem], source: String, title: String?, offset: Int, at date: Date) throws
    /// At most `limit` stored stories of `source`, newest fetch first, with the title
    /// they came with; nil when none.
    func storedStories(of source: String, limit: Int) throws -> StoredStories?
}

extension NewsStorageType {
    /// Keeps `items` without a title (the kept one stays).
    public func keep(_ items: [NewsItem], source: String, offset: Int, at date: Date) throws {
        try keep(items, source: source, title: nil, offset: offset, at: date)
    }
}

extension NewsStorage: NewsStorageType {}
