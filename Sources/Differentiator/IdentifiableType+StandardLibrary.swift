// The standard-library types RxDataSources makes identifiable, each its own identity, so
// lists of them diff without a wrapper.

// The defaults are on the number protocols only (as RxDataSources has them), so a type of
// the caller's that is Hashable and forgets `identity` does not silently become its own.
extension IdentifiableType where Self: FixedWidthInteger {
    /// The integer itself.
    @inlinable
    public var identity: Self { self }
}

extension IdentifiableType where Self: BinaryFloatingPoint {
    /// The number itself.
    @inlinable
    public var identity: Self { self }
}

/// A string is its own identity.
extension String: IdentifiableType {
    /// The string itself.
    @inlinable
    public var identity: String { self }
}

/// Each integer type is its own identity.
extension Int: IdentifiableType {}
/// Its own identity.
extension Int8: IdentifiableType {}
/// Its own identity.
extension Int16: IdentifiableType {}
/// Its own identity.
extension Int32: IdentifiableType {}
/// Its own identity.
extension Int64: IdentifiableType {}
/// Its own identity.
extension UInt: IdentifiableType {}
/// Its own identity.
extension UInt8: IdentifiableType {}
/// Its own identity.
extension UInt16: IdentifiableType {}
/// Its own identity.
extension UInt32: IdentifiableType {}
/// Its own identity.
extension UInt64: IdentifiableType {}

/// Each floating-point type is its own identity (so two NaNs are two different items
/// that never match, and a list holding NaN diffs it as deleted and inserted).
extension Float: IdentifiableType {}
/// Its own identity.
extension Double: IdentifiableType {}
