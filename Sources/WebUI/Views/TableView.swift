import Foundation
import RxCore

/// A list of rows in sections (UITableView's role): the page scrolls natively and
/// changes by keyed operations. A long list sends its first `rowsPerPage` rows, and more
/// as the reader nears the last one sent (`TableWindow`).
///
/// `reloadData()` sends the list anew (the first load); `performBatchUpdates` with
/// insert/delete/move/reload of rows and sections, as Differentiator's change sets
/// describe them, sends one keyed operation per change, so the rows the user is reading,
/// the focus and the scroll position stay. Rows are chosen by click, tap, or j/k and
/// Enter (the page moves a cursor between rows, tells where it is, and sends the choice):
/// `rx.itemSelected`; the cursor's moves are `rx.itemHighlighted`,
/// `indexPathForSelectedRow` is the cursor's row and `selectRow(at:)` moves it. A table
/// that reports its visible rows (`reportsVisibleRows`, turned on by asking for
/// `rx.topVisibleRow`, `rx.lastVisibleRow` or `rx.reachedEnd`) has the page say, as they
/// change, the row at the top of the window and the lowest row in it (a reading position;
/// paging as the end comes into view: `indexPathForLastVisibleRow`); `scrollToRow(at:)`
/// scrolls the page to a row. Use from the main queue only.
open class TableView: View {
    /// What the table shows. Held weakly (the `rx.items` bindings keep theirs alive).
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }

    private var layout = TableLayout()
    private var cells: [Int: TableViewCell] = [:]
    private var headerTitles: [Int: String] = [:]
    private var registered: [String: TableViewCell.Type] = [:]
    private var nextKey = 0
    private var batch: TableBatch?
    private var selectedKey: Int?
    private var lastVisibleKey: Int?
    /// The flush that last rendered the rows (the table's content, each section by key).
    private var renderedContent = -1
    private var renderedSections: [Int: Int] = [:]
    let chosenRows = PublishSubject<IndexPath>()
    let highlightedRows = PublishSubject<IndexPath>()
    let topRows = PublishSubject<IndexPath>()
    let lastVisibleRows = PublishSubject<IndexPath?>()
    let endReached = PublishSubject<Void>()
    /// The last row already said to have come into view (`endReached` says each last row once).
    private var endReachedKey: Int?
    /// A scroll asked for that the page has not answered with a scroll of its own, so a
    /// snapshot (the first one, when rows came before the stream) still makes it.
    private var scrollTarget: (key: Int, selects: Bool)?

    /// The rows on the page: the first ones, more as the reader nears the last sent.
    private var window = TableWindow(rowsPerPage: TableView.defaultRowsPerPage)
    /// Whether the page was last told to report its visible rows.
    private var tracks = false

    /// Whether the page reports the row at the top of the window and the lowest row in it
    /// as they change: turned on by asking for `rx.topVisibleRow`, `rx.lastVisibleRow` or
    /// `rx.reachedEnd`; only tables someone listens to (or with rows not yet on the page)
    /// cost the page those reports.
    public var reportsVisibleRows = false {
        didSet { updateTracking() }
    }

    /// How many rows the page gets at first, and how many more each time the reader
    /// nears the last one it has (200: many screenfuls, a fraction of what a long list
    /// would cost the browser to lay out). Rows past them have no cell yet
    /// (`cellForRow(at:)` is nil), as rows out of sight in UITableView. Set it before the
    /// rows come.
    public var rowsPerPage: Int {
        get { window.rowsPerPage }
        set { window.rowsPerPage = max(1, newValue) }
    }

    /// The rows a table sends at first by default.
    public static let defaultRowsPerPage = 200

    private func updateTracking() {
        let wanted = reportsVisibleRows || window.count < layout.rowCount
        guard wanted != tracks else { return }
        tracks = wanted
        enqueue(.attribute(slot: slot, name: TableView.reportAttribute, value: wanted ? "" : nil))
    }

    /// The attribute that asks the page for reports of the rows in its window.
    static let reportAttribute = "data-track"

    /// Creates an empty table.
    public override init() {
        super.init()
    }

    deinit {
        chosenRows.onCompleted()
        highlightedRows.onCompleted()
        topRows.onCompleted()
        lastVisibleRows.onCompleted()
        endReached.onCompleted()
    }

    // MARK: - The cursor and the rows in view

    /// The lowest row inside the browser's window when the page last reported it (after
    /// scrolling, resizing, rows coming and going); nil when no row is in the window, the
    /// row has gone since, or nothing was reported (`reportsVisibleRows` turns the reports
    /// on).
    public var indexPathForLastVisibleRow: IndexPath? {
        lastVisibleKey.flatMap(layout.indexPath(ofKey:))
    }

    /// The row the page's cursor is on (moved with j/k, a click, `selectRow(at:)` or
    /// `scrollToRow(at:selects:)`); nil when there is none or its row is gone.
    public var indexPathForSelectedRow: IndexPath? {
        selectedKey.flatMap { layout.indexPath(ofKey: $0) }
    }

    /// Puts the page's cursor on the row at `indexPath` and scrolls it into view; nil takes
    /// the cursor away. A position with no row changes nothing.
    public func selectRow(at indexPath: IndexPath?) {
        let key = indexPath.flatMap { layout.key(at: $0) }
        guard indexPath == nil || key != nil else { return }
        if let key { bringOnPage(key) }
        selectedKey = key
        enqueue(.rowSelect(table: slot, key: key))
    }

    /// Scrolls the page so the row at `indexPath` is at the top of the window (the first
    /// row: the top of the page), moving the cursor to it when `selects`. Kept until the
    /// page reports a scroll of its own, so a first load made before the page connected
    /// still lands there.
    public func scrollToRow(at indexPath: IndexPath, selects: Bool = false) {
        guard let key = layout.key(at: indexPath) else { return }
        bringOnPage(key)
        scrollTarget = (key, selects)
        if selects { selectedKey = key }
        enqueue(.rowScroll(table: slot, key: key, select: selects))
    }

    /// Puts the row `key` on the page if it is not yet (with the rows before it).
    private func bringOnPage(_ key: Int) {
        guard !window.contains(key) else { return }
        let order = TableWindow.order(of: layout)
        if let index = order.firstIndex(where: { $0.key == key }) { extendWindow(order, toInclude: index) }
    }

    /// Sends the rows up to `index` of `order` that are not on the page yet (and a page more).
    private func extendWindow(_ order: [TableWindow.Entry], toInclude index: Int) {
        for entry in window.extend(order, toInclude: index) {
            makeCell(key: entry.key, at: entry.indexPath)
            enqueue(.rowPlace(table: slot, key: entry.key, section: entry.section, after: entry.after, render: rowRenderer(entry.key)))
        }
        updateTracking()
    }

    // MARK: - Cells

    /// Makes cells of `cellClass` for `identifier`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A new cell of the class registered for `identifier` (a plain `TableViewCell` when
    /// none is). The page keeps a row's markup, so cells are not reused: the table keeps
    /// each row's cell while the row is shown, and bindings into it stay live.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        (registered[identifier] ?? TableViewCell.self).init(reuseIdentifier: identifier)
    }

    /// The cell of the row at `indexPath`, if shown.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layout.key(at: indexPath).flatMap { cells[$0] }
    }

    /// The number of sections shown.
    public var numberOfSections: Int { layout.sections.count }

    /// The number of rows shown in `section`.
    public func numberOfRows(inSection section: Int) -> Int {
        layout.sections.indices.contains(section) ? layout.sections[section].rows.count : 0
    }

    /// The position of the row whose key the page sent, nil when it is gone.
    func indexPath(forKey key: Int) -> IndexPath? {
        layout.indexPath(ofKey: key)
    }

    /// The row keys, section by section (tests).
    var rowKeys: [[Int]] { layout.sections.map(\.rows) }

    private func makeKey() -> Int {
        nextKey += 1
        return nextKey
    }

    private func makeCell(key: Int, at indexPath: IndexPath) {
        guard let dataSource else { return }
        if let old = cells[key] { release(old) }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        adopt(cell)
        cells[key] = cell
    }

    private func dropCell(key: Int) {
        if let cell = cells.removeValue(forKey: key) { release(cell) }
    }

    // MARK: - Reloading

    /// Asks the data source for everything again and sends the whole list.
    public func reloadData() {
        batch = nil
        // Every row gets a new key: the cursor, the scroll target and the row in view name
        // no row any more (the page says where it is again).
        selectedKey = nil
        scrollTarget = nil
        lastVisibleKey = nil
        renderedSections.removeAll()
        cells.values.forEach(release)
        cells.removeAll()
        headerTitles.removeAll()
        var sections: [TableLayout.Section] = []
        if let dataSource {
            for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
                let count = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
                sections.append(TableLayout.Section(key: makeKey(), rows: (0..<count).map { _ in makeKey() }))
            }
        }
        layout = TableLayout(sections: sections)
        for (sectionIndex, section) in layout.sections.enumerated() {
            headerTitles[section.key] = dataSource?.tableView(self, titleForHeaderInSection: sectionIndex)
        }
        let order = TableWindow.order(of: layout)
        window.reset(order)
        for entry in order.prefix(window.count) { makeCell(key: entry.key, at: entry.indexPath) }
        enqueue(.content(view: self))
        updateTracking()
    }

    /// Sends the rows at `indexPaths` again with new cells (outside a batch: positions
    /// now; inside one: positions before it).
    public func reloadRows(at indexPaths: [IndexPath]) {
        if batch != nil {
            batch?.reloadedRows += indexPaths
            return
        }
        for indexPath in indexPaths {
            guard let key = layout.key(at: indexPath), window.contains(key) else { continue }
            makeCell(key: key, at: indexPath)
            enqueue(.rowUpdate(table: slot, key: key, render: rowRenderer(key)))
        }
    }

    // MARK: - Batch updates

    /// Groups inserts, deletes, moves and reloads made in `updates` into one change (as
    /// UITableView does); the data source must already hold the new rows. A batch that
    /// does not fit the rows shown reloads the table instead.
    public func performBatchUpdates(_ updates: () -> Void) {
        let outer = batch == nil
        if outer { batch = TableBatch() }
        updates()
        guard outer, let finished = batch else { return }
        batch = nil
        apply(finished)
    }

    /// Inserts rows (positions after the batch).
    public func insertRows(at indexPaths: [IndexPath]) {
        performBatchUpdates { batch?.insertedRows += indexPaths }
    }

    /// Deletes rows (positions before the batch).
    public func deleteRows(at indexPaths: [IndexPath]) {
        performBatchUpdates { batch?.deletedRows += indexPaths }
    }

    /// Moves a row (from a position before the batch to one after it).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        performBatchUpdates { batch?.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections with their rows (indexes after the batch).
    public func insertSections(_ sections: [Int]) {
        performBatchUpdates { batch?.insertedSections += sections }
    }

    /// Deletes sections with their rows (indexes before the batch).
    public func deleteSections(_ sections: [Int]) {
        performBatchUpdates { batch?.deletedSections += sections }
    }

    /// Moves a section (from an index before the batch to one after it).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        performBatchUpdates { batch?.movedSections.append((section, newSection)) }
    }

    private func apply(_ batch: TableBatch) {
        guard let dataSource else { return }
        let counts = (0..<max(0, dataSource.numberOfSections(in: self))).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        let result: TableBatchResult
        do {
            result = try layout.applying(batch, rowCounts: counts, makeKey: makeKey)
        } catch {
            reloadData()
            return
        }
        let oldLayout = layout
        layout = result.layout
        let wasOnPage = window
        let order = TableWindow.order(of: layout)
        let left = window.follow(order)
        var goneWithSections = Set<Int>()
        for key in result.deletedSections {
            oldLayout.sections.first { $0.key == key }?.rows.forEach { row in
                dropCell(key: row)
                goneWithSections.insert(row)
            }
            headerTitles[key] = nil
            renderedSections[key] = nil
            enqueue(.sectionDelete(table: slot, key: key))
        }
        // Rows deleted, or pushed past the rows on the page.
        for key in left where !goneWithSections.contains(key) {
            dropCell(key: key)
            enqueue(.rowDelete(table: slot, key: key))
        }
        var newSections = Set<Int>()
        for placed in result.placedSections {
            guard let index = layout.sections.firstIndex(where: { $0.key == placed.key }) else { continue }
            headerTitles[placed.key] = dataSource.tableView(self, titleForHeaderInSection: index)
            if placed.isNew {
                newSections.insert(placed.key)
                for (row, key) in layout.sections[index].rows.enumerated() where window.contains(key) {
                    makeCell(key: key, at: IndexPath(row: row, section: index))
                }
            }
            enqueue(.sectionPlace(table: slot, key: placed.key, after: placed.after, render: placed.isNew ? sectionRenderer(placed.key) : nil))
        }
        // Each row on the page that is new to it, or moved, right after its predecessor in
        // final order (rows of a new section come with it).
        let moved = Set(result.placedRows.lazy.filter { !$0.isNew }.map(\.key))
        for entry in order.prefix(window.count) where !newSections.contains(entry.section) {
            let wasThere = wasOnPage.contains(entry.key)
            guard !wasThere || moved.contains(entry.key) else { continue }
            if !wasThere { makeCell(key: entry.key, at: entry.indexPath) }
            enqueue(.rowPlace(table: slot, key: entry.key, section: entry.section, after: entry.after,
                              render: wasThere ? nil : rowRenderer(entry.key)))
        }
        for key in result.reloadedRows where wasOnPage.contains(key) && window.contains(key) {
            guard let path = layout.indexPath(ofKey: key) else { continue }
            makeCell(key: key, at: path)
            enqueue(.rowUpdate(table: slot, key: key, render: rowRenderer(key)))
        }
        updateTracking()
        // Headers whose section kept its identity but changed its title.
        for (index, section) in layout.sections.enumerated() {
            let title = dataSource.tableView(self, titleForHeaderInSection: index)
            if headerTitles[section.key] != title {
                headerTitles[section.key] = title
                enqueue(.sectionTitle(table: slot, key: section.key, title: title ?? ""))
            }
        }
    }

    // MARK: - Rendering

    open override var baseClass: String { "table" }

    open override var attributes: [(String, String?)] {
        [(TableView.reportAttribute, tracks ? "" : nil), ("data-scroll", scrollTarget.map { String($0.key) }),
         ("data-scroll-select", scrollTarget?.selects == true ? "" : nil)]
    }

    /// Whether the page's markup for the table (or its section `section`) was written by
    /// the flush `generation`: it holds the rows as they are now, so keyed operations
    /// queued before it would apply them twice.
    func isRendered(section: Int?, in generation: Int) -> Bool {
        renderedGeneration == generation || renderedContent == generation || section.map { renderedSections[$0] == generation } == true
    }

    open override func renderContent(into html: inout HTML) {
        renderedContent = html.generation
        for section in layout.sections {
            renderSection(section.key, into: &html)
        }
    }

    private func renderSection(_ key: Int, into html: inout HTML) {
        guard let section = layout.sections.first(where: { $0.key == key }) else { return }
        renderedSections[key] = html.generation
        html.open("section", [("class", "table-section"), ("data-section", String(key))])
        if let title = headerTitles[key], !title.isEmpty {
            html.element("h3", [("class", "section-header")], text: title)
        }
        html.open("ul", [("class", "rows")])
        for row in section.rows where window.contains(row) { renderRow(row, into: &html) }
        html.close("ul")
        html.close("section")
    }

    private func renderRow(_ key: Int, into html: inout HTML) {
        let isCursor = key == selectedKey
        html.open("li", [("class", isCursor ? "row cursor" : "row"), ("data-key", String(key)), ("aria-current", isCursor ? "true" : nil)])
        cells[key]?.render(into: &html)
        html.close("li")
    }

    private func rowRenderer(_ key: Int) -> PatchOperation.Render {
        { [weak self] html in self?.renderRow(key, into: &html) }
    }

    private func sectionRenderer(_ key: Int) -> PatchOperation.Render {
        { [weak self] html in self?.renderSection(key, into: &html) }
    }

    override func receive(_ event: InputEvent) -> Bool {
        if event.type == .visible {
            // No key: no row is in the window.
            guard let key = event.key else {
                lastVisibleKey = nil
                lastVisibleRows.onNext(nil)
                return true
            }
            // A row deleted after the page measured it: the page reports again once the
            // deletion reaches it.
            guard let indexPath = layout.indexPath(ofKey: key) else { return true }
            lastVisibleKey = key
            // Near the last row on the page: the next rows come.
            // Its place in reading order from its index path: a scroll report costs no
            // walk over every row; only a window that grows lists them.
            let index = layout.position(of: indexPath)
            if window.wantsMore(readingAt: index, of: layout.rowCount) {
                extendWindow(TableWindow.order(of: layout), toInclude: index)
            }
            lastVisibleRows.onNext(indexPath)
            // The last row in the window: once per row that is last (older rows may be on
            // their way to the page, and a new last row must come into view itself).
            if key == layout.sections.last?.rows.last, key != endReachedKey {
                endReachedKey = key
                endReached.onNext(())
            }
            return true
        }
        guard let key = event.key else { return false }
        // The page scrolled: where it is now is the reader's, not an older request's.
        if event.type == .top { scrollTarget = nil }
        // A row gone since the page sent this leaves the cursor where the server had it.
        guard let indexPath = layout.indexPath(ofKey: key) else {
            return [.select, .highlight, .top].contains(event.type)
        }
        switch event.type {
        case .select:
            selectedKey = key
            chosenRows.onNext(indexPath)
        case .highlight:
            selectedKey = key
            highlightedRows.onNext(indexPath)
        case .top:
            topRows.onNext(indexPath)
        default:
            return false
        }
        return true
    }

    open override var keyHints: [KeyHint] {
        [KeyHint(key: "j k", title: "Move"), KeyHint(key: "g G", title: "First, last"), KeyHint(key: "Enter", title: "Open")]
    }
}
