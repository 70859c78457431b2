import Differentiator
import Foundation
import RxCore
import XCTest
@testable import WebUI

/// A long table sends the page its first rows, and more as the reader nears the last
/// one sent; changes keep the rows on the page on it.
final class TableWindowTests: XCTestCase {
    private let bag = DisposeBag()
    private var table: TableView!
    private var harness: LivePageHarness!
    private var items: BehaviorRelay<[Int]>!

    override func setUp() {
        super.setUp()
        table = TableView()
        table.rowsPerPage = 10
        harness = LivePageHarness(root: TestScreen(table))
        items = BehaviorRelay(value: Array(0..<35))
        let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Int>>(configureCell: { _, tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel.text = "Item \(item)"
            return cell
        })
        items.map { [AnimatableSectionModel(model: "Items", items: $0)] }.bind(to: table.rx.items(dataSource: dataSource)).disposed(by: bag)
        harness.endTurn()
        _ = harness.events()
    }

    private var keys: [Int] { table.rowKeys.first ?? [] }

    private func rowsInMarkup() -> Int {
        table.renderedMarkup.components(separatedBy: "<li ").count - 1
    }

    /// The operations of `kind` ("rp", "rd", …) among `operations`.
    private func only(_ kind: String, in operations: [[Any]]) -> [[Any]] {
        operations.filter { $0.first as? String == kind }
    }

    private func reportLowest(row: Int) {
        harness.page.handle([InputEvent(type: .visible, slot: table.slot, key: keys[row])])
    }

    func test_aLongList_sendsItsFirstPage_withCellsForThoseRowsOnly_andAsksThePageWhereTheReaderIs() {
        XCTAssertEqual(rowsInMarkup(), 10)
        XCTAssertTrue(table.renderedMarkup.contains("Item 9"))
        XCTAssertFalse(table.renderedMarkup.contains("Item 10"))
        XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 9, section: 0)))
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 10, section: 0)), "no cell for a row not on the page")
        XCTAssertTrue(table.renderedMarkup.contains("data-track"), "rows still to come: the page says where the reader is")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 35, "the table still has every row")
    }

    func test_whenTheReaderNearsTheLastRowSent_theNextPageComes_inOrder() throws {
        reportLowest(row: 5)
        harness.endTurn()
        XCTAssertTrue(only("rp", in: try harness.patchOperations()).isEmpty, "far from the end: nothing more")

        reportLowest(row: 8)
        harness.endTurn()
        let placed = only("rp", in: try harness.patchOperations())
        XCTAssertEqual(placed.compactMap { $0[2] as? Int }, Array(keys[10..<20]))
        XCTAssertEqual(placed.first?[4] as? Int, keys[9], "the first new row goes after the last one sent")
        XCTAssertEqual(placed.last?[4] as? Int, keys[18])
        XCTAssertTrue((placed.first?[5] as? String)?.contains("Item 10") == true)
        XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 19, section: 0)))
    }

    func test_theLastPage_endsAtTheLastRow_andThePageStopsReporting() throws {
        reportLowest(row: 8)
        reportLowest(row: 18)
        reportLowest(row: 28)
        harness.endTurn()
        let operations = try harness.patchOperations()
        XCTAssertEqual(only("rp", in: operations).count, 25)
        XCTAssertEqual(only("a", in: operations).last?[2] as? String, "data-track")
        XCTAssertTrue(only("a", in: operations).last.map { $0[3] is NSNull } ?? false, "every row sent: no more reports")
        XCTAssertEqual(rowsInMarkup(), 35)
    }

    func test_newRowsAtTheTop_areSent_andTheRowsOnThePageStayOnIt() throws {
        items.accept([-3, -2, -1] + Array(0..<35))
        harness.endTurn()
        let operations = try harness.patchOperations()
        XCTAssertEqual(only("rp", in: operations).count, 3)
        XCTAssertTrue(only("rd", in: operations).isEmpty, "a row the reader may be reading never leaves the page")
        XCTAssertEqual(rowsInMarkup(), 13)
    }

    func test_rowsDeletedFromThePage_areReplacedUpToAFirstPage() throws {
        items.accept(Array(3..<35))
        harness.endTurn()
        let operations = try harness.patchOperations()
        XCTAssertEqual(only("rd", in: operations).count, 3)
        let placed = only("rp", in: operations)
        XCTAssertEqual(placed.compactMap { $0[2] as? Int }, Array(keys[7..<10]))
        XCTAssertTrue(placed.allSatisfy { $0[5] is String }, "rows new to the page come with their markup")
        XCTAssertEqual(rowsInMarkup(), 10)
    }

    func test_rowsChangedPastThePage_sendNothing() throws {
        items.accept(Array(0..<30) + [100, 101])
        harness.endTurn()
        XCTAssertTrue(try harness.patchOperations().filter { ["rp", "rd", "ru"].contains($0.first as? String ?? "") }.isEmpty)
    }

    func test_reachedEnd_onlyOnceTheTablesLastRowIsOnThePageAndInView() {
        var ends = 0
        table.rx.reachedEnd.subscribe(onNext: { ends += 1 }).disposed(by: bag)
        reportLowest(row: 9)
        XCTAssertEqual(ends, 0, "the last row sent is not the table's last")
        reportLowest(row: 19)
        reportLowest(row: 29)
        reportLowest(row: 34)
        XCTAssertEqual(ends, 1)
    }

    func test_scrollingToARowPastThePage_bringsItOn_first() throws {
        table.scrollToRow(at: IndexPath(row: 30, section: 0))
        harness.endTurn()
        let operations = try harness.patchOperations()
        let placed = operations.filter { $0.first as? String == "rp" }.compactMap { $0[2] as? Int }
        XCTAssertTrue(placed.contains(keys[30]))
        let placedIndex = try XCTUnwrap(operations.firstIndex { $0.first as? String == "rp" && $0[2] as? Int == keys[30] })
        let scrollIndex = try XCTUnwrap(operations.firstIndex { $0.first as? String == "rt" })
        XCTAssertLessThan(placedIndex, scrollIndex, "the row is on the page before the page scrolls to it")
    }
}
