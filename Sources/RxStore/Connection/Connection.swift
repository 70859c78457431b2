internal import CSQLite
import Foundation

/// One SQLite connection and its statement cache.
///
/// Lock discipline: a connection is used by one thread at a time — the writer under
/// `Database`'s write lock, a reader while checked out of the reader pool — so it keeps
/// no lock of its own; `@unchecked Sendable` only lets it move between those threads.
final class Connection: @unchecked Sendable {
    let handle: OpaquePointer
    /// The file path (or in-memory description) for error messages.
    let path: String
    private var cache: [String: Statement] = [:]

    /// Opens (creating if needed) the database at `path`, or a private in-memory one when
    /// `path` is nil, and applies the connection settings every connection shares.
    /// A reader (`isWriter == false`) is opened read-write, because WAL readers update the
    /// shared-memory index, but refuses writes through `query_only`. A file's pages are read
    /// through a memory map of up to `memoryMapSize` bytes (0: none), and at most
    /// `pageCacheSize` bytes of pages are cached (0: SQLite's default).
    init(path: String?, isWriter: Bool, busyTimeout: TimeInterval, memoryMapSize: Int = 0, pageCacheSize: Int = 0) throws(StoreError) {
        var pointer: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let displayPath = path ?? ":memory:"
        let code = sqlite3_open_v2(displayPath, &pointer, flags, nil)
        guard let pointer else { throw .cannotOpen(path: displayPath, reason: "out of memory") }
        guard code == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(pointer))
            sqlite3_close_v2(pointer)
            switch code & 0xff {
            case SQLITE_NOTADB: throw .notADatabase(path: displayPath)
            case SQLITE_CORRUPT: throw .corrupt(path: displayPath)
            default: throw .cannotOpen(path: displayPath, reason: message)
            }
        }
        self.handle = pointer
        self.path = displayPath
        sqlite3_extended_result_codes(pointer, 1)
        sqlite3_busy_timeout(pointer, Int32(max(0, busyTimeout * 1000)))
        do {
            // The first statement reads the header: a foreign or damaged file fails here.
            _ = try retryingWhileLocked(busyTimeout) { () throws(StoreError) in try scalar("SELECT count(*) FROM sqlite_master") }
            if path != nil && isWriter {
                // synchronous=NORMAL (SQLite's default is FULL): in WAL mode a commit
                // then writes the WAL without waiting for fsync, and the WAL is synced at
                // each checkpoint. The database can never be corrupted this way, and a
                // committed transaction survives the app crashing or being killed (it is
                // in the OS's hands); only an OS crash or power loss may roll back the
                // transactions committed since the last checkpoint. That is the usual
                // setting for app caches, and a commit costs no disk flush.
                if try retryingWhileLocked(busyTimeout, { () throws(StoreError) in try scalar("PRAGMA journal_mode = WAL") }) == .text("wal") {
                    try execute("PRAGMA synchronous = NORMAL")
                }
            }
            if !isWriter {
                try execute("PRAGMA query_only = ON")
            }
            try execute("PRAGMA foreign_keys = ON")
            if path != nil && memoryMapSize > 0 {
                // A query, not a statement: it answers with the size SQLite allows.
                _ = try scalar("PRAGMA mmap_size = \(memoryMapSize)")
            }
            if pageCacheSize > 0 {
                // A negative size is in KiB rather than pages, whatever the page size.
                try execute("PRAGMA cache_size = -\(max(1, pageCacheSize / 1024))")
            }
        } catch {
            cache.removeAll()
            sqlite3_close_v2(pointer)
            throw error
        }
    }

    deinit {
        cache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs `body` again while it fails with a lock, until `timeout` has passed. Opening a
    /// file another process is opening at the same moment (reading its header during that
    /// process's WAL recovery, switching a new file to WAL) can fail with SQLITE_BUSY
    /// without SQLite calling the busy handler, so the busy timeout alone does not wait:
    /// two `tweetie`s started together saw "locked" at once.
    private func retryingWhileLocked<T>(_ timeout: TimeInterval, _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            do {
                return try body()
            } catch .lockedTooLong where Date() < deadline {
                usleep(10_000)
            }
        }
    }

    /// The typed error for result `code`, with the connection's last message.
    func error(_ code: Int32) -> StoreError {
        let message = String(cString: sqlite3_errmsg(handle))
        switch code & 0xff {
        case SQLITE_NOTADB: return .notADatabase(path: path)
        case SQLITE_CORRUPT: return .corrupt(path: path)
        case SQLITE_BUSY, SQLITE_LOCKED: return .lockedTooLong
        case SQLITE_FULL: return .diskFull(path: path)
        case SQLITE_CONSTRAINT: return .constraint(message: message)
        case SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: message)
        default: return .sqlite(code: code, message: message)
        }
    }

    /// The cached prepared statement for `sql` (prepared on first use), or a fresh one
    /// when the cached one is in use further up the stack.
    func prepare(_ sql: String) throws(StoreError) -> Statement {
        if let cached = cache[sql], !cached.inUse {
            cached.inUse = true
            return cached
        }
        var pointer: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard code == SQLITE_OK, let pointer else { throw error(code) }
        let statement = Statement(handle: pointer, connection: self)
        if cache[sql] == nil { cache[sql] = statement }
        statement.inUse = true
        return statement
    }

    /// Runs `sql` with `arguments` to completion, discarding any rows.
    func execute(_ sql: String, _ arguments: [StoreValue] = []) throws(StoreError) {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(arguments)
        while try statement.step() {}
    }

    /// Runs `sql` with `arguments` and calls `row` for each result row.
    func query(_ sql: String, _ arguments: [StoreValue] = [], row: (Statement) throws -> Void) throws {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(arguments)
        while try statement.step() { try row(statement) }
    }

    /// The first column of the first row, or nil when there is no row.
    func scalar(_ sql: String, _ arguments: [StoreValue] = []) throws(StoreError) -> StoreValue? {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(arguments)
        return try statement.step() ? statement.value(at: 0) : nil
    }

    /// True when SQLite could only open the database read-only (the file cannot be written).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// True while a transaction is open on this connection.
    var inTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Rows changed by the last INSERT/UPDATE/DELETE.
    var changes: Int { Int(sqlite3_changes(handle)) }
}
