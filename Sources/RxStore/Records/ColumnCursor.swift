/// Finds the schema column of a coding key, in constant time when the keys come in the
/// schema's column order — as synthesized `Codable` code asks for them, since the schema
/// was derived from the same code — and through a dictionary otherwise.
///
/// A value owned by one encoder or decoder, used on one thread: no lock.
struct ColumnCursor {
    private let schema: TableSchema
    /// The column expected next.
    private var next = 0

    init(schema: TableSchema) {
        self.schema = schema
    }

    /// The schema position of the column named `key`, or nil when the type has no such column.
    mutating func find(_ key: String) -> Int? {
        let columns = schema.columns
        if next < columns.count && columns[next].name == key { return next }
        guard let index = schema.columnIndex[key] else { return nil }
        next = index
        return index
    }

    /// Notes that the column at `index` was read or written, so the next key is expected after it.
    mutating func consumed(_ index: Int) {
        next = index + 1
    }

    /// Starts again from the first column, for the next row.
    mutating func rewind() {
        next = 0
    }
}
