import Differentiator
import Foundation
import RxCore

/// A one-section data source for live queries: it takes the rows with the change set
/// that led to them and applies the change set as batch updates, so the table keeps the
/// selected item and the reading position; inserted rows are highlighted
/// (`TableViewCell.isHighlighted`) for `highlightDuration` — the posts pour in.
///
/// Bind it with `tableView.rx.changeset(dataSource)` to a sequence of
/// `(collection, ListChangeset<Item>?)`, such as RxStore's `Observable.changeset(from:)`:
/// ```swift
/// let dataSource = RxTableViewChangesetDataSource<Tweet> { dataSource, tableView, indexPath, tweet in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "Tweet", for: indexPath)
///     cell.textLabel.text = tweet.text
///     return cell
/// }
/// Observable.changeset(from: tweets)
///     .bind(to: tableView.rx.changeset(dataSource))
///     .disposed(by: bag)
/// ```
/// A nil change set (the first element of a live query) reloads everything. A change set
/// follows `ListChangeset`: deleted (old indexes), inserted, updated (new
/// indexes) and moved rows; its `finalItems` are the rows shown, so the rows always
/// match the indexes even if the collection has moved on since. A change set that does
/// not fit the rows shown reloads the table from the collection instead.
/// Used from the main queue only; highlights fade on `scheduler`.
public final class RxTableViewChangesetDataSource<Item>: TableViewDataSource, RxTableViewDataSourceType, SectionedViewDataSourceType {
    /// The element of `rx.items(dataSource:)` bindings: the rows and their change set.
    public typealias Element = ([Item], ListChangeset<Item>?)
    /// Makes the cell for an item: (data source, table, index path, item) → cell.
    public typealias ConfigureCell = (RxTableViewChangesetDataSource<Item>, TableView, IndexPath, Item) -> TableViewCell

    /// Makes the cells.
    public var configureCell: ConfigureCell

    /// The header title of the one section, nil (the default) for none.
    public var headerTitle: String?

    /// The rows shown.
    public private(set) var items: [Item] = []

    private let highlighter: InsertionHighlighter
    /// Each row's highlight generation (0 for none), kept in step with `items`.
    private var highlightGenerations: [Int] = []
    private var liveGenerations: Set<Int> = []
    private var hasLoaded = false
    private weak var boundTableView: TableView?

    /// Creates a data source with no rows.
    ///
    /// - Parameters:
    ///   - highlightDuration: How long inserted rows stay highlighted (1.5 s by default;
    ///     zero or `.never` turns highlighting off).
    ///   - scheduler: Where highlights fade (the main scheduler; a `TestScheduler` in tests).
    ///   - configureCell: Makes the cell for an item.
    public init(
        highlightDuration: RxTimeInterval = .milliseconds(1500),
        scheduler: SchedulerType = MainScheduler.instance,
        configureCell: @escaping ConfigureCell
    ) {
        self.configureCell = configureCell
        highlighter = InsertionHighlighter(duration: highlightDuration, scheduler: scheduler)
        highlighter.onFade = { [weak self] generation in
            self?.fade(generation)
        }
    }

    /// The item at `indexPath`, nil when there is none.
    public func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.section == 0, items.indices.contains(indexPath.row) else { return nil }
        return items[indexPath.row]
    }

    /// The item at `indexPath`, for `modelSelected`; throws `RxError.argumentOutOfRange`
    /// when there is none.
    public func model(at indexPath: IndexPath) throws -> Any {
        guard let item = item(at: indexPath) else { throw RxError.argumentOutOfRange }
        return item
    }

    /// Applies an element of an `rx.items(dataSource:)` binding (see `apply`); errors and
    /// completion leave the rows shown.
    public func tableView(_ tableView: TableView, observedEvent: Event<([Item], ListChangeset<Item>?)>) {
        guard case .next(let (items, changeset)) = observedEvent else { return }
        apply(items, changeset, to: tableView)
    }

    /// Shows `collection` (when `changeset` is nil) or applies `changeset` as batch
    /// updates (see the type's notes).
    public func apply<Collection: RandomAccessCollection>(_ collection: Collection, _ changeset: ListChangeset<Item>?, to tableView: TableView)
        where Collection.Element == Item {
        boundTableView = tableView
        guard let changeset, hasLoaded, tableView.dataSource === self,
              changeset.updated.allSatisfy(changeset.finalItems.indices.contains) else {
            reload(Array(collection), tableView)
            return
        }
        let generation = changeset.inserted.isEmpty ? nil : highlighter.begin()
        var arriving = [Int](repeating: 0, count: changeset.finalItems.count)
        for index in changeset.inserted where arriving.indices.contains(index) {
            arriving[index] = generation ?? 0
        }
        // Replaying the change set on the generations both checks it against the rows
        // shown and moves each row's generation with its row.
        let replay = ListChangeset<Int>(deleted: changeset.deleted, inserted: changeset.inserted, moved: changeset.moved, finalItems: arriving)
        guard let generations = try? Diff.apply(replay, to: highlightGenerations) else {
            reload(Array(collection), tableView)
            return
        }
        if let generation { liveGenerations.insert(generation) }
        highlightGenerations = generations
        // The rows replaced are released on a later turn of the main queue, after the
        // frame showing the new ones: dropping the last reference to 10,000 items is a
        // release per item, which the reader should not wait for. The frame is asked for
        // first, so its turn comes before the release's (it was often after).
        let replaced = items
        items = changeset.finalItems
        tableView.setNeedsDisplay()
        MainQueue.async { withExtendedLifetime(replaced) {} }
        func indexPath(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }
        tableView.performBatchUpdates {
            tableView.deleteRows(at: changeset.deleted.map(indexPath))
            tableView.insertRows(at: changeset.inserted.map(indexPath))
            for move in changeset.moved {
                tableView.moveRow(at: indexPath(move.from), to: indexPath(move.to))
            }
        }
        // `updated` holds new indexes: reloaded in a batch of their own, after the moves.
        if !changeset.updated.isEmpty {
            tableView.reloadRows(at: changeset.updated.map(indexPath))
        }
    }

    private func reload(_ items: [Item], _ tableView: TableView) {
        hasLoaded = true
        self.items = items
        highlightGenerations = [Int](repeating: 0, count: items.count)
        liveGenerations.removeAll()
        tableView.reloadData()
    }

    private func fade(_ generation: Int) {
        guard liveGenerations.remove(generation) != nil else { return }
        boundTableView?.reloadVisibleCells()
    }

    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// The number of rows.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? items.count : 0
    }

    /// The `configureCell` cell for the row, highlighted while it is new.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = item(at: indexPath) else {
            // The table only asks for rows it was told about; an empty row is safer than a trap.
            return tableView.dequeueReusableCell(withIdentifier: "", for: indexPath)
        }
        let cell = configureCell(self, tableView, indexPath, item)
        let generation = highlightGenerations.indices.contains(indexPath.row) ? highlightGenerations[indexPath.row] : 0
        cell.isHighlighted = generation != 0 && liveGenerations.contains(generation)
        return cell
    }

    /// `headerTitle`.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? headerTitle : nil
    }
}
