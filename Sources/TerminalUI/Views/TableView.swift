import Foundation
import RxCore

/// A scrolling list of rows, in sections, with a selected row moved by keys.
///
/// Rows may have different heights (from the delegate). Only the rows on screen get
/// cells, so a table of any length costs the same to draw. The selected row is the
/// cursor: ↑/↓ and k/j move it, PgUp/PgDn (and Ctrl-B/Ctrl-F) move it a page, g/Home
/// and G/End jump to the ends, and Enter chooses it (`delegate.didSelectRowAt`,
/// `rx.itemSelected`). The table scrolls just enough to keep the selected row visible;
/// a resize keeps the selection and the scroll position where possible.
open class TableView: View {
    /// Gives the rows and their cells; held weakly (reactive bindings keep theirs alive).
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }

    /// Gives row heights and hears about choices; held weakly.
    public weak var delegate: TableViewDelegate? {
        didSet { reloadData() }
    }

    /// The index path of the selected row, nil when the table is empty.
    public private(set) var indexPathForSelectedRow: IndexPath?

    /// The number of lines scrolled past at the top.
    public private(set) var contentOffset = 0

    /// Every row's index path, in order (rows of all sections, flattened).
    private var rowPaths: [IndexPath] = []
    /// `rowTops[i]` is the first line of row `i`; the last entry is the content height.
    private var rowTops: [Int] = [0]
    private var sectionStarts: [Int] = []
    private var selectedRow: Int?

    private var registrations: [String: TableViewCell.Type] = [:]
    private var reusableCells: [String: [TableViewCell]] = [:]
    private var visibleCells: [(row: Int, cell: TableViewCell)] = []
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

    /// Asks the data source for the rows again, keeping the selection on the same
    /// index path when it still exists (or the nearest row) and the scroll position.
    open func reloadData() {
        let previousSelection = indexPathForSelectedRow
        rowPaths.removeAll(keepingCapacity: true)
        rowTops = [0]
        sectionStarts = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            for section in 0..<sections {
                sectionStarts.append(rowPaths.count)
                let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
                for row in 0..<rows {
                    let indexPath = IndexPath(row: row, section: section)
                    let height = max(1, delegate?.tableView(self, heightForRowAt: indexPath) ?? 1)
                    rowPaths.append(indexPath)
                    rowTops.append((rowTops.last ?? 0) + height)
                }
            }
        }
        recycleVisibleCells()
        if rowPaths.isEmpty {
            selectedRow = nil
        } else if let previousSelection {
            selectedRow = flatIndex(of: previousSelection) ?? min(selectedRow ?? 0, rowPaths.count - 1)
        } else {
            selectedRow = 0
        }
        indexPathForSelectedRow = selectedRow.map { rowPaths[$0] }
        clampOffset()
        setNeedsLayout()
    }

    /// The number of sections, as last loaded.
    public var numberOfSections: Int { sectionStarts.count }

    /// The number of rows in `section`, as last loaded.
    public func numberOfRows(inSection section: Int) -> Int {
        guard section >= 0, section < sectionStarts.count else { return 0 }
        let end = section + 1 < sectionStarts.count ? sectionStarts[section + 1] : rowPaths.count
        return end - sectionStarts[section]
    }

    /// The cells on screen, top to bottom.
    public var visibleCellsInOrder: [TableViewCell] {
        layoutIfNeeded()
        return visibleCells.map(\.cell)
    }

    /// The index paths of the rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] {
        layoutIfNeeded()
        return visibleCells.map { rowPaths[$0.row] }
    }

    private func flatIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.section >= 0, indexPath.section < sectionStarts.count,
              indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section) else { return nil }
        return sectionStarts[indexPath.section] + indexPath.row
    }

    // MARK: - Selection and scrolling

    /// Selects the row at `indexPath` (ignored when it does not exist) and scrolls it
    /// into view. Does not count as a choice: `didSelectRowAt` is for Enter.
    public func selectRow(at indexPath: IndexPath) {
        guard let index = flatIndex(of: indexPath) else { return }
        select(index)
    }

    /// Scrolls so that the row at `indexPath` is visible, moving as little as possible.
    public func scrollToRow(at indexPath: IndexPath) {
        guard let index = flatIndex(of: indexPath) else { return }
        scrollToVisible(index)
    }

    private func select(_ index: Int) {
        guard !rowPaths.isEmpty else { return }
        let clamped = min(max(0, index), rowPaths.count - 1)
        selectedRow = clamped
        indexPathForSelectedRow = rowPaths[clamped]
        scrollToVisible(clamped)
        setNeedsLayout()
    }

    private func scrollToVisible(_ index: Int) {
        let top = rowTops[index]
        let bottom = rowTops[index + 1]
        if top < contentOffset {
            contentOffset = top
        } else if bottom > contentOffset + frame.height {
            // Bottom-align, but never hide the row's first line on a short screen.
            contentOffset = min(top, bottom - frame.height)
        }
        clampOffset()
        setNeedsLayout()
    }

    private func clampOffset() {
        let contentHeight = rowTops.last ?? 0
        contentOffset = max(0, min(contentOffset, contentHeight - frame.height))
    }

    /// The row containing line `line` of the content (clamped to the rows).
    private func row(atLine line: Int) -> Int {
        // The last row whose top is at or above `line`.
        var low = 0
        var high = rowPaths.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rowTops[middle] <= line { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Moves the selection for navigation keys and chooses the row on Enter.
    open override func processKey(_ key: Key) -> Bool {
        guard let current = selectedRow else { return false }
        let page = max(1, frame.height)
        switch key {
        case .up, .character("k"), .ctrl("p"):
            select(current - 1)
        case .down, .character("j"), .ctrl("n"):
            select(current + 1)
        case .pageDown, .ctrl("f"):
            select(current == rowPaths.count - 1 ? current : max(current + 1, row(atLine: rowTops[current] + page)))
        case .pageUp, .ctrl("b"):
            select(current == 0 ? 0 : min(current - 1, row(atLine: max(0, rowTops[current] - page))))
        case .home, .character("g"):
            select(0)
        case .end, .character("G"):
            select(rowPaths.count - 1)
        case .enter:
            let indexPath = rowPaths[current]
            delegate?.tableView(self, didSelectRowAt: indexPath)
            chosenRows.onNext(indexPath)
        default:
            return false
        }
        return true
    }

    /// The navigation keys, for the help overlay.
    open override var keyHints: [KeyHint] {
        [
            KeyHint(key: "↑↓ j k", title: "Move"),
            KeyHint(key: "PgUp PgDn g G", title: "Page, first, last"),
            KeyHint(.enter, title: "Open"),
        ]
    }

    // MARK: - Layout

    private func recycleVisibleCells() {
        for (_, cell) in visibleCells {
            cell.removeFromSuperview()
            if let identifier = cell.reuseIdentifier {
                reusableCells[identifier, default: []].append(cell)
            }
        }
        visibleCells.removeAll()
    }

    /// Asks for cells for the rows on screen only, and places them.
    open override func layoutSubviews() {
        clampOffset()
        if let selectedRow { keepVisibleAfterResize(selectedRow) }
        recycleVisibleCells()
        guard let dataSource, !rowPaths.isEmpty, frame.height > 0 else { return }
        var index = row(atLine: contentOffset)
        let end = contentOffset + frame.height
        while index < rowPaths.count && rowTops[index] < end {
            let cell = dataSource.tableView(self, cellForRowAt: rowPaths[index])
            cell.isSelected = index == selectedRow
            cell.frame = Rect(x: 0, y: rowTops[index] - contentOffset, width: frame.width, height: rowTops[index + 1] - rowTops[index])
            addSubview(cell)
            visibleCells.append((index, cell))
            index += 1
        }
    }

    private func keepVisibleAfterResize(_ index: Int) {
        let top = rowTops[index]
        let bottom = rowTops[index + 1]
        if top < contentOffset || bottom > contentOffset + frame.height {
            if top < contentOffset {
                contentOffset = top
            } else {
                contentOffset = min(top, bottom - frame.height)
            }
            clampOffset()
        }
    }
}
