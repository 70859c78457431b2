import Differentiator
import Foundation
import RxCore
import TerminalUI

// ADAPTER (tui-tables): TerminalUI's change-set data source and binder for
// `(collection, Changeset<Item>?)` is being written in parallel. Until it lands this
// internal one applies each element with a reload (which keeps the selection) and
// highlights inserted rows for a while. Replace it with TerminalUI's when it is merged.

/// A one-section data source fed with a live query's `(items, changeset)` elements:
/// rows inserted by a change set (not the first load) are marked new for
/// `highlightDuration`, then drawn plainly again.
///
/// Use from the main queue only; `scheduler` times the highlight (virtual in tests).
final class ChangesetTableDataSource<Item>: TableViewDataSource, SectionedViewDataSourceType {
    /// Makes the cell for an item: (table, index path, item, is new) → cell.
    typealias CellFactory = (TableView, IndexPath, Item, Bool) -> TableViewCell

    /// The items shown.
    private(set) var items: [Item] = []
    /// The identities of the rows shown as new.
    private(set) var highlighted: Set<AnyHashable> = []

    private let identity: (Item) -> AnyHashable
    private let cellFactory: CellFactory
    private let highlightDuration: RxTimeInterval
    private let scheduler: SchedulerType
    private var highlightTimer: Disposable?

    init(identity: @escaping (Item) -> AnyHashable, highlightDuration: RxTimeInterval = .seconds(3),
         scheduler: SchedulerType = MainScheduler.instance, cellFactory: @escaping CellFactory) {
        self.identity = identity
        self.highlightDuration = highlightDuration
        self.scheduler = scheduler
        self.cellFactory = cellFactory
    }

    deinit {
        highlightTimer?.dispose()
    }

    /// Shows `items`; the rows `changeset` inserted are marked new.
    /// The selected row stays on the same item, so tweets pouring in above it do not
    /// move the reader's place — unless it is the first row: a reader at the top stays
    /// at the top and sees the new rows come in.
    func apply(_ items: [Item], changeset: Changeset<Item>?, to tableView: TableView) {
        let selectedItem = tableView.indexPathForSelectedRow.flatMap { path in
            path.row > 0 && path.row < self.items.count ? identity(self.items[path.row]) : nil
        }
        self.items = items
        if let changeset, !changeset.inserted.isEmpty {
            for index in changeset.inserted where index < items.count {
                highlighted.insert(identity(items[index]))
            }
            highlightTimer?.dispose()
            highlightTimer = scheduler.scheduleRelative((), dueTime: highlightDuration) { [weak self, weak tableView] _ in
                self?.highlighted.removeAll()
                tableView?.setNeedsLayout()
                return Disposables.create()
            }
        }
        if tableView.dataSource !== self {
            tableView.dataSource = self
        } else {
            tableView.reloadData()
        }
        if changeset != nil, let selectedItem, let row = items.firstIndex(where: { identity($0) == selectedItem }),
           row != tableView.indexPathForSelectedRow?.row {
            tableView.selectRow(at: IndexPath(row: row, section: 0))
        }
    }

    /// Whether the row of `item` is shown as new.
    func isHighlighted(_ item: Item) -> Bool {
        !highlighted.isEmpty && highlighted.contains(identity(item))
    }

    func model(at indexPath: IndexPath) throws -> Any {
        guard indexPath.section == 0, indexPath.row >= 0, indexPath.row < items.count else {
            throw RxError.argumentOutOfRange
        }
        return items[indexPath.row]
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? items.count : 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let item = items[indexPath.row]
        return cellFactory(tableView, indexPath, item, isHighlighted(item))
    }
}
