import Differentiator
import Foundation
import RxCore
import TestSupport
import XCTest
@testable import WebUI

/// Lists change by keyed operations: a change set becomes one operation per change, and
/// the page's rows (as its script applies them) end up as the table's.
final class KeyedListTests: XCTestCase {
    private struct Item: Diffable {
        let id: Int
        var text: String
        var identity: Int { id }
    }

    private func model(of table: TableView) -> PageTableModel {
        let sectionKeys = table.renderedMarkup.components(separatedBy: "data-section=\"").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        return PageTableModel(sections: zip(sectionKeys, table.rowKeys).map { PageTableModel.Section(key: $0, rows: $1) })
    }

    func test_aChangeset_becomesOneKeyedOperationPerChange() throws {
        let table = TableView()
        let harness = LivePageHarness(root: TestScreen(table))
        let dataSource = RxTableViewChangesetDataSource<Item> { _, tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
            cell.textLabel.text = item.text
            return cell
        }
        let rows = PublishSubject<([Item], ListChangeset<Item>?)>()
        let subscription = rows.bind(to: table.rx.changeset(dataSource))
        defer { subscription.dispose() }
        let old = (0..<5).map { Item(id: $0, text: "item \($0)") }
        rows.onNext((old, nil))
        harness.endTurn()
        _ = harness.events()
        let before = model(of: table)
        // 0 1 2 3 4 → 9 0 4 2' 3: 1 deleted, 9 inserted, 4 moved up, 2 updated.
        let new = [Item(id: 9, text: "new"), old[0], old[4], Item(id: 2, text: "changed"), old[3]]
        let changeset = try Diff.changeset(from: old, to: new)
        rows.onNext((new, changeset))
        harness.endTurn()
        let operations = try harness.patchOperations()
        let names = operations.compactMap { $0.first as? String }
        XCTAssertEqual(names.filter { $0 == "rd" }.count, changeset.deleted.count)
        XCTAssertEqual(operations.filter { $0.first as? String == "rp" && !($0[5] is NSNull) }.count, changeset.inserted.count)
        XCTAssertEqual(operations.filter { $0.first as? String == "rp" && $0[5] is NSNull }.count, changeset.moved.count)
        XCTAssertEqual(names.filter { $0 == "ru" }.count, changeset.updated.count)
        XCTAssertFalse(names.contains("c"), "the list is never sent again: \(names)")
        var page = before
        operations.forEach { page.apply($0) }
        XCTAssertEqual(page, model(of: table))
        XCTAssertTrue(operations.contains { $0.first as? String == "ru" && ($0[3] as? String)?.contains("changed") == true })
    }

    func test_randomSectionedChanges_turnThePagesRowsIntoTheTables() throws {
        var random = SeededGenerator(seed: 27)
        for round in 0..<200 {
            let table = TableView()
            let harness = LivePageHarness(root: TestScreen(table))
            let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<Int, Int>>(
                configureCell: { _, tableView, indexPath, item in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
                    cell.textLabel.text = String(item)
                    return cell
                },
                titleForHeaderInSection: { dataSource, section in "Section \(dataSource[section].model)" })
            let sections = PublishSubject<[AnimatableSectionModel<Int, Int>]>()
            let subscription = sections.bind(to: table.rx.items(dataSource: dataSource))
            var current = Self.randomSections(&random, items: Array(0..<30))
            sections.onNext(current)
            harness.endTurn()
            _ = harness.events()
            for _ in 0..<3 {
                let before = model(of: table)
                current = Self.mutate(current, &random)
                sections.onNext(current)
                harness.endTurn()
                var page = before
                let operations = try harness.patchOperations()
                XCTAssertFalse(operations.contains { $0.first as? String == "c" }, "round \(round) reloaded instead of keyed operations")
                operations.forEach { page.apply($0) }
                XCTAssertEqual(page, model(of: table), "round \(round)")
                XCTAssertEqual(dataSource.sectionModels.map(\.items), current.map(\.items), "round \(round)")
                let shown = table.rowKeys.map(\.count)
                XCTAssertEqual(shown, current.map(\.items.count), "round \(round)")
            }
            subscription.dispose()
        }
    }

    private static func randomSections(_ random: inout SeededGenerator, items: [Int]) -> [AnimatableSectionModel<Int, Int>] {
        let count = Int.random(in: 1...4, using: &random)
        var sections = (0..<count).map { AnimatableSectionModel(model: $0, items: [Int]()) }
        for item in items.shuffled(using: &random) { sections[Int.random(in: 0..<count, using: &random)].items.append(item) }
        return sections
    }

    /// Deletes, inserts and moves items and sections at random.
    private static func mutate(_ sections: [AnimatableSectionModel<Int, Int>], _ random: inout SeededGenerator) -> [AnimatableSectionModel<Int, Int>] {
        var result = sections
        // Identities never come back once used (a diff needs them unique).
        var next = (result.flatMap(\.items).max() ?? 0) + 1
        if random.chance(30), result.count > 1 { result.remove(at: Int.random(in: 0..<result.count, using: &random)) }
        if random.chance(30) {
            let model = (result.map(\.model).max() ?? 0) + 1
            result.insert(AnimatableSectionModel(model: model, items: [next]), at: Int.random(in: 0...result.count, using: &random))
            next += 1
        }
        if random.chance(30), result.count > 1 { result.swapAt(0, result.count - 1) }
        for index in result.indices {
            var items = result[index].items
            items.removeAll { _ in random.chance(15) }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                items.insert(next, at: Int.random(in: 0...items.count, using: &random))
                next += 1
            }
            if items.count > 2, random.chance(40) { items.swapAt(0, items.count - 1) }
            result[index].items = items
        }
        // Some items change section.
        if result.count > 1, random.chance(50), let moved = result[0].items.popLast() {
            result[result.count - 1].items.insert(moved, at: 0)
        }
        return result
    }

    /// Markup is rendered as a patch is sent, so a table (or a new section) sent whole
    /// already has the rows that changes later in the same turn add: those arrive once.
    func test_rowsAddedInTheTurnATableOrSectionIsSentWhole_arriveOnce() throws {
        let table = TableView()
        let harness = LivePageHarness(root: TestScreen(table))
        let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Int>>(configureCell: { _, tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
            cell.textLabel.text = String(item)
            return cell
        })
        let sections = BehaviorRelay<[AnimatableSectionModel<String, Int>]>(value: [])
        let subscription = sections.bind(to: table.rx.items(dataSource: dataSource))
        defer { subscription.dispose() }
        // The first (empty) load and the first page in one turn.
        sections.accept([AnimatableSectionModel(model: "S", items: [1, 2, 3])])
        harness.endTurn()
        var page = PageTableModel(sections: [])
        var operations = try harness.patchOperations()
        operations.forEach { page.apply($0) }
        XCTAssertEqual(operations.compactMap { $0.first as? String }, ["c"])
        XCTAssertEqual(page, model(of: table))

        // A new section, and a row added to it, in one turn.
        sections.accept([AnimatableSectionModel(model: "S", items: [1, 2, 3]), AnimatableSectionModel(model: "T", items: [4])])
        sections.accept([AnimatableSectionModel(model: "S", items: [1, 2, 3]), AnimatableSectionModel(model: "T", items: [4, 5])])
        harness.endTurn()
        operations = try harness.patchOperations()
        operations.forEach { page.apply($0) }
        XCTAssertEqual(operations.compactMap { $0.first as? String }, ["sp"])
        XCTAssertEqual(page, model(of: table))
        XCTAssertEqual(page.sections.flatMap(\.rows).count, 5, "each row once")
    }

    func test_aBatchThatDoesNotFit_reloadsInstead() {
        final class Counting: TableViewDataSource {
            var count = 3
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell(reuseIdentifier: nil) }
        }
        let source = Counting()
        let table = TableView()
        let harness = LivePageHarness(root: TestScreen(table))
        table.dataSource = source
        harness.endTurn()
        _ = harness.events()
        source.count = 5
        table.insertRows(at: [IndexPath(row: 0, section: 0)])  // says one, the source has two more
        harness.endTurn()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
        XCTAssertEqual(try harness.patchOperations().compactMap { $0.first as? String }, ["c"])
    }

    func test_choosingARow_sendsItsIndexPathAndModel() throws {
        let table = TableView()
        let harness = LivePageHarness(root: TestScreen(table))
        let bag = DisposeBag()
        Observable.just(["a", "b", "c"]).bind(to: table.rx.items) { tableView, row, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: IndexPath(row: row, section: 0))
            cell.textLabel.text = item
            return cell
        }.disposed(by: bag)
        var chosen: [String] = []
        table.rx.modelSelected(String.self).subscribe(onNext: { chosen.append($0) }).disposed(by: bag)
        let key = table.rowKeys[0][1]
        harness.page.handle([InputEvent(type: .select, slot: table.slot, key: key), InputEvent(type: .select, slot: table.slot, key: 9999)])
        XCTAssertEqual(chosen, ["b"])
    }
}
