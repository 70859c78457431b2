import Foundation

extension Store {
    /// Where a store lives and which schema version this build of the app expects.
    public struct Configuration: Sendable {
        /// A database file or a named in-memory database.
        public enum Location: Sendable, Hashable {
            /// A file, created when missing (the directory must exist), opened in WAL mode
            /// with `synchronous=NORMAL`: a commit survives the app crashing or being
            /// killed, and the file is never left damaged; only an OS crash or power loss
            /// may undo the commits made since the last checkpoint (the WAL is synced then).
            case file(URL)
            /// An in-memory database shared by every store opened with the same identifier
            /// while one of them is alive; gone when the last one is released. Use a fresh
            /// identifier per test for a clean store (Realm's `inMemoryIdentifier`).
            case inMemory(identifier: String)
        }

        /// Where the database is.
        public var location: Location
        /// The schema version this build expects (stored in `PRAGMA user_version`).
        public var schemaVersion: Int
        /// The migrations; those newer than the file's version run in ascending order.
        public var migrations: [Migration]
        /// How long a statement waits for another process's lock before `StoreError.lockedTooLong`.
        public var busyTimeout: TimeInterval
        /// The app's mark in the file header (`PRAGMA application_id`), written on open;
        /// a file carrying another non-zero mark is `StoreError.foreignDatabase`. Nil
        /// leaves the header alone.
        public var applicationID: Int32?
        /// How often, in seconds, a file store with live queries looks for commits of other
        /// processes sharing the file (one `PRAGMA data_version`, on a utility queue), so
        /// their rows reach the live queries (see `Store.refresh()`); 0 never looks.
        public var otherProcessesCheckInterval: TimeInterval
        /// How many bytes of a file store each connection reads through a memory map
        /// (`PRAGMA mmap_size`) instead of `pread` into its page cache; 0 (the default)
        /// maps nothing. A store read whole at start (thousands of rows before a first
        /// frame) is spared a system call and a copy per page; the pages read count in the
        /// process's resident memory while mapped. SQLite's caveat: a process that
        /// truncates the file under a mapping (not SQLite, which never does) can crash the
        /// reader with SIGBUS.
        public var memoryMapSize: Int
        /// At most how many bytes of pages each connection to a file store keeps in its page cache
        /// (`PRAGMA cache_size`, rounded down to whole KiB); 0 (the default) keeps SQLite's
        /// own limit, 2 MiB per connection. A process that writes a few hundred rows and
        /// exits gains nothing from a big cache: every page it fills stays resident until it
        /// ends. A small cache only reads pages from the file (or the OS's cache) more often.
        public var pageCacheSize: Int

        /// Creates a configuration.
        public init(location: Location, schemaVersion: Int = 0, migrations: [Migration] = [], busyTimeout: TimeInterval = 5,
                    applicationID: Int32? = nil, otherProcessesCheckInterval: TimeInterval = 1, memoryMapSize: Int = 0,
                    pageCacheSize: Int = 0) {
            self.location = location
            self.schemaVersion = schemaVersion
            self.migrations = migrations
            self.busyTimeout = busyTimeout
            self.applicationID = applicationID
            self.otherProcessesCheckInterval = otherProcessesCheckInterval
            self.memoryMapSize = memoryMapSize
            self.pageCacheSize = pageCacheSize
        }

        /// A file store at `url`.
        public static func file(_ url: URL, schemaVersion: Int = 0, migrations: [Migration] = [],
                                applicationID: Int32? = nil) -> Configuration {
            Configuration(location: .file(url), schemaVersion: schemaVersion, migrations: migrations, applicationID: applicationID)
        }

        /// An in-memory store; the default identifier is new each call, so the store starts empty.
        public static func inMemory(identifier: String = UUID().uuidString, schemaVersion: Int = 0, migrations: [Migration] = []) -> Configuration {
            Configuration(location: .inMemory(identifier: identifier), schemaVersion: schemaVersion, migrations: migrations)
        }
    }

    /// One schema step: what to run to bring a database from `version - 1` to `version`.
    ///
    /// Migrations run inside one write transaction at open, so a failing migration leaves
    /// the file at its old version. A brand-new (empty) database skips them: record tables
    /// are created from the current types when first used.
    public struct Migration: Sendable {
        /// The schema version this step leads to.
        public let version: Int
        let body: @Sendable (Store) throws -> Void

        /// Creates a step; `body` receives the store and may call `execute` and record methods.
        public init(version: Int, _ body: @escaping @Sendable (Store) throws -> Void) {
            self.version = version
            self.body = body
        }
    }
}
