import Foundation

// Internal on purpose: TerminalUI makes the same names public, and two public copies
// would be ambiguous in a module that sees both (an app's web and terminal layers).
// WebUI's clients get them from TerminalUI, or from a shared module once they move there.
extension IndexPath {
    /// The index path of `row` in `section`, as UIKit spells it.
    init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section of a table index path.
    var section: Int {
        count > 0 ? self[0] : 0
    }

    /// The row of a table index path.
    var row: Int {
        count > 1 ? self[1] : 0
    }
}
