import Foundation
import RxCore
import RxStore

/// The news reader's local database: one SQLite file (`news.sqlite` in the data
/// directory) holding the `ReadMark`s of every source, in an RxStore `Store` (a fresh
/// in-memory database in tests). Thread-safe, as `Store` is.
public final class NewsStorage: Sendable {
    /// The store the marks live in.
    public let store: Store

    /// The file's name in the data directory.
    public static let fileName = "news.sqlite"

    /// The schema version this build writes (`PRAGMA user_version`).
    ///
    /// Version 1: `ReadMark`. Tables are made from the record types on first use and new
    /// columns are added by RxStore, so only renames and removals need a migration.
    public static let schemaVersion = 1

    /// The steps from older schemas (none yet).
    public static let migrations: [Store.Migration] = []

    /// Read marks kept in `store`.
    public init(store: Store) {
        self.store = store
    }

    /// Storage in a fresh in-memory database (tests, and a front end that keeps nothing).
    public static func inMemory() throws -> NewsStorage {
        NewsStorage(store: try Store(configuration: .inMemory(schemaVersion: schemaVersion)))
    }

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
}
