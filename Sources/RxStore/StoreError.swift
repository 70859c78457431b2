import Foundation

/// Why a store operation failed. Every case says what happened and what the user can do;
/// none carries the values bound to a statement (they may be private data), only
/// paths, SQLite's own messages (which name tables and columns, never values) and codes.
public enum StoreError: Swift.Error, Equatable, Sendable {
    /// The database file could not be opened or created (missing directory, permissions, ...).
    case cannotOpen(path: String, reason: String)
    /// The file exists but is not an SQLite database (a foreign file, or a damaged header).
    case notADatabase(path: String)
    /// The file is a healthy SQLite database, but another program's: it holds tables yet
    /// no schema version of this app (or another application id). It was left untouched.
    case foreignDatabase(path: String, reason: String)
    /// The database, or the directory it needs to write its journal in, cannot be
    /// written (permissions, a read-only file system, an immutable file); `reason` says
    /// which. Nothing is wrong with the data.
    case readOnly(path: String, reason: String)
    /// The file is an SQLite database whose content is damaged.
    case corrupt(path: String)
    /// Another connection (or process) kept the database locked longer than the busy timeout.
    case lockedTooLong
    /// The disk (or the database's size limit) is full; the failed transaction was rolled back.
    case diskFull(path: String)
    /// A constraint failed: a duplicate primary key with the `.error` policy, a UNIQUE index,
    /// a NOT NULL column or a foreign key. `message` is SQLite's, e.g. "UNIQUE constraint failed: Tweet.id".
    case constraint(message: String)
    /// The file was written by a newer version of the app (its schema version is `found`,
    /// this build supports up to `supported`); it was left untouched.
    case schemaTooNew(found: Int, supported: Int)
    /// A record type cannot be mapped to columns, or a row cannot be decoded into it.
    case invalidRecord(type: String, reason: String)
    /// Any other SQLite failure: the primary result code and SQLite's message.
    case sqlite(code: Int32, message: String)
}

extension StoreError: CustomStringConvertible, LocalizedError {
    /// A sentence for logs and alerts: what happened and what can be done.
    public var description: String {
        switch self {
        case let .cannotOpen(path, reason):
            return "Cannot open the database at \(path): \(reason). Check that the directory exists and is writable."
        case let .notADatabase(path):
            return "The file at \(path) is not a database (it may be a foreign or damaged file). Start fresh by deleting it (and its -wal and -shm files), or restore a backup."
        case let .foreignDatabase(path, reason):
            return "The file at \(path) is another program's SQLite database (\(reason)); it was left untouched. Use another file name or location for this app's database."
        case let .readOnly(path, reason):
            return "The database at \(path) cannot be written: \(reason). Nothing is wrong with its data; check the permissions of the file and its directory."
        case let .corrupt(path):
            return "The database at \(path) is damaged. Start fresh by deleting it (and its -wal and -shm files), or restore a backup."
        case .lockedTooLong:
            return "The database stayed locked by another connection or process longer than the busy timeout. Try again, or close the other program using it."
        case let .diskFull(path):
            return "The disk holding \(path) is full; the last change was rolled back and nothing committed was lost. Free some space and try again."
        case let .constraint(message):
            return "A constraint failed (\(message)); the change was rolled back. Use another update policy or fix the conflicting value."
        case let .schemaTooNew(found, supported):
            return "The database was written by a newer version of the app (schema \(found), this version supports \(supported)); it was left untouched. Update the app, or start fresh by deleting the file."
        case let .invalidRecord(type, reason):
            return "Records of type \(type) cannot be stored or read: \(reason)."
        case let .sqlite(code, message):
            return "SQLite error \(code): \(message)."
        }
    }

    /// The same as `description`.
    public var errorDescription: String? { description }
}
