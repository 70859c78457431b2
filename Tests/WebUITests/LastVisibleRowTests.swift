import Foundation
import RxCore
import XCTest
@testable import WebUI

/// The lowest row in the browser's window, as the page reports it: what a list pages by
/// as its end comes into view (tables someone listens to ask the page for it).
final class LastVisibleRowTests: XCTestCase {
    private let bag = DisposeBag()

    /// A table of `items`, on a page.
    private func table(_ items: BehaviorRelay<[String]>) -> (TableView, LivePageHarness) {
        let table = TableView()
        let harness = LivePageHarness(root: TestScreen(table))
        items.bind(to: table.rx.items(cellIdentifier: "Row", cellType: TableViewCell.self)) { _, item, cell in
            cell.textLabel.text = item
        }
        .disposed(by: bag)
        harness.endTurn()
        _ = harness.events()
        return (table, harness)
    }

    private func key(ofRow row: Int, in table: TableView) throws -> Int {
        try XCTUnwrap(table.rowKeys.first?[row])
    }

    func test_aTableSomeoneListensTo_asksThePage_andHearsItsLowestRow() throws {
        let (table, harness) = table(BehaviorRelay(value: ["a", "b", "c", "d"]))
        XCTAssertFalse(table.renderedMarkup.contains("data-track"), "nobody listens: the page is not asked")
        var seen: [IndexPath?] = []
        table.rx.lastVisibleRow.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        XCTAssertTrue(table.reportsVisibleRows)
        harness.endTurn()
        let operations = try harness.patchOperations()
        XCTAssertEqual(operations.first as? [AnyHashable], ["a", table.slot, "data-track", ""] as [AnyHashable],
                       "the page shown is asked at once")
        XCTAssertTrue(table.renderedMarkup.contains("data-track"))

        harness.page.handle([InputEvent(type: .visible, slot: table.slot, key: try key(ofRow: 2, in: table))])
        harness.page.handle([InputEvent(type: .visible, slot: table.slot, key: nil)])
        XCTAssertEqual(seen, [IndexPath(row: 2, section: 0), nil])
        XCTAssertNil(table.indexPathForLastVisibleRow, "no row in the window")
    }

    func test_theLowestRow_followsItsRow_asRowsComeAndGo() throws {
        let items = BehaviorRelay(value: ["a", "b", "c"])
        let (table, harness) = table(items)
        var seen: [IndexPath?] = []
        table.rx.lastVisibleRow.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        let keyOfC = try key(ofRow: 2, in: table)
        harness.page.handle([InputEvent(type: .visible, slot: table.slot, key: keyOfC)])
        XCTAssertEqual(table.indexPathForLastVisibleRow, IndexPath(row: 2, section: 0))

        // A reload makes new rows: the row reported is gone, so none is known.
        items.accept(["z", "a", "b", "c"])
        XCTAssertNil(table.indexPathForLastVisibleRow)
        // A report the page made before it got the change names a row gone since: ignored.
        harness.page.handle([InputEvent(type: .visible, slot: table.slot, key: keyOfC)])
        XCTAssertEqual(seen, [IndexPath(row: 2, section: 0)])
    }

    func test_aBatchUpdate_keepsTheRowReported_whereItMoved() throws {
        let table = TableView()
        let harness = LivePageHarness(root: TestScreen(table))
        let source = TestDataSource(items: ["a", "b", "c"])
        table.dataSource = source
        table.reportsVisibleRows = true
        harness.page.handle([InputEvent(type: .visible, slot: table.slot, key: try key(ofRow: 1, in: table))])
        source.items.insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(table.indexPathForLastVisibleRow, IndexPath(row: 2, section: 0), "b is now the third row")
    }
}

/// One section of strings, changed by the test.
private final class TestDataSource: TableViewDataSource {
    var items: [String]

    init(items: [String]) {
        self.items = items
    }

    func numberOfSections(in tableView: TableView) -> Int { 1 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}
