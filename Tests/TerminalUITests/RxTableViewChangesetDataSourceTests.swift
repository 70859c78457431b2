import Differentiator
import Foundation
import RxCore
import RxTesting
import TestSupport
import XCTest
@testable import TerminalUI

/// A random-access collection that is not an array, standing for a live query's results.
private struct Rows: RandomAccessCollection {
    var storage: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    subscript(position: Int) -> String { storage[position] }
}

final class RxTableViewChangesetDataSourceTests: LeakCheckingTestCase {
    private typealias Element = (Rows, ListChangeset<String>?)

    private func makeTable(height: Int) -> TableView {
        TableView(frame: Rect(x: 0, y: 0, width: 10, height: height))
    }

    private func makeDataSource(scheduler: SchedulerType = MainScheduler.instance) -> RxTableViewChangesetDataSource<String> {
        RxTableViewChangesetDataSource<String>(scheduler: scheduler) { _, tableView, indexPath, text in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel.text = text
            return cell
        }
    }

    /// The element a live query sends when `old` became `new`.
    private func change(_ old: [String], _ new: [String]) throws -> Element {
        (Rows(storage: new), try Diff.changeset(from: old, to: new))
    }

    func test_nilChangeset_showsTheWholeCollection_andBindsWithoutAMap() {
        let table = makeTable(height: 3)
        let dataSource = makeDataSource()
        let subscription = Observable<Element>.just((Rows(storage: ["a", "b"]), nil))
            .bind(to: table.rx.changeset(dataSource))
        XCTAssertEqual(table.screenLines, ["a", "b", ""])
        XCTAssertEqual(dataSource.items, ["a", "b"])
        subscription.dispose()
        XCTAssertNil(table.dataSource)
    }

    func test_insertsAtTopWhenScrolled_keepTheReadingPositionAndTheSelectedRow() throws {
        let table = makeTable(height: 3)
        let dataSource = makeDataSource()
        let changes = PublishSubject<Element>()
        let subscription = changes.bind(to: table.rx.changeset(dataSource))
        let first = rowNames("t", 10)
        changes.onNext((Rows(storage: first), nil))
        for _ in 0..<5 { _ = table.processKey(.down) }
        XCTAssertEqual(table.screenLines, ["t3", "t4", "t5"])
        let second = ["new1", "new2"] + first
        changes.onNext(try change(first, second))
        XCTAssertEqual(table.screenLines, ["t3", "t4", "t5"])
        XCTAssertEqual(table.selectedCellText, "t5")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 7, section: 0))
        XCTAssertEqual(table.inconsistentUpdateCount, 0)
        subscription.dispose()
    }

    func test_deletesUpdatesAndMoves_areApplied_andTheSelectedRowIsKept() throws {
        let table = makeTable(height: 5)
        let dataSource = makeDataSource()
        let changes = PublishSubject<([String], ListChangeset<String>?)>()
        let subscription = changes.bind(to: table.rx.items(dataSource: dataSource))
        let first = ["a", "b", "c", "d", "e"]
        changes.onNext((first, nil))
        _ = table.processKey(.down)
        _ = table.processKey(.down)  // c
        // b deleted, e moved to the top, d updated (content has no identity in strings:
        // say it is updated at its new index by hand).
        let second = ["e", "a", "c", "D"]
        let changeset = ListChangeset(deleted: [1, 3], inserted: [3], moved: [(from: 4, to: 0)], finalItems: second)
        changes.onNext((second, changeset))
        XCTAssertEqual(table.screenLines, ["e", "a", "c", "D", ""])
        XCTAssertEqual(table.selectedCellText, "c")
        XCTAssertEqual(table.inconsistentUpdateCount, 0)
        // An update in place (new index), after a move.
        let third = ["a", "e", "C", "D"]
        changes.onNext((third, ListChangeset(updated: [2], moved: [(from: 1, to: 0)], finalItems: third)))
        XCTAssertEqual(table.screenLines, ["a", "e", "C", "D", ""])
        XCTAssertEqual(table.selectedCellText, "C")
        XCTAssertEqual(table.inconsistentUpdateCount, 0)
        subscription.dispose()
    }

    func test_changesetThatDoesNotFit_reloadsFromTheCollection() {
        let table = makeTable(height: 3)
        let dataSource = makeDataSource()
        let changes = PublishSubject<Element>()
        let subscription = changes.bind(to: table.rx.changeset(dataSource))
        changes.onNext((Rows(storage: ["a"]), nil))
        // Deletes a row that is not there.
        changes.onNext((Rows(storage: ["x", "y"]), ListChangeset(deleted: [4], inserted: [0, 1], finalItems: ["x", "y"])))
        XCTAssertEqual(table.screenLines, ["x", "y", ""])
        subscription.dispose()
    }

    func test_modelSelected_givesTheRowsItem() throws {
        let table = makeTable(height: 3)
        let bag = DisposeBag()
        let dataSource = makeDataSource()
        let changes = PublishSubject<Element>()
        changes.bind(to: table.rx.changeset(dataSource)).disposed(by: bag)
        var chosen: [String] = []
        table.rx.modelSelected(String.self).subscribe(onNext: { chosen.append($0) }).disposed(by: bag)
        changes.onNext((Rows(storage: ["a", "b"]), nil))
        _ = table.processKey(.down)
        changes.onNext(try change(["a", "b"], ["z", "a", "b"]))
        _ = table.processKey(.enter)
        XCTAssertEqual(chosen, ["b"])
    }

    func test_headerTitle_isDrawn() {
        let table = makeTable(height: 2)
        let dataSource = makeDataSource()
        dataSource.headerTitle = "Timeline"
        let subscription = Observable<Element>.just((Rows(storage: ["a"]), nil)).bind(to: table.rx.changeset(dataSource))
        XCTAssertEqual(table.screenLines, ["Timeline", "a"])
        subscription.dispose()
    }

    func test_insertedRows_areHighlightedUntilOneAndAHalfSecondsLater() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let table = makeTable(height: 3)
        let dataSource = makeDataSource(scheduler: scheduler)
        let changes = PublishSubject<Element>()
        let subscription = changes.bind(to: table.rx.changeset(dataSource))
        changes.onNext((Rows(storage: ["a", "b"]), nil))
        XCTAssertFalse(table.rendered(size: table.frame.size).isHighlighted(x: 0, y: 0), "the first rows are not news")
        scheduler.advanceTo(200)
        changes.onNext(try change(["a", "b"], ["n", "a", "b"]))
        var buffer = table.rendered(size: table.frame.size)
        XCTAssertEqual(table.screenLines, ["n", "a", "b"])
        XCTAssertTrue(buffer.isHighlighted(x: 0, y: 0))
        XCTAssertFalse(buffer.isHighlighted(x: 0, y: 1))
        // Another insert before the fade. The first row is no longer the selected one
        // (a is), so the reading position holds and m arrives above the screen.
        scheduler.advanceTo(1_000)
        changes.onNext(try change(["n", "a", "b"], ["m", "n", "a", "b"]))
        XCTAssertEqual(table.screenLines, ["n", "a", "b"])
        XCTAssertTrue(table.rendered(size: table.frame.size).isHighlighted(x: 0, y: 0))
        _ = table.processKey(.character("g"))
        buffer = table.rendered(size: table.frame.size)
        XCTAssertEqual(table.screenLines, ["m", "n", "a"])
        XCTAssertTrue(buffer.isHighlighted(x: 0, y: 0))
        XCTAssertTrue(buffer.isHighlighted(x: 0, y: 1), "n moved down and is still new")
        scheduler.advanceTo(1_699)
        XCTAssertTrue(table.rendered(size: table.frame.size).isHighlighted(x: 0, y: 1))
        scheduler.advanceTo(1_700)
        buffer = table.rendered(size: table.frame.size)
        XCTAssertFalse(buffer.isHighlighted(x: 0, y: 1), "n faded at 200 + 1500")
        XCTAssertTrue(buffer.isHighlighted(x: 0, y: 0), "m is still new")
        scheduler.advanceTo(2_500)
        XCTAssertFalse(table.rendered(size: table.frame.size).isHighlighted(x: 0, y: 0))
        subscription.dispose()
    }

    func test_zeroHighlightDuration_highlightsNothing() throws {
        let table = makeTable(height: 2)
        let dataSource = RxTableViewChangesetDataSource<String>(highlightDuration: .never) { _, tableView, indexPath, text in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel.text = text
            return cell
        }
        let changes = PublishSubject<Element>()
        let subscription = changes.bind(to: table.rx.changeset(dataSource))
        changes.onNext((Rows(storage: ["a"]), nil))
        changes.onNext(try change(["a"], ["n", "a"]))
        XCTAssertFalse(table.rendered(size: table.frame.size).isHighlighted(x: 0, y: 0))
        subscription.dispose()
    }

    /// Random lists diffed by Differentiator and applied as change sets must leave the
    /// table as a reload of the same list does, and keep the selected row when it stays.
    func test_randomChangesets_endEqualToAFullReload() throws {
        var random = SeededGenerator(seed: 0xC4A9_6E5E)
        let table = makeTable(height: 12)
        let reloaded = makeTable(height: 12)
        let bag = DisposeBag()
        let dataSource = makeDataSource()
        let changes = PublishSubject<Element>()
        changes.bind(to: table.rx.changeset(dataSource)).disposed(by: bag)
        let reloads = PublishSubject<[String]>()
        reloads.bind(to: reloaded.rx.items) { tableView, row, text in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: row, section: 0))
            cell.textLabel.text = text
            return cell
        }
        .disposed(by: bag)
        var current = rowNames("r", 5)
        var next = 5
        changes.onNext((Rows(storage: current), nil))
        reloads.onNext(current)
        for step in 0..<300 {
            var new = current
            for _ in 0..<Int.random(in: 0...3, using: &random) where new.count < 10 {
                new.insert("r\(next)", at: Int.random(in: 0...new.count, using: &random))
                next += 1
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) where !new.isEmpty {
                new.remove(at: Int.random(in: 0..<new.count, using: &random))
            }
            if new.count > 1 && random.chance(40) {
                let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
                new.insert(item, at: Int.random(in: 0...new.count, using: &random))
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                _ = table.processKey(random.chance(50) ? .down : .up)
            }
            let selected = table.indexPathForSelectedRow.flatMap { dataSource.item(at: $0) }
            changes.onNext(try change(current, new))
            reloads.onNext(new)
            current = new
            // Both tables are tall enough to show every row, so the screens must match.
            XCTAssertEqual(table.screenLines, reloaded.screenLines, "step \(step)")
            XCTAssertEqual(table.inconsistentUpdateCount, 0, "step \(step)")
            if let selected, new.contains(selected) {
                XCTAssertEqual(table.indexPathForSelectedRow.flatMap { dataSource.item(at: $0) }, selected, "step \(step)")
            }
            if table.screenLines != reloaded.screenLines { return }
        }
    }
}
