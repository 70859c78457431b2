import Foundation

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
    let kinds: [String: ColumnKind]

    init(table: String, columns: [Column], primaryKey: String, indexes: [RecordIndex]) {
        self.table = table
        self.columns = columns
        self.primaryKey = primaryKey
        self.indexes = indexes
        self.kinds = Dictionary(columns.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    /// The schema of `type`, derived once and cached.
    static func of<T: Record>(_ type: T.Type) throws(StoreError) -> TableSchema {
        let key = ObjectIdentifier(type)
        cacheLock.lock()
        let cached = cache[key]
        cacheLock.unlock()
        if let cached { return cached }
        let columns = try SchemaDecoder.columns(of: type)
        guard columns.contains(where: { $0.name == T.primaryKey }) else {
            throw .invalidRecord(type: String(describing: type), reason: "the primary key \(T.primaryKey) is not one of its coding keys")
        }
        let schema = TableSchema(table: T.tableName, columns: columns, primaryKey: T.primaryKey, indexes: T.indexes)
        cacheLock.lock()
        cache[key] = schema
        cacheLock.unlock()
        return schema
    }

    private nonisolated(unsafe) static var cache: [ObjectIdentifier: TableSchema] = [:]
    private static let cacheLock = NSLock()
}

/// `name` as a quoted SQL identifier (never a value: values are always bound).
func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
