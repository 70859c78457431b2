import Foundation
import RxCore
import Differentiator

/// A query whose changes can be observed: `Results` of an `Equatable` record type.
public protocol StoreCollection {
    /// The record type.
    associatedtype Item: Record & Equatable
    /// The query.
    var asResults: Results<Item> { get }
    /// The same query showing `rows` as its collection (what a live query just read).
    func showing(_ rows: [Item]) -> Self
}

extension Results: StoreCollection where Element: Equatable {
    /// Itself.
    public var asResults: Results<Element> { self }
}

extension Observable where Element: StoreCollection {
    /// Emits `results` and its change set on subscription (the change set is nil), then
    /// again after each committed write that changed the query's rows, with the deleted
    /// (old indexes), inserted, updated (new indexes) and moved rows (RxRealm's `changeset(from:)`).
    ///
    /// Rows are matched by primary key and compared with `==`. Writes that commit while a
    /// refresh is pending coalesce into one change set. After a write that touched a few
    /// rows, only those rows are decoded again: the query's order is re-read from SQLite
    /// (from an index when the sort column has one) and the other records are reused.
    /// Each emitted `results` is a snapshot showing exactly the rows read for it (the
    /// change set's `finalItems`), whatever commits later. The first element is delivered on the subscribing thread when
    /// `synchronousStart` is true; all later ones on `scheduler`, one at a time, never
    /// while a store lock is held. A read error ends the sequence with that error.
    public static func changeset(from results: Element, synchronousStart: Bool = true, on scheduler: ImmediateSchedulerType = MainScheduler.instance) -> Observable<(Element, ListChangeset<Element.Item>?)> {
        Observable<(Element, ListChangeset<Element.Item>?)>.create { observer in
            let observation = QueryObservation(results: results, scheduler: scheduler, observer: observer)
            observation.start(synchronously: synchronousStart)
            return Disposables.create { observation.stop() }
        }
    }

    /// Emits `results` on subscription and after each committed write that changed its
    /// rows (see `changeset(from:synchronousStart:on:)` for threading).
    public static func collection(from results: Element, synchronousStart: Bool = true, on scheduler: ImmediateSchedulerType = MainScheduler.instance) -> Observable<Element> {
        changeset(from: results, synchronousStart: synchronousStart, on: scheduler).map { $0.0 }
    }

    /// Emits the query's rows as an array on subscription and after each committed write
    /// that changed them (see `changeset(from:synchronousStart:on:)` for threading).
    public static func array(from results: Element, synchronousStart: Bool = true, on scheduler: ImmediateSchedulerType = MainScheduler.instance) -> Observable<[Element.Item]> {
        changeset(from: results, synchronousStart: synchronousStart, on: scheduler).map { Array($0.0.asResults) }
    }
}

/// A row as the diff engine sees it: its primary key, and a token that changes exactly
/// when the row's record does, so the diff compares two integers instead of two records.
struct DiffRow: IdentifiableType, Equatable {
    let identity: StoreValue
    let token: UInt64
}

/// The rows a live query delivered last, and the store version they show (nil when they
/// were read inside a transaction on the reading thread, so no version applies).
/// `rowids`, `diffRows` and `items` are parallel arrays, in the query's order.
struct ObservedRows<Item> {
    var version: UInt64?
    var rowids: [Int64] = []
    var diffRows: [DiffRow] = []
    var items: [Item] = []
    /// How these rows differ from the rows they were read after, when the read could
    /// tell without diffing (rows only left and entered: see `readChanged`); nil otherwise.
    var changes: (deleted: [Int], inserted: [Int])?

    init(version: UInt64?, capacity: Int = 0) {
        self.version = version
        rowids.reserveCapacity(capacity)
        diffRows.reserveCapacity(capacity)
        items.reserveCapacity(capacity)
    }

    mutating func append(rowid: Int64, diffRow: DiffRow, item: Item) {
        rowids.append(rowid)
        diffRows.append(diffRow)
        items.append(item)
    }
}

/// Something told after a commit changed its table (non-generic, so the store's
/// Sendable observer closure captures no generic metatype).
protocol ChangeListener: AnyObject, Sendable {
    func changed()
}

/// One subscription to a query's changes.
///
/// A refresh reads a snapshot of the query that knows its store version. When the
/// store's change log says which rows changed since the last version delivered, it reads
/// only the query's rowids (from an index when the sort column has one), keeps the
/// records of rows that did not change and decodes only the others; otherwise it decodes
/// every row. The new rows are diffed with the last ones by primary key.
///
/// Lock discipline: `lock` guards `running`, `dirty`, `token` and `stopped`, and nothing
/// outside this type is called under it: the observer, the scheduler and the database's
/// observer registry are called after it is released. Only one refresh runs at a time
/// (`running`, set and cleared under `lock`), and only it touches `previous`,
/// `retired` and `lastToken`, so the observer is never called concurrently.
final class QueryObservation<Collection: StoreCollection>: ChangeListener, @unchecked Sendable {
    typealias Item = Collection.Item
    private let results: Collection
    private let scheduler: ImmediateSchedulerType
    private let observer: AnyObserver<(Collection, ListChangeset<Item>?)>
    private let lock = NSLock()
    private var previous: ObservedRows<Item>?
    /// The rows `previous` held before the last read, kept until the element showing the
    /// new ones has been delivered: freeing 10,000 records must not delay it.
    private var retired: ObservedRows<Item>?
    /// A copy of `previous.items` that the next `readChanged` may edit in place.
    private let spare = SpareRows<Item>()
    /// The version `spare` was last asked to copy; touched only by the running refresh.
    private var preparedVersion: UInt64?
    private var running = true
    private var dirty = false
    private var stopped = false
    private var token: Int?

    init(results: Collection, scheduler: ImmediateSchedulerType, observer: AnyObserver<(Collection, ListChangeset<Item>?)>) {
        self.results = results
        self.scheduler = scheduler
        self.observer = observer
    }

    private var database: Database { results.asResults.store.database }

    func start(synchronously: Bool) {
        let table = Item.tableName
        let listener: any ChangeListener = self
        let token = database.addObserver { [weak listener] tables in
            if tables.contains(table) || tables.contains("*") { listener?.changed() }
        }
        lock.lock()
        self.token = token
        lock.unlock()
        if synchronously {
            refresh()
        } else {
            _ = scheduler.schedule(()) { [self] _ in
                refresh()
                return Disposables.create()
            }
        }
    }

    func stop() {
        lock.lock()
        stopped = true
        let token = self.token
        self.token = nil
        lock.unlock()
        if let token { database.removeObserver(token) }
    }

    func changed() {
        lock.lock()
        if running || stopped {
            dirty = true
            lock.unlock()
            return
        }
        running = true
        lock.unlock()
        _ = scheduler.schedule(()) { [self] _ in
            refresh()
            return Disposables.create()
        }
    }

    /// Reads the rows, diffs them with the last ones and emits; repeats while writes
    /// arrived meanwhile.
    private func refresh() {
        while true {
            lock.lock()
            dirty = false
            let isStopped = stopped
            lock.unlock()
            if isStopped { return }
            let event: Event<(Collection, ListChangeset<Item>?)>?
            do {
                event = try nextEvent()
            } catch {
                stop()
                observer.on(.error(error))
                return
            }
            if let event { observer.on(event) }
            retired = nil
            if let previous, let version = previous.version, version != preparedVersion {
                preparedVersion = version
                spare.prepare(previous.items, version: version)
            }
            lock.lock()
            if !dirty || stopped {
                running = false
                lock.unlock()
                return
            }
            lock.unlock()
        }
    }

    /// The element to emit for the current rows: the query with a nil change set the
    /// first time, then with the change set since the last rows, or nil when nothing changed.
    private func nextEvent() throws -> Event<(Collection, ListChangeset<Item>?)>? {
        // Taken out of `previous`, so a read that edits the old diff rows in place holds
        // the only reference to them (see `readChanged`).
        var old = previous
        previous = nil
        guard let new = try read(after: &old) else {
            previous = old
            return nil
        }
        previous = new
        retired = old
        let shown = results.showing(new.items)
        guard let old else { return .next((shown, nil)) }
        if let changes = new.changes {
            if changes.deleted.isEmpty && changes.inserted.isEmpty { return nil }
            return .next((shown, ListChangeset(deleted: changes.deleted, inserted: changes.inserted, finalItems: new.items)))
        }
        let keyed = try Diff.changeset(from: old.diffRows, to: new.diffRows)
        if keyed.isEmpty { return nil }
        return .next((shown, ListChangeset(
            deleted: keyed.deleted, inserted: keyed.inserted, updated: keyed.updated,
            moved: keyed.moved, finalItems: new.items)))
    }

    /// The query's rows in a new snapshot, or nil when the snapshot shows the version `old`
    /// already does. `old` may lose its diff rows to the new rows (only when its change set
    /// is known without them).
    private func read(after old: inout ObservedRows<Item>?) throws -> ObservedRows<Item>? {
        let query = results.asResults
        let schema = try TableSchema.of(Item.self)
        return try database.readSnapshot { connection, version in
            if let version, version == old?.version { return nil }
            guard try database.tableExists(schema.table, on: connection) else {
                return ObservedRows(version: version)
            }
            if var current = old, let start = current.version, let version,
               let changed = database.changedRows(in: schema.table, after: start, through: version) {
                old = nil  // `current` alone holds the old rows now
                let rows = try readChanged(query, schema, on: connection, version: version, old: &current, changed: changed)
                old = current
                if let rows { return rows }
            }
            return try readAll(query, schema, on: connection, version: version, old: old)
        }
    }

    /// Token source for `DiffRow`s; touched only by the running refresh.
    private var lastToken: UInt64 = 0
    /// Whether the query's order is its rows' rowid order (no sort key, or only the
    /// primary key when that is an `INTEGER PRIMARY KEY`, SQLite's rowid); nil until the
    /// first refresh after a write asks. Touched only by the running refresh.
    private var ordersByRowid: Bool?
    /// More changed rows than this are found by reading the query's whole order again.
    private static var mergeLimit: Int { 512 }

    /// The query's rowids in order after the rows in `changed` were written, without
    /// reading every row's rowid: when the query is in rowid order and has no LIMIT, the
    /// unchanged rows keep their places, so only the changed rows that match are read
    /// (by rowid) and merged into `old`'s order. Nil when the query is not of that kind
    /// or too many rows changed. In WAL mode a reader's page cache is emptied by every
    /// commit of another connection, so reading 10,000 rowids again meant reading every
    /// page of the table from the file: most of a refresh after a poll of 20 new rows.
    private func mergedRowids(_ query: Results<Item>, _ schema: TableSchema, on connection: Connection,
                              old: ObservedRows<Item>, changed: Set<Int64>, isChanged: (Int64) -> Bool) throws -> [Int64]? {
        guard query.limitCount == nil, changed.count <= QueryObservation.mergeLimit, query.ordering.count <= 1 else { return nil }
        if let key = query.ordering.first {
            guard key.column == schema.primaryKey else { return nil }
            if ordersByRowid == nil {
                // An INTEGER PRIMARY KEY column is the rowid; any other primary key is not.
                let sql = "SELECT upper(type) = 'INTEGER' AND pk = 1 AND (SELECT count(*) FROM pragma_table_info(?1) WHERE pk > 0) = 1 "
                    + "FROM pragma_table_info(?1) WHERE name = ?2"
                ordersByRowid = try connection.scalar(sql, [.text(schema.table), .text(schema.primaryKey)])?.int64 == 1
            }
            guard ordersByRowid == true else { return nil }
        }
        let ascending = query.ordering.first?.ascending ?? true
        let list = changed.sorted().map { String($0) }.joined(separator: ",")
        let (sql, arguments) = query.filter("rowid IN (\(list))").query(selecting: "rowid")
        var entering: [Int64] = []
        try connection.query(sql, arguments) { statement in entering.append(statement.integer(at: 0) ?? 0) }

        var rowids: [Int64] = []
        rowids.reserveCapacity(old.rowids.count + entering.count)
        var next = 0
        for rowid in old.rowids where !isChanged(rowid) {
            while next < entering.count && (ascending ? entering[next] < rowid : entering[next] > rowid) {
                rowids.append(entering[next])
                next += 1
            }
            rowids.append(rowid)
        }
        rowids.append(contentsOf: entering[next...])
        return rowids
    }

    /// The diff row of a freshly decoded record: it keeps the token of `old`'s record with
    /// the same key when the records are equal, and gets a new token otherwise.
    private func diffRow(key: StoreValue, item: Item, old: ObservedRows<Item>?, oldIndexByKey: [StoreValue: Int]) -> DiffRow {
        if let old, let index = oldIndexByKey[key], old.items[index] == item {
            return old.diffRows[index]
        }
        lastToken += 1
        return DiffRow(identity: key, token: lastToken)
    }

    /// Every matching row, decoded.
    private func readAll(_ query: Results<Item>, _ schema: TableSchema, on connection: Connection,
                         version: UInt64?, old: ObservedRows<Item>?) throws -> ObservedRows<Item> {
        var oldIndexByKey: [StoreValue: Int] = [:]
        if let old {
            oldIndexByKey.reserveCapacity(old.diffRows.count)
            for (index, row) in old.diffRows.enumerated() { oldIndexByKey[row.identity] = index }
        }
        let (sql, arguments) = query.query(selecting: #"rowid AS "rxstore_rowid", *"#)
        var rows = ObservedRows<Item>(version: version, capacity: old?.items.count ?? 0)
        var decoder: RowDecoder?
        try connection.query(sql, arguments) { statement in
            let rowDecoder = decoder ?? RowDecoder(Item.self, schema: schema, statement: statement)
            decoder = rowDecoder
            let item = try rowDecoder.decode(Item.self)
            let key = rowDecoder.primaryKey
            rows.append(rowid: statement.integer(at: 0) ?? 0,
                        diffRow: diffRow(key: key, item: item, old: old, oldIndexByKey: oldIndexByKey), item: item)
        }
        return rows
    }

    /// The matching rows, reusing `old`'s record of each row whose rowid is not in
    /// `changed` and decoding the others one by one. Nil when so many rows need decoding
    /// that one pass over all of them is cheaper.
    private func readChanged(_ query: Results<Item>, _ schema: TableSchema, on connection: Connection,
                             version: UInt64, old: inout ObservedRows<Item>, changed: Set<Int64>) throws -> ObservedRows<Item>? {
        // A range check first: changed rowids are few and usually close together (new rows
        // get the highest), so most rows are told apart without hashing.
        let lowest = changed.min() ?? 0
        let highest = changed.max() ?? -1
        func isChanged(_ rowid: Int64) -> Bool { rowid >= lowest && rowid <= highest && changed.contains(rowid) }

        let rowids: [Int64]
        if let merged = try mergedRowids(query, schema, on: connection, old: old, changed: changed, isChanged: isChanged) {
            rowids = merged
        } else {
            let (sql, arguments) = query.query(selecting: "rowid")
            var read: [Int64] = []
            read.reserveCapacity(old.rowids.count)
            try connection.query(sql, arguments) { statement in read.append(statement.integer(at: 0) ?? 0) }
            rowids = read
        }

        // Match each new rowid with its old position. Unchanged rows keep their relative
        // order, so a cursor over the old rows finds them; a row found out of order (one
        // that entered a LIMIT window) is looked up in a map built only then.
        var sources = [Int](repeating: -1, count: rowids.count)
        var needed: [Int] = []
        var oldIndexByRowid: [Int64: Int]?
        var cursor = 0
        for (position, rowid) in rowids.enumerated() {
            if isChanged(rowid) {
                needed.append(position)
                continue
            }
            while cursor < old.rowids.count && isChanged(old.rowids[cursor]) { cursor += 1 }
            if cursor < old.rowids.count && old.rowids[cursor] == rowid {
                sources[position] = cursor
                cursor += 1
                continue
            }
            let map = oldIndexByRowid ?? Dictionary(old.rowids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            oldIndexByRowid = map
            if let index = map[rowid] {
                sources[position] = index
                cursor = index + 1
            } else {
                needed.append(position)
            }
        }
        if needed.count > max(64, rowids.count / 4) { return nil }

        // Decode the others; compare each with the old record of the same key, which
        // (being changed or gone) is among the old rows whose rowid changed.
        var decoded: [(key: StoreValue, item: Item)] = []
        var oldIndexByKey: [StoreValue: Int] = [:]
        if !needed.isEmpty {
            for (index, rowid) in old.rowids.enumerated() where isChanged(rowid) {
                oldIndexByKey[old.diffRows[index].identity] = index
            }
            let statement = try connection.prepare(#"SELECT rowid AS "rxstore_rowid", * FROM \#(quoted(schema.table)) WHERE rowid = ?"#)
            defer { statement.reset() }
            let decoder = RowDecoder(Item.self, schema: schema, statement: statement)
            decoded.reserveCapacity(needed.count)
            for position in needed {
                try statement.bind(.integer(rowids[position]), at: 1)
                guard try statement.step() else { return nil }
                decoded.append((decoder.primaryKey, try decoder.decode(Item.self)))
                statement.rewind()
            }
        }

        // Reused rows come in runs that kept their old order (all but the changed rows):
        // each run is copied as one slice, not row by row through the generic item's witnesses.
        var rows = ObservedRows<Item>(version: version)
        rows.rowids = rowids
        // The rows that stayed kept their order (no old row was found out of order) and
        // every decoded row has a key no old row had: the change set is the old rows not
        // reused (deleted) and the decoded ones (inserted), as the keyed diff would find,
        // without hashing every row's key again.
        if oldIndexByRowid == nil, !decoded.contains(where: { oldIndexByKey[$0.key] != nil }) {
            var reused = [Bool](repeating: false, count: old.rowids.count)
            for source in sources where source >= 0 { reused[source] = true }
            rows.changes = (deleted: reused.indices.filter { !reused[$0] }, inserted: needed)
        }
        // Every old row kept, in order, and a few runs of rows entering: the spare copy of
        // the old records (if ready) takes the entering ones in place, and so do the old
        // diff rows, which no one else holds (the change set above needs none of them).
        if let changes = rows.changes, changes.deleted.isEmpty, let oldVersion = old.version,
           SpareRows<Item>.minimumCount <= old.items.count, QueryObservation.runCount(needed) <= QueryObservation.spareRunLimit,
           var items = spare.take(version: oldVersion, count: old.items.count) {
            let entering = decoded.map { diffRow(key: $0.key, item: $0.item, old: old, oldIndexByKey: oldIndexByKey) }
            var diffRows: [DiffRow] = []
            swap(&diffRows, &old.diffRows)
            var index = 0
            while index < needed.count {
                var end = index + 1
                while end < needed.count && needed[end] == needed[index] + (end - index) { end += 1 }
                items.insert(contentsOf: decoded[index..<end].lazy.map { $0.item }, at: needed[index])
                diffRows.insert(contentsOf: entering[index..<end], at: needed[index])
                index = end
            }
            rows.items = items
            rows.diffRows = diffRows
            return rows
        }
        rows.diffRows.reserveCapacity(rowids.count)
        rows.items.reserveCapacity(rowids.count)
        var next = 0
        var position = 0
        while position < sources.count {
            let source = sources[position]
            if source >= 0 {
                var end = position + 1
                while end < sources.count && sources[end] == source + (end - position) { end += 1 }
                let run = source..<(source + end - position)
                // Row by row: a slice of this concrete type is copied by the runtime
                // through its value witness per row, which cost more than the loop.
                for index in run { rows.diffRows.append(old.diffRows[index]) }
                rows.items.append(contentsOf: old.items[run])
                position = end
            } else {
                let (key, item) = decoded[next]
                next += 1
                rows.diffRows.append(diffRow(key: key, item: item, old: old, oldIndexByKey: oldIndexByKey))
                rows.items.append(item)
                position += 1
            }
        }
        return rows
    }

    /// Runs of entering rows the spare takes in place at most (each moves the rows after it).
    private static var spareRunLimit: Int { 8 }

    /// How many runs of consecutive positions `positions` (ascending) makes.
    private static func runCount(_ positions: [Int]) -> Int {
        var runs = 0
        for (index, position) in positions.enumerated() where index == 0 || positions[index - 1] + 1 != position { runs += 1 }
        return runs
    }
}
