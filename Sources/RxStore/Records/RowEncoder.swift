import Foundation

/// Encodes records to their column values, in schema order (see `Record` for the mapping).
///
/// One encoder serves a whole batch of records of one type, so a batch allocates no
/// per-record dictionary: `encode(_:)` overwrites `values`. Used on one thread (the
/// writer's, inside one write) and dropped: no lock.
final class RowEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    let schema: TableSchema
    let typeName: String
    /// The last encoded record's values by schema column; a property the record left out
    /// (a nil optional) is `.null`.
    private(set) var values: [StoreValue]
    private var failure: StoreError?
    private var cursor: ColumnCursor

    init<T: Record>(_ type: T.Type, schema: TableSchema) {
        self.schema = schema
        self.typeName = String(describing: type)
        self.values = Array(repeating: .null, count: schema.columns.count)
        self.cursor = ColumnCursor(schema: schema)
    }

    /// Encodes `record` into `values`.
    func encode<T: Record>(_ record: T) throws(StoreError) {
        for index in values.indices { values[index] = .null }
        cursor.rewind()
        failure = nil
        do {
            try record.encode(to: self)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .invalidRecord(type: typeName, reason: "it cannot be encoded (\(error))")
        }
        if let failure { throw failure }
    }

    /// The value of `record`'s primary key.
    func primaryKey<T: Record>(of record: T) throws(StoreError) -> StoreValue {
        try encode(record)
        return values[schema.primaryKeyIndex]
    }

    /// Stores `value` as the column of `key`; a key that is not a column (a custom
    /// `encode(to:)` writing more than it decodes) is ignored, as it could not be read back.
    func set(_ value: StoreValue, forKey key: String) {
        guard let index = cursor.find(key) else { return }
        values[index] = value
        cursor.consumed(index)
    }

    /// Records a shape error, thrown when `encode(_:)` finishes.
    func fail(_ reason: String) {
        if failure == nil { failure = .invalidRecord(type: typeName, reason: reason) }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RowKeyedEncoder<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        fail("a record must encode as keyed properties, not as an array")
        return IgnoringContainer<IgnoredKey>()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        fail("a record must encode as keyed properties, not as a single value")
        return IgnoringContainer<IgnoredKey>()
    }

    /// The column value of one property of any type.
    ///
    /// The common column types are recognized by a cast; anything else is encoded once
    /// more through `ColumnValueEncoder`, which keeps a single value (an enum's raw value,
    /// a wrapper) as that value and turns a container (a nested struct, an array) into JSON.
    static func value<T: Encodable>(_ value: T) throws -> StoreValue {
        switch value {
        case let date as Date: return .real(date.timeIntervalSince1970)
        case let url as URL: return .text(url.absoluteString)
        case let data as Data: return .blob(data)
        case let uuid as UUID: return .text(uuid.uuidString)
        case let string as String: return .text(string)
        case let bool as Bool: return .integer(bool ? 1 : 0)
        case let double as Double: return .real(double)
        case let float as Float: return .real(Double(float))
        case let int as any BinaryInteger: return try integer(int, T.self)
        default: return try ColumnValueEncoder.value(of: value)
        }
    }

    /// `int` as a column value, or an error when it does not fit in 64 bits.
    static func integer<I: BinaryInteger, T>(_ int: I, _ type: T.Type) throws -> StoreValue {
        guard let exact = Int64(exactly: int) else {
            throw StoreError.invalidRecord(type: String(describing: type), reason: "an integer does not fit in 64 bits")
        }
        return .integer(exact)
    }
}

/// The container synthesized `encode(to:)` writes a record's properties into. The
/// concrete overloads spare the common types the casts of `RowEncoder.value(_:)`.
private struct RowKeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: RowEncoder
    var codingPath: [any CodingKey] { [] }

    func encodeNil(forKey key: Key) throws { encoder.set(.null, forKey: key.stringValue) }
    func encode(_ value: Bool, forKey key: Key) throws { encoder.set(.integer(value ? 1 : 0), forKey: key.stringValue) }
    func encode(_ value: String, forKey key: Key) throws { encoder.set(.text(value), forKey: key.stringValue) }
    func encode(_ value: Double, forKey key: Key) throws { encoder.set(.real(value), forKey: key.stringValue) }
    func encode(_ value: Float, forKey key: Key) throws { encoder.set(.real(Double(value)), forKey: key.stringValue) }
    func encode(_ value: Int, forKey key: Key) throws { encoder.set(.integer(Int64(value)), forKey: key.stringValue) }
    func encode(_ value: Int64, forKey key: Key) throws { encoder.set(.integer(value), forKey: key.stringValue) }
    func encode(_ value: Int32, forKey key: Key) throws { encoder.set(.integer(Int64(value)), forKey: key.stringValue) }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        encoder.set(try RowEncoder.value(value), forKey: key.stringValue)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder.fail("custom nested containers are not supported (key \(key.stringValue))")
        return KeyedEncodingContainer(IgnoringContainer<NestedKey>())
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.fail("custom nested containers are not supported (key \(key.stringValue))")
        return IgnoringContainer<IgnoredKey>()
    }

    func superEncoder() -> any Encoder { encoder }
    func superEncoder(forKey key: Key) -> any Encoder { encoder }
}

/// Encodes one property value that is not a common column type, to learn its shape: a
/// single value (an enum's raw value, a wrapper) becomes that value's column value; a
/// keyed or unkeyed container means a nested value, stored as JSON text with sorted keys.
///
/// One per value, on one thread, then dropped: no lock.
final class ColumnValueEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    fileprivate var single: StoreValue?
    fileprivate var isContainer = false

    static func value<T: Encodable>(of value: T) throws -> StoreValue {
        let probe = ColumnValueEncoder()
        try value.encode(to: probe)
        if !probe.isContainer { return probe.single ?? .null }
        // Sorted keys: the same value always gives the same text, so `.modified` and
        // change sets do not see a reordered dictionary as a change.
        let json = JSONEncoder()
        json.outputFormatting = [.sortedKeys]
        return .text(String(decoding: try json.encode(value), as: UTF8.self))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        isContainer = true
        return KeyedEncodingContainer(IgnoringContainer<Key>())
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        isContainer = true
        return IgnoringContainer<IgnoredKey>()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleColumnValueContainer(encoder: self)
    }
}

private struct SingleColumnValueContainer: SingleValueEncodingContainer {
    let encoder: ColumnValueEncoder
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil() throws { encoder.single = .null }
    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.single = try RowEncoder.value(value)
    }
}

/// Accepts and ignores values: after a shape error was recorded, or while only the
/// shape of a value is being learned.
private struct IgnoringContainer<Key: CodingKey>: KeyedEncodingContainerProtocol, UnkeyedEncodingContainer, SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(IgnoringContainer<NestedKey>())
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(IgnoringContainer<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { ColumnValueEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ColumnValueEncoder() }
}

/// The key type of an ignoring container used where no key type is given.
private struct IgnoredKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}
