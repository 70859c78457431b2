import Foundation

/// The result of decoding a JSON array element by element: the elements that decoded, in
/// order, and how many were skipped because they did not.
///
/// One bad element never loses the rest of a response — not even one the JSON parser
/// itself refuses (a lone surrogate escape such as `"\ud800"` makes Foundation reject a
/// whole document): `decode(_:key:element:)` splits the array into each element's bytes
/// first (`JSONArrayElements`) and decodes them one at a time. Callers report `skipped`.
public struct Decoded<Value> {
    /// The elements that decoded, in the array's order.
    public var values: [Value]
    /// How many elements were skipped as invalid.
    public var skipped: Int

    /// A result holding `values`, with `skipped` invalid elements left out.
    public init(values: [Value], skipped: Int) {
        self.values = values
        self.skipped = skipped
    }

    /// Decodes each element of the JSON array in `data` (or of the array at `key` in the
    /// object that `data` is) with `element`; an element whose bytes `element` throws on
    /// is skipped and counted.
    ///
    /// - Throws: `JSONArrayError` only when `data` itself is not such an array
    ///   (truncated, another shape).
    public static func decode(_ data: Data, key: String? = nil, element: (Data) throws -> Value) throws(JSONArrayError) -> Decoded {
        let elements = try JSONArrayElements.split(data, key: key)
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for bytes in elements {
            if let value = try? element(bytes) { values.append(value) }
        }
        return Decoded(values: values, skipped: elements.count - values.count)
    }

    /// The values of both, in order, and both skipped counts.
    public static func + (lhs: Decoded, rhs: Decoded) -> Decoded {
        Decoded(values: lhs.values + rhs.values, skipped: lhs.skipped + rhs.skipped)
    }
}

extension Decoded where Value: Decodable {
    /// Decodes each element of the JSON array in `data` (or at `key`) as `Value` with
    /// `decoder`, skipping and counting the ones that do not decode.
    ///
    /// - Throws: `JSONArrayError` when `data` is not such an array.
    public static func decode(_ data: Data, key: String? = nil, using decoder: JSONDecoder = JSONDecoder()) throws(JSONArrayError) -> Decoded {
        try decode(data, key: key) { try decoder.decode(Value.self, from: $0) }
    }
}

extension Decoded: Sendable where Value: Sendable {}
extension Decoded: Equatable where Value: Equatable {}

extension Response {
    /// The body's JSON array (or the array at `key` of its object) decoded element by
    /// element as `type`: the elements that decode, and how many did not.
    ///
    /// - Throws: `NetworkError.jsonMapping` when the body is not such an array.
    public func mapEach<D: Decodable>(_ type: D.Type, atKey key: String? = nil, using decoder: JSONDecoder = JSONDecoder()) throws(NetworkError) -> Decoded<D> {
        do {
            return try Decoded<D>.decode(data, key: key, using: decoder)
        } catch {
            throw .jsonMapping(self)
        }
    }
}
