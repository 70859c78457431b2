import XCTest
@testable import TerminalUI

/// A table whose layout reports its bottom row to code that answers at once (a view
/// model paging from a source that needs no network) gets new rows in the middle of its
/// own layout; the frame being drawn must show them, not an emptied table.
final class LayoutReentrancyTests: XCTestCase {
    /// A table that tells `onLayout` its lowest cell after every layout, as the apps'
    /// tables do to load the next page.
    private final class ReportingTable: TableView {
        var onLayout: ((TableViewCell?) -> Void)?

        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout?(subviews.last { $0 is TableViewCell } as? TableViewCell)
        }
    }

    func test_rowsAddedByTheLayoutsOwnReport_areDrawnInTheSameFrame() {
        let source = TableTestSource(rows: ["r0", "r1"])
        let table = ReportingTable(frame: Rect(x: 0, y: 0, width: 10, height: 4))
        table.dataSource = source
        table.delegate = source
        var reports = 0
        table.onLayout = { [unowned table] _ in
            reports += 1
            // The first report finds the end on screen and the next page arrives at once.
            guard source.sections[0].rows.count == 2 else { return }
            source.sections[0].rows += ["r2", "r3", "r4"]
            table.reloadData()
        }
        XCTAssertEqual(table.screenLines, ["r0", "r1", "r2", "r3"])
        XCTAssertEqual(reports, 2, "laid out again once for the new rows, which report once more")
    }

    func test_aLayoutThatNeverSettles_stopsAfterAFewPassesAFrame() {
        let source = TableTestSource(rows: ["r0"])
        let table = ReportingTable(frame: Rect(x: 0, y: 0, width: 10, height: 4))
        table.dataSource = source
        table.delegate = source
        var reports = 0
        table.onLayout = { [unowned table] _ in
            reports += 1
            source.sections[0].rows = ["r\(reports)"]
            table.reloadData()
        }
        _ = table.screenLines
        XCTAssertEqual(reports, View.maximumLayoutPasses, "a frame is drawn: the loop is bounded")
        _ = table.screenLines
        XCTAssertEqual(reports, 2 * View.maximumLayoutPasses, "still unsettled, the next frame lays out again")
    }
}
