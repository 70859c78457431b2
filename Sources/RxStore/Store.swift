import Foundation

/// A local database of records, on SQLite: Realm's role.
///
/// Open one with a `Configuration` (a file, or an in-memory database by identifier).
/// Any thread may use a store: writes run one at a time in `write { }` transactions;
/// reads run alongside them on a small pool of reader connections, each `read { }`
/// seeing one consistent snapshot. Record methods called outside `write`/`read` run in
/// their own transaction. Change observers (see `Observable.changeset(from:)`) are called
/// after the commit, never while a lock is held.
public final class Store: Sendable {
    /// The configuration the store was opened with.
    public let configuration: Configuration
    let database: Database

    /// Opens the store, creating the file if needed, and brings its schema to
    /// `configuration.schemaVersion` by running the pending migrations.
    ///
    /// - Throws: `StoreError.cannotOpen`, `.notADatabase`, `.corrupt`, `.lockedTooLong`,
    ///   `.schemaTooNew` (a newer app wrote the file; it is left untouched),
    ///   `.foreignDatabase` (another program's database; left untouched), `.readOnly`
    ///   (the file or its directory cannot be written), or the error a migration threw.
    public init(configuration: Configuration) throws {
        self.configuration = configuration
        switch configuration.location {
        case .file(let url):
            if FileManager.default.fileExists(atPath: url.path) {
                // Before the writer opens it (and turns WAL on): a foreign file stays as it was.
                try Store.refuseForeign(at: url, configuration: configuration)
            }
            database = try Database(path: url.path, busyTimeout: configuration.busyTimeout,
                                    otherWritersInterval: configuration.otherProcessesCheckInterval,
                                    memoryMapSize: configuration.memoryMapSize, pageCacheSize: configuration.pageCacheSize)
        case .inMemory(let identifier):
            database = try Database.inMemory(identifier: identifier, busyTimeout: configuration.busyTimeout)
        }
        do {
            try migrate()
        } catch let error as StoreError {
            // The first write fails in SQLite's ways when the directory cannot take a journal.
            switch (error, configuration.location) {
            case (.sqlite, .file(let url)), (.cannotOpen, .file(let url)):
                throw FilePermissions.readOnlyError(path: url.path) ?? error
            default:
                throw error
            }
        }
    }

    /// Opens a store at `url` (see `init(configuration:)`).
    public convenience init(url: URL, schemaVersion: Int = 0, migrations: [Migration] = []) throws {
        try self.init(configuration: .file(url, schemaVersion: schemaVersion, migrations: migrations))
    }

    private func migrate() throws {
        let target = configuration.schemaVersion
        try database.write { connection in
            let found = Int(try connection.scalar("PRAGMA user_version")?.int64 ?? 0)
            if let mark = configuration.applicationID, try connection.scalar("PRAGMA application_id")?.int64 != Int64(mark) {
                try connection.execute("PRAGMA application_id = \(mark)")
            }
            if found > target { throw StoreError.schemaTooNew(found: found, supported: target) }
            guard found < target else { return }
            let isEmpty = (try connection.scalar("SELECT count(*) FROM sqlite_master")?.int64 ?? 0) == 0
            if !isEmpty {
                for migration in configuration.migrations.sorted(by: { $0.version < $1.version })
                where migration.version > found && migration.version <= target {
                    try migration.body(self)
                }
            }
            try connection.execute("PRAGMA user_version = \(target)")
            database.forgetTables()
        }
    }

    /// Throws `foreignDatabase` when the existing file at `url` is not this app's: it
    /// carries another application id, or it has tables but no schema version although
    /// this app writes one and has no migration from version 0. Reads through a
    /// query-only connection, so a foreign file is not changed.
    private static func refuseForeign(at url: URL, configuration: Configuration) throws {
        let connection: Connection
        do {
            connection = try Connection(path: url.path, isWriter: false, busyTimeout: configuration.busyTimeout)
        } catch {
            throw FilePermissions.readOnlyError(path: url.path) ?? error
        }
        let mark = try connection.scalar("PRAGMA application_id")?.int64 ?? 0
        if let expected = configuration.applicationID, mark != 0, mark != Int64(expected) {
            throw StoreError.foreignDatabase(path: url.path, reason: "its application id is \(mark), not this app's \(expected)")
        }
        let found = try connection.scalar("PRAGMA user_version")?.int64 ?? 0
        guard found == 0, configuration.schemaVersion > 0, mark == 0,
              !configuration.migrations.contains(where: { $0.version == 1 }) else { return }
        var tables: [String] = []
        try connection.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name LIMIT 6") { statement in
            if case .text(let name) = statement.value(at: 0) { tables.append(name) }
        }
        guard !tables.isEmpty else { return }
        let listed = tables.prefix(5).joined(separator: ", ") + (tables.count > 5 ? ", …" : "")
        throw StoreError.foreignDatabase(path: url.path, reason: "it has no schema version of this app and holds other tables: \(listed)")
    }

    /// Moves every committed transaction from the write-ahead log into the database file
    /// and empties the log (`PRAGMA wal_checkpoint(TRUNCATE)`), so the file alone holds
    /// everything: call on a clean exit. Waits for a write in progress; readers still
    /// reading keep their part of the log (the log is then only partly emptied).
    ///
    /// - Throws: `StoreError`s of the checkpoint.
    public func checkpoint() throws {
        guard case .file = configuration.location else { return }
        try database.checkpoint()
    }

    /// Takes in what other processes (or other stores on the same file) committed since
    /// this store last looked: live queries re-read their rows and emit what changed
    /// (Realm's `refresh()`). A store with live queries also looks by itself every
    /// `configuration.otherProcessesCheckInterval` seconds, and every write looks first.
    /// Returns whether there was anything; false for an in-memory store and while a write
    /// of this store is in progress (that write takes them in). Any thread.
    ///
    /// - Throws: `StoreError`s of reading the file's change counter.
    @discardableResult
    public func refresh() throws -> Bool {
        try database.noticeOtherWriters()
    }

    /// The schema version stored in the file.
    public var schemaVersion: Int {
        get throws { try database.read { Int(try $0.scalar("PRAGMA user_version")?.int64 ?? 0) } }
    }

    /// Runs `body` in a write transaction: all its changes commit together, or none when
    /// it throws (the error is rethrown). Writers from other threads wait their turn.
    /// A nested `write` joins the outer transaction (inside a savepoint: if the nested
    /// body throws, only its changes are undone).
    @discardableResult
    public func write<Result>(_ body: () throws -> Result) throws -> Result {
        try database.write { _ in try body() }
    }

    /// Runs `body` with every read in it seeing the same committed snapshot.
    /// Inside `write` it sees that transaction's changes. Do not write inside `read`.
    public func read<Result>(_ body: () throws -> Result) throws -> Result {
        try database.read { _ in try body() }
    }

    /// Runs one SQL statement in a write (joining the current one), binding `arguments` to
    /// its `?` parameters in order. Arguments are always bound, never spliced into the SQL.
    /// Every live query is refreshed after the commit, as any table may have changed.
    public func execute(_ sql: String, _ arguments: (any StoreValueConvertible)?...) throws {
        let values = arguments.map { $0?.storeValue ?? .null }
        try database.write { connection in
            try connection.execute(sql, values)
            database.markChanged("*")
            database.forgetTables()
        }
    }

    /// Runs one SQL query (in a read) and returns its rows as column name → value.
    public func rows(_ sql: String, _ arguments: (any StoreValueConvertible)?...) throws -> [[String: StoreValue]] {
        let values = arguments.map { $0?.storeValue ?? .null }
        return try database.read { connection in
            var rows: [[String: StoreValue]] = []
            try connection.query(sql, values) { statement in
                var row: [String: StoreValue] = [:]
                for index in 0..<statement.columnCount {
                    row[statement.columnName(index)] = statement.value(at: index)
                }
                rows.append(row)
            }
            return rows
        }
    }
}

extension StoreValue {
    /// The integer, or nil for any other kind.
    var int64: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }
}
