import Foundation
import XCTest
@testable import TerminalUI

final class TableViewSectionsTests: XCTestCase {
    /// Tables hold their data sources weakly: the test keeps them alive.
    private var sources: [TableTestSource] = []

    private func makeTable(_ sections: [TableTestSource.Section], width: Int = 8, height: Int) -> (TableView, TableTestSource) {
        let source = TableTestSource(sections)
        sources.append(source)
        let table = TableView(frame: Rect(x: 0, y: 0, width: width, height: height))
        table.delegate = source
        table.dataSource = source
        return (table, source)
    }

    private let twoSections = [
        TableTestSource.Section(title: "Today", rows: ["a0", "a1"]),
        TableTestSource.Section(title: "Older", rows: ["b0", "b1", "b2"]),
    ]

    func test_headers_areDrawnAboveTheirRowsInTheHeaderStyleAcrossTheWidth() {
        let (table, _) = makeTable(twoSections, height: 7)
        XCTAssertEqual(table.screenLines, ["Today", "a0", "a1", "Older", "b0", "b1", "b2"])
        let buffer = table.rendered(size: table.frame.size)
        for x in [0, 7] {
            XCTAssertEqual(buffer[x, 0]?.style.attributes, [.bold, .underline], "header column \(x)")
            XCTAssertEqual(buffer[x, 3]?.style.attributes, [.bold, .underline], "header column \(x)")
        }
        XCTAssertEqual(buffer[0, 2]?.style.attributes, [], "a plain row")
        // The first row, not the header, is selected.
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
        XCTAssertEqual(buffer[0, 1]?.style.attributes, [.reverse])
    }

    func test_headerStyle_canBeChanged() {
        let (table, _) = makeTable(twoSections, height: 2)
        table.headerStyle = Style(foreground: .cyan, attributes: .reverse)
        let cell = table.rendered(size: table.frame.size)[6, 0]
        XCTAssertEqual(cell?.style, Style(foreground: .cyan, attributes: .reverse))
    }

    func test_sectionWithoutTitle_hasNoHeader() {
        let (table, _) = makeTable([.init(title: nil, rows: ["a0"]), .init(title: "B", rows: ["b0"])], height: 3)
        XCTAssertEqual(table.screenLines, ["a0", "B", "b0"])
    }

    func test_headerTitles_areSanitized() {
        let (table, _) = makeTable([.init(title: "\u{1B}[2Jx\u{7}y", rows: ["a0"])], width: 12, height: 2)
        let header = table.screenLines[0]
        XCTAssertFalse(header.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "control characters in \(header.debugDescription)")
        XCTAssertTrue(header.contains("x"))
    }

    func test_arrows_skipHeadersAcrossSections() {
        let (table, _) = makeTable(twoSections, height: 7)
        XCTAssertTrue(table.processKey(.down))
        XCTAssertTrue(table.processKey(.down))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 1))
        XCTAssertEqual(table.selectedCellText, "b0")
        XCTAssertTrue(table.processKey(.up))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        XCTAssertTrue(table.processKey(.up))
        XCTAssertTrue(table.processKey(.up))  // stays on the first row, never the header
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
    }

    func test_gAndG_jumpToTheFirstAndLastRowsAndShowTheFirstHeader() {
        let (table, _) = makeTable(twoSections, height: 3)
        XCTAssertTrue(table.processKey(.character("G")))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 1))
        XCTAssertEqual(table.screenLines, ["b0", "b1", "b2"])
        XCTAssertTrue(table.processKey(.character("g")))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.screenLines, ["Today", "a0", "a1"])
    }

    func test_goingUpToASectionsFirstRow_showsItsHeader() {
        let (table, _) = makeTable(twoSections, height: 3)
        _ = table.processKey(.character("G"))
        _ = table.processKey(.up)
        _ = table.processKey(.up)
        XCTAssertEqual(table.selectedCellText, "b0")
        XCTAssertEqual(table.screenLines, ["Older", "b0", "b1"])
    }

    func test_pageDownAndUp_moveAcrossSectionsToRows() {
        let sections = (0..<5).map { TableTestSource.Section(title: "S\($0)", rows: rowNames("r\($0)-", 3)) }
        let (table, _) = makeTable(sections, height: 4)
        // Each section takes four lines. From S0's first row (line 1), a page down is
        // line 5: S1's first row.
        XCTAssertTrue(table.processKey(.pageDown))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 1))
        XCTAssertEqual(table.selectedCellText, "r1-0")
        XCTAssertTrue(table.processKey(.pageDown))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 2))
        XCTAssertTrue(table.processKey(.down))
        XCTAssertTrue(table.processKey(.pageUp))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 1))
        for _ in 0..<10 { _ = table.processKey(.pageDown) }
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 4))
        for _ in 0..<10 { _ = table.processKey(.pageUp) }
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.screenLines.first, "S0")
    }

    func test_pageDownLandingOnAHeader_selectsTheRowAfterIt() {
        let sections = (0..<3).map { TableTestSource.Section(title: "S\($0)", rows: rowNames("r\($0)-", 3)) }
        let (table, _) = makeTable(sections, height: 3)
        // From line 1 a page is line 4: S1's header, so S1's first row.
        XCTAssertTrue(table.processKey(.pageDown))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 1))
    }

    func test_enter_choosesTheSelectedRowWithItsSection() {
        let (table, source) = makeTable(twoSections, height: 7)
        _ = table.processKey(.character("G"))
        XCTAssertTrue(table.processKey(.enter))
        XCTAssertEqual(source.chosen, [IndexPath(row: 2, section: 1)])
    }

    func test_onlyVisibleRowsGetCells_inALongSectionedTable() {
        let sections = (0..<100).map { TableTestSource.Section(title: "S\($0)", rows: rowNames("r\($0)-", 100)) }
        let (table, source) = makeTable(sections, height: 5)
        _ = table.processKey(.character("G"))
        source.cellRequests = []
        XCTAssertEqual(table.screenLines, ["r99-95", "r99-96", "r99-97", "r99-98", "r99-99"])
        XCTAssertEqual(source.cellRequests.count, 5)
        XCTAssertEqual(table.numberOfSections, 100)
        XCTAssertEqual(table.numberOfRows(inSection: 42), 100)
    }

    func test_emptySections_showTheirHeadersAndAreSkipped() {
        let (table, _) = makeTable([.init(title: "A", rows: []), .init(title: "B", rows: ["b0"]), .init(title: "C", rows: [])], height: 4)
        XCTAssertEqual(table.screenLines, ["A", "B", "b0", "C"])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 1))
        XCTAssertTrue(table.processKey(.down))
        XCTAssertTrue(table.processKey(.up))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 1))
    }

    func test_onlyHeaders_noSelectionAndKeysPassOn() {
        let (table, _) = makeTable([.init(title: "A", rows: [])], height: 2)
        XCTAssertEqual(table.screenLines, ["A", ""])
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertFalse(table.processKey(.down))
    }

    func test_headerBeforeTallRows_layoutMatchesHeights() {
        let (table, source) = makeTable(twoSections, height: 5)
        source.tall = ["a0"]
        table.reloadData()
        XCTAssertEqual(table.screenLines, ["Today", "a0", "", "a1", "Older"])
    }
}
