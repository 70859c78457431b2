import XCTest
@testable import TerminalUI

/// The table keeps the cells of rows still on screen between layouts, and asks again
/// after the data changed.
final class TableViewCellReuseTests: XCTestCase {
    private var sources: [TableTestSource] = []

    private func makeTable(_ source: TableTestSource, height: Int = 4) -> TableView {
        sources.append(source)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 10, height: height))
        table.delegate = source
        table.dataSource = source
        _ = table.screenLines
        source.cellRequests.removeAll()
        return table
    }

    func test_movingTheSelectionWithinTheScreen_asksForNoCell_andRedrawsBothRows() {
        let source = TableTestSource(rows: rowNames("r", 10))
        let table = makeTable(source)
        XCTAssertTrue(table.processKey(.character("j")))
        let buffer = table.rendered(size: table.frame.size)
        XCTAssertEqual(source.cellRequests, [])
        XCTAssertFalse(buffer[0, 0]?.style.attributes.contains(.reverse) == true)
        XCTAssertTrue(buffer[0, 1]?.style.attributes.contains(.reverse) == true)
        XCTAssertEqual(table.visibleCellsInOrder.map(\.isSelected), [false, true, false, false])
    }

    func test_aLayoutWithNothingChanged_reusesEveryVisibleCell() {
        let source = TableTestSource(rows: rowNames("r", 10))
        let table = makeTable(source)
        let cells = table.visibleCellsInOrder
        table.setNeedsLayout()
        XCTAssertEqual(table.screenLines, ["r0", "r1", "r2", "r3"])
        XCTAssertEqual(source.cellRequests, [])
        XCTAssertTrue(zip(cells, table.visibleCellsInOrder).allSatisfy { $0 === $1 })
    }

    func test_scrollingByOneRow_asksOnlyForTheRowComingIntoView_andKeepsScreenOrder() {
        let source = TableTestSource(rows: rowNames("r", 10))
        let table = makeTable(source)
        table.selectRow(at: IndexPath(row: 3, section: 0))
        _ = table.screenLines
        source.cellRequests.removeAll()
        XCTAssertTrue(table.processKey(.character("j")))
        XCTAssertEqual(table.screenLines, ["r1", "r2", "r3", "r4"])
        XCTAssertEqual(source.cellRequests, [IndexPath(row: 4, section: 0)])
        let cells = table.subviews.compactMap { $0 as? TableViewCell }
        XCTAssertEqual(cells.map(\.textLabel.text), ["r1", "r2", "r3", "r4"])
        XCTAssertEqual(cells.map(\.frame.minY), [0, 1, 2, 3])
    }

    func test_afterReloadData_orABatchUpdate_theVisibleCellsAreAskedAgain() {
        let source = TableTestSource(rows: rowNames("r", 10))
        let table = makeTable(source)
        source.sections[0].rows[1] = "changed"
        table.reloadData()
        XCTAssertEqual(table.screenLines, ["r0", "changed", "r2", "r3"])
        XCTAssertEqual(source.cellRequests.map(\.row), [0, 1, 2, 3])
        source.cellRequests.removeAll()
        source.sections[0].rows[2] = "again"
        table.reloadRows(at: [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(table.screenLines, ["r0", "changed", "again", "r3"])
        XCTAssertEqual(source.cellRequests.map(\.row), [0, 1, 2, 3])
    }

    func test_sectionHeaders_stayInScreenOrder_whenScrolling() {
        let source = TableTestSource([.init(title: "A", rows: ["a0", "a1"]), .init(title: "B", rows: ["b0", "b1", "b2"])])
        let table = makeTable(source, height: 3)
        table.selectRow(at: IndexPath(row: 1, section: 1))
        XCTAssertEqual(table.screenLines, ["B", "b0", "b1"])
        XCTAssertTrue(table.processKey(.character("k")))
        XCTAssertTrue(table.processKey(.character("k")))
        XCTAssertEqual(table.screenLines, ["a1", "B", "b0"])
        XCTAssertEqual(table.subviews.map { ($0 as? TableViewCell)?.textLabel.text ?? "header" }, ["a1", "header", "b0"])
    }
}
