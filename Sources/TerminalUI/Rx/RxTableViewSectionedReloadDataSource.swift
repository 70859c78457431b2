import Differentiator
import Foundation
import RxCore

/// A sectioned data source that reloads the whole table on each new array of sections:
/// `sections.bind(to: tableView.rx.items(dataSource: dataSource))`.
///
/// ```swift
/// let dataSource = RxTableViewSectionedReloadDataSource<SectionModel>(
///     configureCell: { dataSource, tableView, indexPath, item in ... },
///     titleForHeaderInSection: { dataSource, section in dataSource[section].title })
/// ```
/// Used from the main queue only.
open class RxTableViewSectionedReloadDataSource<Section: SectionModelType>: TableViewSectionedDataSource<Section>, RxTableViewDataSourceType {
    /// The bound sequence's element: the sections, in order.
    public typealias Element = [Section]

    /// Takes the new sections and reloads the table; errors and completion change nothing.
    open func tableView(_ tableView: TableView, observedEvent: Event<[Section]>) {
        guard case .next(let sections) = observedEvent else { return }
        setSections(sections)
        tableView.reloadData()
    }
}
