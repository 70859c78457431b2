/// One step of the changes between two versions of a sectioned list: RxDataSources'
/// `Changeset`.
///
/// `Diff.differencesForSectionedView` returns up to three steps, to animate one after
/// another, each as one batch (the split RxDataSources uses, because a table cannot
/// animate every combination in one batch):
/// 1. `deletedSections`, `deletedItems`, `updatedItems`;
/// 2. `insertedSections` (with their items), `movedSections`;
/// 3. `insertedItems`, `movedItems`.
///
/// Within a step, like a table's batch update: deleted and updated paths and sections and
/// the `from` side of moves are positions before the step (in `originalSections`);
/// inserted paths and the `to` side of moves are positions after it. After the step the
/// list is `finalSections`. A step with `reloadData` set (`initialValue(_:)`) is shown by
/// reloading the whole table with `finalSections`, not animated.
public struct Changeset<Section: SectionModelType> {
    /// The type of the sections' items.
    public typealias Item = Section.Item

    /// True when the step is shown by reloading everything (the first value a table
    /// gets, `initialValue(_:)`); the diff never sets it.
    public var reloadData: Bool
    /// The list before this step. The diff fills it (RxDataSources leaves it empty).
    public var originalSections: [Section]
    /// The list after this step; set it as the table's model when animating the step.
    public var finalSections: [Section]
    /// Indexes (after the step) of the sections inserted, with all their items.
    public var insertedSections: [Int]
    /// Indexes (before the step) of the sections deleted, with all their items.
    public var deletedSections: [Int]
    /// (before, after) indexes of sections that changed their relative order.
    public var movedSections: [(from: Int, to: Int)]
    /// Indexes (before the step) of sections to reload whole. The diff never sets it
    /// (as in RxDataSources: a section's new model comes with the step's `finalSections`).
    public var updatedSections: [Int]
    /// Paths (after the step) of the items inserted into kept sections.
    public var insertedItems: [ItemPath]
    /// Paths (before the step) of the items deleted from kept sections.
    public var deletedItems: [ItemPath]
    /// (before, after) paths of items that changed section or their relative order.
    public var movedItems: [(from: ItemPath, to: ItemPath)]
    /// Paths (before the step) of the items whose content changed.
    public var updatedItems: [ItemPath]

    /// Creates a step from its parts (RxDataSources' initializer).
    public init(
        reloadData: Bool = false,
        originalSections: [Section] = [],
        finalSections: [Section] = [],
        insertedSections: [Int] = [],
        deletedSections: [Int] = [],
        movedSections: [(from: Int, to: Int)] = [],
        updatedSections: [Int] = [],
        insertedItems: [ItemPath] = [],
        deletedItems: [ItemPath] = [],
        movedItems: [(from: ItemPath, to: ItemPath)] = [],
        updatedItems: [ItemPath] = []
    ) {
        self.reloadData = reloadData
        self.originalSections = originalSections
        self.finalSections = finalSections
        self.insertedSections = insertedSections
        self.deletedSections = deletedSections
        self.movedSections = movedSections
        self.updatedSections = updatedSections
        self.insertedItems = insertedItems
        self.deletedItems = deletedItems
        self.movedItems = movedItems
        self.updatedItems = updatedItems
    }

    /// The step that shows `sections` from nothing: a reload, with every section inserted.
    public static func initialValue(_ sections: [Section]) -> Changeset<Section> {
        Changeset(reloadData: true, finalSections: sections, insertedSections: Array(sections.indices))
    }

    /// True when the step changes nothing (and is not a reload).
    public var isEmpty: Bool {
        !reloadData && insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty
            && updatedSections.isEmpty && insertedItems.isEmpty && deletedItems.isEmpty
            && movedItems.isEmpty && updatedItems.isEmpty
    }
}

extension Changeset: Sendable where Section: Sendable {}

extension Changeset: Equatable where Section: Equatable {
    /// Equal when the reload flag, both lists and every index set are equal.
    public static func == (lhs: Changeset, rhs: Changeset) -> Bool {
        lhs.reloadData == rhs.reloadData
            && lhs.originalSections == rhs.originalSections
            && lhs.finalSections == rhs.finalSections
            && lhs.insertedSections == rhs.insertedSections
            && lhs.deletedSections == rhs.deletedSections
            && lhs.movedSections.elementsEqual(rhs.movedSections, by: { $0.from == $1.from && $0.to == $1.to })
            && lhs.updatedSections == rhs.updatedSections
            && lhs.insertedItems == rhs.insertedItems
            && lhs.deletedItems == rhs.deletedItems
            && lhs.movedItems.elementsEqual(rhs.movedItems, by: { $0.from == $1.from && $0.to == $1.to })
            && lhs.updatedItems == rhs.updatedItems
    }
}

extension Changeset: CustomStringConvertible, CustomDebugStringConvertible {
    /// The non-empty index sets, e.g. `Changeset(deletedItems: [[0, 2]], updatedItems: [[1, 0]])`.
    public var description: String {
        var parts: [String] = reloadData ? ["reloadData"] : []
        func add(_ name: String, _ values: [String]) {
            if !values.isEmpty { parts.append("\(name): [\(values.joined(separator: ", "))]") }
        }
        add("deletedSections", deletedSections.map(String.init))
        add("insertedSections", insertedSections.map(String.init))
        add("movedSections", movedSections.map { "\($0.from)→\($0.to)" })
        add("updatedSections", updatedSections.map(String.init))
        add("deletedItems", deletedItems.map(\.description))
        add("insertedItems", insertedItems.map(\.description))
        add("movedItems", movedItems.map { "\($0.from)→\($0.to)" })
        add("updatedItems", updatedItems.map(\.description))
        return "Changeset(\(parts.joined(separator: ", ")))"
    }

    /// The index sets and the final sections, one per line.
    public var debugDescription: String {
        description + "\n >> Final sections\n" + finalSections.map { "\($0)" }.joined(separator: "\n")
    }
}
