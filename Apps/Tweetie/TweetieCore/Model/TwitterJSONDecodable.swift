import Foundation
import RxNetwork

/// A type decoded from one Twitter API v1.1 object, a shape different from the flat one
/// its `Codable` conformance stores in RxStore.
protocol TwitterJSONDecodable {
    /// Decodes the value from a Twitter JSON object; throws when the object is not valid.
    init(twitterFrom decoder: any Decoder) throws
}

/// Wraps one array element so an invalid element decodes as nil instead of failing the
/// whole array (the unkeyed container still moves past it).
private struct LossyElement<Value: TwitterJSONDecodable>: Decodable {
    let value: Value?

    init(from decoder: any Decoder) throws {
        value = try? Value(twitterFrom: decoder)
    }
}

/// One element decoded on its own (it throws when invalid).
private struct TwitterElement<Value: TwitterJSONDecodable>: Decodable {
    let value: Value

    init(from decoder: any Decoder) throws {
        value = try Value(twitterFrom: decoder)
    }
}

extension TwitterJSONDecodable {
    /// Decodes every valid element of the JSON array in `data`, skipping and counting the
    /// rest — an element the JSON parser refuses (a lone surrogate) included. Throws only
    /// when `data` is not a JSON array at all.
    static func decodeTwitterArray(from data: Data) throws(JSONArrayError) -> Decoded<Self> {
        let decoder = JSONDecoder()
        return try Decoded.decode(data) { try decoder.decode(TwitterElement<Self>.self, from: $0).value }
    }

    /// Decodes every valid object of `objects`, skipping and counting the rest; never throws.
    static func decodeTwitterArray(_ objects: [JSONObject]) -> Decoded<Self> {
        // Objects that JSONSerialization cannot write (a mock holding a Date, say) are
        // invalid elements too; the rest are written once and decoded together. Checking
        // each object first costs half as much as writing them, so it is done only when
        // writing the lot failed (objects read from JSON always write).
        var valid = objects
        var written = try? JSONSerialization.data(withJSONObject: valid)
        if written == nil {
            valid = objects.filter { JSONSerialization.isValidJSONObject($0) }
            written = valid.isEmpty ? nil : try? JSONSerialization.data(withJSONObject: valid)
        }
        let invalid = objects.count - valid.count
        // Objects from JSONSerialization write back as valid JSON, so one decode of the
        // lot is safe; LossyElement skips the invalid ones.
        guard !valid.isEmpty, let data = written,
              let elements = try? JSONDecoder().decode([LossyElement<Self>].self, from: data) else {
            return Decoded(values: [], skipped: objects.count)
        }
        let values = elements.compactMap(\.value)
        return Decoded(values: values, skipped: elements.count - values.count + invalid)
    }

    /// Decodes one Twitter JSON object.
    static func decodeTwitterObject(_ object: JSONObject) throws -> Self {
        let decoded = decodeTwitterArray([object])
        guard let value = decoded.values.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a valid Twitter \(Self.self) object"))
        }
        return value
    }
}

/// Keys of Twitter's JSON objects, named as the API names them.
struct TwitterKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where Key == TwitterKey {
    /// The object's id: `id`, or `id_str` when a producer left the number out.
    func decodeTwitterID() throws -> Int64 {
        if let id = try? decode(Int64.self, forKey: TwitterKey("id")) { return id }
        let string = try decode(String.self, forKey: TwitterKey("id_str"))
        guard let id = Int64(string) else {
            throw DecodingError.dataCorruptedError(forKey: TwitterKey("id_str"), in: self, debugDescription: "id_str is not a number: \(string)")
        }
        return id
    }

    /// The URL at `key`, or nil when it is missing, null, or not a URL.
    func decodeURLIfPresent(_ key: String) -> URL? {
        guard let string = try? decodeIfPresent(String.self, forKey: TwitterKey(key)), !string.isEmpty else { return nil }
        return URL(string: string)
    }
}
