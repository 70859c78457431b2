import Foundation
import RxCore

/// A table data source that takes its data from a sequence: `tableView.rx.items(dataSource:)`
/// hands it every event.
public protocol RxTableViewDataSourceType {
    /// The element the sequence sends (an array of items, or of sections).
    associatedtype Element

    /// Applies an event of the bound sequence to `tableView` (on the main queue).
    func tableView(_ tableView: TableView, observedEvent: Event<Element>)
}

/// A data source that can tell which model a row shows, for `modelSelected(_:)`.
public protocol SectionedViewDataSourceType {
    /// The model of the row at `indexPath`; throws when there is none.
    func model(at indexPath: IndexPath) throws -> Any
}
