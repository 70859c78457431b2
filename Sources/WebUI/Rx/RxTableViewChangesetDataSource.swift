import Differentiator
import Foundation
import RxCore

/// A one-section data source for live queries: it takes the rows with the change set
/// that led to them (RxStore's `Observable.changeset(from:)`) and applies it as one
/// batch, so the page gets one keyed operation per deleted, inserted, moved and updated
/// row. A nil change set (a live query's first element) reloads.
///
/// Bind it with `tableView.rx.changeset(dataSource)`. A change set that does not fit
/// the rows shown reloads the table from the collection instead. Used from the main
/// queue only.
public final class RxTableViewChangesetDataSource<Item>: TableViewDataSource, RxTableViewDataSourceType, SectionedViewDataSourceType {
    /// The element of `rx.items(dataSource:)` bindings: the rows and their change set.
    public typealias Element = ([Item], ListChangeset<Item>?)
    /// Makes the cell for an item: (data source, table, index path, item) → cell.
    public typealias ConfigureCell = (RxTableViewChangesetDataSource<Item>, TableView, IndexPath, Item) -> TableViewCell

    /// Makes the cells.
    public var configureCell: ConfigureCell
    /// The header of the one section, nil (the default) for none.
    public var headerTitle: String?
    /// The rows shown.
    public private(set) var items: [Item] = []
    private var hasLoaded = false

    /// Creates a data source with no rows.
    public init(configureCell: @escaping ConfigureCell) {
        self.configureCell = configureCell
    }

    /// Applies an element of an `rx.items(dataSource:)` binding.
    public func tableView(_ tableView: TableView, observedEvent: Event<([Item], ListChangeset<Item>?)>) {
        guard case .next(let (items, changeset)) = observedEvent else { return }
        apply(items, changeset, to: tableView)
    }

    /// Shows `collection` (when `changeset` is nil) or applies `changeset` as one batch.
    public func apply<Collection: RandomAccessCollection>(_ collection: Collection, _ changeset: ListChangeset<Item>?, to tableView: TableView)
        where Collection.Element == Item {
        guard let changeset, hasLoaded, tableView.dataSource === self, tableView.numberOfRows(inSection: 0) == items.count,
              changeset.finalItems.count == items.count - changeset.deleted.count + changeset.inserted.count else {
            hasLoaded = true
            items = Array(collection)
            tableView.reloadData()
            return
        }
        items = changeset.finalItems
        func indexPath(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }
        tableView.performBatchUpdates {
            tableView.deleteRows(at: changeset.deleted.map(indexPath))
            tableView.insertRows(at: changeset.inserted.map(indexPath))
            for move in changeset.moved { tableView.moveRow(at: indexPath(move.from), to: indexPath(move.to)) }
        }
        // `updated` holds new indexes: sent after the batch.
        tableView.reloadRows(at: changeset.updated.map(indexPath))
    }

    /// The item at `indexPath`, for `modelSelected`.
    public func model(at indexPath: IndexPath) throws -> Any {
        guard indexPath.section == 0, items.indices.contains(indexPath.row) else { throw RxError.argumentOutOfRange }
        return items[indexPath.row]
    }

    /// The number of rows.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? items.count : 0
    }

    /// The `configureCell` cell for the row.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        configureCell(self, tableView, indexPath, items[indexPath.row])
    }

    /// `headerTitle`.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? headerTitle : nil
    }
}
