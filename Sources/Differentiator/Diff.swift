/// The diff engine, under RxDataSources' name: computes what changed between two versions
/// of a sectioned list (`differencesForSectionedView`, RxDataSources' entry point) or of
/// one keyed list (`changeset(from:to:)`), and replays a change set (`apply`) to check it
/// or to update a copy.
///
/// Every function is pure and may be called from any thread.
///
/// The engine is Heckel's algorithm specialised to unique keys: one hash table from
/// identity to index pairs every item with its counterpart, in time linear in the
/// lists' lengths. Items that kept their relative order are found as a longest
/// increasing subsequence of the paired old positions, so the reported moves are the
/// fewest possible (a greedy left-to-right pass, as in RxDataSources, can report n - 1
/// moves where one suffices, e.g. when the first item moves to the end); that step
/// costs nothing when nothing moved and O(k log k) for k kept items in the worst case.
///
/// Named `Diff` as in RxDataSources (not after the module), so module-qualified names
/// such as `Differentiator.Changeset` resolve.
public enum Diff {
    /// Why a diff could not be done, as RxDataSources' `Diff.Error`. Never a crash: bad
    /// input is reported here.
    ///
    /// The payloads are the values RxDataSources reports (the second occurrence of a
    /// duplicate, the section a faulty `init(original:items:)` returned) when the
    /// section and item types are `Sendable`, which an error thrown across threads needs;
    /// for other types they are the values' descriptions (`String(describing:)`).
    public enum Error: Swift.Error, CustomStringConvertible, CustomDebugStringConvertible {
        /// Two items in one list share an identity (for a sectioned list: in any two
        /// sections); `item` is the second of them. The diff needs unique identities to
        /// pair items across versions.
        case duplicateItem(item: any Sendable)
        /// Two sections in one list share an identity; `section` is the second of them.
        case duplicateSection(section: any Sendable)
        /// `init(original:items:)` of the section type returned `section`, which does not
        /// hold `expectedItems` or lost `expectedIdentifier`: the diff builds the states
        /// between its steps with that initializer, so it must keep both.
        case invalidInitializerImplementation(section: any Sendable, expectedItems: any Sendable, expectedIdentifier: any Sendable)

        /// A readable account of the error.
        public var description: String {
            switch self {
            case let .duplicateItem(item):
                return "Duplicate item \(item)"
            case let .duplicateSection(section):
                return "Duplicate section \(section)"
            case let .invalidInitializerImplementation(section, expectedItems, expectedIdentifier):
                return "Wrong initializer implementation for: \(section)\n"
                    + "Expected it should return items: \(expectedItems)\n"
                    + "Expected it should have id: \(expectedIdentifier)"
            }
        }

        /// The same as `description` (RxDataSources' spelling).
        public var debugDescription: String { description }
    }

    /// Why `apply` could not replay a change set: it does not fit the list it was applied
    /// to (an index out of range, an index used twice, or counts that do not add up).
    public struct InvalidChangeset: Swift.Error, Hashable, CustomStringConvertible {
        /// What did not fit, e.g. `deleted index 7 out of range or repeated`.
        public var reason: String

        /// Creates the error with its reason.
        public init(reason: String) {
            self.reason = reason
        }

        /// `invalid change set: <reason>`.
        public var description: String { "invalid change set: \(reason)" }
    }
}
