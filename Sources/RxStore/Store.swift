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
    ///   `.schemaTooNew` (a newer app wrote the file; it is left untouched), or the error
    ///   a migration threw.
    public init(configuration: Configuration) throws {
        self.configuration = configuration
        switch configuration.location {
        case .file(let url):
            database = try Database(path: url.path, busyTimeout: configuration.busyTimeout)
        case .inMemory(let identifier):
            database = try Database.inMemory(identifier: identifier, busyTimeout: configuration.busyTimeout)
        }
        try migrate()
    }

    /// Opens a store at `url` (see `init(configuration:)`).
    public convenience init(url: URL, schemaVersion: Int = 0, migrations: [Migration] = []) throws {
        try self.init(configuration: .file(url, schemaVersion: schemaVersion, migrations: migrations))
    }

    private func migrate() throws {
        let target = configuration.schemaVersion
        try database.write { connection in
            let found = Int(try connection.scalar("PRAGMA user_version")?.int64 ?? 0)
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
