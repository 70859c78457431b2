import Foundation
import XCTest
@testable import TerminalUI

/// Rows numbered 0…; every row in `tall` takes three lines, the others one. Records
/// which rows were asked their height.
private final class MeasuredRowsSource: TableViewDataSource, TableViewDelegate {
    var count: Int
    var tall: Set<Int>
    var heightRequests: [Int] = []

    init(count: Int, tall: Set<Int>) {
        self.count = count
        self.tall = tall
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath)
        cell.textLabel.numberOfLines = 0
        cell.textLabel.text = tall.contains(indexPath.row) ? "row \(indexPath.row)\nb\nc" : "row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        heightRequests.append(indexPath.row)
        return tall.contains(indexPath.row) ? 3 : 1
    }
}

/// `estimatedRowHeight`: rows are measured when a layout shows them, not on reload,
/// and what is shown is laid out at the measured heights.
final class TableViewEstimatedHeightTests: XCTestCase {
    private var sources: [MeasuredRowsSource] = []

    private func makeTable(rows: Int, height: Int, tall: Set<Int>, estimate: Int = 1) -> (TableView, MeasuredRowsSource) {
        let source = MeasuredRowsSource(count: rows, tall: tall)
        sources.append(source)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 8, height: height))
        table.estimatedRowHeight = estimate
        table.delegate = source
        table.dataSource = source
        return (table, source)
    }

    private func lines(_ table: TableView) -> [String] {
        table.rendered(size: table.frame.size).lines.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func test_aReloadOfManyRows_measuresOnlyTheRowsShown() {
        let (table, source) = makeTable(rows: 10_000, height: 5, tall: [1])
        XCTAssertEqual(source.heightRequests, [], "a reload measures nothing")
        XCTAssertEqual(lines(table), ["row 0", "row 1", "b", "c", "row 2"])
        XCTAssertEqual(Set(source.heightRequests), [0, 1, 2, 3, 4], "the estimate showed rows 0–4; 1 was taller, so 3 and 4 went below")
    }

    func test_withoutAnEstimate_everyRowIsMeasuredOnReload() {
        let source = MeasuredRowsSource(count: 50, tall: [])
        let table = TableView(frame: Rect(x: 0, y: 0, width: 8, height: 3))
        table.delegate = source
        table.dataSource = source
        XCTAssertEqual(source.heightRequests.count, 50)
    }

    func test_rowsTallerThanTheEstimate_areShownWhole_asTheSelectionMovesDown() {
        let (table, _) = makeTable(rows: 20, height: 4, tall: Set(0..<20))
        XCTAssertEqual(lines(table), ["row 0", "b", "c", "row 1"])
        XCTAssertTrue(table.processKey(.down))
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 1)
        XCTAssertEqual(lines(table), ["c", "row 1", "b", "c"], "the selected row is shown whole, at its measured height")
        XCTAssertTrue(table.processKey(.down))
        XCTAssertEqual(lines(table), ["c", "row 2", "b", "c"])
    }

    func test_jumpingToTheLastRow_showsItWhole_atItsMeasuredHeight() {
        let (table, source) = makeTable(rows: 1_000, height: 4, tall: [998, 999])
        XCTAssertTrue(table.processKey(.character("G")))
        XCTAssertEqual(lines(table), ["c", "row 999", "b", "c"])
        XCTAssertLessThan(source.heightRequests.count, 20, "only the ends were measured")
        XCTAssertTrue(table.processKey(.character("g")))
        XCTAssertEqual(lines(table), ["row 0", "row 1", "row 2", "row 3"])
    }

    func test_aMeasuredRow_isNotAskedAgain() {
        let (table, source) = makeTable(rows: 100, height: 3, tall: [])
        _ = lines(table)
        for _ in 0..<5 { XCTAssertTrue(table.processKey(.down)) }
        _ = lines(table)
        for _ in 0..<5 { XCTAssertTrue(table.processKey(.up)) }
        _ = lines(table)
        XCTAssertEqual(source.heightRequests.sorted(), Array(0..<6), "each row shown once measured once")
    }

    /// Rows inserted above the screen are laid out at the estimate: the rows read stay
    /// on their lines, and the new ones are measured when scrolled to.
    func test_rowsInsertedAbove_keepTheRowsReadInPlace() {
        let (table, source) = makeTable(rows: 30, height: 3, tall: [])
        for _ in 0..<10 { XCTAssertTrue(table.processKey(.down)) }
        XCTAssertEqual(lines(table), ["row 8", "row 9", "row 10"])
        source.count = 33
        source.tall = [0, 1, 2]
        source.heightRequests = []
        table.insertRows(at: (0..<3).map { IndexPath(row: $0, section: 0) })
        // Numbered by their new places: the rows read were 8, 9 and 10.
        XCTAssertEqual(lines(table), ["row 11", "row 12", "row 13"], "the rows read stay on their lines")
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 13)
        XCTAssertEqual(source.heightRequests, [], "the new rows above were not measured")
        XCTAssertTrue(table.processKey(.character("g")))
        XCTAssertEqual(lines(table), ["row 0", "b", "c"], "a new row is measured when shown")
    }
}
