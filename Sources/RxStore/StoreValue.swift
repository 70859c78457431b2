import Foundation

/// A value as SQLite stores it: what statements bind and rows hold.
///
/// Conversions from Swift types (see `StoreValueConvertible`): integers and `Bool`
/// (0/1) are `.integer`; `Double`/`Float` are `.real`; `String`, `URL` (absolute string)
/// and `UUID` (uppercase string) are `.text`; `Data` is `.blob`; `nil` is `.null`.
/// **Dates are `.real` Unix time** (seconds since 1970, UTC): they sort and compare
/// numerically in SQL (`filter("createdAt > ?", date)`) and keep microsecond precision.
public enum StoreValue: Sendable, Hashable {
    /// SQL NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Bytes.
    case blob(Data)
}

/// A Swift value that can be bound to a statement parameter (a query argument).
public protocol StoreValueConvertible {
    /// The value to bind.
    var storeValue: StoreValue { get }
}

extension StoreValue: StoreValueConvertible {
    /// Itself.
    public var storeValue: StoreValue { self }
}

extension Int: StoreValueConvertible {
    /// `.integer`.
    public var storeValue: StoreValue { .integer(Int64(self)) }
}

extension Int64: StoreValueConvertible {
    /// `.integer`.
    public var storeValue: StoreValue { .integer(self) }
}

extension Int32: StoreValueConvertible {
    /// `.integer`.
    public var storeValue: StoreValue { .integer(Int64(self)) }
}

extension Bool: StoreValueConvertible {
    /// `.integer(1)` or `.integer(0)`.
    public var storeValue: StoreValue { .integer(self ? 1 : 0) }
}

extension Double: StoreValueConvertible {
    /// `.real`.
    public var storeValue: StoreValue { .real(self) }
}

extension Float: StoreValueConvertible {
    /// `.real`.
    public var storeValue: StoreValue { .real(Double(self)) }
}

extension String: StoreValueConvertible {
    /// `.text`.
    public var storeValue: StoreValue { .text(self) }
}

extension Data: StoreValueConvertible {
    /// `.blob`.
    public var storeValue: StoreValue { .blob(self) }
}

extension Date: StoreValueConvertible {
    /// `.real` seconds since 1970 (Unix time).
    public var storeValue: StoreValue { .real(timeIntervalSince1970) }
}

extension URL: StoreValueConvertible {
    /// `.text` with the absolute string.
    public var storeValue: StoreValue { .text(absoluteString) }
}

extension UUID: StoreValueConvertible {
    /// `.text` with the uppercase UUID string.
    public var storeValue: StoreValue { .text(uuidString) }
}

extension Optional: StoreValueConvertible where Wrapped: StoreValueConvertible {
    /// The wrapped value's, or `.null`.
    public var storeValue: StoreValue { self?.storeValue ?? .null }
}
