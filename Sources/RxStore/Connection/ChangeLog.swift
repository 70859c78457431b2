/// What each recent commit changed, by store version, so a live query can tell which of
/// its rows to re-read between two versions it has seen.
///
/// It keeps the last `capacity` commits and at most `rowBudget` rowids in all; a query
/// that fell further behind, or whose table was changed in a way not tracked row by row,
/// is told to re-read everything (`changedRows` returns nil).
///
/// A value guarded by `Database`'s commit lock.
struct ChangeLog {
    /// One committed write transaction.
    struct Entry {
        let version: UInt64
        /// The tables it changed ("*" for any table: raw SQL).
        let tables: Set<String>
        /// The rowids it changed, by table, for the tables it tracked row by row.
        let rows: [String: Set<Int64>]
        /// Tables whose changed rows are not (all) in `rows`.
        let untracked: Set<String>
        /// False when rows were not collected at all (nobody observed at BEGIN).
        let tracked: Bool
    }

    private var entries: [Entry] = []
    private var rowCount = 0
    private let capacity = 64
    private let rowBudget = 500_000

    mutating func append(_ entry: Entry) {
        entries.append(entry)
        rowCount += entry.rows.values.reduce(0) { $0 + $1.count }
        while entries.count > capacity || (rowCount > rowBudget && entries.count > 1) {
            let dropped = entries.removeFirst()
            rowCount -= dropped.rows.values.reduce(0) { $0 + $1.count }
        }
    }

    /// The rowids of `table` changed by the commits after version `start` up to and
    /// including `end`; nil when that is not known row by row.
    func changedRows(in table: String, after start: UInt64, through end: UInt64) -> Set<Int64>? {
        guard start < end else { return [] }
        guard let first = entries.first, first.version <= start + 1 else { return nil }
        var rows: Set<Int64> = []
        for entry in entries where entry.version > start && entry.version <= end {
            if entry.tables.contains("*") { return nil }
            guard entry.tables.contains(table) else { continue }
            guard entry.tracked, !entry.untracked.contains(table) else { return nil }
            rows.formUnion(entry.rows[table] ?? [])
        }
        return rows
    }
}
