/// The diff engine: computes what changed between two versions of a keyed list
/// (`changeset(from:to:)`) or of a sectioned list (`differencesForSectionedView`), and
/// replays a change set (`apply`) to check it or to update a copy.
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
/// Note: this type has the module's name, so write `Differentiator.Error` but not
/// `Differentiator.ListChangeset` (the type shadows the module); plain `ListChangeset` works.
public enum Differentiator {
    /// Why a diff or an `apply` could not be done. Never a crash: bad input is reported here.
    public enum Error: Swift.Error, Hashable, CustomStringConvertible {
        /// Two items in one list share this identity (for a sectioned list: in any two
        /// sections). The diff needs unique identities to pair items across versions.
        case duplicateItem(identity: any Hashable & Sendable)
        /// Two sections in one list share this identity.
        case duplicateSection(identity: any Hashable & Sendable)
        /// `apply` was given a change set that does not fit the list it was applied to
        /// (an index out of range, an index used twice, or counts that do not add up).
        case invalidChangeset(reason: String)

        /// Compares the cases; identities compare as `AnyHashable`.
        public static func == (lhs: Error, rhs: Error) -> Bool {
            switch (lhs, rhs) {
            case let (.duplicateItem(left), .duplicateItem(right)),
                 let (.duplicateSection(left), .duplicateSection(right)):
                return AnyHashable(left) == AnyHashable(right)
            case let (.invalidChangeset(left), .invalidChangeset(right)):
                return left == right
            default:
                return false
            }
        }

        /// Hashes the case and its payload consistently with `==`.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case let .duplicateItem(identity):
                hasher.combine(0)
                hasher.combine(AnyHashable(identity))
            case let .duplicateSection(identity):
                hasher.combine(1)
                hasher.combine(AnyHashable(identity))
            case let .invalidChangeset(reason):
                hasher.combine(2)
                hasher.combine(reason)
            }
        }

        /// A readable account of the error.
        public var description: String {
            switch self {
            case let .duplicateItem(identity): return "duplicate item identity \(identity)"
            case let .duplicateSection(identity): return "duplicate section identity \(identity)"
            case let .invalidChangeset(reason): return "invalid change set: \(reason)"
            }
        }
    }
}
