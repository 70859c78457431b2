import Foundation
import RxCore

/// A scrolling list of rows, in sections with optional headers, with a selected row
/// moved by keys.
///
/// Rows may have different heights (from the delegate). A section whose data source
/// gives a header title starts with a one-line header in `headerStyle`; headers are
/// never selected. Only the rows and headers on screen get views, so a table of any
/// length costs the same to draw. The selected row is the cursor: ↑/↓ and k/j move it,
/// PgUp/PgDn (and Ctrl-B/Ctrl-F) move it a page, g/Home and G/End jump to the first
/// and last rows, all across sections, and Enter chooses it (`delegate.didSelectRowAt`,
/// `rx.itemSelected`). The table scrolls just enough to keep the selected row visible
/// (with its section's header when it is the section's first row); a resize keeps the
/// selection and the scroll position where possible.
///
/// The mouse wheel (`.scrollUp`/`.scrollDown`, when the app turned it on) scrolls the
/// content `linesPerWheelNotch` lines per notch and leaves the selection where it is
/// while it stays fully on screen; when it would scroll off, the selection follows to
/// the nearest row fully on screen (the first one when scrolling down, the last one
/// when scrolling up), so the selected row is always the one Enter opens and ↑/↓ move
/// from what is seen.
///
/// Changes are applied either with `reloadData()` or, keeping the user's place, with
/// batch updates (`insertRows(at:)`, `deleteRows(at:)`, ..., grouped by
/// `performBatchUpdates(_:completion:)`); see `TableView+Updates.swift`.
open class TableView: View {
    /// Gives the rows and their cells; held weakly (reactive bindings keep theirs alive).
    /// Setting it reloads the table.
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }

    /// Gives row heights and hears about choices; held weakly. Setting it reloads the table.
    public weak var delegate: TableViewDelegate? {
        didSet { reloadData() }
    }

    /// How section headers are drawn (across the whole width).
    public var headerStyle = Style(attributes: [.bold, .underline]) {
        didSet { setNeedsLayout() }
    }

    /// The index path of the selected row, nil when the table has no rows.
    public internal(set) var indexPathForSelectedRow: IndexPath?

    /// What Enter does on a row, as help lists it ("Open" by default, "Author" on a
    /// timeline); nil where choosing a row does nothing, so help does not offer Enter.
    /// Enter is still sent to the delegate and `rx.itemSelected` either way.
    public var selectionTitle: String? = "Open"

    /// The number of lines scrolled past at the top.
    public internal(set) var contentOffset = 0

    /// The lines one notch of the mouse wheel scrolls.
    public static let linesPerWheelNotch = 3

    /// The height a row is laid out at until it comes on screen, as UIKit's: when
    /// positive, a reload (or a batch update's new rows) asks the delegate for no height,
    /// and a row is measured (`heightForRowAt`) the first time a layout shows it, so a
    /// table of 10,000 rows of wrapped text measures only the screenful it shows. The
    /// content's height, page moves and jumps count unmeasured rows at the estimate; a
    /// measured row that differs moves the rows below it, not the ones on screen above
    /// it. 0 (the default) measures every row on reload.
    public var estimatedRowHeight = 0 {
        didSet { if estimatedRowHeight != oldValue { reloadData() } }
    }

    // MARK: Loaded layout (shared with the batch updates)

    /// The loaded sections: header title and row heights.
    var sectionLayouts: [TableLayoutSection] = []
    /// Headers and rows, top to bottom.
    var entries: [TableEntry] = []
    /// `entryTops[i]` is the first line of entry `i`; the last value is the content height.
    var entryTops: [Int] = [0]
    /// The flat row number (headers not counted) of each section's first row.
    var sectionRowStarts: [Int] = []
    /// The entry index of each section's first entry (its header, if any).
    var sectionEntryStarts: [Int] = []
    /// The number of rows in all sections.
    var rowCount = 0
    /// The entry of the selected row; always a row, never a header.
    var selectedEntry: Int?

    /// The changes recorded since `beginUpdates()`.
    var pendingUpdates = TableBatchUpdate()
    /// The nesting depth of `beginUpdates()`.
    var updateDepth = 0
    /// Batch updates that did not fit the data source and were replaced by a full reload.
    var inconsistentUpdateCount = 0

    private var registrations: [String: TableViewCell.Type] = [:]
    private var reusableCells: [String: [TableViewCell]] = [:]
    private var visibleCells: [(entry: Int, cell: TableViewCell)] = []
    private var reusableHeaders: [TableViewHeaderView] = []
    private var visibleHeaders: [TableViewHeaderView] = []
    let chosenRows = PublishSubject<IndexPath>()

    /// Creates an empty table.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    deinit {
        chosenRows.onCompleted()
    }

    // MARK: - Data

    /// Registers the class to create cells for `identifier` when none can be reused.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `identifier`: one that scrolled away, or a new one of the registered
    /// class (a plain `TableViewCell` if none is registered).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if var pool = reusableCells[identifier], let cell = pool.popLast() {
            reusableCells[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        let cellClass = registrations[identifier] ?? TableViewCell.self
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// Asks the data source for everything again (sections, titles, row counts; the
    /// delegate for every row's height), keeping the selection on the same index path
    /// when it still exists (or the nearest row) and the scroll position. Drops any
    /// batch changes recorded and not yet applied.
    open func reloadData() {
        let previousSelection = indexPathForSelectedRow
        let previousOrdinal = selectedEntry.map(rowOrdinal(ofEntry:))
        pendingUpdates = TableBatchUpdate()
        sectionLayouts.removeAll(keepingCapacity: true)
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            for section in 0..<sections {
                let title = dataSource.tableView(self, titleForHeaderInSection: section)
                let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
                var heights: [Int] = []
                heights.reserveCapacity(rows)
                for row in 0..<rows {
                    heights.append(loadedHeightForRow(at: IndexPath(row: row, section: section)))
                }
                sectionLayouts.append(TableLayoutSection(title: title, rowHeights: heights))
            }
        }
        rebuildEntries()
        recycleVisibleViews()
        if rowCount == 0 {
            selectedEntry = nil
        } else if let previousSelection {
            selectedEntry = entryIndex(of: previousSelection)
                ?? entryIndex(forRowOrdinal: min(previousOrdinal ?? 0, rowCount - 1))
        } else {
            selectedEntry = firstRowEntry
        }
        updateSelectedIndexPath()
        clampOffset()
        setNeedsLayout()
    }

    /// The number of sections, as last loaded.
    public var numberOfSections: Int { sectionLayouts.count }

    /// The number of rows in `section`, as last loaded.
    public func numberOfRows(inSection section: Int) -> Int {
        sectionLayouts.indices.contains(section) ? sectionLayouts[section].rowHeights.count : 0
    }

    /// The cells on screen, top to bottom (headers not included).
    public var visibleCellsInOrder: [TableViewCell] {
        layoutIfNeeded()
        return visibleCells.map(\.cell)
    }

    /// The index paths of the rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] {
        layoutIfNeeded()
        return visibleCells.map { entries[$0.entry].indexPath }
    }

    /// The delegate's height for a row (at least one line).
    func heightForRow(at indexPath: IndexPath) -> Int {
        max(1, delegate?.tableView(self, heightForRowAt: indexPath) ?? 1)
    }

    /// The height a reload or an update records for a new row: the delegate's, or the
    /// estimate, stored negated (`TableLayoutSection.rowHeights`) until a layout measures it.
    func loadedHeightForRow(at indexPath: IndexPath) -> Int {
        estimatedRowHeight > 0 ? -estimatedRowHeight : heightForRow(at: indexPath)
    }

    /// Measures the estimated rows among entries `range`; true when any was measured
    /// (the tops are then stale until `rebuildEntries()`).
    private func measureEstimatedRows(in range: ClosedRange<Int>) -> Bool {
        var measured = false
        for index in range {
            let entry = entries[index]
            guard !entry.isHeader, sectionLayouts[entry.section].rowHeights[entry.row] < 0 else { continue }
            sectionLayouts[entry.section].rowHeights[entry.row] = heightForRow(at: entry.indexPath)
            measured = true
        }
        return measured
    }

    /// The entries on screen at the current offset.
    private func visibleEntryRange() -> ClosedRange<Int> {
        let first = entry(atLine: contentOffset)
        let end = contentOffset + frame.height
        var last = first
        while last + 1 < entries.count && entryTops[last + 1] < end { last += 1 }
        return first...last
    }

    /// Measures the estimated rows a layout is about to show, keeping the first entry on
    /// screen on its line (and the selected row in view), until the screen shows only
    /// measured rows. Each pass measures at least one row, so it ends.
    private func measureRowsOnScreen() {
        guard estimatedRowHeight > 0, !entries.isEmpty, frame.height > 0, delegate != nil else { return }
        while true {
            let range = visibleEntryRange()
            let anchor = range.lowerBound
            let line = entryTops[anchor] - contentOffset
            guard measureEstimatedRows(in: range) else { return }
            rebuildEntries()
            contentOffset = entryTops[anchor] - line
            clampOffset()
            if let selectedEntry { keepVisibleAfterResize(selectedEntry) }
        }
    }

    /// Lays the loaded sections out as entries (O(rows); asks nobody).
    func rebuildEntries() {
        // Filled in locals (their buffers kept) and stored once: appending to the stored
        // arrays made each of 10,000 rows pay the runtime's exclusivity checks.
        var entries: [TableEntry] = []
        var entryTops: [Int] = []
        swap(&entries, &self.entries)
        swap(&entryTops, &self.entryTops)
        entries.removeAll(keepingCapacity: true)
        entryTops.removeAll(keepingCapacity: true)
        entryTops.append(0)
        sectionRowStarts.removeAll(keepingCapacity: true)
        sectionEntryStarts.removeAll(keepingCapacity: true)
        var top = 0
        var rows = 0
        for (section, layout) in sectionLayouts.enumerated() {
            sectionRowStarts.append(rows)
            sectionEntryStarts.append(entries.count)
            if layout.title != nil {
                entries.append(TableEntry(section: section, row: -1))
                top += 1
                entryTops.append(top)
            }
            for (row, height) in layout.rowHeights.enumerated() {
                entries.append(TableEntry(section: section, row: row))
                // An estimated height is stored negated.
                top += height < 0 ? -height : height
                entryTops.append(top)
            }
            rows += layout.rowHeights.count
        }
        self.entries = entries
        self.entryTops = entryTops
        rowCount = rows
    }

    /// The entry of the row at `indexPath`, nil when there is no such row.
    func entryIndex(of indexPath: IndexPath) -> Int? {
        let section = indexPath.section
        guard sectionLayouts.indices.contains(section),
              sectionLayouts[section].rowHeights.indices.contains(indexPath.row) else { return nil }
        let header = sectionLayouts[section].title == nil ? 0 : 1
        return sectionEntryStarts[section] + header + indexPath.row
    }

    /// The flat row number (headers not counted) of a row entry.
    func rowOrdinal(ofEntry entry: Int) -> Int {
        sectionRowStarts[entries[entry].section] + entries[entry].row
    }

    /// The entry of the `ordinal`-th row (0 ≤ ordinal < rowCount).
    func entryIndex(forRowOrdinal ordinal: Int) -> Int? {
        guard ordinal >= 0, ordinal < rowCount else { return nil }
        // The last section whose first row is at or before `ordinal` holds it.
        var low = 0
        var high = sectionRowStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionRowStarts[middle] <= ordinal { low = middle } else { high = middle - 1 }
        }
        return entryIndex(of: IndexPath(row: ordinal - sectionRowStarts[low], section: low))
    }

    func updateSelectedIndexPath() {
        indexPathForSelectedRow = selectedEntry.map { entries[$0].indexPath }
    }

    // MARK: - Selection and scrolling

    /// Selects the row at `indexPath` (ignored when it does not exist) and scrolls it
    /// into view. Does not count as a choice: `didSelectRowAt` is for Enter.
    public func selectRow(at indexPath: IndexPath) {
        guard let index = entryIndex(of: indexPath) else { return }
        select(index)
    }

    /// Scrolls so that the row at `indexPath` is visible, moving as little as possible.
    public func scrollToRow(at indexPath: IndexPath) {
        guard let index = entryIndex(of: indexPath) else { return }
        scrollToVisible(index)
    }

    private func select(_ entry: Int) {
        guard entries.indices.contains(entry), !entries[entry].isHeader else { return }
        selectedEntry = entry
        updateSelectedIndexPath()
        scrollToVisible(entry)
        setNeedsLayout()
    }

    /// Scrolls as little as possible to show the entry, and its section's header too
    /// when it is the section's first row and both fit.
    private func scrollToVisible(_ entry: Int) {
        var top = entryTops[entry]
        let bottom = entryTops[entry + 1]
        if entries[entry].row == 0, entry > 0, entries[entry - 1].isHeader,
           bottom - entryTops[entry - 1] <= frame.height {
            top = entryTops[entry - 1]
        }
        if top < contentOffset {
            contentOffset = top
        } else if bottom > contentOffset + frame.height {
            // Bottom-align, but never hide the row's first line on a short screen.
            contentOffset = min(entryTops[entry], bottom - frame.height)
        }
        clampOffset()
        setNeedsLayout()
    }

    func clampOffset() {
        let contentHeight = entryTops.last ?? 0
        contentOffset = max(0, min(contentOffset, contentHeight - frame.height))
    }

    /// The entry containing line `line` of the content (clamped to the entries).
    func entry(atLine line: Int) -> Int {
        // The last entry whose top is at or above `line`.
        var low = 0
        var high = entries.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if entryTops[middle] <= line { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The first row entry after `entry`, skipping headers.
    func rowEntry(after entry: Int) -> Int? {
        var index = entry + 1
        while index < entries.count {
            if !entries[index].isHeader { return index }
            index += 1
        }
        return nil
    }

    /// The last row entry before `entry`, skipping headers.
    func rowEntry(before entry: Int) -> Int? {
        var index = min(entry, entries.count) - 1
        while index >= 0 {
            if !entries[index].isHeader { return index }
            index -= 1
        }
        return nil
    }

    /// The first row of the table, if any.
    var firstRowEntry: Int? { rowEntry(after: -1) }

    /// The last row of the table, if any.
    var lastRowEntry: Int? { rowEntry(before: entries.count) }

    /// `entry` if it is a row, else the next row (or the previous one at the end).
    private func rowEntry(near entry: Int) -> Int? {
        guard entries.indices.contains(entry) else { return nil }
        if !entries[entry].isHeader { return entry }
        return rowEntry(after: entry) ?? rowEntry(before: entry)
    }

    /// Moves the selection for navigation keys and chooses the row on Enter.
    open override func processKey(_ key: Key) -> Bool {
        guard let current = selectedEntry else { return false }
        let page = max(1, frame.height)
        switch key {
        case .up, .character("k"), .ctrl("p"):
            select(rowEntry(before: current) ?? current)
        case .down, .character("j"), .ctrl("n"):
            select(rowEntry(after: current) ?? current)
        case .pageDown, .ctrl("f"):
            guard let next = rowEntry(after: current) else {
                select(current)
                break
            }
            let target = rowEntry(near: entry(atLine: entryTops[current] + page)) ?? next
            select(max(next, target))
        case .pageUp, .ctrl("b"):
            guard let previous = rowEntry(before: current) else {
                select(current)
                break
            }
            let target = rowEntry(near: entry(atLine: max(0, entryTops[current] - page))) ?? previous
            select(min(previous, target))
        case .home, .character("g"):
            select(firstRowEntry ?? current)
        case .end, .character("G"):
            select(lastRowEntry ?? current)
        case .scrollUp:
            scroll(byLines: -Self.linesPerWheelNotch, selection: current)
        case .scrollDown:
            scroll(byLines: Self.linesPerWheelNotch, selection: current)
        case .enter:
            let indexPath = entries[current].indexPath
            delegate?.tableView(self, didSelectRowAt: indexPath)
            chosenRows.onNext(indexPath)
        default:
            return false
        }
        return true
    }

    /// Moves the content by `lines` (negative: up), then moves the selection only if it
    /// is no longer fully on screen: to the first row fully shown when scrolling down,
    /// the last when scrolling up. A row taller than the screen may be only partly
    /// shown; with no row on screen at all (a header fills it), the next row in the
    /// scroll's direction is taken, and the next layout scrolls to it.
    private func scroll(byLines lines: Int, selection current: Int) {
        guard frame.height > 0 else { return }
        let previous = contentOffset
        contentOffset += lines
        clampOffset()
        guard contentOffset != previous else { return }
        let top = contentOffset
        let bottom = contentOffset + frame.height
        func isFullyShown(_ entry: Int) -> Bool {
            entryTops[entry] >= top && entryTops[entry + 1] <= bottom
        }
        if !isFullyShown(current) {
            let first = entry(atLine: top)
            let last = entry(atLine: bottom - 1)
            let rows = (first...last).filter { !entries[$0].isHeader }
            let shown = rows.filter(isFullyShown)
            let candidates = shown.isEmpty ? rows : shown
            let target = lines > 0
                ? candidates.first ?? rowEntry(after: last) ?? rowEntry(before: first)
                : candidates.last ?? rowEntry(before: first) ?? rowEntry(after: last)
            if let target {
                selectedEntry = target
                updateSelectedIndexPath()
            }
        }
        setNeedsLayout()
    }

    /// The navigation keys, for the help overlay.
    open override var keyHints: [KeyHint] {
        [
            KeyHint(key: "↑↓ j k", title: "Move"),
            KeyHint(key: "PgUp PgDn g G", title: "Page, first, last"),
        ] + (selectionTitle.map { [KeyHint(.enter, title: $0)] } ?? [])
    }

    // MARK: - Layout

    func recycleVisibleViews() {
        for (_, cell) in visibleCells {
            recycle(cell)
        }
        visibleCells.removeAll()
        for header in visibleHeaders {
            header.removeFromSuperview()
        }
        reusableHeaders += visibleHeaders
        visibleHeaders.removeAll()
    }

    /// Makes the next layout ask the data source for the visible rows' cells again
    /// (their content changed in place, as when a new row's highlight ends).
    func reloadVisibleCells() {
        recycleVisibleViews()
        setNeedsLayout()
    }

    /// Asks for cells for the rows on screen only, and places them and the headers.
    ///
    /// Cells of rows that were on screen at the last layout are kept as they are (only
    /// moved and their `isSelected` updated): the data has not changed since, because a
    /// reload or a batch update gives all visible cells back first. So moving the
    /// selection within the screen asks the data source for nothing, and scrolling by a
    /// row asks only for the row that comes into view.
    open override func layoutSubviews() {
        clampOffset()
        if let selectedEntry { keepVisibleAfterResize(selectedEntry) }
        for header in visibleHeaders {
            header.removeFromSuperview()
        }
        reusableHeaders += visibleHeaders
        visibleHeaders.removeAll()
        guard !entries.isEmpty, frame.height > 0, dataSource != nil || !visibleCells.isEmpty else {
            recycleVisibleViews()
            return
        }
        if dataSource != nil { measureRowsOnScreen() }
        let range = visibleEntryRange()
        let first = range.lowerBound
        let last = range.upperBound

        // Give back the cells of rows that left the screen; keep the others by entry.
        let previous = visibleCells
        visibleCells.removeAll(keepingCapacity: true)
        var kept: [(entry: Int, cell: TableViewCell)] = []
        for item in previous {
            if item.entry >= first && item.entry <= last && dataSource != nil {
                kept.append(item)
            } else {
                recycle(item.cell)
            }
        }
        var keptIndex = 0
        var placed: [View] = []
        for index in first...last {
            let entry = entries[index]
            let rect = Rect(x: 0, y: entryTops[index] - contentOffset, width: frame.width, height: entryTops[index + 1] - entryTops[index])
            if entry.isHeader {
                let header = reusableHeaders.popLast() ?? TableViewHeaderView()
                header.text = sectionLayouts[entry.section].title
                header.style = headerStyle
                header.backgroundStyle = headerStyle
                header.frame = rect
                addSubview(header)
                visibleHeaders.append(header)
                placed.append(header)
                continue
            }
            while keptIndex < kept.count && kept[keptIndex].entry < index { keptIndex += 1 }
            let cell: TableViewCell
            if keptIndex < kept.count && kept[keptIndex].entry == index {
                cell = kept[keptIndex].cell
            } else if let dataSource {
                cell = dataSource.tableView(self, cellForRowAt: entry.indexPath)
                addSubview(cell)
            } else {
                continue
            }
            cell.isSelected = index == selectedEntry
            cell.frame = rect
            visibleCells.append((index, cell))
            placed.append(cell)
        }
        // Subviews stay in screen order (the table's own other subviews first), as a
        // fresh layout would leave them.
        let placedSet = Set(placed.map(ObjectIdentifier.init))
        let others = subviews.filter { !placedSet.contains(ObjectIdentifier($0)) }
        reorderSubviews(others + placed)
    }

    /// Takes a cell off the screen and puts it in its identifier's reuse pool.
    private func recycle(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        cell.didEndDisplaying()
        if let identifier = cell.reuseIdentifier {
            reusableCells[identifier, default: []].append(cell)
        }
    }

    private func keepVisibleAfterResize(_ entry: Int) {
        let top = entryTops[entry]
        let bottom = entryTops[entry + 1]
        if top < contentOffset {
            contentOffset = top
        } else if bottom > contentOffset + frame.height {
            contentOffset = min(top, bottom - frame.height)
        }
        clampOffset()
    }
}

/// A loaded section of a table: its header title and its rows' heights.
struct TableLayoutSection {
    /// The header's title, nil for no header.
    var title: String?
    /// Each row's height in lines; negated while it is the table's estimate (not yet
    /// measured: see `TableView.estimatedRowHeight`). Stored in the one array so that a
    /// batch update carries a row's measurement with it.
    var rowHeights: [Int]
}

/// A line-range of a table's content: a section's header or one of its rows.
struct TableEntry {
    /// The section.
    var section: Int
    /// The row within the section, or -1 for the section's header.
    var row: Int

    var isHeader: Bool { row < 0 }
    var indexPath: IndexPath { IndexPath(row: row, section: section) }
}
