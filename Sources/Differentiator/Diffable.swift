/// An item the diff engine can track: identified by a key, compared for content.
///
/// Two items with the same `identity` are the same item across versions of a list: if
/// its position changed relative to the other items it is a move; if its content
/// (`Equatable`) changed it is an update. Identities must be unique within one list
/// (across all sections of a sectioned list); a duplicate is reported as
/// `Differentiator.Error.duplicateItem(identity:)` or `.duplicateSection(identity:)`.
///
/// Unlike RxDataSources, `Identity` must be `Sendable` so the duplicate identity can
/// travel in the (Sendable) error; keys are values in practice (Int, String, UUID...).
public protocol IdentifiableType {
    /// The type of the key.
    associatedtype Identity: Hashable & Sendable

    /// The key that identifies the item across versions of a list.
    var identity: Identity { get }
}

/// An item the diff engine can diff: a key (`identity`) plus content equality.
///
/// Conform with `struct Tweet: Diffable { let id: Int; var text: String; var identity: Int { id } }`.
public typealias Diffable = IdentifiableType & Equatable

/// A string is its own identity, so a list of strings diffs without a wrapper.
extension String: IdentifiableType {
    /// The string itself.
    @inlinable
    public var identity: String { self }
}

/// An integer is its own identity, so a list of integers diffs without a wrapper.
extension Int: IdentifiableType {
    /// The integer itself.
    @inlinable
    public var identity: Int { self }
}
