import Foundation
import RxCore
import XCTest
@testable import WebUI

/// Where the reader is in a table: the page reports the cursor's row, the row at the top
/// of the window and the last row coming into view; the app scrolls the page to a row.
final class TableReadingPositionTests: XCTestCase {
    private var table: TableView!
    private var harness: LivePageHarness!
    private var subscription: Disposable?

    override func setUp() {
        super.setUp()
        table = TableView()
        harness = LivePageHarness(root: TestScreen(table))
        subscription = Observable.just(["a", "b", "c", "d", "e"])
            .bind(to: table.rx.items) { tableView, row, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: IndexPath(row: row, section: 0))
                cell.textLabel.text = item
                return cell
            }
        harness.endTurn()
        _ = harness.events()
    }

    override func tearDown() {
        subscription?.dispose()
        super.tearDown()
    }

    private var keys: [Int] { table.rowKeys.first ?? [] }

    private func send(_ type: InputEvent.Kind, row: Int) {
        harness.page.handle([InputEvent(type: type, slot: table.slot, key: keys[row])])
    }

    func test_aTableWhosePositionIsAskedFor_hasThePageReportIt() throws {
        XCTAssertFalse(table.renderedMarkup.contains("data-track"), "tables that do not ask send nothing")
        let tops = table.rx.topVisibleRow.map(\.row)
        XCTAssertTrue(table.renderedMarkup.contains("data-track"))
        harness.endTurn()
        XCTAssertTrue(try harness.patchOperations().contains { $0.first as? String == "a" && $0[2] as? String == "data-track" })

        var seen: [Int] = []
        let bag = DisposeBag()
        tops.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        send(.top, row: 3)
        send(.top, row: 1)
        XCTAssertEqual(seen, [3, 1])
    }

    func test_theCursorsRow_isTheHighlightedRow_andKeptInTheMarkup() {
        var highlighted: [Int] = []
        let bag = DisposeBag()
        table.rx.itemHighlighted.subscribe(onNext: { highlighted.append($0.row) }).disposed(by: bag)
        XCTAssertNil(table.indexPathForSelectedRow)
        send(.highlight, row: 2)
        XCTAssertEqual(highlighted, [2])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertTrue(table.renderedMarkup.contains("<li class=\"row cursor\" data-key=\"\(keys[2])\" aria-current=\"true\">"),
                      "a snapshot (a reconnect) keeps the cursor")
    }

    func test_reachingTheEnd_isTheLastRowInTheWindow_reportedOncePerLastRow() {
        var ends = 0
        let bag = DisposeBag()
        table.rx.reachedEnd.subscribe(onNext: { ends += 1 }).disposed(by: bag)
        send(.visible, row: 3)
        XCTAssertEqual(ends, 0, "a row that is not the last: the end is not in the window")
        send(.visible, row: 4)
        XCTAssertEqual(ends, 1)
        send(.visible, row: 3)
        send(.visible, row: 4)
        XCTAssertEqual(ends, 1, "the same last row again: once (older rows are on their way, or failed)")
    }

    func test_scrollingToARow_isSent_andKeptForASnapshot_untilThePageScrolls() throws {
        table.scrollToRow(at: IndexPath(row: 3, section: 0), selects: true)
        harness.endTurn()
        let scrolls = try harness.patchOperations().filter { $0.first as? String == "rt" }
        XCTAssertEqual(scrolls.count, 1)
        XCTAssertEqual(scrolls.first?[2] as? Int, keys[3])
        XCTAssertEqual(scrolls.first?[3] as? Bool, true)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        // A page that connects now still lands there.
        XCTAssertTrue(table.renderedMarkup.contains("data-scroll=\"\(keys[3])\" data-scroll-select"))
        send(.top, row: 3)
        XCTAssertFalse(table.renderedMarkup.contains("data-scroll"), "once the page scrolled, where it is is the reader's")
    }
}
