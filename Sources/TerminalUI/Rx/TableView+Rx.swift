import Differentiator
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
    ///
    /// For sections: `sections.bind(to: tableView.rx.items(dataSource: dataSource))` with an
    /// `RxTableViewSectionedReloadDataSource` or `RxTableViewSectionedAnimatedDataSource`.
    public func items<DataSource: RxTableViewDataSourceType & TableViewDataSource, Source: ObservableType>(dataSource: DataSource)
        -> (_ source: Source) -> Disposable
        where DataSource.Element == Source.Element {
        { source in
            install(dataSource, source.asObservable().materialize()) { tableView, event in
                dataSource.tableView(tableView, observedEvent: event)
            }
        }
    }

    /// Binds a live query's rows and change sets to the table through `dataSource`, which
    /// applies each change set as batch updates (a nil change set reloads): the table
    /// side of RxStore's `Observable.changeset(from:)`, RxRealm's `rx.realmChanges`.
    ///
    /// The rows may be any random-access collection of the items, so
    /// `Observable.changeset(from: results).bind(to: tableView.rx.changeset(dataSource))`
    /// works as it is. The data source stays alive (and installed) until the returned
    /// subscription is disposed; an error or completion leaves the rows shown.
    public func changeset<Collection: RandomAccessCollection, Source: ObservableType>(
        _ dataSource: RxTableViewChangesetDataSource<Collection.Element>
    ) -> (_ source: Source) -> Disposable
        where Source.Element == (Collection, ListChangeset<Collection.Element>?) {
        { source in
            install(dataSource, source.asObservable().materialize()) { tableView, event in
                guard case .next(let (collection, changeset)) = event else { return }
                dataSource.apply(collection, changeset, to: tableView)
            }
        }
    }

    /// Installs `dataSource` and applies each event of `events` to the table on the main
    /// queue; disposing stops that and removes the data source if still installed.
    private func install<DataSource: TableViewDataSource, Element>(
        _ dataSource: DataSource,
        _ events: Observable<Event<Element>>,
        apply: @escaping (TableView, Event<Element>) -> Void
    ) -> Disposable {
        let tableView: TableView = base
        tableView.dataSource = dataSource
        let binder = Binder<Event<Element>>(tableView) { tableView, event in
            // The closure holds the data source strongly: the table holds it weakly.
            // Installed again only if something else replaced it (setting it reloads).
            if tableView.dataSource !== dataSource {
                tableView.dataSource = dataSource
            }
            apply(tableView, event)
        }
        let subscription = events.subscribe(binder)
        return Disposables.create { [weak tableView] in
            subscription.dispose()
            if let tableView, tableView.dataSource === dataSource {
                tableView.dataSource = nil
            }
        }
    }

    /// Sets the table's delegate (for row heights and `didSelectRowAt`) while reactive
    /// bindings are installed, like RxCocoa's `setDelegate`. The delegate is held weakly,
    /// so keep it alive; `itemSelected` and `modelSelected` keep working and the delegate
    /// still hears `didSelectRowAt`. Disposing the result removes the delegate if it is
    /// still the table's. Setting a delegate reloads the table (its heights change).
    public func setDelegate(_ delegate: TableViewDelegate) -> Disposable {
        let tableView: TableView = base
        tableView.delegate = delegate
        return Disposables.create { [weak tableView, weak delegate] in
            if let tableView, let delegate, tableView.delegate === delegate {
                tableView.delegate = nil
            }
        }
    }

    /// The index paths of rows the user chooses (Enter on the selected row).
    public var itemSelected: ControlEvent<IndexPath> {
        ControlEvent(events: base.chosenRows)
    }

    /// The models of rows the user chooses, read from the table's data source when it
    /// can tell them (`SectionedViewDataSourceType`: every data source of `items`,
    /// the sectioned and the change-set ones); rows whose model is not a `T` are skipped.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        let tableView = base
        let models = itemSelected.asObservable().compactMap { [weak tableView] indexPath -> T? in
            guard let dataSource = tableView?.dataSource as? SectionedViewDataSourceType else { return nil }
            return try dataSource.model(at: indexPath) as? T
        }
        return ControlEvent(events: models)
    }
}
