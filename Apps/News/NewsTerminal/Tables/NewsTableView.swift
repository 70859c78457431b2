import NewsCore
import TerminalUI

/// The list's table: after each layout it reports the id of the last story on screen
/// (`onLayout`), so the screen can ask for the next page once the end of the list shows
/// — whether the reader scrolled there or the first page did not fill the screen.
///
/// Use from the main queue only.
final class NewsTableView: TableView {
    /// Called after each layout with the id of the lowest story on screen (nil when none).
    var onLayout: ((String?) -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        // The cells are among the subviews (asking for the visible rows here would lay the
        // table out again from inside its layout); the lowest shown one is the last row.
        var lowest: NewsCell?
        for case let cell as NewsCell in subviews where !cell.isHidden && cell.frame.origin.y >= (lowest?.frame.origin.y ?? Int.min) {
            lowest = cell
        }
        onLayout?(lowest?.itemID)
    }
}
