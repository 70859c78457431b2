internal import CSQLite

/// RxStore: local persistence with observable change sets (Realm + RxRealm's role), on SQLite.
public enum RxStore {
    /// The version of the SQLite library in use.
    public static var sqliteVersion: String { String(cString: sqlite3_libversion()) }
}
