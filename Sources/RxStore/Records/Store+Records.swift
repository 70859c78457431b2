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
    ///
    /// The batch binds one prepared statement per record, through one encoder that writes
    /// each record's columns in place.
    public func add<S: Sequence>(_ records: S, update: UpdatePolicy = .error) throws where S.Element: Record {
        let schema = try TableSchema.of(S.Element.self)
        try database.write { connection in
            try prepareTable(schema, on: connection)
            let statement = try connection.prepare(schema.insertSQL(update))
            defer { statement.reset() }
            let encoder = RowEncoder(S.Element.self, schema: schema)
            var wrote = false
            for record in records {
                try encoder.encode(record)
                try statement.run(encoder.values)
                if !wrote && connection.changes > 0 { wrote = true }
            }
            if wrote { database.markChanged(schema.table) }
        }
    }

    /// Deletes the stored record with `record`'s primary key, if any.
    public func delete<T: Record>(_ record: T) throws {
        let schema = try TableSchema.of(T.self)
        try delete(T.self, primaryKeyValue: try RowEncoder(T.self, schema: schema).primaryKey(of: record))
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
            // Without a WHERE clause SQLite truncates and reports no rows to the update hook.
            try connection.execute("DELETE FROM \(quoted(schema.table))")
            if connection.changes > 0 { database.markAllRowsChanged(schema.table) }
        }
    }

    /// The stored record of type `type` whose primary key is `key`, or nil.
    public func object<T: Record>(ofType type: T.Type, forPrimaryKey key: any StoreValueConvertible) throws -> T? {
        let schema = try TableSchema.of(T.self)
        return try database.read { connection in
            guard try database.tableExists(schema.table, on: connection) else { return nil }
            var record: T?
            try connection.query("SELECT * FROM \(quoted(schema.table)) WHERE \(quoted(schema.primaryKey)) = ?", [key.storeValue]) { statement in
                record = try RowDecoder(T.self, schema: schema, statement: statement).decode(T.self)
            }
            return record
        }
    }

    /// A query over all records of type `type`; refine it with `filter`, `sorted` and `limit`.
    public func objects<T: Record>(_ type: T.Type) -> Results<T> {
        Results(store: self)
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
        let missing = schema.columns.filter { !existing.contains($0.name) }
        for column in missing {
            try connection.execute("ALTER TABLE \(table) ADD COLUMN \(quoted(column.name)) \(column.kind.sqlType)")
        }
        if !missing.isEmpty && existing.count > 0 { database.markAllRowsChanged(schema.table) }
        for index in schema.indexes {
            let name = quoted(([schema.table] + index.columns).joined(separator: "_"))
            let columns = index.columns.map(quoted).joined(separator: ", ")
            try connection.execute("CREATE \(index.unique ? "UNIQUE " : "")INDEX IF NOT EXISTS \(name) ON \(table) (\(columns))")
        }
        database.markReady(schema.table)
    }
}
