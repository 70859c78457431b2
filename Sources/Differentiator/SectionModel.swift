/// A ready-made section for tables that are reloaded, not animated: a model (e.g. a
/// header) and its items, as RxDataSources' `SectionModel`. Neither needs an identity;
/// for animated sections use `AnimatableSectionModel`.
public struct SectionModel<Section, ItemType> {
    /// The section's own model.
    public var model: Section
    /// The section's items, in display order.
    public var items: [ItemType]

    /// Creates a section from its model and items.
    public init(model: Section, items: [ItemType]) {
        self.model = model
        self.items = items
    }
}

extension SectionModel: SectionModelType {
    /// The type of the section's items.
    public typealias Item = ItemType

    /// The section's model (RxDataSources' spelling).
    public var identity: Section { model }

    /// A section with `original`'s model and `items`.
    public init(original: SectionModel<Section, ItemType>, items: [ItemType]) {
        self.init(model: original.model, items: items)
    }
}

extension SectionModel: Equatable where Section: Equatable, ItemType: Equatable {}

extension SectionModel: Sendable where Section: Sendable, ItemType: Sendable {}

extension SectionModel: CustomStringConvertible {
    /// The model and the items, e.g. `Inbox > [a, b]`.
    public var description: String { "\(model) > \(items)" }
}
