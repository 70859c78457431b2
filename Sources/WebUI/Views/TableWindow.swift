import Foundation

/// Which rows of a table are on the page: the first ones in reading order (across
/// sections), `rowsPerPage` at first and more as the reader nears the last one sent.
///
/// A list of 10,000 stored posts is not 10,000 rows of markup on every load (megabytes
/// the browser lays out before it shows anything, and one cell with live bindings per
/// row on the server): the page gets a screenful many times over, and the rest as it
/// scrolls. The rows on the page are always a prefix of the table, so a row's
/// predecessor in its section is on the page whenever the row is, and keyed operations
/// can name it.
struct TableWindow {
    /// A row in reading order: its key, its section's key, where it is, and the row
    /// before it in its section (nil: the first).
    struct Entry: Equatable {
        var key: Int
        var section: Int
        var indexPath: IndexPath
        var after: Int?
    }

    /// Rows sent at first, and added each time the reader nears the end of those sent.
    var rowsPerPage: Int
    /// The keys of the rows on the page.
    private(set) var keys: Set<Int> = []
    /// How many rows, from the first, are on the page.
    private(set) var count = 0

    init(rowsPerPage: Int) {
        self.rowsPerPage = max(1, rowsPerPage)
    }

    /// The rows of `layout` in reading order.
    static func order(of layout: TableLayout) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(layout.sections.reduce(0) { $0 + $1.rows.count })
        for (sectionIndex, section) in layout.sections.enumerated() {
            var previous: Int?
            for (row, key) in section.rows.enumerated() {
                entries.append(Entry(key: key, section: section.key, indexPath: IndexPath(row: row, section: sectionIndex), after: previous))
                previous = key
            }
        }
        return entries
    }

    /// Whether the row `key` is on the page.
    func contains(_ key: Int) -> Bool {
        keys.contains(key)
    }

    /// Starts over with the first page of `order` (a reload: every row is new).
    mutating func reset(_ order: [Entry]) {
        count = min(rowsPerPage, order.count)
        keys = Set(order.prefix(count).map(\.key))
    }

    /// Follows a change of the rows to `order`: every row still there that was on the
    /// page stays on it (with the rows now before it), and at least a first page is.
    /// Returns the keys that were on the page and are not now (deleted, or pushed out).
    mutating func follow(_ order: [Entry]) -> [Int] {
        var lastKept = -1
        for (index, entry) in order.enumerated() where keys.contains(entry.key) { lastKept = index }
        count = min(order.count, max(rowsPerPage, lastKept + 1))
        let now = Set(order.prefix(count).map(\.key))
        let left = keys.subtracting(now)
        keys = now
        return Array(left)
    }

    /// Puts the rows up to `index` (and at least a page more than now) on the page; returns
    /// the rows that came on, in order.
    mutating func extend(_ order: [Entry], toInclude index: Int) -> ArraySlice<Entry> {
        let newCount = min(order.count, max(count + rowsPerPage, index + 1))
        guard newCount > count else { return [] }
        let added = order[count..<newCount]
        keys.formUnion(added.map(\.key))
        count = newCount
        return added
    }

    /// Whether the reader, at row `index` of `total`, is near enough the last row on the
    /// page to want more (within a quarter of a page).
    func wantsMore(readingAt index: Int, of total: Int) -> Bool {
        count < total && index >= count - max(1, rowsPerPage / 4)
    }
}
