import Foundation
import RxCore

/// A data source for one section of items that sends the whole list on each new array:
/// what `tableView.rx.items(...)` installs. For lists that change while read, bind an
/// animated or change-set data source instead, which send keyed operations.
///
/// Used from the main queue only.
public final class RxTableViewReloadDataSource<Item>: TableViewDataSource, RxTableViewDataSourceType, SectionedViewDataSourceType {
    /// The bound sequence's element: the items, in order.
    public typealias Element = [Item]

    /// Makes the cell for an item: (table, row, item) → cell.
    public let cellFactory: (TableView, Int, Item) -> TableViewCell

    /// The items shown.
    public private(set) var items: [Item] = []

    /// Creates a data source with the given cell factory.
    public init(cellFactory: @escaping (TableView, Int, Item) -> TableViewCell) {
        self.cellFactory = cellFactory
    }

    /// Takes the new items and reloads the table; errors and completion change nothing.
    public func tableView(_ tableView: TableView, observedEvent: Event<[Item]>) {
        guard case .next(let items) = observedEvent else { return }
        self.items = items
        tableView.reloadData()
    }

    /// The item of the row at `indexPath`.
    public func model(at indexPath: IndexPath) throws -> Any {
        guard indexPath.section == 0, items.indices.contains(indexPath.row) else { throw RxError.argumentOutOfRange }
        return items[indexPath.row]
    }

    /// The number of items.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? items.count : 0
    }

    /// The factory's cell for the item.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellFactory(tableView, indexPath.row, items[indexPath.row])
    }
}
