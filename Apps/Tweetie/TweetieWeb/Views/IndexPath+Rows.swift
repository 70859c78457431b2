import Foundation

// WebUI keeps UIKit's `IndexPath(row:section:)` internal (TerminalUI makes the same names
// public); the timelines have one section, so a row is all they name.
extension IndexPath {
    /// Row `row` of a table's only section.
    static func row(_ row: Int) -> IndexPath {
        IndexPath(indexes: [0, row])
    }

    /// The row of an index path of a table's only section.
    var rowIndex: Int {
        last ?? 0
    }
}
