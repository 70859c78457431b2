import Foundation
import RxCore

extension Reactive where Base: TableView {
    /// Binds a sequence of arrays to the table's rows, one section, with cells made by
    /// `cellFactory(table, row, item)`. The table reloads on each array.
    ///
    /// For example:
    /// `items.bind(to: tableView.rx.items) { tableView, row, item in ... }`.
    /// Disposing the returned subscription removes the data source.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (TableView, Int, Sequence.Element) -> TableViewCell) -> Disposable
        where Source.Element == Sequence {
        { cellFactory in
            let dataSource = RxTableViewReloadDataSource<Sequence.Element>(cellFactory: cellFactory)
            return self.items(dataSource: dataSource)(source.map { Array($0) })
        }
    }

    /// Binds a sequence of arrays to the table's rows, with cells of `cellType`
    /// dequeued for `cellIdentifier` and set up by `configureCell(row, item, cell)`.
    ///
    /// For example:
    /// `items.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: PostCell.self)) { row, post, cell in ... }`.
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
                    if let cell = cell as? Cell {
                        configureCell(row, item, cell)
                    }
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
            let tableView = base
            tableView.dataSource = dataSource
            let binder = Binder<Event<Source.Element>>(tableView) { tableView, event in
                // The closure holds the data source strongly: the table holds it weakly.
                tableView.dataSource = dataSource
                dataSource.tableView(tableView, observedEvent: event)
            }
            let subscription = source.asObservable().materialize().subscribe(binder)
            return Disposables.create { [weak tableView] in
                subscription.dispose()
                if let tableView, tableView.dataSource === dataSource {
                    tableView.dataSource = nil
                }
            }
        }
    }

    /// The index paths of rows the user chooses (Enter on the selected row).
    public var itemSelected: ControlEvent<IndexPath> {
        ControlEvent(events: base.chosenRows)
    }

    /// The models of rows the user chooses, read from a data source installed by
    /// `items`; rows whose model is not a `T` are skipped.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        let tableView = base
        let models = itemSelected.asObservable().compactMap { [weak tableView] indexPath -> T? in
            guard let dataSource = tableView?.dataSource as? SectionedViewDataSourceType else { return nil }
            return try dataSource.model(at: indexPath) as? T
        }
        return ControlEvent(events: models)
    }
}
