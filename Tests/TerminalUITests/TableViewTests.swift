import Foundation
import XCTest
@testable import TerminalUI

/// A data source of numbered rows; `tall` rows take two lines.
private final class NumbersSource: TableViewDataSource, TableViewDelegate {
    var count: Int
    var tall: Set<Int> = []
    var cellRequests: [Int] = []
    var chosen: [IndexPath] = []

    init(count: Int) {
        self.count = count
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests.append(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath)
        cell.textLabel.numberOfLines = 0
        cell.textLabel.text = tall.contains(indexPath.row) ? "row \(indexPath.row)\nmore" : "row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        tall.contains(indexPath.row) ? 2 : 1
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(indexPath)
    }
}

final class TableViewTests: XCTestCase {
    /// Tables hold their data sources weakly: the test keeps them alive.
    private var sources: [NumbersSource] = []

    private func makeTable(rows: Int, height: Int, tall: Set<Int> = []) -> (TableView, NumbersSource) {
        let source = NumbersSource(count: rows)
        source.tall = tall
        sources.append(source)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 8, height: height))
        table.delegate = source
        table.dataSource = source
        return (table, source)
    }

    private func lines(_ table: TableView) -> [String] {
        table.rendered(size: table.frame.size).lines
    }

    func test_table_showsTheFirstRowsWithTheFirstSelected() {
        let (table, _) = makeTable(rows: 10, height: 3)
        XCTAssertEqual(lines(table), ["row 0   ", "row 1   ", "row 2   "])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
        let buffer = table.rendered(size: table.frame.size)
        XCTAssertTrue(buffer[7, 0]?.style.attributes.contains(.reverse) == true)
        XCTAssertFalse(buffer[0, 1]?.style.attributes.contains(.reverse) == true)
    }

    func test_table_onlyVisibleRowsGetCells() {
        let (table, source) = makeTable(rows: 10_000, height: 4)
        _ = lines(table)
        XCTAssertEqual(source.cellRequests, [0, 1, 2, 3])
        XCTAssertEqual(table.indexPathsForVisibleRows.map(\.row), [0, 1, 2, 3])
    }

    func test_arrowsAndJK_moveTheSelectionAndScroll() {
        let (table, _) = makeTable(rows: 10, height: 3)
        for key in [Key.down, .character("j"), .down] {
            XCTAssertTrue(table.processKey(key))
        }
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 3)
        XCTAssertEqual(lines(table), ["row 1   ", "row 2   ", "row 3   "])
        XCTAssertTrue(table.processKey(.character("k")))
        XCTAssertTrue(table.processKey(.up))
        XCTAssertTrue(table.processKey(.up))
        XCTAssertEqual(lines(table), ["row 0   ", "row 1   ", "row 2   "])
        XCTAssertTrue(table.processKey(.up))  // stays on the first row
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 0)
    }

    func test_pageDownAndUp_moveByAScreen() {
        let (table, _) = makeTable(rows: 20, height: 5)
        XCTAssertTrue(table.processKey(.pageDown))
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 5)
        XCTAssertEqual(lines(table), ["row 1   ", "row 2   ", "row 3   ", "row 4   ", "row 5   "])
        XCTAssertTrue(table.processKey(.pageDown))
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 10)
        XCTAssertTrue(table.processKey(.pageUp))
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 5)
    }

    func test_gAndG_jumpToTheEnds() {
        let (table, _) = makeTable(rows: 100, height: 3)
        XCTAssertTrue(table.processKey(.character("G")))
        XCTAssertEqual(lines(table), ["row 97  ", "row 98  ", "row 99  "])
        XCTAssertTrue(table.processKey(.character("g")))
        XCTAssertEqual(lines(table), ["row 0   ", "row 1   ", "row 2   "])
    }

    func test_rowsOfVaryingHeight() {
        let (table, _) = makeTable(rows: 5, height: 4, tall: [1])
        XCTAssertEqual(lines(table), ["row 0   ", "row 1   ", "more    ", "row 2   "])
        XCTAssertTrue(table.processKey(.character("G")))
        XCTAssertEqual(lines(table), ["more    ", "row 2   ", "row 3   ", "row 4   "])
    }

    func test_enter_choosesTheSelectedRow() {
        let (table, source) = makeTable(rows: 5, height: 3)
        _ = table.processKey(.down)
        XCTAssertTrue(table.processKey(.enter))
        XCTAssertEqual(source.chosen, [IndexPath(row: 1, section: 0)])
        XCTAssertFalse(table.processKey(.character("x")))
    }

    func test_resize_keepsTheSelectionVisible() {
        let (table, _) = makeTable(rows: 20, height: 10)
        for _ in 0..<8 { _ = table.processKey(.down) }
        XCTAssertEqual(lines(table).first, "row 0   ")
        table.frame = Rect(x: 0, y: 0, width: 8, height: 3)
        XCTAssertEqual(lines(table), ["row 6   ", "row 7   ", "row 8   "])
        table.frame = Rect(x: 0, y: 0, width: 8, height: 0)
        XCTAssertEqual(lines(table), [])
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 8)
    }

    func test_reload_keepsTheSelectionOrClampsIt() {
        let (table, source) = makeTable(rows: 10, height: 3)
        for _ in 0..<6 { _ = table.processKey(.down) }
        source.count = 4
        table.reloadData()
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 3)
        XCTAssertEqual(lines(table), ["row 1   ", "row 2   ", "row 3   "])
        source.count = 0
        table.reloadData()
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(lines(table), ["        ", "        ", "        "])
        XCTAssertFalse(table.processKey(.down))
    }

    func test_cells_areReused() {
        let (table, _) = makeTable(rows: 50, height: 3)
        let first = Set(table.visibleCellsInOrder.map(ObjectIdentifier.init))
        _ = table.processKey(.pageDown)
        _ = table.processKey(.pageDown)
        let later = Set(table.visibleCellsInOrder.map(ObjectIdentifier.init))
        XCTAssertEqual(first, later)
    }
}
