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

/// A section the sectioned diff can animate: it has its own identity, and its items
/// have identities (unique across all sections of a list) and comparable content.
public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType
where Item: IdentifiableType & Equatable {}
