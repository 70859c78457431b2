/// What stopped a sectioned diff, holding the caller's own values until the public entry
/// point decides what a `Diff.Error` may carry (the values when they are `Sendable`, their
/// descriptions otherwise).
@usableFromInline
enum SectionedDiffFailure<Section: AnimatableSectionModelType> {
    /// The second item with an identity already seen in its list.
    case duplicateItem(Section.Item)
    /// The second section with an identity already seen in its list.
    case duplicateSection(Section)
    /// `init(original:items:)` returned `section` instead of one holding `expectedItems`
    /// with `expectedIdentifier`.
    case invalidInitializer(section: Section, expectedItems: [Section.Item], expectedIdentifier: Section.Identity)

    /// The error with each value's description as its payload.
    @inlinable
    var describedError: Diff.Error {
        switch self {
        case let .duplicateItem(item):
            return .duplicateItem(item: String(describing: item))
        case let .duplicateSection(section):
            return .duplicateSection(section: String(describing: section))
        case let .invalidInitializer(section, items, identifier):
            return .invalidInitializerImplementation(
                section: String(describing: section),
                expectedItems: String(describing: items),
                expectedIdentifier: String(describing: identifier)
            )
        }
    }
}

extension SectionedDiffFailure where Section: Sendable, Section.Item: Sendable, Section.Identity: Sendable {
    /// The error with the values themselves as its payload, as RxDataSources reports them.
    @inlinable
    var error: Diff.Error {
        switch self {
        case let .duplicateItem(item):
            return .duplicateItem(item: item)
        case let .duplicateSection(section):
            return .duplicateSection(section: section)
        case let .invalidInitializer(section, items, identifier):
            return .invalidInitializerImplementation(section: section, expectedItems: items, expectedIdentifier: identifier)
        }
    }
}
