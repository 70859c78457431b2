import Foundation

/// Derives a record type's columns by decoding it from default values and noting each
/// top-level key's type as it is asked for.
///
/// Used only while deriving a schema, on one thread, then dropped: its mutable state
/// needs no lock.
final class SchemaDecoder: Decoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]
    var columns: [TableSchema.Column] = []
    var optionalKeys: Set<String> = []
    let typeName: String

    init(typeName: String) { self.typeName = typeName }

    static func columns<T: Decodable>(of type: T.Type) throws(StoreError) -> [TableSchema.Column] {
        let decoder = SchemaDecoder(typeName: String(describing: type))
        do {
            _ = try T(from: decoder)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .invalidRecord(type: decoder.typeName, reason: "its columns cannot be derived (\(error))")
        }
        return decoder.columns
    }

    func record(_ key: String, _ kind: ColumnKind) {
        guard !columns.contains(where: { $0.name == key }) else { return }
        columns.append(.init(name: key, kind: kind, optional: optionalKeys.contains(key)))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(SchemaKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw StoreError.invalidRecord(type: typeName, reason: "a record must encode as keyed properties, not as an array")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw StoreError.invalidRecord(type: typeName, reason: "a record must encode as keyed properties, not as a single value")
    }
}

private struct SchemaKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: SchemaDecoder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }

    /// Marks the key optional and answers "not nil", so `decodeIfPresent` goes on to
    /// `decode`, which records the column's type.
    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.optionalKeys.insert(key.stringValue)
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (kind, value) = try DefaultValue.make(type)
        decoder.record(key.stringValue, kind)
        if let value { return value }
        throw StoreError.invalidRecord(
            type: decoder.typeName,
            reason: "no default value of \(type) for its column \(key.stringValue): make \(type) CaseIterable or the property optional")
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        decoder.optionalKeys.insert(key.stringValue)
        let (kind, _) = try DefaultValue.make(type)
        decoder.record(key.stringValue, kind)
        return nil
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

/// Default values for deriving schemas: zero, empty, or the first case.
enum DefaultValue {
    /// The column kind of `type` and a default value of it (nil when none can be made).
    static func make<T: Decodable>(_ type: T.Type) throws -> (ColumnKind, T?) {
        switch type {
        case is Bool.Type: return (.integer, false as? T)
        case is String.Type: return (.text, "" as? T)
        case is Double.Type: return (.real, 0.0 as? T)
        case is Float.Type: return (.real, Float(0) as? T)
        case is Date.Type: return (.real, Date(timeIntervalSince1970: 0) as? T)
        case is Data.Type: return (.blob, Data() as? T)
        case is URL.Type: return (.text, URL(string: "about:blank") as? T)
        case is UUID.Type: return (.text, UUID() as? T)
        case is Int.Type: return (.integer, 0 as? T)
        case is Int64.Type: return (.integer, Int64(0) as? T)
        case is Int32.Type: return (.integer, Int32(0) as? T)
        case is Int16.Type: return (.integer, Int16(0) as? T)
        case is Int8.Type: return (.integer, Int8(0) as? T)
        case is UInt.Type: return (.integer, UInt(0) as? T)
        case is UInt64.Type: return (.integer, UInt64(0) as? T)
        case is UInt32.Type: return (.integer, UInt32(0) as? T)
        case is UInt16.Type: return (.integer, UInt16(0) as? T)
        case is UInt8.Type: return (.integer, UInt8(0) as? T)
        default: break
        }
        let decoder = DefaultValueDecoder()
        let value = try? T(from: decoder)
        let kind = decoder.firstKind ?? .json
        if let value { return (kind, value) }
        if let cases = type as? any CaseIterable.Type, let first = firstCase(cases) as? T {
            return (kind, first)
        }
        return (kind, nil)
    }

    private static func firstCase<C: CaseIterable>(_ type: C.Type) -> Any? { C.allCases.first }
}

/// Decodes any type from zeros and empty values, noting the storage the type asked for
/// first: a single primitive value gives that kind, a container gives `.json`.
/// Single-thread, short-lived (see `SchemaDecoder`).
private final class DefaultValueDecoder: Decoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]
    var firstKind: ColumnKind?

    func note(_ kind: ColumnKind) {
        if firstKind == nil { firstKind = kind }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        note(.json)
        return KeyedDecodingContainer(DefaultKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        note(.json)
        return EmptyUnkeyedContainer()
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        DefaultSingleValueContainer(decoder: self)
    }

    /// A default value of a nested type (its kind is not this decoder's business).
    func nested<T: Decodable>(_ type: T.Type) throws -> T {
        let (_, value) = try DefaultValue.make(type)
        if let value { return value }
        throw StoreError.invalidRecord(type: String(describing: type), reason: "no default value")
    }
}

private struct DefaultKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: DefaultValueDecoder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }
    func contains(_ key: Key) -> Bool { false }
    func decodeNil(forKey key: Key) throws -> Bool { true }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder.nested(type) }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(DefaultKeyedContainer<NestedKey>(decoder: decoder))
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { EmptyUnkeyedContainer() }
    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
}

private struct DefaultSingleValueContainer: SingleValueDecodingContainer {
    let decoder: DefaultValueDecoder
    var codingPath: [any CodingKey] { [] }
    func decodeNil() -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (kind, value) = try DefaultValue.make(type)
        decoder.note(kind)
        if let value { return value }
        throw StoreError.invalidRecord(type: String(describing: type), reason: "no default value")
    }
}

private struct EmptyUnkeyedContainer: UnkeyedDecodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }
    mutating func decodeNil() throws -> Bool { true }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        throw DecodingError.valueNotFound(type, .init(codingPath: [], debugDescription: "empty"))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw DecodingError.valueNotFound(type, .init(codingPath: [], debugDescription: "empty"))
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
    mutating func superDecoder() throws -> any Decoder { DefaultValueDecoder() }
}
