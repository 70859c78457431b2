import Differentiator
import Foundation
import RxCore

extension Reactive where Base: TableView {
    /// Binds a sequence of arrays to the table's rows, one section, with cells made by
    /// `cellFactory(table, row, item)`; each array is sent whole.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (TableView, Int, Sequence.Element) -> TableViewCell) -> Disposable
        where Source.Element == Sequence {
        { cellFactory in
            let dataSource = RxTableViewReloadDataSource<Sequence.Element>(cellFactory: cellFactory)
            return self.items(dataSource: dataSource)(source.map { Array($0) })
        }
    }

    /// Binds a sequence of arrays to the table's rows, with cells of `cellType` made for
    /// `cellIdentifier` and set up by `configureCell(row, item, cell)`.
    public func items<Sequence: Swift.Sequence, Cell: TableViewCell, Source: ObservableType>(
        cellIdentifier: String,
        cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
        where Source.Element == Sequence {
        base.register(cellType, forCellReuseIdentifier: cellIdentifier)
        return { source in
            { configureCell in
                let dataSource = RxTableViewReloadDataSource<Sequence.Element> { tableView, row, item in
                    let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: IndexPath(row: row, section: 0))
                    if let cell = cell as? Cell { configureCell(row, item, cell) }
                    return cell
                }
                return self.items(dataSource: dataSource)(source.map { Array($0) })
            }
        }
    }

    /// Binds a sequence to the table through `dataSource`, which gets every event and
    /// stays alive (and installed) until the returned subscription is disposed.
    public func items<DataSource: RxTableViewDataSourceType & TableViewDataSource, Source: ObservableType>(dataSource: DataSource)
        -> (_ source: Source) -> Disposable
        where DataSource.Element == Source.Element {
        { source in
            install(dataSource, source.asObservable()) { tableView, event in
                dataSource.tableView(tableView, observedEvent: event)
            }
        }
    }

    /// Binds a live query's rows and change sets to the table through `dataSource`, which
    /// applies each change set as keyed operations (a nil change set reloads).
    public func changeset<Collection: RandomAccessCollection, Source: ObservableType>(
        _ dataSource: RxTableViewChangesetDataSource<Collection.Element>
    ) -> (_ source: Source) -> Disposable
        where Source.Element == (Collection, ListChangeset<Collection.Element>?) {
        { source in
            install(dataSource, source.asObservable()) { tableView, event in
                guard case .next(let (collection, changeset)) = event else { return }
                dataSource.apply(collection, changeset, to: tableView)
            }
        }
    }

    /// Installs `dataSource` and applies each event of `source` to the table on the main
    /// queue; disposing stops that and removes the data source if still installed.
    private func install<DataSource: TableViewDataSource, Element>(
        _ dataSource: DataSource,
        _ source: Observable<Element>,
        apply: @escaping (TableView, Event<Element>) -> Void
    ) -> Disposable {
        let tableView: TableView = base
        tableView.dataSource = dataSource
        let binder = Binder<Event<Element>>(tableView) { tableView, event in
            // The closure holds the data source strongly: the table holds it weakly.
            if tableView.dataSource !== dataSource { tableView.dataSource = dataSource }
            apply(tableView, event)
        }
        let subscription = source.materialize().subscribe(binder)
        return Disposables.create { [weak tableView] in
            subscription.dispose()
            if let tableView, tableView.dataSource === dataSource { tableView.dataSource = nil }
        }
    }

    /// The index paths of rows the user chooses (click, tap, or Enter on the cursor row).
    public var itemSelected: ControlEvent<IndexPath> {
        ControlEvent(events: base.chosenRows)
    }

    /// The index paths of rows the page's cursor moves to (j/k, a click).
    public var itemHighlighted: ControlEvent<IndexPath> {
        ControlEvent(events: base.highlightedRows)
    }

    /// The index path of the row at the top of the window each time the reader scrolls to
    /// another (asking for it makes the page report it).
    public var topVisibleRow: ControlEvent<IndexPath> {
        base.reportsVisibleRows = true
        return ControlEvent(events: base.topRows)
    }

    /// The lowest row inside the browser's window, each time the page reports a change
    /// (scrolling, resizing, rows coming and going; nil when no row is in the window): for
    /// paging, a list asks for more when its last row comes into view. Asking for it turns
    /// the page's reports on for this table. On the main queue.
    public var lastVisibleRow: ControlEvent<IndexPath?> {
        base.reportsVisibleRows = true
        return ControlEvent(events: base.lastVisibleRows)
    }

    /// The table's last row came into view (asking for it makes the page report it): once
    /// per row that is last, for loading older pages.
    public var reachedEnd: ControlEvent<Void> {
        base.reportsVisibleRows = true
        return ControlEvent(events: base.endReached)
    }

    /// The models of rows the user chooses, read from the table's data source when it can
    /// tell them; rows whose model is not a `T` are skipped.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        let tableView = base
        let models = itemSelected.asObservable().compactMap { [weak tableView] indexPath -> T? in
            guard let dataSource = tableView?.dataSource as? SectionedViewDataSourceType else { return nil }
            return try dataSource.model(at: indexPath) as? T
        }
        return ControlEvent(events: models)
    }
}
