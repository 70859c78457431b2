/// A section of a sectioned list: a model that holds an array of items.
public protocol SectionModelType {
    /// The type of the section's items.
    associatedtype Item

    /// The section's items, in display order.
    var items: [Item] { get }

    /// A copy of `original` (same identity, header...) holding `items` instead.
    /// The sectioned diff uses it to build the intermediate states between its steps.
    init(original: Self, items: [Item])
}
