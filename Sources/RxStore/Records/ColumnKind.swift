import Foundation
import Synchronization

/// The storage class of a record column.
enum ColumnKind: Sendable {
    case integer, real, text, blob, json

    var sqlType: String {
        switch self {
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text, .json: "TEXT"
        case .blob: "BLOB"
        }
    }
}

/// The table a record type maps to.
struct TableSchema: Sendable {
    struct Column: Sendable {
        let name: String
        let kind: ColumnKind
        let optional: Bool
    }

    let table: String
    let columns: [Column]
    let primaryKey: String
    let indexes: [RecordIndex]
    /// The position of each column in `columns`, by name.
    let columnIndex: [String: Int]
    /// The position of the primary key in `columns`.
    let primaryKeyIndex: Int
    /// The INSERT statement for each update policy (built once: a batch binds it per record).
    private let insertStatements: [UpdatePolicy: String]

    /// Fails (returns nil) when `primaryKey` is not one of `columns`.
    init?(table: String, columns: [Column], primaryKey: String, indexes: [RecordIndex]) {
        self.table = table
        self.columns = columns
        self.primaryKey = primaryKey
        self.indexes = indexes
        var columnIndex: [String: Int] = [:]
        for (index, column) in columns.enumerated() where columnIndex[column.name] == nil {
            columnIndex[column.name] = index
        }
        guard let primaryKeyIndex = columnIndex[primaryKey] else { return nil }
        self.columnIndex = columnIndex
        self.primaryKeyIndex = primaryKeyIndex
        var insertStatements: [UpdatePolicy: String] = [:]
        for policy in [UpdatePolicy.error, .modified, .all] {
            insertStatements[policy] = Self.insertSQL(table: table, columns: columns, primaryKey: primaryKey, policy: policy)
        }
        self.insertStatements = insertStatements
    }

    /// The statement adding one record with `policy`; its parameters are the columns in order.
    func insertSQL(_ policy: UpdatePolicy) -> String {
        insertStatements[policy] ?? Self.insertSQL(table: table, columns: columns, primaryKey: primaryKey, policy: policy)
    }

    private static func insertSQL(table: String, columns: [Column], primaryKey: String, policy: UpdatePolicy) -> String {
        let table = quoted(table)
        let names = columns.map { quoted($0.name) }
        let insert = "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(Array(repeating: "?", count: names.count).joined(separator: ", ")))"
        let others = columns.filter { $0.name != primaryKey }.map { quoted($0.name) }
        let conflict = "ON CONFLICT(\(quoted(primaryKey)))"
        switch policy {
        case .error:
            return insert
        case _ where others.isEmpty:
            return "\(insert) \(conflict) DO NOTHING"
        case .all:
            return "\(insert) \(conflict) DO UPDATE SET \(others.map { "\($0) = excluded.\($0)" }.joined(separator: ", "))"
        case .modified:
            let set = others.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
            let differs = others.map { "\(table).\($0) IS NOT excluded.\($0)" }.joined(separator: " OR ")
            return "\(insert) \(conflict) DO UPDATE SET \(set) WHERE \(differs)"
        }
    }

    /// The schema of `type`, derived once and cached.
    static func of<T: Record>(_ type: T.Type) throws(StoreError) -> TableSchema {
        let key = ObjectIdentifier(type)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let columns = try SchemaDecoder.columns(of: type)
        guard let schema = TableSchema(table: T.tableName, columns: columns, primaryKey: T.primaryKey, indexes: T.indexes) else {
            throw .invalidRecord(type: String(describing: type), reason: "the primary key \(T.primaryKey) is not one of its coding keys")
        }
        cache.withLock { $0[key] = schema }
        return schema
    }

    /// Schemas by record type. Nothing else runs under its lock (schemas are built before
    /// it is taken); taken once per store operation, next to SQLite's work, so not hot.
    private static let cache = Mutex<[ObjectIdentifier: TableSchema]>([:])
}

/// `name` as a quoted SQL identifier (never a value: values are always bound).
func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
