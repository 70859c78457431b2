/// The position of an item in a sectioned list: section index, then index within it.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the section.
    public var sectionIndex: Int
    /// The index of the item within its section.
    public var itemIndex: Int

    /// Creates a path.
    public init(sectionIndex: Int, itemIndex: Int) {
        self.sectionIndex = sectionIndex
        self.itemIndex = itemIndex
    }

    /// Orders by section, then by item.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.sectionIndex, lhs.itemIndex) < (rhs.sectionIndex, rhs.itemIndex)
    }

    /// `[section, item]`.
    public var description: String { "[\(sectionIndex), \(itemIndex)]" }
}
