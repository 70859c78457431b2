import Foundation

extension Store {
    /// Adds `record`, or updates the stored record with its primary key as `update` says.
    ///
    /// Outside `write { }` it runs in its own transaction. The record's table is created
    /// (or given its new columns) on first use.
    /// - Throws: `StoreError.constraint` for an existing key with `.error`, or a UNIQUE index clash.
    public func add<T: Record>(_ record: T, update: UpdatePolicy = .error) throws {
        try add(CollectionOfOne(record), update: update)
    }

    /// Adds or updates every record in `records` in one transaction: all or none.
    public func add<S: Sequence>(_ records: S, update: UpdatePolicy = .error) throws where S.Element: Record {
        let schema = try TableSchema.of(S.Element.self)
        let sql = insertSQL(schema, update)
        try database.write { connection in
            try prepareTable(schema, on: connection)
            var wrote = false
            for record in records {
                let row = try RowEncoder.encode(record)
                try connection.execute(sql, schema.columns.map { row[$0.name] ?? .null })
                wrote = wrote || connection.changes > 0
            }
            if wrote { database.markChanged(schema.table) }
        }
    }

    /// Deletes the stored record with `record`'s primary key, if any.
    public func delete<T: Record>(_ record: T) throws {
        let schema = try TableSchema.of(T.self)
        let row = try RowEncoder.encode(record)
        try delete(T.self, primaryKeyValue: row[schema.primaryKey] ?? .null)
    }

    /// Deletes the record of type `type` whose primary key is `key`, if any.
    public func delete<T: Record>(_ type: T.Type, forPrimaryKey key: any StoreValueConvertible) throws {
        try delete(type, primaryKeyValue: key.storeValue)
    }

    private func delete<T: Record>(_ type: T.Type, primaryKeyValue: StoreValue) throws {
        let schema = try TableSchema.of(T.self)
        try database.write { connection in
            guard try database.tableExists(schema.table, on: connection) else { return }
            try connection.execute("DELETE FROM \(quoted(schema.table)) WHERE \(quoted(schema.primaryKey)) = ?", [primaryKeyValue])
            if connection.changes > 0 { database.markChanged(schema.table) }
        }
    }

    /// Deletes every record of type `type`.
    public func deleteAll<T: Record>(_ type: T.Type) throws {
        let schema = try TableSchema.of(T.self)
        try database.write { connection in
            guard try database.tableExists(schema.table, on: connection) else { return }
            try connection.execute("DELETE FROM \(quoted(schema.table))")
            if connection.changes > 0 { database.markChanged(schema.table) }
        }
    }

    /// The stored record of type `type` whose primary key is `key`, or nil.
    public func object<T: Record>(ofType type: T.Type, forPrimaryKey key: any StoreValueConvertible) throws -> T? {
        let schema = try TableSchema.of(T.self)
        return try fetch(T.self, schema: schema, sql: "SELECT * FROM \(quoted(schema.table)) WHERE \(quoted(schema.primaryKey)) = ?", [key.storeValue]).first
    }

    /// A query over all records of type `type`; refine it with `filter`, `sorted` and `limit`.
    public func objects<T: Record>(_ type: T.Type) -> Results<T> {
        Results(store: self)
    }

    /// Runs `sql` (a SELECT of the table's rows) and decodes the rows; a missing table has none.
    func fetch<T: Record>(_ type: T.Type, schema: TableSchema, sql: String, _ arguments: [StoreValue]) throws -> [T] {
        try database.read { connection in
            guard try database.tableExists(schema.table, on: connection) else { return [] }
            var records: [T] = []
            var names: [String] = []
            try connection.query(sql, arguments) { statement in
                if names.isEmpty { names = (0..<statement.columnCount).map(statement.columnName) }
                var row: [String: StoreValue] = [:]
                row.reserveCapacity(names.count)
                for (index, name) in names.enumerated() { row[name] = statement.value(at: index) }
                records.append(try RowDecoder.decode(T.self, row: row, schema: schema))
            }
            return records
        }
    }

    /// Creates `schema`'s table and indexes, or adds the columns the type gained since.
    private func prepareTable(_ schema: TableSchema, on connection: Connection) throws {
        guard !database.isReady(schema.table) else { return }
        let table = quoted(schema.table)
        let definitions = schema.columns.map { column in
            column.name == schema.primaryKey
                ? "\(quoted(column.name)) \(column.kind.sqlType) PRIMARY KEY NOT NULL"
                : "\(quoted(column.name)) \(column.kind.sqlType)"
        }
        try connection.execute("CREATE TABLE IF NOT EXISTS \(table) (\(definitions.joined(separator: ", ")))")
        var existing: Set<String> = []
        try connection.query("SELECT name FROM pragma_table_info(?)", [.text(schema.table)]) { statement in
            if case .text(let name) = statement.value(at: 0) { existing.insert(name) }
        }
        for column in schema.columns where !existing.contains(column.name) {
            try connection.execute("ALTER TABLE \(table) ADD COLUMN \(quoted(column.name)) \(column.kind.sqlType)")
        }
        for index in schema.indexes {
            let name = quoted(([schema.table] + index.columns).joined(separator: "_"))
            let columns = index.columns.map(quoted).joined(separator: ", ")
            try connection.execute("CREATE \(index.unique ? "UNIQUE " : "")INDEX IF NOT EXISTS \(name) ON \(table) (\(columns))")
        }
        database.markReady(schema.table)
    }

    private func insertSQL(_ schema: TableSchema, _ policy: UpdatePolicy) -> String {
        let table = quoted(schema.table)
        let names = schema.columns.map { quoted($0.name) }
        let insert = "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(Array(repeating: "?", count: names.count).joined(separator: ", ")))"
        let others = schema.columns.filter { $0.name != schema.primaryKey }.map { quoted($0.name) }
        let conflict = "ON CONFLICT(\(quoted(schema.primaryKey)))"
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
}
