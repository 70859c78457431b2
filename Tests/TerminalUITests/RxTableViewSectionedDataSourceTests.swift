import Differentiator
import Foundation
import RxCore
import RxTesting
import TestSupport
import XCTest
@testable import TerminalUI

final class RxTableViewSectionedDataSourceTests: LeakCheckingTestCase {
    private func makeTable(height: Int) -> TableView {
        TableView(frame: Rect(x: 0, y: 0, width: 10, height: height))
    }

    private func animatedDataSource(
        scheduler: SchedulerType = MainScheduler.instance,
        transition: @escaping RxTableViewSectionedAnimatedDataSource<TestSection>.DecideViewTransition = { _, _, _ in .animated }
    ) -> RxTableViewSectionedAnimatedDataSource<TestSection> {
        RxTableViewSectionedAnimatedDataSource<TestSection>(
            decideViewTransition: transition,
            configureCell: { _, tableView, indexPath, item in testItemCell(tableView, indexPath, item) },
            titleForHeaderInSection: { dataSource, section in dataSource[section].model },
            scheduler: scheduler
        )
    }

    private func items(_ ids: [Int], prefix: String = "i") -> [TestItem] {
        ids.map { TestItem(id: $0, text: "\(prefix)\($0)") }
    }

    // MARK: - Reload data source

    func test_reloadDataSource_drawsHeadersAndModelSelectedGivesTheItemInItsSection() {
        let table = makeTable(height: 5)
        let bag = DisposeBag()
        let dataSource = RxTableViewSectionedReloadDataSource<TestSection>(
            configureCell: { _, tableView, indexPath, item in testItemCell(tableView, indexPath, item) },
            titleForHeaderInSection: { dataSource, section in dataSource[section].model }
        )
        Observable.just([TestSection(model: "Today", items: items([1, 2])), TestSection(model: "Older", items: items([3]))])
            .bind(to: table.rx.items(dataSource: dataSource))
            .disposed(by: bag)
        XCTAssertEqual(table.screenLines, ["Today", "i1", "i2", "Older", "i3"])
        var chosen: [TestItem] = []
        var paths: [IndexPath] = []
        table.rx.modelSelected(TestItem.self).subscribe(onNext: { chosen.append($0) }).disposed(by: bag)
        table.rx.itemSelected.subscribe(onNext: { paths.append($0) }).disposed(by: bag)
        _ = table.processKey(.character("G"))
        _ = table.processKey(.enter)
        XCTAssertEqual(chosen.map(\.id), [3])
        XCTAssertEqual(paths, [IndexPath(row: 0, section: 1)])
        XCTAssertEqual(try dataSource.model(at: IndexPath(row: 1, section: 0)) as? TestItem, items([2]).first)
        XCTAssertThrowsError(try dataSource.model(at: IndexPath(row: 5, section: 0)))
    }

    func test_reloadDataSource_reloadsOnEachArray() {
        let table = makeTable(height: 3)
        let sections = BehaviorSubject(value: [TestSection(model: "A", items: items([1]))])
        let dataSource = RxTableViewSectionedReloadDataSource<TestSection>(
            configureCell: { _, tableView, indexPath, item in testItemCell(tableView, indexPath, item) }
        )
        let subscription = sections.bind(to: table.rx.items(dataSource: dataSource))
        XCTAssertEqual(table.screenLines, ["i1", "", ""])
        sections.onNext([TestSection(model: "A", items: items([4, 5])), TestSection(model: "B", items: items([6]))])
        XCTAssertEqual(table.screenLines, ["i4", "i5", "i6"])
        subscription.dispose()
        XCTAssertNil(table.dataSource)
    }

    // MARK: - Animated data source

    func test_animated_insertAtTopWhenScrolled_keepsTheReadingPositionAndTheSelectedItem() {
        let table = makeTable(height: 4)
        let sections = BehaviorSubject(value: [TestSection(model: "Feed", items: items(Array(10..<30)))])
        let dataSource = animatedDataSource()
        let subscription = sections.bind(to: table.rx.items(dataSource: dataSource))
        for _ in 0..<8 { _ = table.processKey(.down) }
        XCTAssertEqual(table.screenLines, ["i15", "i16", "i17", "i18"])
        sections.onNext([TestSection(model: "Feed", items: items([1, 2, 3]) + items(Array(10..<30)))])
        XCTAssertEqual(table.screenLines, ["i15", "i16", "i17", "i18"])
        XCTAssertEqual(table.selectedCellText, "i18")
        XCTAssertEqual(table.inconsistentUpdateCount, 0)
        subscription.dispose()
    }

    func test_animated_deletingTheSelectedItem_selectsItsNeighbour_andUpdatesRedrawTheirRows() {
        let table = makeTable(height: 4)
        let sections = BehaviorSubject(value: [TestSection(model: "A", items: items([1, 2, 3]))])
        let dataSource = animatedDataSource()
        let subscription = sections.bind(to: table.rx.items(dataSource: dataSource))
        _ = table.processKey(.down)
        sections.onNext([TestSection(model: "A", items: [TestItem(id: 1, text: "one")] + items([3]))])
        XCTAssertEqual(table.screenLines, ["A", "one", "i3", ""])
        XCTAssertEqual(table.selectedCellText, "i3")
        XCTAssertEqual(table.inconsistentUpdateCount, 0)
        subscription.dispose()
    }

    func test_animated_itemMovingToAnotherSection_staysSelected() {
        let table = makeTable(height: 6)
        let sections = BehaviorSubject(value: [TestSection(model: "A", items: items([1, 2])), TestSection(model: "B", items: items([3]))])
        let dataSource = animatedDataSource()
        let subscription = sections.bind(to: table.rx.items(dataSource: dataSource))
        _ = table.processKey(.down)  // i2
        sections.onNext([TestSection(model: "B", items: items([3, 2])), TestSection(model: "A", items: items([1]))])
        XCTAssertEqual(table.screenLines, ["B", "i3", "i2", "A", "i1", ""])
        XCTAssertEqual(table.selectedCellText, "i2")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        subscription.dispose()
    }

    func test_animated_sectionModelChangeAlone_updatesTheHeader() {
        let table = makeTable(height: 2)
        let sections = BehaviorSubject(value: [TestSection(model: "A", items: items([1]))])
        let dataSource = RxTableViewSectionedAnimatedDataSource<TestSection>(
            configureCell: { _, tableView, indexPath, item in testItemCell(tableView, indexPath, item) },
            titleForHeaderInSection: { dataSource, section in "\(dataSource[section].model) (\(dataSource[section].items.count))" }
        )
        let subscription = sections.bind(to: table.rx.items(dataSource: dataSource))
        XCTAssertEqual(table.screenLines, ["A (1)", "i1"])
        sections.onNext([TestSection(model: "A", items: [TestItem(id: 1, text: "i1")])])
        XCTAssertEqual(table.screenLines, ["A (1)", "i1"])
        subscription.dispose()
    }

    func test_animated_decideViewTransitionReload_reloadsInsteadOfKeepingTheItem() {
        let table = makeTable(height: 4)
        let sections = BehaviorSubject(value: [TestSection(model: "A", items: items([1, 2, 3]))])
        var steps: [Int] = []
        let dataSource = animatedDataSource(transition: { _, _, changes in
            steps.append(changes.count)
            return .reload
        })
        let subscription = sections.bind(to: table.rx.items(dataSource: dataSource))
        _ = table.processKey(.down)  // i2, index path [0, 1]
        sections.onNext([TestSection(model: "A", items: items([0, 1, 2, 3]))])
        // A reload keeps the index path, not the item.
        XCTAssertEqual(table.selectedCellText, "i1")
        XCTAssertEqual(steps, [1])
        subscription.dispose()
    }

    func test_animated_duplicateIdentities_reloadInsteadOfFailing() {
        let table = makeTable(height: 3)
        let sections = BehaviorSubject(value: [TestSection(model: "A", items: items([1]))])
        let dataSource = animatedDataSource()
        let subscription = sections.bind(to: table.rx.items(dataSource: dataSource))
        sections.onNext([TestSection(model: "A", items: items([7, 7]))])
        XCTAssertEqual(table.screenLines, ["A", "i7", "i7"])
        subscription.dispose()
    }

    func test_animated_modelSelected_givesTheItemAfterChanges() {
        let table = makeTable(height: 6)
        let bag = DisposeBag()
        let sections = BehaviorSubject(value: [TestSection(model: "A", items: items([1, 2]))])
        let dataSource = animatedDataSource()
        sections.bind(to: table.rx.items(dataSource: dataSource)).disposed(by: bag)
        var chosen: [Int] = []
        table.rx.modelSelected(TestItem.self).subscribe(onNext: { chosen.append($0.id) }).disposed(by: bag)
        _ = table.processKey(.down)
        sections.onNext([TestSection(model: "N", items: items([9])), TestSection(model: "A", items: items([1, 2]))])
        _ = table.processKey(.enter)
        XCTAssertEqual(chosen, [2])
    }

    // MARK: - Highlights

    func test_animated_insertedRows_areHighlightedAndFadeAfterOneAndAHalfSeconds() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let table = makeTable(height: 4)
        let sections = PublishSubject<[TestSection]>()
        let dataSource = animatedDataSource(scheduler: scheduler)
        let subscription = sections.bind(to: table.rx.items(dataSource: dataSource))
        sections.onNext([TestSection(model: "Feed", items: items([1, 2]))])
        var buffer = table.rendered(size: table.frame.size)
        XCTAssertFalse(buffer.isHighlighted(x: 0, y: 1), "the first array is not news")
        scheduler.advanceTo(100)
        sections.onNext([TestSection(model: "Feed", items: items([0, 1, 2]))])
        buffer = table.rendered(size: table.frame.size)
        XCTAssertEqual(table.screenLines, ["Feed", "i0", "i1", "i2"])
        XCTAssertTrue(buffer.isHighlighted(x: 0, y: 1), "the new row")
        XCTAssertTrue(buffer.isHighlighted(x: 9, y: 1), "across the row")
        XCTAssertFalse(buffer.isHighlighted(x: 0, y: 2))
        XCTAssertTrue(table.visibleCellsInOrder[0].isHighlighted)
        scheduler.advanceTo(1_599)
        XCTAssertTrue(table.rendered(size: table.frame.size).isHighlighted(x: 0, y: 1))
        scheduler.advanceTo(1_600)
        XCTAssertFalse(table.rendered(size: table.frame.size).isHighlighted(x: 0, y: 1))
        XCTAssertFalse(table.visibleCellsInOrder[0].isHighlighted)
        subscription.dispose()
    }

    func test_animated_highlightFollowsItsRow_andEachInsertFadesOnItsOwnTime() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let table = makeTable(height: 4)
        let sections = PublishSubject<[TestSection]>()
        let dataSource = animatedDataSource(scheduler: scheduler)
        let subscription = sections.bind(to: table.rx.items(dataSource: dataSource))
        sections.onNext([TestSection(model: "Feed", items: items([5]))])
        sections.onNext([TestSection(model: "Feed", items: items([4, 5]))])
        scheduler.advanceTo(1_000)
        sections.onNext([TestSection(model: "Feed", items: items([3, 4, 5]))])
        var buffer = table.rendered(size: table.frame.size)
        XCTAssertEqual(table.screenLines, ["Feed", "i3", "i4", "i5"])
        XCTAssertTrue(buffer.isHighlighted(x: 0, y: 1))
        XCTAssertTrue(buffer.isHighlighted(x: 0, y: 2), "i4 moved down and is still new")
        XCTAssertFalse(buffer.isHighlighted(x: 0, y: 3))
        scheduler.advanceTo(1_500)
        buffer = table.rendered(size: table.frame.size)
        XCTAssertTrue(buffer.isHighlighted(x: 0, y: 1))
        XCTAssertFalse(buffer.isHighlighted(x: 0, y: 2))
        scheduler.advanceTo(2_500)
        XCTAssertFalse(table.rendered(size: table.frame.size).isHighlighted(x: 0, y: 1))
        subscription.dispose()
    }

    // MARK: - Delegate

    func test_setDelegate_givesHeights_andTheDelegateAndItemSelectedBothHearEnter() {
        let table = makeTable(height: 5)
        let bag = DisposeBag()
        let dataSource = animatedDataSource()
        let delegate = ItemHeights { [weak dataSource] in dataSource?.item(at: $0) }
        table.rx.setDelegate(delegate).disposed(by: bag)
        let sections = BehaviorSubject(value: [TestSection(model: "A", items: [TestItem(id: 1, text: "one", tall: true), TestItem(id: 2, text: "two")])])
        sections.bind(to: table.rx.items(dataSource: dataSource)).disposed(by: bag)
        XCTAssertEqual(table.screenLines, ["A", "one", "+", "two", ""])
        var selected: [IndexPath] = []
        var models: [Int] = []
        table.rx.itemSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
        table.rx.modelSelected(TestItem.self).subscribe(onNext: { models.append($0.id) }).disposed(by: bag)
        _ = table.processKey(.down)
        _ = table.processKey(.enter)
        XCTAssertEqual(delegate.chosen, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(selected, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(models, [2])
        // Inserting asks the delegate for the new row's height only.
        delegate.heightRequests = 0
        sections.onNext([TestSection(model: "A", items: [TestItem(id: 0, text: "zero", tall: true), TestItem(id: 1, text: "one", tall: true), TestItem(id: 2, text: "two")])])
        XCTAssertEqual(delegate.heightRequests, 1)
        // "one" would keep its line, but the content now ends one line lower: the table
        // scrolls by the one line that fits.
        XCTAssertEqual(table.screenLines, ["zero", "+", "one", "+", "two"])
        XCTAssertEqual(table.selectedCellText, "two")
    }

    func test_setDelegate_disposingRemovesIt() {
        let table = makeTable(height: 2)
        let delegate = ItemHeights { _ in nil }
        let subscription = table.rx.setDelegate(delegate)
        XCTAssertTrue(table.delegate === delegate)
        subscription.dispose()
        XCTAssertNil(table.delegate)
    }

    // MARK: - Randomized

    /// Random changes to sections (items inserted, deleted, moved within and across
    /// sections, updated, made tall; sections inserted, deleted, moved) applied by the
    /// animated data source must leave the table exactly as a full reload of the same
    /// sections does, and keep the selected item whenever it survives.
    func test_animated_randomChanges_endEqualToAFullReload() {
        var random = SeededGenerator(seed: 0x7AB1E5)
        let animatedTable = makeTable(height: 60)
        let reloadedTable = makeTable(height: 60)
        let bag = DisposeBag()
        let animated = animatedDataSource()
        let reloaded = RxTableViewSectionedReloadDataSource<TestSection>(
            configureCell: { _, tableView, indexPath, item in testItemCell(tableView, indexPath, item) },
            titleForHeaderInSection: { dataSource, section in dataSource[section].model }
        )
        let animatedHeights = ItemHeights { [weak animated] in animated?.item(at: $0) }
        let reloadedHeights = ItemHeights { [weak reloaded] in reloaded?.item(at: $0) }
        animatedTable.rx.setDelegate(animatedHeights).disposed(by: bag)
        reloadedTable.rx.setDelegate(reloadedHeights).disposed(by: bag)
        let sections = BehaviorSubject(value: [TestSection(model: "S0", items: items([0, 1, 2]))])
        sections.bind(to: animatedTable.rx.items(dataSource: animated)).disposed(by: bag)
        sections.bind(to: reloadedTable.rx.items(dataSource: reloaded)).disposed(by: bag)

        var nextItem = 3
        var nextSection = 1
        var current = [TestSection(model: "S0", items: items([0, 1, 2]))]
        for step in 0..<400 {
            var next = current
            // Sections.
            if next.count < 4 && random.chance(15) {
                next.insert(TestSection(model: "S\(nextSection)", items: []), at: Int.random(in: 0...next.count, using: &random))
                nextSection += 1
            }
            if next.count > 1 && random.chance(10) {
                next.remove(at: Int.random(in: 0..<next.count, using: &random))
            }
            if next.count > 1 && random.chance(10) {
                let section = next.remove(at: Int.random(in: 0..<next.count, using: &random))
                next.insert(section, at: Int.random(in: 0...next.count, using: &random))
            }
            // Items.
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let section = Int.random(in: 0..<next.count, using: &random)
                guard next[section].items.count < 5 else { continue }
                next[section].items.insert(
                    TestItem(id: nextItem, text: "i\(nextItem)", tall: random.chance(25)),
                    at: Int.random(in: 0...next[section].items.count, using: &random)
                )
                nextItem += 1
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let section = Int.random(in: 0..<next.count, using: &random)
                guard !next[section].items.isEmpty else { continue }
                next[section].items.remove(at: Int.random(in: 0..<next[section].items.count, using: &random))
            }
            if random.chance(30) {
                let from = Int.random(in: 0..<next.count, using: &random)
                let to = Int.random(in: 0..<next.count, using: &random)
                if !next[from].items.isEmpty && next[to].items.count < 5 {
                    let item = next[from].items.remove(at: Int.random(in: 0..<next[from].items.count, using: &random))
                    next[to].items.insert(item, at: Int.random(in: 0...next[to].items.count, using: &random))
                }
            }
            if random.chance(30) {
                let section = Int.random(in: 0..<next.count, using: &random)
                if !next[section].items.isEmpty {
                    let index = Int.random(in: 0..<next[section].items.count, using: &random)
                    next[section].items[index].text += "'"
                    next[section].items[index].tall.toggle()
                }
            }
            // Move the cursor now and then, so the selection is anywhere.
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                _ = animatedTable.processKey(random.chance(50) ? .down : .up)
            }
            let selectedID = animatedTable.indexPathForSelectedRow.flatMap { animated.item(at: $0)?.id }

            sections.onNext(next)
            current = next

            XCTAssertEqual(animatedTable.screenLines, reloadedTable.screenLines, "step \(step)")
            XCTAssertEqual(animatedTable.inconsistentUpdateCount, 0, "step \(step)")
            if let selectedID, next.contains(where: { $0.items.contains { $0.id == selectedID } }) {
                let nowSelected = animatedTable.indexPathForSelectedRow.flatMap { animated.item(at: $0)?.id }
                XCTAssertEqual(nowSelected, selectedID, "step \(step): the selected item")
            }
            if animatedTable.screenLines != reloadedTable.screenLines || animatedTable.inconsistentUpdateCount > 0 { return }
        }
    }
}
