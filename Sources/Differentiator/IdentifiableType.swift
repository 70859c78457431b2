/// An item the diff engine can track: identified by a key, as RxDataSources'
/// `IdentifiableType`.
///
/// Two items with the same `identity` are the same item across versions of a list: if
/// its position changed relative to the other items it is a move; if its content
/// (`Equatable`) changed it is an update. Identities must be unique within one list
/// (across all sections of a sectioned list); a duplicate is reported as
/// `Diff.Error.duplicateItem(item:)` or `.duplicateSection(section:)`.
public protocol IdentifiableType {
    /// The type of the key.
    associatedtype Identity: Hashable

    /// The key that identifies the item across versions of a list.
    var identity: Identity { get }
}

/// An item the diff engine can diff: a key (`identity`) plus content equality.
///
/// Conform with `struct Tweet: Diffable { let id: Int; var text: String; var identity: Int { id } }`.
public typealias Diffable = IdentifiableType & Equatable
