/// A hashable value made identifiable by itself, as RxDataSources' `IdentifiableValue`:
/// wraps a value whose type cannot conform to `IdentifiableType` itself.
public struct IdentifiableValue<Value: Hashable> {
    /// The wrapped value, which is also the identity.
    public let value: Value

    /// Wraps `value`.
    public init(value: Value) {
        self.value = value
    }
}

extension IdentifiableValue: IdentifiableType, Equatable, Hashable {
    /// The value itself.
    public typealias Identity = Value

    /// The value itself.
    public var identity: Value { value }
}

extension IdentifiableValue: Sendable where Value: Sendable {}

extension IdentifiableValue: CustomStringConvertible, CustomDebugStringConvertible {
    /// The value's description.
    public var description: String { "\(value)" }
    /// The value's description.
    public var debugDescription: String { "\(value)" }
}
