import Foundation
import Synchronization

/// A query over the records of one type: Realm's `Results`.
///
/// Build it with `store.objects(T.self).filter("age > ?", 30).sorted(by: "name").limit(10)`.
/// The predicate is SQL over the record's columns; its `?` parameters are bound to the
/// arguments, which are always data, never SQL.
///
/// As a collection a `Results` value is a consistent snapshot: the committed rows as of its
/// first use as a collection (`count`, a subscript, iteration), read once and shared by its
/// copies, so its indexes, count and elements always agree, from any thread, whatever
/// commits meanwhile. A value emitted by a live query (`Observable.changeset(from:)`,
/// `collection(from:)`) shows exactly the rows that query read, its change set's
/// `finalItems`. For later rows, observe the query or ask the store again
/// (`store.objects(...)`, or `filter`/`sorted`/`limit`, which make new values);
/// `toArray()` always reads now and throws read errors (the collection view of a failed
/// read is empty). Safe to use from any thread.
public struct Results<Element: Record> {
    /// The store queried.
    public let store: Store
    var predicates: [String] = []
    var arguments: [StoreValue] = []
    var ordering: [(column: String, ascending: Bool)] = []
    var limitCount: Int?
    /// The snapshot the collection shows, shared by the copies of this value (each init
    /// makes a new, empty one).
    private let pinned: PinnedRows<Element>

    init(store: Store) {
        self.store = store
        pinned = PinnedRows()
    }

    /// Only the records for which the SQL `predicate` holds, with `arguments` bound to its
    /// `?` parameters in order. Several filters combine with AND.
    public func filter(_ predicate: String, _ arguments: (any StoreValueConvertible)?...) -> Results {
        var copy = Results(store: store, from: self)
        copy.predicates.append(predicate)
        copy.arguments += arguments.map { $0?.storeValue ?? .null }
        return copy
    }

    /// Sorted by `column`, ascending by default. Each call adds a key after the previous
    /// ones, which it only breaks ties of. Rows still tied after the last key keep their
    /// insertion order, reversed when that key is descending (so an index on the sort
    /// column serves the whole order).
    public func sorted(by column: String, ascending: Bool = true) -> Results {
        var copy = Results(store: store, from: self)
        copy.ordering.append((column, ascending))
        return copy
    }

    /// At most the first `count` records.
    public func limit(_ count: Int) -> Results {
        var copy = Results(store: store, from: self)
        copy.limitCount = count
        return copy
    }

    private init(store: Store, from other: Results, rows: [Element]? = nil) {
        self.store = store
        predicates = other.predicates
        arguments = other.arguments
        ordering = other.ordering
        limitCount = other.limitCount
        pinned = PinnedRows(rows)
    }

    /// The same query showing `rows` as its collection snapshot: what a live query of it
    /// just read (`Observable.changeset(from:)` emits such values).
    public func showing(_ rows: [Element]) -> Results {
        Results(store: store, from: self, rows: rows)
    }

    /// The query's SQL selecting `columns`, and its arguments. Ties are broken by rowid
    /// (insertion order) in the direction of the last sort key, so the order is stable
    /// between reads and an index on the sort column serves the whole ORDER BY.
    func query(selecting columns: String = "*") -> (sql: String, arguments: [StoreValue]) {
        var sql = "SELECT \(columns) FROM \(quoted(Element.tableName))"
        if !predicates.isEmpty {
            sql += " WHERE " + predicates.map { "(\($0))" }.joined(separator: " AND ")
        }
        let lastAscending = ordering.last?.ascending ?? true
        let keys = ordering.map { "\(quoted($0.column)) \($0.ascending ? "ASC" : "DESC")" } + ["rowid \(lastAscending ? "ASC" : "DESC")"]
        sql += " ORDER BY " + keys.joined(separator: ", ")
        var values = arguments
        if let limitCount {
            sql += " LIMIT ?"
            values.append(.integer(Int64(limitCount)))
        }
        return (sql, values)
    }

    /// The records the query matches now.
    public func toArray() throws -> [Element] {
        try store.database.read { connection in try rows(on: connection) }
    }

    /// How many records the query matches now, counted by SQLite without reading any of
    /// them (0 before the table exists): for a count, `toArray().count` decodes every
    /// record only to drop it. Reads now, as `toArray()` does; throws read errors.
    public func fetchCount() throws -> Int {
        try store.database.read { connection in
            let schema = try TableSchema.of(Element.self)
            guard try store.database.tableExists(schema.table, on: connection) else { return 0 }
            var sql = "SELECT COUNT(*) FROM \(quoted(Element.tableName))"
            if !predicates.isEmpty {
                sql += " WHERE " + predicates.map { "(\($0))" }.joined(separator: " AND ")
            }
            var count: Int64 = 0
            try connection.query(sql, arguments) { statement in count = statement.integer(at: 0) ?? 0 }
            // SQLite reads a negative LIMIT as none.
            guard let limitCount, limitCount >= 0 else { return Int(count) }
            return Swift.min(Int(count), limitCount)
        }
    }

    /// The matching records as `connection` sees them (an empty list before the table exists).
    func rows(on connection: Connection) throws -> [Element] {
        let schema = try TableSchema.of(Element.self)
        guard try store.database.tableExists(schema.table, on: connection) else { return [] }
        let (sql, values) = query()
        var records: [Element] = []
        var decoder: RowDecoder?
        try connection.query(sql, values) { statement in
            let rowDecoder = decoder ?? RowDecoder(Element.self, schema: schema, statement: statement)
            decoder = rowDecoder
            records.append(try rowDecoder.decode(Element.self))
        }
        return records
    }

    /// The rows this value shows: read at its first use as a collection, then kept.
    var snapshot: [Element] {
        if let rows = pinned.rows { return rows }
        let read: [Element]
        do {
            read = try store.database.read { connection in try rows(on: connection) }
        } catch {
            read = []
        }
        return pinned.keep(read)
    }
}

extension Results: RandomAccessCollection {
    /// Always 0.
    public var startIndex: Int { 0 }
    /// The number of records in this value's snapshot.
    public var endIndex: Int { snapshot.count }
    /// The record at `position` in this value's snapshot.
    public subscript(position: Int) -> Element { snapshot[position] }
    /// Iterates this value's snapshot.
    public func makeIterator() -> IndexingIterator<[Element]> { snapshot.makeIterator() }
    /// Runs `body` on this value's snapshot as contiguous storage.
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R? {
        try snapshot.withContiguousStorageIfAvailable(body)
    }
}

extension Results: @unchecked Sendable where Element: Sendable {}

/// The rows a `Results` value shows, set once (by its first read, or by the live query
/// that made the value) and shared by its copies.
///
/// Lock discipline: `lock` guards `stored`, and nothing is called or released under it:
/// rows are read before it is taken, and rows that lost a race to be kept are released
/// after it is let go.
private final class PinnedRows<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Element]?

    init(_ rows: [Element]? = nil) {
        stored = rows
    }

    /// The kept rows, if any.
    var rows: [Element]? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    /// Keeps `rows` unless rows were kept meanwhile; returns the kept rows.
    func keep(_ rows: [Element]) -> [Element] {
        lock.lock()
        if let stored {
            lock.unlock()
            return stored
        }
        stored = rows
        lock.unlock()
        return rows
    }
}
