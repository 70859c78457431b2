internal import CSQLite
import Foundation

/// Collects, table by table, the rowids the open write transaction inserts, updates or
/// deletes, from SQLite's update hook on the writer connection: live queries then re-read
/// only those rows (see `ChangeLog`).
///
/// SQLite does not call the hook for `DELETE FROM table` without a WHERE clause (its
/// truncate optimization), so such writes mark the table as wholly changed instead.
///
/// Lock discipline: touched only by the thread holding `Database`'s write lock — the hook
/// runs inside the writer's statements — so it keeps no lock.
final class RowChangeTracker {
    /// True while collecting: set at BEGIN when the database has observers, so writes
    /// nobody watches pay nothing per row.
    private(set) var isEnabled = false
    /// The rowids changed so far in the open transaction, by table name.
    private(set) var rows: [String: Set<Int64>] = [:]
    /// The last table the hook reported (its name as bytes and as a String), so a batch
    /// into one table makes no String per row.
    private var lastTableBytes: [CChar] = [0]
    private var lastTable = ""

    /// Starts a transaction: forgets the last one's rows and collects only when `enabled`.
    func begin(enabled: Bool) {
        isEnabled = enabled
        rows = [:]
    }

    /// Hands over the rows collected in the transaction that just committed.
    func take() -> [String: Set<Int64>] {
        defer { rows = [:] }
        return rows
    }

    fileprivate func record(table: UnsafePointer<CChar>, rowid: Int64) {
        guard isEnabled else { return }
        let same = lastTableBytes.withUnsafeBufferPointer { bytes in
            bytes.baseAddress.map { strcmp($0, table) == 0 } ?? false
        }
        if !same {
            lastTable = String(cString: table)
            lastTableBytes = Array(UnsafeBufferPointer(start: table, count: strlen(table) + 1))
        }
        rows[lastTable, default: []].insert(rowid)
    }

    /// Installs `tracker` as the update hook of `handle` (nil removes it). The connection
    /// holds it unretained: its owner must keep it alive while the hook is installed.
    static func install(_ tracker: RowChangeTracker?, on handle: OpaquePointer) {
        guard let tracker else {
            sqlite3_update_hook(handle, nil, nil)
            return
        }
        sqlite3_update_hook(handle, { context, _, _, table, rowid in
            guard let context, let table else { return }
            Unmanaged<RowChangeTracker>.fromOpaque(context).takeUnretainedValue().record(table: table, rowid: rowid)
        }, Unmanaged.passUnretained(tracker).toOpaque())
    }
}
