/// A ready-made animatable section: a section model (which gives the section its
/// identity, e.g. a header) and its items.
public struct AnimatableSectionModel<Section: IdentifiableType, ItemType: IdentifiableType & Equatable> {
    /// The section's own model; its identity is the section's identity.
    public var model: Section
    /// The section's items, in display order.
    public var items: [ItemType]

    /// Creates a section from its model and items.
    public init(model: Section, items: [ItemType]) {
        self.model = model
        self.items = items
    }
}

extension AnimatableSectionModel: AnimatableSectionModelType {
    /// The type of the section's items.
    public typealias Item = ItemType

    /// The identity of `model`.
    public var identity: Section.Identity { model.identity }

    /// A section with `original`'s model and `items`.
    public init(original: AnimatableSectionModel, items: [ItemType]) {
        self.init(model: original.model, items: items)
    }
}

extension AnimatableSectionModel: Equatable where Section: Equatable {}

extension AnimatableSectionModel: Sendable where Section: Sendable, ItemType: Sendable {}

extension AnimatableSectionModel: CustomStringConvertible {
    /// The model and the item count, e.g. `Inbox > 3 items`.
    public var description: String { "\(model) > \(items.count) items" }
}
