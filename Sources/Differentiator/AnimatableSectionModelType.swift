/// A section the sectioned diff can animate: it has its own identity, and its items
/// have identities (unique across all sections of a list) and comparable content.
///
/// `init(original:items:)` must keep `original`'s identity and hold exactly `items`: the
/// diff checks it and throws `Diff.Error.invalidInitializerImplementation` otherwise.
public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType
where Item: IdentifiableType & Equatable {}
