import RxStore

/// The news reader's local database: one SQLite file (`news.sqlite` in the data
/// directory) holding the `ReadMark`s of every source.
public enum NewsStorage {
    /// The file's name in the data directory.
    public static let fileName = "news.sqlite"

    /// The schema version this build writes (`PRAGMA user_version`).
    ///
    /// Version 1: `ReadMark`. Tables are made from the record types on first use and new
    /// columns are added by RxStore, so only renames and removals need a migration.
    public static let schemaVersion = 1

    /// The steps from older schemas (none yet).
    public static let migrations: [Store.Migration] = []
}
