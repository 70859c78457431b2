import XCTest
@testable import TerminalUI

/// The mouse wheel scrolls a table three lines per notch; the selection stays put while
/// it is fully on screen and otherwise follows to the nearest row fully on screen.
final class TableViewWheelTests: XCTestCase {
    /// Tables hold their data sources weakly: the test keeps them alive.
    private var sources: [TableTestSource] = []

    private func makeTable(_ source: TableTestSource, height: Int) -> TableView {
        sources.append(source)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 12, height: height))
        table.delegate = source
        table.dataSource = source
        return table
    }

    private func rows(_ count: Int, height: Int) -> TableView {
        makeTable(TableTestSource(rows: rowNames("row ", count)), height: height)
    }

    func test_oneNotchDown_scrollsThreeLines_andTheSelectionFollowsOntoTheScreen() {
        let table = rows(20, height: 5)
        XCTAssertTrue(table.processKey(.scrollDown))
        XCTAssertEqual(table.contentOffset, 3)
        XCTAssertEqual(table.screenLines.first, "row 3")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0), "row 0 left the screen: the first row shown")
        XCTAssertTrue(table.visibleCellsInOrder[0].isSelected)
    }

    func test_selectionStillOnScreen_staysWhereItIs() {
        let table = rows(20, height: 10)
        table.selectRow(at: IndexPath(row: 7, section: 0))
        XCTAssertEqual(table.contentOffset, 0)
        XCTAssertTrue(table.processKey(.scrollDown))
        XCTAssertEqual(table.contentOffset, 3)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 7, section: 0))
        _ = table.processKey(.scrollDown)
        _ = table.processKey(.scrollDown)
        XCTAssertEqual(table.contentOffset, 9)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 9, section: 0), "row 7 scrolled off the top")
        XCTAssertEqual(table.screenLines.first, "row 9", "layout does not scroll back to the selection")
    }

    func test_notchUp_selectionBelowTheScreen_followsToTheLastRowShown() {
        let table = rows(30, height: 5)
        table.selectRow(at: IndexPath(row: 29, section: 0))
        XCTAssertEqual(table.contentOffset, 25)
        XCTAssertTrue(table.processKey(.scrollUp))
        XCTAssertEqual(table.contentOffset, 22)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 26, section: 0))
        XCTAssertEqual(table.screenLines, ["row 22", "row 23", "row 24", "row 25", "row 26"])
    }

    func test_atTheEnds_theWheelStops_andIsStillConsumed() {
        let table = rows(7, height: 5)
        XCTAssertTrue(table.processKey(.scrollUp))
        XCTAssertEqual(table.contentOffset, 0)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
        XCTAssertTrue(table.processKey(.scrollDown))
        XCTAssertEqual(table.contentOffset, 2, "clamped to the last screenful")
        XCTAssertTrue(table.processKey(.scrollDown))
        XCTAssertEqual(table.contentOffset, 2)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    }

    func test_shortTable_doesNotScroll() {
        let table = rows(3, height: 5)
        XCTAssertTrue(table.processKey(.scrollDown))
        XCTAssertEqual(table.contentOffset, 0)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
    }

    func test_emptyTable_leavesTheWheelToOthers() {
        let table = rows(0, height: 5)
        XCTAssertFalse(table.processKey(.scrollDown))
    }

    func test_partlyShownRows_areNotSelected_andHeadersNever() {
        let source = TableTestSource([
            .init(title: "First", rows: rowNames("a", 4)),
            .init(title: "Second", rows: rowNames("b", 10)),
        ])
        source.tall = ["a3", "b0"]
        let table = makeTable(source, height: 4)
        // Lines: 0 First, 1 a0, 2 a1, 3 a2, 4-5 a3, 6 Second, 7-8 b0, 9 b1...
        XCTAssertTrue(table.processKey(.scrollDown))
        XCTAssertEqual(table.contentOffset, 3)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0), "a2 is the first row fully shown")
        XCTAssertTrue(table.processKey(.scrollDown))
        XCTAssertEqual(table.contentOffset, 6)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 1), "b0 below the Second header")
        XCTAssertEqual(table.screenLines.first, "Second")
        XCTAssertTrue(table.processKey(.scrollUp))
        XCTAssertEqual(table.contentOffset, 3)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0), "the last row fully shown: a3 (lines 4-5)")
    }

    func test_arrowsAfterTheWheel_moveFromTheFollowedSelection() {
        let table = rows(20, height: 5)
        _ = table.processKey(.scrollDown)
        _ = table.processKey(.scrollDown)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 6, section: 0))
        _ = table.processKey(.down)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 7, section: 0))
        XCTAssertEqual(table.contentOffset, 6, "the row below was already on screen")
    }

    func test_help_listsNoWheelLine() {
        // The wheel is off by default and the keys are what help lists.
        XCTAssertFalse(rows(3, height: 3).keyHints.contains { $0.key.contains("Wheel") || $0.title.contains("Scroll") })
    }
}
