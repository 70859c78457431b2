/// A value stored as one TEXT column that reads itself straight from the column's bytes.
///
/// `Record` decoding otherwise makes a `String` of the column (validating its UTF-8) and
/// goes through `Decoder`'s single-value container with its dynamic type checks; for a
/// field read from thousands of rows when an app starts, that was most of the field's
/// cost. Its `Decodable` conformance is still used by other decoders (JSON, a nested value).
public protocol ColumnTextDecodable: Decodable {
    /// The value held by the column's UTF-8 `bytes` (valid only during the call; they are
    /// not checked to be valid UTF-8), or nil when they do not hold one (a type mismatch).
    init?(columnText bytes: UnsafeBufferPointer<UInt8>)
}
