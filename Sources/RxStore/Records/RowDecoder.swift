import Foundation

/// Decodes records from the current row of a statement, reading each property straight
/// from its column (see `Record` for the mapping): no per-row dictionary of values.
///
/// Built once per statement — it maps the schema's columns to the statement's result
/// columns by name — and reused for every row. Used on the thread running the statement,
/// then dropped: no lock.
final class RowDecoder: Decoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    let statement: Statement
    let schema: TableSchema
    let typeName: String
    /// The result column of each schema column, or -1 when the statement does not select it
    /// (a column the type gained since the table was last written).
    private let resultColumns: [Int]
    private var cursor: ColumnCursor

    init<T: Record>(_ type: T.Type, schema: TableSchema, statement: Statement) {
        var byName: [String: Int] = [:]
        for index in 0..<statement.columnCount where byName[statement.columnName(index)] == nil {
            byName[statement.columnName(index)] = index
        }
        self.statement = statement
        self.schema = schema
        self.typeName = String(describing: type)
        self.resultColumns = schema.columns.map { byName[$0.name] ?? -1 }
        self.cursor = ColumnCursor(schema: schema)
    }

    /// Decodes the statement's current row.
    func decode<T: Record>(_ type: T.Type) throws(StoreError) -> T {
        cursor.rewind()
        do {
            return try T(from: self)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .invalidRecord(type: typeName, reason: "a row cannot be decoded (\(error)); a migration may be missing")
        }
    }

    /// The current row's primary key (`.null` when the statement does not select it).
    var primaryKey: StoreValue {
        let column = resultColumns[schema.primaryKeyIndex]
        return column < 0 ? .null : statement.value(at: column)
    }

    /// The schema and result positions of the column named `key`, or nil when the row has none.
    fileprivate func column(_ key: String) -> (schema: Int, result: Int)? {
        guard let index = cursor.find(key) else { return nil }
        let result = resultColumns[index]
        return result < 0 ? nil : (index, result)
    }

    /// Notes that the column at schema position `index` was read.
    fileprivate func consumed(_ index: Int) {
        cursor.consumed(index)
    }

    /// The names of the columns the row has.
    fileprivate var presentColumns: [String] {
        schema.columns.indices.filter { resultColumns[$0] >= 0 }.map { schema.columns[$0].name }
    }

    fileprivate func mismatch<T>(_ type: T.Type, _ key: String) -> StoreError {
        .invalidRecord(type: typeName, reason: "column \(key) does not hold a \(type) value")
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RowKeyedDecoder<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw StoreError.invalidRecord(type: typeName, reason: "a record must decode from keyed properties")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw StoreError.invalidRecord(type: typeName, reason: "a record must decode from keyed properties")
    }
}

/// The container synthesized `init(from:)` reads a record's properties from. The
/// concrete overloads read the common types straight from SQLite; the generic one
/// handles dates, URLs, data, UUIDs, single values and JSON (see `ColumnValue`).
private struct RowKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: RowDecoder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { decoder.presentColumns.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { decoder.column(key.stringValue) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let column = decoder.column(key.stringValue) else { return true }
        guard decoder.statement.isNull(at: column.result) else { return false }
        decoder.consumed(column.schema)
        return true
    }

    /// Reads `key`'s column with `read`; a missing column or a nil read is a mismatch.
    private func read<T>(_ type: T.Type, _ key: Key, _ read: (Statement, (schema: Int, result: Int)) throws -> T?) throws -> T {
        guard let column = decoder.column(key.stringValue),
              let value = try read(decoder.statement, column) else {
            throw decoder.mismatch(type, key.stringValue)
        }
        decoder.consumed(column.schema)
        return value
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try read(type, key) { $0.text(at: $1.result) }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try read(type, key) { $0.integer(at: $1.result).map { $0 != 0 } }
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try read(type, key) { $0.real(at: $1.result) }
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try read(type, key) { $0.real(at: $1.result).map(Float.init) }
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try read(type, key) { $0.integer(at: $1.result).flatMap { Int(exactly: $0) } }
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try read(type, key) { $0.integer(at: $1.result) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try read(type, key) { statement, column in
            switch type {
            case is Date.Type:
                return statement.real(at: column.result).flatMap { Date(timeIntervalSince1970: $0) as? T }
            case is URL.Type:
                return statement.text(at: column.result).flatMap { URL(string: $0) as? T }
            case let textType as any ColumnTextDecodable.Type where decoder.schema.columns[column.schema].kind != .json:
                guard let bytes = statement.textBytes(at: column.result) else { return nil }
                return Self.make(textType, from: bytes)
            default:
                let isJSON = decoder.schema.columns[column.schema].kind == .json
                return try ColumnValue.convert(statement.value(at: column.result), to: type, isJSON: isJSON)
            }
        }
    }

    /// A `U` read from column bytes, as the `T` it is (opens the existential type, so the
    /// value is made and cast without a boxed existential in between).
    private static func make<U: ColumnTextDecodable, T>(_ type: U.Type, from bytes: UnsafeBufferPointer<UInt8>) -> T? {
        U(columnText: bytes) as? T
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw StoreError.invalidRecord(type: decoder.typeName, reason: "custom nested containers are not supported (key \(key.stringValue))")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw StoreError.invalidRecord(type: decoder.typeName, reason: "custom nested containers are not supported (key \(key.stringValue))")
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
}

/// Converting one column value to a Swift type.
enum ColumnValue {
    /// `value` as a `type`, or nil when the column holds another kind of value.
    ///
    /// The column types of `Record` convert directly; a `.json` column is decoded as JSON;
    /// any other type is decoded from the value as a single value (an enum's raw value, a
    /// wrapper), falling back to JSON text when it asks for a container.
    static func convert<T: Decodable>(_ value: StoreValue, to type: T.Type, isJSON: Bool) throws -> T? {
        switch (value, type) {
        case (.null, _): return nil
        case (.integer(let int), is Bool.Type): return (int != 0) as? T
        case (.text(let text), is String.Type): return text as? T
        case (.real(let double), is Double.Type): return double as? T
        case (.integer(let int), is Double.Type): return Double(int) as? T
        case (.real(let double), is Float.Type): return Float(double) as? T
        case (.integer(let int), is Float.Type): return Float(int) as? T
        case (.real(let double), is Date.Type): return Date(timeIntervalSince1970: double) as? T
        case (.integer(let int), is Date.Type): return Date(timeIntervalSince1970: Double(int)) as? T
        case (.blob(let data), is Data.Type): return data as? T
        case (.text(let text), is URL.Type): return URL(string: text) as? T
        case (.text(let text), is UUID.Type): return UUID(uuidString: text) as? T
        case (.integer(let int), let integerType as any BinaryInteger.Type): return integerType.init(exactly: int) as? T
        case (.text(let text), _) where isJSON:
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        case (_, is Bool.Type), (_, is String.Type), (_, is Double.Type), (_, is Float.Type), (_, is Date.Type),
             (_, is Data.Type), (_, is URL.Type), (_, is UUID.Type), (_, is any BinaryInteger.Type):
            // A column type holding another kind of value: not convertible (and decoding it
            // as a single value would ask for the same conversion again).
            return nil
        default:
            do {
                return try T(from: ColumnValueDecoder(value: value))
            } catch is ColumnValueDecoder.NeedsContainer {
                guard case .text(let text) = value else { return nil }
                return try JSONDecoder().decode(type, from: Data(text.utf8))
            }
        }
    }
}

/// Decodes a type that reads itself as a single value (an enum's raw value, a wrapper)
/// from one column value. A type asking for a keyed or unkeyed container is told
/// `NeedsContainer`, so the caller can try JSON instead.
///
/// One per value, on one thread, then dropped: no lock.
private struct ColumnValueDecoder: Decoder, SingleValueDecodingContainer {
    struct NeedsContainer: Error {}

    let value: StoreValue
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { throw NeedsContainer() }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw NeedsContainer() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard let result = try ColumnValue.convert(value, to: type, isJSON: false) else {
            throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "the column holds \(value.kindName)"))
        }
        return result
    }
}

extension StoreValue {
    /// The kind of value, for messages (never the value itself).
    var kindName: String {
        switch self {
        case .null: "NULL"
        case .integer: "an integer"
        case .real: "a real"
        case .text: "text"
        case .blob: "a blob"
        }
    }
}
