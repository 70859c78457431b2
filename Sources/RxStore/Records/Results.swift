import Foundation
import Synchronization

/// A live query over the records of one type: Realm's `Results`.
///
/// Build it with `store.objects(T.self).filter("age > ?", 30).sorted(by: "name").limit(10)`.
/// The predicate is SQL over the record's columns; its `?` parameters are bound to the
/// arguments, which are always data, never SQL. As a collection it always shows the
/// latest committed rows: it re-reads them (lazily) after each write that changed
/// something — unless a live query of it (`Observable.changeset(from:)`) already read
/// that version, whose rows it then shares. `toArray()` reads now and throws read errors;
/// the collection view of a failed read is empty. Safe to use from any thread.
public struct Results<Element: Record> {
    /// The store queried.
    public let store: Store
    var predicates: [String] = []
    var arguments: [StoreValue] = []
    var ordering: [(column: String, ascending: Bool)] = []
    var limitCount: Int?
    /// Shared by the copies of this query (not by refined ones: each init makes a new one).
    private let cache = SnapshotCache<Element>()

    init(store: Store) {
        self.store = store
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

    private init(store: Store, from other: Results) {
        self.store = store
        predicates = other.predicates
        arguments = other.arguments
        ordering = other.ordering
        limitCount = other.limitCount
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

    /// The latest rows, re-read when the store committed a change since the last read.
    var snapshot: [Element] {
        let database = store.database
        if let rows = cache.rows(at: database.version.load(ordering: .sequentiallyConsistent)) { return rows }
        do {
            return try database.readSnapshot { connection, version in
                let rows = try rows(on: connection)
                if let version { cache.store(rows, at: version) }
                return rows
            }
        } catch {
            return []
        }
    }

    /// Remembers `rows` as the query's rows at store `version` (a live query that just
    /// read them shares them, so its subscribers do not read them again).
    func prime(_ rows: [Element], at version: UInt64) {
        cache.store(rows, at: version)
    }
}

extension Results: RandomAccessCollection {
    /// Always 0.
    public var startIndex: Int { 0 }
    /// The number of matching records now.
    public var endIndex: Int { snapshot.count }
    /// The record at `position` in the latest rows.
    public subscript(position: Int) -> Element { snapshot[position] }
}

extension Results: @unchecked Sendable where Element: Sendable {}

/// The last rows a `Results` read and the store version they belong to.
/// Lock discipline: `lock` guards `version` and `cached`; nothing is called under it.
private final class SnapshotCache<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var version: UInt64 = 0
    private var cached: [Element]?

    func rows(at version: UInt64) -> [Element]? {
        lock.lock()
        defer { lock.unlock() }
        return self.version == version ? cached : nil
    }

    /// Keeps `rows` unless rows of a later version are already kept.
    func store(_ rows: [Element], at version: UInt64) {
        lock.lock()
        if cached == nil || version >= self.version {
            self.version = version
            cached = rows
        }
        lock.unlock()
    }
}
