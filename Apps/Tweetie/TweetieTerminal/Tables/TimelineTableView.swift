import Foundation
import TerminalUI

/// A table whose row heights depend on its width (wrapped text): it asks for the rows
/// again whenever its width changes, can bring a row to the top once it has a size,
/// reports each layout (the rows on screen changed) to `onLayout`, says when the
/// selection reaches the last row (`onReachedEnd`), and can say a note under one tweet
/// (`footnote`: "Loading older tweets…" under the last).
///
/// Use from the main queue only.
final class TimelineTableView: TableView {
    /// Called after each layout with the top cell on screen (nil when empty).
    var onLayout: ((TableViewCell?) -> Void)?
    /// Called once each time the selection arrives on the last row (again only after it
    /// left it, or when rows were added below it).
    var onReachedEnd: (() -> Void)?

    /// A note said in the blank last line of the tweet `tweetId`'s cell; nil for none.
    /// In the cell rather than a row of its own, so it is never selected, never counts
    /// as the last row and never moves the rows.
    var footnote: (text: String, tweetId: Int64)? {
        didSet { setNeedsLayout() }
    }

    /// A row to select and show at the top at the next layout with a size.
    private var pendingTopRow: IndexPath?
    private var laidOutWidth = 0
    /// The number of rows when the selection last arrived on the last row; nil while it is elsewhere.
    private var reachedEndWithRows: Int?

    /// Selects the row at `indexPath` and scrolls it to the top of the table (now, or
    /// at the first layout once the table has a size).
    func selectRowAtTop(_ indexPath: IndexPath) {
        pendingTopRow = indexPath
        setNeedsLayout()
    }

    override func layoutSubviews() {
        if frame.width != laidOutWidth {
            laidOutWidth = frame.width
            reloadData()
        }
        // Kept until the row is loaded (the rows may arrive after the request).
        if let row = pendingTopRow, frame.width > 0, frame.height > 0, row.row < numberOfRows(inSection: row.section) {
            pendingTopRow = nil
            // Scrolling moves as little as possible, so coming up from the last row
            // leaves the row at the top (or the end of the list on screen).
            let lastSection = numberOfSections - 1
            if lastSection >= 0, numberOfRows(inSection: lastSection) > 0 {
                selectRow(at: IndexPath(row: numberOfRows(inSection: lastSection) - 1, section: lastSection))
            }
            selectRow(at: row)
        }
        super.layoutSubviews()
        let footnote = self.footnote
        for case let cell as TweetCell in subviews {
            cell.footnote = cell.tweetId != nil && cell.tweetId == footnote?.tweetId ? footnote?.text : nil
        }
        // The cells are the subviews, added top to bottom (reading the table's visible
        // rows here would lay it out again from inside its layout).
        onLayout?(subviews.lazy.compactMap { $0 as? TableViewCell }.first)
        reportReachingEnd()
    }

    private func reportReachingEnd() {
        let lastSection = numberOfSections - 1
        guard lastSection >= 0, let selected = indexPathForSelectedRow, selected.section == lastSection,
              selected.row == numberOfRows(inSection: lastSection) - 1 else {
            reachedEndWithRows = nil
            return
        }
        let rows = (0...lastSection).reduce(0) { $0 + numberOfRows(inSection: $1) }
        guard rows != reachedEndWithRows else { return }
        reachedEndWithRows = rows
        onReachedEnd?()
    }
}
