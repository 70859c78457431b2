/// One step of the changes between two versions of a sectioned list.
///
/// `Differentiator.differencesForSectionedView` returns up to three steps, to animate
/// one after another, each as one batch (the split RxDataSources uses, because a table
/// cannot animate every combination in one batch):
/// 1. `deletedSections`, `deletedItems`, `updatedItems`;
/// 2. `insertedSections` (with their items), `movedSections`;
/// 3. `insertedItems`, `movedItems`.
///
/// Within a step, like a table's batch update: deleted and updated paths and the
/// `from` side of moves are positions before the step; inserted paths and the `to`
/// side of moves are positions after it. After the step the list is `finalSections`.
public struct SectionedChangeset<Section: SectionModelType> {
    /// The list after this step; set it as the table's model when animating the step.
    public var finalSections: [Section]
    /// Indexes (after the step) of the sections inserted, with all their items.
    public var insertedSections: [Int]
    /// Indexes (before the step) of the sections deleted, with all their items.
    public var deletedSections: [Int]
    /// (before, after) indexes of sections that changed their relative order.
    public var movedSections: [(from: Int, to: Int)]
    /// Paths (after the step) of the items inserted into kept sections.
    public var insertedItems: [ItemPath]
    /// Paths (before the step) of the items deleted from kept sections.
    public var deletedItems: [ItemPath]
    /// (before, after) paths of items that changed section or their relative order.
    public var movedItems: [(from: ItemPath, to: ItemPath)]
    /// Paths (before the step) of the items whose content changed.
    public var updatedItems: [ItemPath]

    /// Creates a step from its parts.
    public init(
        finalSections: [Section],
        insertedSections: [Int] = [],
        deletedSections: [Int] = [],
        movedSections: [(from: Int, to: Int)] = [],
        insertedItems: [ItemPath] = [],
        deletedItems: [ItemPath] = [],
        movedItems: [(from: ItemPath, to: ItemPath)] = [],
        updatedItems: [ItemPath] = []
    ) {
        self.finalSections = finalSections
        self.insertedSections = insertedSections
        self.deletedSections = deletedSections
        self.movedSections = movedSections
        self.insertedItems = insertedItems
        self.deletedItems = deletedItems
        self.movedItems = movedItems
        self.updatedItems = updatedItems
    }

    /// True when the step changes nothing.
    public var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && movedItems.isEmpty && updatedItems.isEmpty
    }
}

extension SectionedChangeset: Sendable where Section: Sendable {}

extension SectionedChangeset: Equatable where Section: Equatable {
    /// Equal when every index set and the final sections are equal.
    public static func == (lhs: SectionedChangeset, rhs: SectionedChangeset) -> Bool {
        lhs.finalSections == rhs.finalSections
            && lhs.insertedSections == rhs.insertedSections
            && lhs.deletedSections == rhs.deletedSections
            && lhs.movedSections.elementsEqual(rhs.movedSections, by: { $0.from == $1.from && $0.to == $1.to })
            && lhs.insertedItems == rhs.insertedItems
            && lhs.deletedItems == rhs.deletedItems
            && lhs.movedItems.elementsEqual(rhs.movedItems, by: { $0.from == $1.from && $0.to == $1.to })
            && lhs.updatedItems == rhs.updatedItems
    }
}

extension SectionedChangeset: CustomStringConvertible {
    /// The non-empty index sets, e.g. `SectionedChangeset(deletedItems: [[0, 2]], updatedItems: [[1, 0]])`.
    public var description: String {
        var parts: [String] = []
        func add(_ name: String, _ values: [String]) {
            if !values.isEmpty { parts.append("\(name): [\(values.joined(separator: ", "))]") }
        }
        add("deletedSections", deletedSections.map(String.init))
        add("insertedSections", insertedSections.map(String.init))
        add("movedSections", movedSections.map { "\($0.from)→\($0.to)" })
        add("deletedItems", deletedItems.map(\.description))
        add("insertedItems", insertedItems.map(\.description))
        add("movedItems", movedItems.map { "\($0.from)→\($0.to)" })
        add("updatedItems", updatedItems.map(\.description))
        return "SectionedChangeset(\(parts.joined(separator: ", ")))"
    }
}
