import Foundation

/// A value type stored as one row of its own table: Realm's `Object`, for Codable structs.
///
/// The table is named `tableName` (the type's name by default). Each top-level stored
/// property becomes a typed column named after its coding key: `Bool` and integers are
/// INTEGER, `Double`/`Float` and `Date` (Unix time) REAL, `String`, `URL`, `UUID` TEXT,
/// `Data` BLOB; optionals are nullable. A property that encodes as a single value (an enum
/// with a raw value, a wrapper) gets that value's column type; any other nested value
/// (a struct, an array, a dictionary) is stored as JSON text in one column.
///
/// Columns are derived by decoding the type from default values, so an enum property
/// whose `0`/`""` raw value is not a case must be `CaseIterable` (or optional).
/// Columns added to the type later are added to the table (nullable) on first use;
/// removing or renaming columns is a job for a `Store.Migration`.
public protocol Record: Codable {
    /// The table name; the type's name by default.
    static var tableName: String { get }
    /// The coding key (column name) of the primary key property.
    static var primaryKey: String { get }
    /// The indexes to create besides the primary key; none by default.
    static var indexes: [RecordIndex] { get }
}

extension Record {
    /// The type's name.
    public static var tableName: String { String(describing: Self.self) }

    /// No extra indexes.
    public static var indexes: [RecordIndex] { [] }
}

/// An index a `Record` type declares over one or more of its columns.
public struct RecordIndex: Sendable, Hashable {
    /// The indexed columns, in order.
    public var columns: [String]
    /// True to reject two rows with the same values (`StoreError.constraint`).
    public var unique: Bool

    /// An index over `columns`.
    public init(_ columns: String..., unique: Bool = false) {
        self.columns = columns
        self.unique = unique
    }
}

/// What `Store.add(_:update:)` does when a record with the same primary key exists
/// (Realm's `UpdatePolicy`).
public enum UpdatePolicy: Sendable, Hashable {
    /// Throw `StoreError.constraint` and roll the batch back (a plain INSERT).
    case error
    /// Overwrite only the columns whose values differ; an identical record is left alone,
    /// so it is not reported as updated (ON CONFLICT DO UPDATE ... WHERE a column differs,
    /// otherwise effectively DO NOTHING).
    case modified
    /// Overwrite every column (ON CONFLICT DO UPDATE SET every column).
    case all
}
