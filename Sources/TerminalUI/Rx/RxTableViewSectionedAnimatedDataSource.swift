import Differentiator
import Foundation
import RxCore

/// A sectioned data source that diffs each new array of sections against the shown one
/// and applies the differences as batch updates, so the table keeps the selected item
/// and the reading position (see `TableView`'s batch updates); rows inserted after the
/// first array are highlighted (`TableViewCell.isHighlighted`) for `highlightDuration`.
///
/// ```swift
/// let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Tweet>>(
///     configureCell: { dataSource, tableView, indexPath, tweet in ... },
///     titleForHeaderInSection: { dataSource, section in dataSource[section].model })
/// sections.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
/// ```
///
/// The diff is Differentiator's sectioned diff; its up to three steps are applied as
/// three batches. `decideViewTransition` may choose a full reload instead (for example
/// when a change is large). Sections or items with duplicate identities cannot be
/// diffed: the table is then reloaded. Used from the main queue only; highlights fade
/// on `scheduler`.
open class RxTableViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>: TableViewSectionedDataSource<Section>, RxTableViewDataSourceType {
    /// The bound sequence's element: the sections, in order.
    public typealias Element = [Section]
    /// Chooses how to show a change: (data source, table, the diff's steps) → transition.
    public typealias DecideViewTransition = (TableViewSectionedDataSource<Section>, TableView, [Changeset<Section>]) -> ViewTransition

    /// Chooses between batch updates and a reload for each change.
    public var decideViewTransition: DecideViewTransition

    private let highlighter: InsertionHighlighter
    /// The items highlighted as new, by identity, with their highlight generation.
    private var highlights: [Section.Item.Identity: Int] = [:]
    private var hasLoaded = false
    private weak var boundTableView: TableView?

    /// Creates a data source with no sections.
    ///
    /// - Parameters:
    ///   - decideViewTransition: Batch updates (`.animated`, the default) or a reload, per change.
    ///   - configureCell: Makes or updates the cell of an item.
    ///   - titleForHeaderInSection: A section's header title; nil for none.
    ///   - highlightDuration: How long inserted rows stay highlighted (1.5 s by default;
    ///     zero or `.never` turns highlighting off).
    ///   - scheduler: Where highlights fade (the main scheduler; a `TestScheduler` in tests).
    public init(
        decideViewTransition: @escaping DecideViewTransition = { _, _, _ in .animated },
        configureCell: @escaping ConfigureCell,
        titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil },
        highlightDuration: RxTimeInterval = .milliseconds(1500),
        scheduler: SchedulerType = MainScheduler.instance
    ) {
        self.decideViewTransition = decideViewTransition
        highlighter = InsertionHighlighter(duration: highlightDuration, scheduler: scheduler)
        super.init(configureCell: configureCell, titleForHeaderInSection: titleForHeaderInSection)
        highlighter.onFade = { [weak self] generation in
            self?.fade(generation)
        }
    }

    /// Shows the new sections: the first array (or any array while the table shows
    /// another data source) reloads; later ones are diffed and applied as batch updates.
    /// Errors and completion change nothing.
    open func tableView(_ tableView: TableView, observedEvent: Event<[Section]>) {
        guard case .next(let newSections) = observedEvent else { return }
        boundTableView = tableView
        guard hasLoaded, tableView.dataSource === self else {
            hasLoaded = true
            reload(newSections, tableView)
            return
        }
        let steps: [Changeset<Section>]
        do {
            steps = try Diff.differencesForSectionedView(initialSections: sectionModels, finalSections: newSections)
        } catch {
            reload(newSections, tableView)
            return
        }
        guard decideViewTransition(self, tableView, steps) == .animated else {
            reload(newSections, tableView)
            return
        }
        var inserted: [Section.Item.Identity] = []
        for step in steps {
            setSections(step.finalSections)
            tableView.performBatchUpdates {
                Self.apply(step, to: tableView)
            }
            for path in step.insertedItems {
                inserted.append(step.finalSections[path.sectionIndex].items[path.itemIndex].identity)
            }
            for section in step.insertedSections {
                inserted += step.finalSections[section].items.map(\.identity)
            }
        }
        if steps.isEmpty {
            // Section models may change without a step (same identities): take them,
            // and let the table ask again for the header titles and visible cells.
            setSections(newSections)
            tableView.performBatchUpdates(nil)
        }
        // Cells are asked for at the next layout, after this, so they see the highlights.
        if !inserted.isEmpty, let generation = highlighter.begin() {
            for identity in inserted { highlights[identity] = generation }
        }
    }

    private func reload(_ sections: [Section], _ tableView: TableView) {
        setSections(sections)
        tableView.reloadData()
    }

    private static func apply(_ step: Changeset<Section>, to tableView: TableView) {
        func indexPath(_ path: ItemPath) -> IndexPath {
            IndexPath(row: path.itemIndex, section: path.sectionIndex)
        }
        if !step.deletedSections.isEmpty { tableView.deleteSections(IndexSet(step.deletedSections)) }
        if !step.insertedSections.isEmpty { tableView.insertSections(IndexSet(step.insertedSections)) }
        for move in step.movedSections { tableView.moveSection(move.from, toSection: move.to) }
        if !step.deletedItems.isEmpty { tableView.deleteRows(at: step.deletedItems.map(indexPath)) }
        if !step.insertedItems.isEmpty { tableView.insertRows(at: step.insertedItems.map(indexPath)) }
        for move in step.movedItems { tableView.moveRow(at: indexPath(move.from), to: indexPath(move.to)) }
        if !step.updatedItems.isEmpty { tableView.reloadRows(at: step.updatedItems.map(indexPath)) }
    }

    private func fade(_ generation: Int) {
        highlights = highlights.filter { $0.value != generation }
        boundTableView?.reloadVisibleCells()
    }

    /// Whether the item at `indexPath` was inserted less than `highlightDuration` ago.
    override func isHighlighted(at indexPath: IndexPath) -> Bool {
        guard !highlights.isEmpty, let item = item(at: indexPath) else { return false }
        return highlights[item.identity] != nil
    }
}
