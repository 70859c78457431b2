/// An item the diff engine can track: identified by a key, compared for content.
///
/// Two items with the same `identity` are the same item (a move or an update);
/// equal identities with unequal content are an update.
public protocol IdentifiableType {
    /// The type of the key.
    associatedtype Identity: Hashable

    /// The key that identifies the item across versions of a list.
    var identity: Identity { get }
}
