import Foundation
import XCTest
@testable import TerminalUI

final class TableViewBatchUpdateTests: XCTestCase {
    /// Tables hold their data sources weakly: the test keeps them alive.
    private var sources: [TableTestSource] = []

    private func makeTable(_ sections: [TableTestSource.Section], height: Int) -> (TableView, TableTestSource) {
        let source = TableTestSource(sections)
        sources.append(source)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 10, height: height))
        table.delegate = source
        table.dataSource = source
        return (table, source)
    }

    private func makeTable(rows: [String], height: Int) -> (TableView, TableTestSource) {
        makeTable([.init(title: nil, rows: rows)], height: height)
    }

    private func paths(_ rows: Range<Int>, section: Int = 0) -> [IndexPath] {
        rows.map { IndexPath(row: $0, section: section) }
    }

    // MARK: - Keeping the user's place

    func test_insertAtTop_whenScrolled_keepsTheReadingPositionAndTheSelectedItem() {
        let (table, source) = makeTable(rows: rowNames("r", 20), height: 5)
        for _ in 0..<7 { _ = table.processKey(.down) }
        XCTAssertEqual(table.screenLines, ["r3", "r4", "r5", "r6", "r7"])
        source.sections[0].rows.insert(contentsOf: ["n0", "n1", "n2"], at: 0)
        table.insertRows(at: paths(0..<3))
        XCTAssertEqual(table.screenLines, ["r3", "r4", "r5", "r6", "r7"])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 10, section: 0))
        XCTAssertEqual(table.selectedCellText, "r7")
        XCTAssertEqual(table.contentOffset, 6)
        XCTAssertEqual(table.inconsistentUpdateCount, 0)
        // Scrolling up shows the new rows above.
        _ = table.processKey(.character("g"))
        XCTAssertEqual(table.screenLines, ["n0", "n1", "n2", "r0", "r1"])
    }

    func test_insertAtTop_whenScrolledButSelectionLower_keepsTheTopRowOnItsLine() {
        let (table, source) = makeTable(rows: rowNames("r", 20), height: 5)
        for _ in 0..<7 { _ = table.processKey(.down) }
        for _ in 0..<3 { _ = table.processKey(.up) }  // r4 selected, r3...r7 shown
        source.sections[0].rows.insert("n0", at: 0)
        table.insertRows(at: paths(0..<1))
        XCTAssertEqual(table.screenLines, ["r3", "r4", "r5", "r6", "r7"])
        XCTAssertEqual(table.selectedCellText, "r4")
    }

    func test_insertAtTop_atTheVeryTopWithTheFirstRowSelected_showsTheNewRows() {
        let (table, source) = makeTable(rows: rowNames("r", 20), height: 5)
        XCTAssertEqual(table.screenLines.first, "r0")
        source.sections[0].rows.insert(contentsOf: ["n0", "n1"], at: 0)
        table.insertRows(at: paths(0..<2))
        XCTAssertEqual(table.screenLines, ["n0", "n1", "r0", "r1", "r2"])
        XCTAssertEqual(table.selectedCellText, "r0")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    }

    func test_insertAtTop_atTheTopWithManyNewRows_scrollsOnlyToKeepTheSelectionVisible() {
        let (table, source) = makeTable(rows: rowNames("r", 20), height: 3)
        source.sections[0].rows.insert(contentsOf: rowNames("n", 5), at: 0)
        table.insertRows(at: paths(0..<5))
        XCTAssertEqual(table.screenLines, ["n3", "n4", "r0"])
        XCTAssertEqual(table.selectedCellText, "r0")
    }

    func test_insertAtTop_atTheTopWithAnotherRowSelected_keepsTheReadingPosition() {
        let (table, source) = makeTable(rows: rowNames("r", 20), height: 5)
        _ = table.processKey(.down)
        source.sections[0].rows.insert("n0", at: 0)
        table.insertRows(at: paths(0..<1))
        XCTAssertEqual(table.screenLines, ["r0", "r1", "r2", "r3", "r4"])
        XCTAssertEqual(table.selectedCellText, "r1")
    }

    func test_insertBetweenTheTopRowAndTheSelectedRow_keepsTheSelectedRowOnItsLine() {
        let (table, source) = makeTable([.init(title: "Pinned", rows: ["p0"]), .init(title: "Feed", rows: rowNames("f", 10))], height: 8)
        for _ in 0..<2 { _ = table.processKey(.down) }
        XCTAssertEqual(table.screenLines, ["Pinned", "p0", "Feed", "f0", "f1", "f2", "f3", "f4"])
        source.sections[1].rows.insert(contentsOf: ["n0", "n1"], at: 0)
        table.insertRows(at: paths(0..<2, section: 1))
        // f1, being read, keeps its line (4); the rows above it scroll up.
        XCTAssertEqual(table.screenLines, ["Feed", "n0", "n1", "f0", "f1", "f2", "f3", "f4"])
        XCTAssertEqual(table.selectedCellText, "f1")
    }

    func test_insertIntoALowerSection_whileTheFirstRowIsSelectedAtTheTop_showsTheNewRows() {
        let (table, source) = makeTable([.init(title: "Pinned", rows: ["p0"]), .init(title: "Feed", rows: rowNames("f", 10))], height: 6)
        source.sections[1].rows.insert(contentsOf: ["n0", "n1"], at: 0)
        table.insertRows(at: paths(0..<2, section: 1))
        XCTAssertEqual(table.screenLines, ["Pinned", "p0", "Feed", "n0", "n1", "f0"])
        XCTAssertEqual(table.selectedCellText, "p0")
    }

    func test_insertBelowTheScreen_changesNothingShown() {
        let (table, source) = makeTable(rows: rowNames("r", 20), height: 3)
        _ = table.processKey(.down)
        source.sections[0].rows.insert("n", at: 10)
        table.insertRows(at: [IndexPath(row: 10, section: 0)])
        XCTAssertEqual(table.screenLines, ["r0", "r1", "r2"])
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 1)
    }

    func test_deleteAboveTheScreen_keepsTheReadingPosition() {
        let (table, source) = makeTable(rows: rowNames("r", 20), height: 3)
        for _ in 0..<10 { _ = table.processKey(.down) }
        XCTAssertEqual(table.screenLines, ["r8", "r9", "r10"])
        source.sections[0].rows.removeSubrange(1..<4)
        table.deleteRows(at: paths(1..<4))
        XCTAssertEqual(table.screenLines, ["r8", "r9", "r10"])
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 7)
    }

    func test_deleteTheTopRow_theRowsBelowKeepTheirLines() {
        let (table, source) = makeTable(rows: rowNames("r", 20), height: 3)
        for _ in 0..<10 { _ = table.processKey(.down) }
        source.sections[0].rows.remove(at: 8)
        table.deleteRows(at: [IndexPath(row: 8, section: 0)])
        // r9 holds its line; the row above the screen comes into the freed line.
        XCTAssertEqual(table.screenLines, ["r7", "r9", "r10"])
        XCTAssertEqual(table.selectedCellText, "r10")
    }

    func test_deleteTheSelectedRow_selectsTheNextRow() {
        let (table, source) = makeTable(rows: rowNames("r", 5), height: 5)
        _ = table.processKey(.down)
        _ = table.processKey(.down)
        source.sections[0].rows.remove(at: 2)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(table.screenLines, ["r0", "r1", "r3", "r4", ""])
        XCTAssertEqual(table.selectedCellText, "r3")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    }

    func test_deleteTheSelectedLastRow_selectsThePreviousRow() {
        let (table, source) = makeTable(rows: rowNames("r", 5), height: 5)
        _ = table.processKey(.character("G"))
        source.sections[0].rows.removeLast(2)
        table.deleteRows(at: paths(3..<5))
        XCTAssertEqual(table.selectedCellText, "r2")
    }

    func test_deleteEveryRow_leavesNoSelection_andInsertingSelectsTheFirst() {
        let (table, source) = makeTable(rows: rowNames("r", 3), height: 3)
        source.sections[0].rows = []
        table.deleteRows(at: paths(0..<3))
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(table.screenLines, ["", "", ""])
        source.sections[0].rows = ["x"]
        table.insertRows(at: paths(0..<1))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.screenLines, ["x", "", ""])
    }

    func test_moveRow_theSelectionFollowsItsItem() {
        let (table, source) = makeTable(rows: rowNames("r", 5), height: 5)
        _ = table.processKey(.down)
        let moved = source.sections[0].rows.remove(at: 1)
        source.sections[0].rows.insert(moved, at: 4)
        table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 4, section: 0))
        XCTAssertEqual(table.screenLines, ["r0", "r2", "r3", "r4", "r1"])
        XCTAssertEqual(table.selectedCellText, "r1")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 4, section: 0))
    }

    func test_moveRowAcrossSections_keepsItsHeight() {
        let (table, source) = makeTable([.init(title: "A", rows: ["a0", "a1"]), .init(title: "B", rows: ["b0"])], height: 7)
        source.tall = ["a0"]
        table.reloadData()
        source.heightRequests = []
        source.sections[0].rows.remove(at: 0)
        source.sections[1].rows.append("a0")
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        XCTAssertEqual(table.screenLines, ["A", "a1", "B", "b0", "a0", "", ""])
        XCTAssertEqual(source.heightRequests, [])
        XCTAssertEqual(table.selectedCellText, "a0")
    }

    // MARK: - Batches

    func test_batch_appliesUIKitsOrder_deletesBeforeInsertsWhateverTheCallOrder() {
        // [a b c d e] → [x d a c e]: insert x at 0 (new), delete b (old 1), move d (old 3 → new 1).
        let (table, source) = makeTable(rows: ["a", "b", "c", "d", "e"], height: 5)
        _ = table.processKey(.down)  // b
        source.sections[0].rows = ["x", "d", "a", "c", "e"]
        var completed = false
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 0, section: 0)])
            table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 1, section: 0))
            table.deleteRows(at: [IndexPath(row: 1, section: 0)])
        }, completion: { completed = $0 })
        XCTAssertTrue(completed)
        XCTAssertEqual(table.inconsistentUpdateCount, 0)
        XCTAssertEqual(table.screenLines, ["x", "d", "a", "c", "e"])
        // b was deleted: the next remaining row (c) is selected.
        XCTAssertEqual(table.selectedCellText, "c")
    }

    func test_beginAndEndUpdates_nest_andApplyOnceAtTheOutermostEnd() {
        let (table, source) = makeTable(rows: ["a", "b"], height: 4)
        source.sections[0].rows = ["n", "a", "b", "m"]
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 0, section: 0)])
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 3, section: 0)])
        table.endUpdates()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2, "not applied before the outermost end")
        table.endUpdates()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(table.screenLines, ["n", "a", "b", "m"])
        XCTAssertEqual(table.inconsistentUpdateCount, 0)
    }

    func test_reloadRows_asksOnlyTheirHeightsAgain() {
        let (table, source) = makeTable(rows: ["a", "b", "c"], height: 4)
        source.heightRequests = []
        source.sections[0].rows[1] = "B"
        source.tall = ["B"]
        table.reloadRows(at: [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(source.heightRequests, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(table.screenLines, ["a", "B", "", "c"])
    }

    func test_sections_insertDeleteMoveAndReload() {
        let (table, source) = makeTable([
            .init(title: "A", rows: ["a0"]),
            .init(title: "B", rows: ["b0", "b1"]),
            .init(title: "C", rows: ["c0"]),
        ], height: 9)
        _ = table.processKey(.character("G"))  // c0
        // Delete A, move C before B, insert N at the end, reload B (now with one row).
        source.sections = [
            .init(title: "C", rows: ["c0"]),
            .init(title: "B2", rows: ["b9"]),
            .init(title: "N", rows: ["n0", "n1"]),
        ]
        table.performBatchUpdates {
            table.deleteSections(IndexSet(integer: 0))
            table.moveSection(2, toSection: 0)
            table.insertSections(IndexSet(integer: 2))
            table.reloadSections(IndexSet(integer: 1))
        }
        XCTAssertEqual(table.inconsistentUpdateCount, 0)
        XCTAssertEqual(table.screenLines, ["C", "c0", "B2", "b9", "N", "n0", "n1", "", ""])
        XCTAssertEqual(table.selectedCellText, "c0")
    }

    func test_emptyBatch_asksForTheHeaderTitlesAgain() {
        let (table, source) = makeTable([.init(title: "Old", rows: ["a"])], height: 2)
        source.sections[0].title = "New"
        table.performBatchUpdates(nil)
        XCTAssertEqual(table.screenLines, ["New", "a"])
    }

    func test_updateThatDoesNotFit_reloadsInsteadAndShowsTheData() {
        let (table, source) = makeTable(rows: ["a", "b"], height: 3)
        // Told about an insert, but the data source did not change.
        table.insertRows(at: [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(table.inconsistentUpdateCount, 1)
        XCTAssertEqual(table.screenLines, ["a", "b", ""])
        // An index out of range.
        source.sections[0].rows = ["a"]
        table.deleteRows(at: [IndexPath(row: 7, section: 0)])
        XCTAssertEqual(table.inconsistentUpdateCount, 2)
        XCTAssertEqual(table.screenLines, ["a", "", ""])
    }

    func test_reloadData_dropsPendingChanges() {
        let (table, source) = makeTable(rows: ["a"], height: 2)
        table.beginUpdates()
        source.sections[0].rows = ["a", "b"]
        table.insertRows(at: [IndexPath(row: 1, section: 0)])
        table.reloadData()
        table.endUpdates()
        XCTAssertEqual(table.inconsistentUpdateCount, 0)
        XCTAssertEqual(table.screenLines, ["a", "b"])
    }

    // MARK: - Cost

    func test_twentyInsertsIntoTenThousandRows_askOnlyForTheVisibleCellsAndTheNewHeights() {
        let (table, source) = makeTable(rows: rowNames("r", 10_000), height: 6)
        for _ in 0..<5_000 { _ = table.processKey(.down) }
        _ = table.screenLines
        source.cellRequests = []
        source.heightRequests = []
        for insert in 0..<20 {
            source.sections[0].rows.insert("n\(insert)", at: 0)
            table.insertRows(at: [IndexPath(row: 0, section: 0)])
        }
        XCTAssertEqual(table.screenLines, ["r4995", "r4996", "r4997", "r4998", "r4999", "r5000"])
        XCTAssertEqual(source.cellRequests.count, 6, "cells for the visible rows only")
        XCTAssertEqual(source.heightRequests.count, 20, "heights for the inserted rows only")
        XCTAssertEqual(table.selectedCellText, "r5000")
    }
}
