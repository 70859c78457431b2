/// What changed between two versions of a keyed list, as index sets. (RxDataSources gives
/// the name `Changeset` to its sectioned change set; this is the one-list form.)
///
/// To animate it in one batch: delete `deleted` (old indexes), insert `inserted` (new
/// indexes), move each `moved` pair (old index → new index) and refresh `updated`
/// (new indexes). Items in none of these kept their identity, content and relative
/// order. `finalItems` is the new list, so a consumer (a table, a live query) can take
/// the values of inserted and updated items from it.
///
/// An item can be both moved and updated; `updated` then holds its new index.
/// Index arrays are ascending (`moved` by its `to` index).
public struct ListChangeset<Item> {
    /// Old indexes of the items that are gone.
    public var deleted: [Int]
    /// New indexes of the items that are new.
    public var inserted: [Int]
    /// New indexes of the items whose identity stayed but whose content changed.
    public var updated: [Int]
    /// (old index, new index) of the kept items whose relative order changed: the fewest
    /// such items, so items that kept their order among themselves are never listed.
    public var moved: [(from: Int, to: Int)]
    /// The new version of the list.
    public var finalItems: [Item]

    /// Creates a change set from its parts (the diff builds them; tests and replays may too).
    public init(
        deleted: [Int] = [],
        inserted: [Int] = [],
        updated: [Int] = [],
        moved: [(from: Int, to: Int)] = [],
        finalItems: [Item]
    ) {
        self.deleted = deleted
        self.inserted = inserted
        self.updated = updated
        self.moved = moved
        self.finalItems = finalItems
    }

    /// True when nothing changed: no deletion, insertion, update or move.
    public var isEmpty: Bool {
        deleted.isEmpty && inserted.isEmpty && updated.isEmpty && moved.isEmpty
    }
}

extension ListChangeset: Sendable where Item: Sendable {}

extension ListChangeset: Equatable where Item: Equatable {
    /// Equal when every index set and the final items are equal.
    public static func == (lhs: ListChangeset, rhs: ListChangeset) -> Bool {
        lhs.deleted == rhs.deleted
            && lhs.inserted == rhs.inserted
            && lhs.updated == rhs.updated
            && lhs.moved.elementsEqual(rhs.moved, by: { $0.from == $1.from && $0.to == $1.to })
            && lhs.finalItems == rhs.finalItems
    }
}

extension ListChangeset: CustomStringConvertible {
    /// The index sets, e.g. `ListChangeset(deleted: [2], inserted: [0], updated: [], moved: [4→1])`.
    public var description: String {
        let moves = moved.map { "\($0.from)→\($0.to)" }.joined(separator: ", ")
        return "ListChangeset(deleted: \(deleted), inserted: \(inserted), updated: \(updated), moved: [\(moves)])"
    }
}
