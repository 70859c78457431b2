import Differentiator
import Foundation
import RxCore
import XCTest
@testable import WebUI

/// A table's cursor and the rows in view: the page says where its cursor went and which
/// row is the lowest in view; the server can put the cursor on a row, and a snapshot
/// keeps it there.
final class TableCursorTests: XCTestCase {
    private let bag = DisposeBag()

    /// A table of `items` in one section on a page.
    private func table(_ items: BehaviorRelay<[String]>) -> (TableView, LivePageHarness) {
        let table = TableView()
        let harness = LivePageHarness(root: TestScreen(table))
        let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, String>>(configureCell: { _, tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel.text = item
            return cell
        })
        items.map { [AnimatableSectionModel(model: "Items", items: $0)] }.bind(to: table.rx.items(dataSource: dataSource)).disposed(by: bag)
        harness.endTurn()
        _ = harness.events()
        return (table, harness)
    }

    func test_theCursor_isWhereThePageMovedIt_orTheRowLastChosen() {
        let (table, harness) = table(BehaviorRelay(value: ["a", "b", "c"]))
        XCTAssertNil(table.indexPathForSelectedRow)
        harness.page.handle([InputEvent(type: .highlight, slot: table.slot, key: table.rowKeys[0][2])])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        harness.page.handle([InputEvent(type: .select, slot: table.slot, key: table.rowKeys[0][0])])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
        harness.page.handle([InputEvent(type: .highlight, slot: table.slot, key: 9999)])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0), "a row that is gone moves nothing")
    }

    func test_selectRow_putsThePagesCursorOnTheRow_andASnapshotKeepsIt() throws {
        let (table, harness) = table(BehaviorRelay(value: ["a", "b", "c"]))
        table.selectRow(at: IndexPath(row: 1, section: 0))
        harness.endTurn()
        let key = table.rowKeys[0][1]
        XCTAssertEqual(try harness.patchOperations().map { $0.map { "\($0)" } }, [["rs", String(table.slot), String(key)]])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))

        let snapshot = try XCTUnwrap(LivePageHarness.parse(harness.reconnect().takeQueuedText()).first { $0.name == "snapshot" }?.data)
        XCTAssertTrue(snapshot.contains("class=\\\"row cursor\\\" data-key=\\\"\(key)\\\" aria-current=\\\"true\\\""), snapshot)

        table.selectRow(at: IndexPath(row: 7, section: 0))
        harness.endTurn()
        XCTAssertTrue(try harness.patchOperations().isEmpty, "no row there: nothing changes")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        table.selectRow(at: nil)
        harness.endTurn()
        XCTAssertEqual(try harness.patchOperations().map { $0.map { "\($0)" } }, [["rs", String(table.slot), "<null>"]])
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func test_theLowestRowInView_isReportedOnlyByTablesThatAsk_andFollowsItsRow() throws {
        let items = BehaviorRelay(value: ["a", "b", "c"])
        let (table, harness) = table(items)
        XCTAssertFalse(table.renderedMarkup.contains("data-track"), "no reports while scrolling unless asked")
        var reported: [IndexPath?] = []
        table.rx.lastVisibleRow.subscribe(onNext: { reported.append($0) }).disposed(by: bag)
        harness.endTurn()
        XCTAssertEqual(try harness.patchOperations().map { $0.map { "\($0)" } }, [["a", String(table.slot), "data-track", ""]])
        XCTAssertTrue(table.renderedMarkup.contains("data-track"))

        harness.page.handle([InputEvent(type: .visible, slot: table.slot, key: table.rowKeys[0][1])])
        harness.page.handle([InputEvent(type: .visible, slot: table.slot, key: nil)])
        harness.page.handle([InputEvent(type: .visible, slot: table.slot, key: table.rowKeys[0][2])])
        XCTAssertEqual(reported, [IndexPath(row: 1, section: 0), nil, IndexPath(row: 2, section: 0)])

        // A row put above it: the same row, now one lower.
        items.accept(["new", "a", "b", "c"])
        XCTAssertEqual(table.indexPathForLastVisibleRow, IndexPath(row: 3, section: 0))
        items.accept(["new", "a"])
        XCTAssertNil(table.indexPathForLastVisibleRow, "its row is gone")
    }
}

