import Foundation

/// Encodes a record's top-level properties to column values (see `Record` for the mapping).
///
/// One encoder per record, used on one thread and dropped: no lock.
final class RowEncoder: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]
    var values: [String: StoreValue] = [:]
    var failure: StoreError?
    let typeName: String

    init(typeName: String) { self.typeName = typeName }

    /// The column values of `record`; a property left out (a nil optional) is absent.
    static func encode<T: Record>(_ record: T) throws(StoreError) -> [String: StoreValue] {
        let encoder = RowEncoder(typeName: String(describing: T.self))
        do {
            try record.encode(to: encoder)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .invalidRecord(type: encoder.typeName, reason: "it cannot be encoded (\(error))")
        }
        if let failure = encoder.failure { throw failure }
        return encoder.values
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RowKeyedEncoder<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        failure = .invalidRecord(type: typeName, reason: "a record must encode as keyed properties, not as an array")
        return RejectingUnkeyedEncoder(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        failure = .invalidRecord(type: typeName, reason: "a record must encode as keyed properties, not as a single value")
        return RejectingUnkeyedEncoder(encoder: self)
    }

    /// The column value of one property.
    static func value<T: Encodable>(_ value: T) throws -> StoreValue {
        switch value {
        case let bool as Bool: return .integer(bool ? 1 : 0)
        case let string as String: return .text(string)
        case let double as Double: return .real(double)
        case let float as Float: return .real(Double(float))
        case let date as Date: return .real(date.timeIntervalSince1970)
        case let data as Data: return .blob(data)
        case let url as URL: return .text(url.absoluteString)
        case let uuid as UUID: return .text(uuid.uuidString)
        case let int as any BinaryInteger:
            guard let exact = Int64(exactly: int) else {
                throw StoreError.invalidRecord(type: String(describing: T.self), reason: "an integer does not fit in 64 bits")
            }
            return .integer(exact)
        default:
            return try jsonValue(value)
        }
    }

    /// Any other value, through JSON: a single number, string or bool is stored as that
    /// value (an enum's raw value), anything bigger as JSON text.
    private static func jsonValue<T: Encodable>(_ value: T) throws -> StoreValue {
        // Sorted keys: the same value always gives the same text, so `.modified` and
        // change sets do not see a reordered dictionary as a change.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(value)
        guard let first = data.first else { return .null }
        switch first {
        case UInt8(ascii: "\""):
            return .text(try JSONDecoder().decode(String.self, from: data))
        case UInt8(ascii: "t"): return .integer(1)
        case UInt8(ascii: "f"): return .integer(0)
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return .text(String(decoding: data, as: UTF8.self))
        default:
            let text = String(decoding: data, as: UTF8.self)
            if let int = Int64(text) { return .integer(int) }
            return .real(Double(text) ?? 0)
        }
    }
}

private struct RowKeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: RowEncoder
    var codingPath: [any CodingKey] { [] }

    func encodeNil(forKey key: Key) throws {
        encoder.values[key.stringValue] = .null
    }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        encoder.values[key.stringValue] = try RowEncoder.value(value)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder.failure = .invalidRecord(type: encoder.typeName, reason: "custom nested containers are not supported (key \(key.stringValue))")
        return KeyedEncodingContainer(RowKeyedEncoder<NestedKey>(encoder: RowEncoder(typeName: encoder.typeName)))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.failure = .invalidRecord(type: encoder.typeName, reason: "custom nested containers are not supported (key \(key.stringValue))")
        return RejectingUnkeyedEncoder(encoder: encoder)
    }

    func superEncoder() -> any Encoder { encoder }
    func superEncoder(forKey key: Key) -> any Encoder { encoder }
}

/// Accepts and ignores values after a shape error was recorded in `encoder.failure`.
private struct RejectingUnkeyedEncoder: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let encoder: RowEncoder
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(RowKeyedEncoder<NestedKey>(encoder: RowEncoder(typeName: encoder.typeName)))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { encoder }
}
