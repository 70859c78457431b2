import Foundation
import RxCore
import RxStore

/// The news reader's local database: one SQLite file (`news.sqlite` in the data
/// directory) holding the `ReadMark`s of every source and the `StoredStory`s the sources
/// answered (within `bounds`), in an RxStore `Store` (a fresh in-memory database in
/// tests). Thread-safe, as `Store` is.
public final class NewsStorage: Sendable {
    /// The store the marks and stories live in.
    public let store: Store
    /// How many stories are kept.
    public let bounds: NewsStoreBounds

    /// The file's name in the data directory.
    public static let fileName = "news.sqlite"

    /// The schema version this build writes (`PRAGMA user_version`).
    ///
    /// Version 1: `ReadMark`, and `StoredStory` since issue 29 item 14 (a new table needs
    /// no step: tables are made from the record types on first use and new columns are
    /// added by RxStore, so only renames and removals need a migration, and an older
    /// build still opens the file).
    public static let schemaVersion = 1

    /// The steps from older schemas (none yet).
    public static let migrations: [Store.Migration] = []

    /// Read marks and stories kept in `store`, stories within `bounds`.
    public init(store: Store, bounds: NewsStoreBounds = NewsStoreBounds()) {
        self.store = store
        self.bounds = bounds
    }

    /// Storage in a fresh in-memory database (tests, and a front end that keeps nothing).
    public static func inMemory() throws -> NewsStorage {
        NewsStorage(store: try Store(configuration: .inMemory(schemaVersion: schemaVersion)))
    }

    // MARK: - Read marks

    /// Keeps the story `id` as read at `date`; a story read again keeps the date it was
    /// first opened (`ReadMark.readAt`), so reopening writes nothing.
    public func markRead(_ id: String, at date: Date) throws {
        try store.write {
            guard try store.object(ofType: ReadMark.self, forPrimaryKey: id) == nil else { return }
            try store.add(ReadMark(id: id, readAt: date), update: .error)
        }
    }

    /// The ids of the stories read, now and after every change (on `scheduler`).
    public func readIDs(on scheduler: ImmediateSchedulerType) -> Observable<Set<String>> {
        Observable.array(from: store.objects(ReadMark.self), on: scheduler).map { Set($0.map(\.id)) }
    }

    // MARK: - Stories

    /// Keeps `items`, the page at `offset` of the source `source` titled `title` (nil:
    /// the title kept stays), fetched at `date`.
    ///
    /// The first page (offset 0) begins a fetch: its stories are stamped `date`, its title
    /// is kept, and the store is pruned to `bounds` (by age, then this source's count).
    /// Later pages join the source's newest fetch, so the stored order is the fetch's
    /// order across pages. A story stored before moves to its new place.
    public func keep(_ items: [NewsItem], source: String, title: String?, offset: Int, at date: Date) throws {
        try store.write {
            let fetchedAt = offset == 0 ? date : try newestFetch(of: source) ?? date
            try store.add(items.enumerated().map { index, item in
                StoredStory(source: source, item: item, position: offset + index, fetchedAt: fetchedAt)
            }, update: .all)
            guard offset == 0 else { return }
            if let title { try store.add(StoredSource(source: source, title: title), update: .all) }
            try prune(source: source, now: date)
        }
    }

    /// At most `limit` stories of `source`, the newest fetch's first and in its order,
    /// with the title they came with; nil when none are stored.
    public func storedStories(of source: String, limit: Int) throws -> StoredStories? {
        let rows = try stories(of: source).limit(max(1, limit)).toArray()
        guard let first = rows.first else { return nil }
        let title = try store.object(ofType: StoredSource.self, forPrimaryKey: source)?.title
        return StoredStories(items: rows.map(\.item), fetchedAt: first.fetchedAt, title: title)
    }

    private func stories(of source: String) -> Results<StoredStory> {
        store.objects(StoredStory.self).filter("source = ?", source)
            .sorted(by: "fetchedAt", ascending: false).sorted(by: "position")
    }

    private func newestFetch(of source: String) throws -> Date? {
        try store.objects(StoredStory.self).filter("source = ?", source).sorted(by: "fetchedAt", ascending: false)
            .limit(1).toArray().first?.fetchedAt
    }

    /// Drops the stories no fetch brought within `bounds.days` of `now`, then the ones
    /// of `source` past its `bounds.itemsPerSource` newest. Counts first, so a store
    /// within its bounds is not written.
    private func prune(source: String, now: Date) throws {
        let oldest = bounds.oldestKept(now: now)
        if try store.objects(StoredStory.self).filter("fetchedAt < ?", oldest).fetchCount() > 0 {
            try store.execute(#"DELETE FROM "StoredStory" WHERE "fetchedAt" < ?"#, oldest)
        }
        guard try store.objects(StoredStory.self).filter("source = ?", source).fetchCount() > bounds.itemsPerSource else { return }
        try store.execute(#"""
            DELETE FROM "StoredStory" WHERE "source" = ?1 AND "key" NOT IN (
                SELECT "key" FROM "StoredStory" WHERE "source" = ?1
                ORDER BY "fetchedAt" DESC, "position" ASC LIMIT ?2)
            """#, source, bounds.itemsPerSource)
    }
}
