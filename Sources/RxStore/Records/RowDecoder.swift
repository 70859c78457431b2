import Foundation

/// Decodes a record from one row's column values (see `Record` for the mapping).
///
/// One decoder per row, used on one thread and dropped: no lock.
struct RowDecoder: Decoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    let row: [String: StoreValue]
    let schema: TableSchema
    let typeName: String

    static func decode<T: Record>(_ type: T.Type, row: [String: StoreValue], schema: TableSchema) throws(StoreError) -> T {
        let decoder = RowDecoder(row: row, schema: schema, typeName: String(describing: type))
        do {
            return try T(from: decoder)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .invalidRecord(type: decoder.typeName, reason: "a row cannot be decoded (\(error)); a migration may be missing")
        }
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

private struct RowKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: RowDecoder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { decoder.row.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { decoder.row[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        (decoder.row[key.stringValue] ?? .null) == .null
    }

    private func mismatch<T>(_ type: T.Type, _ key: Key) -> StoreError {
        .invalidRecord(type: decoder.typeName, reason: "column \(key.stringValue) does not hold a \(type) value")
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let value = decoder.row[key.stringValue] ?? .null
        switch (value, type) {
        case (.null, _):
            throw mismatch(type, key)
        case (.integer(let int), is Bool.Type): if let result = (int != 0) as? T { return result }
        case (.text(let text), is String.Type): if let result = text as? T { return result }
        case (.real(let double), is Double.Type): if let result = double as? T { return result }
        case (.integer(let int), is Double.Type): if let result = Double(int) as? T { return result }
        case (.real(let double), is Float.Type): if let result = Float(double) as? T { return result }
        case (.integer(let int), is Float.Type): if let result = Float(int) as? T { return result }
        case (.real(let double), is Date.Type): if let result = Date(timeIntervalSince1970: double) as? T { return result }
        case (.integer(let int), is Date.Type): if let result = Date(timeIntervalSince1970: Double(int)) as? T { return result }
        case (.blob(let data), is Data.Type): if let result = data as? T { return result }
        case (.text(let text), is URL.Type): if let result = URL(string: text) as? T { return result }
        case (.text(let text), is UUID.Type): if let result = UUID(uuidString: text) as? T { return result }
        case (.integer(let int), let integerType as any BinaryInteger.Type):
            if let result = integerType.init(exactly: int) as? T { return result }
        default:
            return try decodeThroughJSON(type, value, key)
        }
        throw mismatch(type, key)
    }

    /// Any other type: JSON text for a `.json` column, otherwise the single value as a
    /// JSON fragment (an enum's raw value).
    private func decodeThroughJSON<T: Decodable>(_ type: T.Type, _ value: StoreValue, _ key: Key) throws -> T {
        let json: Data
        switch value {
        case .text(let text) where decoder.schema.kinds[key.stringValue] == .json:
            json = Data(text.utf8)
        case .text(let text):
            json = try JSONEncoder().encode(text)
        case .integer(let int):
            json = Data(String(int).utf8)
        case .real(let double):
            json = try JSONEncoder().encode(double)
        case .null, .blob:
            throw mismatch(type, key)
        }
        return try JSONDecoder().decode(type, from: json)
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
