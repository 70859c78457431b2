import Differentiator
import Foundation
import RxCore

/// A sectioned data source that diffs each new array of sections against the shown one
/// (Differentiator's sectioned diff) and applies each of its steps as one batch update,
/// so the page gets one keyed operation per inserted, deleted, moved or updated row or
/// section, never the list again; the page animates them.
///
/// ```swift
/// let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Repo>>(
///     configureCell: { dataSource, tableView, indexPath, repo in ... },
///     titleForHeaderInSection: { dataSource, section in dataSource[section].model })
/// sections.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
/// ```
/// The first array reloads the table; sections or items with duplicate identities
/// cannot be diffed and reload it too. Used from the main queue only.
open class RxTableViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>: TableViewSectionedDataSource<Section>, RxTableViewDataSourceType {
    /// The bound sequence's element: the sections.
    public typealias Element = [Section]

    private var hasLoaded = false

    /// Diffs the sections against those shown and applies the steps (see the type's notes).
    open func tableView(_ tableView: TableView, observedEvent: Event<[Section]>) {
        guard case .next(let sections) = observedEvent else { return }
        guard hasLoaded, tableView.dataSource === self,
              let steps = try? Diff.differencesForSectionedView(initialSections: sectionModels, finalSections: sections) else {
            hasLoaded = true
            setSections(sections)
            tableView.reloadData()
            return
        }
        for step in steps {
            setSections(step.finalSections)
            tableView.performBatchUpdates {
                tableView.deleteSections(step.deletedSections)
                tableView.insertSections(step.insertedSections)
                for move in step.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                tableView.deleteRows(at: step.deletedItems.map(\.indexPath))
                tableView.insertRows(at: step.insertedItems.map(\.indexPath))
                for move in step.movedItems { tableView.moveRow(at: move.from.indexPath, to: move.to.indexPath) }
                tableView.reloadRows(at: step.updatedItems.map(\.indexPath))
            }
        }
        // The models of kept sections (their headers) come from the new array.
        setSections(sections)
    }
}

extension ItemPath {
    /// The same position as an `IndexPath`.
    var indexPath: IndexPath { IndexPath(row: itemIndex, section: sectionIndex) }
}
