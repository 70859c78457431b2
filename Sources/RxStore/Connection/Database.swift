import Foundation
import Synchronization

/// The connections to one database and the rules for using them: one writer, many readers.
///
/// Lock discipline: `writeLock` is the write transaction itself (one writer at a time, as
/// SQLite's own write lock): it is held for a whole `write` on `writer`, the caller's body
/// included, and for reads of an in-memory database (which has only its writer); it is
/// the one lock held while code outside this type runs, and only the transaction's body,
/// never an observer. `commitLock` is held around each COMMIT with the `version` bump and
/// the `changeLog` entry that go with it, and around the start of each snapshot read (so a
/// snapshot knows exactly which version it shows); `pool` (an NSCondition) guards
/// `idleReaders`/`openReaders`; `stateLock` guards `observers`, `nextObserverID`,
/// `knownTables` and `readyTables`; `changedTables`, `untrackedTables`, `pendingReady`
/// and `tracker` are touched only by the thread holding `writeLock`. Under `commitLock`,
/// `pool` and `stateLock` only this type's own state and SQLite calls on its own
/// connections run: observers are called, and removed ones released, after every lock has
/// been released. Which connection the current thread is using (so nested `write`/`read`
/// calls and record operations join it) is kept in the thread's dictionary.
/// `othersVersion` is touched only by the thread holding `writeLock`; `watch` only under
/// `stateLock` (created once) and in `deinit`.
///
/// Other processes: every commit of this process goes through `writer`, so the writer's
/// `PRAGMA data_version` changes exactly when another connection to the file (another
/// process, or another `Store` on it) committed. Such a commit is logged as a change of
/// every table ("*": live queries re-read all their rows) when noticed: by the next write
/// here, or by `noticeOtherWriters()`, which a timer calls while live queries observe.
final class Database: @unchecked Sendable {
    /// The file path, or nil for an in-memory database.
    let path: String?
    let writer: Connection
    /// Counts committed transactions that changed something; live results compare it.
    /// Bumped under `commitLock` together with the COMMIT.
    let version = Atomic<UInt64>(0)

    private let busyTimeout: TimeInterval
    /// `Store.Configuration.memoryMapSize`, set on every connection to the file.
    private let memoryMapSize: Int
    /// `Store.Configuration.pageCacheSize`, set on every connection to the file.
    private let pageCacheSize: Int
    private let writeLock = NSLock()
    private let pool = NSCondition()
    private var idleReaders: [Connection] = []
    private var openReaders = 0
    private let maxReaders = 4
    private let stateLock = NSLock()
    private var observers: [Int: @Sendable (Set<String>) -> Void] = [:]
    private var nextObserverID = 0
    private var knownTables: Set<String> = []
    private var readyTables: Set<String> = []
    private var changedTables: Set<String> = []
    /// Tables the open write transaction changed in ways the update hook does not report row by row.
    private var untrackedTables: Set<String> = []
    private let tracker = RowChangeTracker()
    private let commitLock = NSLock()
    private var changeLog = ChangeLog()
    /// Tables made ready by the open write transaction: published on commit, dropped on rollback.
    private var pendingReady: Set<String> = []
    private let threadKey: String
    /// The writer's `PRAGMA data_version` when this process last took in the other
    /// connections' commits (nil for an in-memory database).
    private var othersVersion: Int64?
    /// Seconds between looks for other processes' commits while observed; 0 never looks.
    private let otherWritersInterval: TimeInterval
    /// The timer calling `noticeOtherWriters()`, made when the first observer is added.
    private var watch: DispatchSourceTimer?

    init(path: String?, busyTimeout: TimeInterval, otherWritersInterval: TimeInterval = 0, memoryMapSize: Int = 0,
         pageCacheSize: Int = 0) throws(StoreError) {
        self.path = path
        self.busyTimeout = busyTimeout
        self.memoryMapSize = memoryMapSize
        self.pageCacheSize = pageCacheSize
        self.otherWritersInterval = otherWritersInterval
        do {
            self.writer = try Connection(path: path, isWriter: true, busyTimeout: busyTimeout, memoryMapSize: memoryMapSize,
                                         pageCacheSize: pageCacheSize)
        } catch {
            // A file or directory that cannot be written fails in many SQLite ways; name it.
            throw path.flatMap { FilePermissions.readOnlyError(path: $0) } ?? error
        }
        if let path, writer.isReadOnly {
            throw FilePermissions.readOnlyError(path: path) ?? .readOnly(path: path, reason: "SQLite opened it read-only")
        }
        self.threadKey = "RxStore.connection.\(UInt(bitPattern: ObjectIdentifier(writer).hashValue))"
        RowChangeTracker.install(tracker, on: writer.handle)
        if path != nil { othersVersion = try writer.scalar("PRAGMA data_version")?.int64 }
    }

    deinit {
        watch?.cancel()
        // The hook holds the tracker unretained: take it down before the tracker goes.
        RowChangeTracker.install(nil, on: writer.handle)
    }

    // MARK: In-memory databases by identifier

    private struct WeakDatabase: Sendable { weak var database: Database? }
    /// The in-memory databases by identifier; under its lock only this type's own work runs
    /// (opening a database). Taken once per `Store` opened in memory: not a hot path.
    private static let memoryDatabases = Mutex<[String: WeakDatabase]>([:])

    /// The live in-memory database named `identifier`, or a new empty one.
    static func inMemory(identifier: String, busyTimeout: TimeInterval) throws(StoreError) -> Database {
        try memoryDatabases.withLock { (databases) throws(StoreError) -> Database in
            databases = databases.filter { $0.value.database != nil }
            if let existing = databases[identifier]?.database { return existing }
            let database = try Database(path: nil, busyTimeout: busyTimeout)
            databases[identifier] = WeakDatabase(database: database)
            return database
        }
    }

    // MARK: The current thread's connection

    /// The connection this thread is using for this database (inside `write` or `read`), if any.
    var currentConnection: Connection? {
        Thread.current.threadDictionary[threadKey] as? Connection
    }

    private func bind(_ connection: Connection?) {
        Thread.current.threadDictionary[threadKey] = connection
    }

    // MARK: Transactions

    /// Runs `body` in a write transaction on the writer: BEGIN IMMEDIATE ... COMMIT, or
    /// ROLLBACK when it throws. Nested calls join the open transaction inside a SAVEPOINT
    /// (rolled back alone when the nested body throws). Observers of the changed tables
    /// are told after the commit, with no lock held.
    func write<T>(_ body: (Connection) throws -> T) throws -> T {
        if let current = currentConnection, current === writer {
            try writer.execute("SAVEPOINT rxstore_nested")
            do {
                let result = try body(writer)
                try writer.execute("RELEASE rxstore_nested")
                return result
            } catch {
                rollbackNested()
                pendingReady = []
                throw error
            }
        }
        let previous = currentConnection
        writeLock.lock()
        bind(writer)
        stateLock.lock()
        let observed = !observers.isEmpty
        stateLock.unlock()
        tracker.begin(enabled: observed)
        let result: T
        let changed: Set<String>
        var seenOthers: Int64?
        do {
            try writer.execute("BEGIN IMMEDIATE")
            do {
                // Holding SQLite's write lock: every other commit is in, and none can land.
                seenOthers = try othersCommitted()
                if seenOthers != nil { changedTables.insert("*") }
                result = try body(writer)
                changed = try commit()
            } catch {
                if writer.inTransaction { rollback() }
                throw error
            }
        } catch {
            changedTables = []
            untrackedTables = []
            _ = tracker.take()
            pendingReady = []
            bind(previous)
            writeLock.unlock()
            throw error
        }
        // Taken in only once committed: a rolled-back write leaves them to the next look.
        if let seenOthers { othersVersion = seenOthers }
        if !pendingReady.isEmpty {
            stateLock.lock()
            readyTables.formUnion(pendingReady)
            knownTables.formUnion(pendingReady)
            stateLock.unlock()
            pendingReady = []
        }
        bind(previous)
        writeLock.unlock()
        if !changed.isEmpty { notify(changed) }
        return result
    }

    /// Commits the open transaction and, when it changed something, bumps `version` and
    /// logs what changed, all under `commitLock`. Returns the changed tables.
    private func commit() throws -> Set<String> {
        commitLock.lock()
        defer { commitLock.unlock() }
        try writer.execute("COMMIT")
        let changed = changedTables
        let entry = ChangeLog.Entry(
            version: version.load(ordering: .sequentiallyConsistent) + 1,
            tables: changed, rows: tracker.take(), untracked: untrackedTables, tracked: tracker.isEnabled)
        changedTables = []
        untrackedTables = []
        guard !changed.isEmpty else { return changed }
        version.store(entry.version, ordering: .sequentiallyConsistent)
        changeLog.append(entry)
        return changed
    }

    private func rollback() {
        do { try writer.execute("ROLLBACK") } catch { /* the transaction is gone either way */ }
    }

    private func rollbackNested() {
        do {
            try writer.execute("ROLLBACK TO rxstore_nested")
            try writer.execute("RELEASE rxstore_nested")
        } catch { /* the outer transaction fails on its own next statement */ }
    }

    /// The writer's `data_version` when it differs from `othersVersion` (another
    /// connection committed since this process last took their commits in), else nil.
    /// Call holding `writeLock`.
    private func othersCommitted() throws(StoreError) -> Int64? {
        guard path != nil, let seen = try writer.scalar("PRAGMA data_version")?.int64, seen != othersVersion else { return nil }
        return seen
    }

    /// Takes in the commits other connections to the file made since the last look: logs
    /// them as a change of every table and tells the observers (after every lock is
    /// released). Returns false when there were none, for an in-memory database, and when
    /// a write is in progress (that write takes them in). Any thread.
    @discardableResult
    func noticeOtherWriters() throws(StoreError) -> Bool {
        guard path != nil, writeLock.try() else { return false }
        let seen: Int64?
        do {
            seen = try othersCommitted()
        } catch {
            writeLock.unlock()
            throw error
        }
        guard let seen else {
            writeLock.unlock()
            return false
        }
        othersVersion = seen
        commitLock.lock()
        let next = version.load(ordering: .sequentiallyConsistent) + 1
        changeLog.append(ChangeLog.Entry(version: next, tables: ["*"], rows: [:], untracked: [], tracked: false))
        version.store(next, ordering: .sequentiallyConsistent)
        commitLock.unlock()
        writeLock.unlock()
        notify(["*"])
        return true
    }

    /// Checkpoints the WAL into the file and truncates it, on the writer, between write
    /// transactions (under the write lock; nothing outside is called while it is held).
    func checkpoint() throws(StoreError) {
        writeLock.lock()
        defer { writeLock.unlock() }
        try writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// Records that the open write transaction changed `table` (call inside `write`).
    func markChanged(_ table: String) {
        changedTables.insert(table)
    }

    /// Records that the open write transaction changed rows of `table` that the update
    /// hook does not report (a truncating DELETE, a new column): live queries of it re-read
    /// every row (call inside `write`).
    func markAllRowsChanged(_ table: String) {
        changedTables.insert(table)
        untrackedTables.insert(table)
    }

    /// The rowids of `table` changed by the commits after version `start` up to `end`, or
    /// nil when they are not known row by row (see `ChangeLog`).
    func changedRows(in table: String, after start: UInt64, through end: UInt64) -> Set<Int64>? {
        commitLock.lock()
        defer { commitLock.unlock() }
        return changeLog.changedRows(in: table, after: start, through: end)
    }

    /// Runs `body` on a consistent snapshot: a read transaction on a pooled reader
    /// connection (any number at once, alongside the writer). Inside a `write` on this
    /// thread it reads the writer (seeing the uncommitted changes); an in-memory database
    /// has only its writer, so reads wait for writes there.
    func read<T>(_ body: (Connection) throws -> T) throws -> T {
        if let current = currentConnection { return try body(current) }
        if path == nil {
            writeLock.lock()
            defer { writeLock.unlock() }
            bind(writer)
            defer { bind(nil) }
            return try body(writer)
        }
        let reader = try checkOutReader()
        bind(reader)
        defer {
            bind(nil)
            checkIn(reader)
        }
        try reader.execute("BEGIN")
        defer {
            do { try reader.execute("COMMIT") } catch { /* a read transaction has nothing to lose */ }
        }
        return try body(reader)
    }

    /// Like `read`, and also tells `body` the store version its snapshot shows: no more,
    /// no less than the commits counted up to that version. The version is nil when the
    /// read joins a transaction this thread has open (it may hold uncommitted changes).
    func readSnapshot<T>(_ body: (Connection, UInt64?) throws -> T) throws -> T {
        if let current = currentConnection { return try body(current, nil) }
        if path == nil {
            // The writer is the only connection: holding the write lock, nothing commits.
            writeLock.lock()
            defer { writeLock.unlock() }
            bind(writer)
            defer { bind(nil) }
            return try body(writer, version.load(ordering: .sequentiallyConsistent))
        }
        let reader = try checkOutReader()
        bind(reader)
        defer {
            bind(nil)
            checkIn(reader)
        }
        try reader.execute("BEGIN")
        defer {
            do { try reader.execute("COMMIT") } catch { /* a read transaction has nothing to lose */ }
        }
        // The first read fixes the WAL snapshot; no commit can land between it and the
        // version load while the commit lock is held.
        commitLock.lock()
        let snapshotVersion: UInt64
        do {
            _ = try reader.scalar("SELECT 1 FROM sqlite_master LIMIT 1")
            snapshotVersion = version.load(ordering: .sequentiallyConsistent)
        } catch {
            commitLock.unlock()
            throw error
        }
        commitLock.unlock()
        return try body(reader, snapshotVersion)
    }

    private func checkOutReader() throws(StoreError) -> Connection {
        pool.lock()
        while idleReaders.isEmpty && openReaders >= maxReaders { pool.wait() }
        if let reader = idleReaders.popLast() {
            pool.unlock()
            return reader
        }
        openReaders += 1
        pool.unlock()
        do {
            return try Connection(path: path, isWriter: false, busyTimeout: busyTimeout, memoryMapSize: memoryMapSize,
                                  pageCacheSize: pageCacheSize)
        } catch {
            pool.lock()
            openReaders -= 1
            pool.signal()
            pool.unlock()
            throw error
        }
    }

    private func checkIn(_ reader: Connection) {
        pool.lock()
        idleReaders.append(reader)
        pool.signal()
        pool.unlock()
    }

    // MARK: Tables

    /// True when `table` exists for `connection` (a committed table is cached; one
    /// created by the open transaction is seen only by the writer).
    func tableExists(_ table: String, on connection: Connection) throws(StoreError) -> Bool {
        stateLock.lock()
        let known = knownTables.contains(table)
        stateLock.unlock()
        if known { return true }
        return try connection.scalar("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [.text(table)]) != nil
    }

    /// Forgets cached tables, after SQL that may drop or alter them (call inside `write`).
    func forgetTables() {
        pendingReady = []
        stateLock.lock()
        knownTables = []
        readyTables = []
        stateLock.unlock()
    }

    /// True once `table` was created or brought up to its record type's columns
    /// (call inside `write`).
    func isReady(_ table: String) -> Bool {
        if pendingReady.contains(table) { return true }
        stateLock.lock()
        defer { stateLock.unlock() }
        return readyTables.contains(table)
    }

    /// Notes that `table` matches its record type (see `isReady`); other connections
    /// learn it when the transaction commits.
    func markReady(_ table: String) {
        pendingReady.insert(table)
    }

    // MARK: Observers

    /// Calls `observer` with the changed table names after each committed write that
    /// changed something. Returns the token for `removeObserver`.
    /// On a file database, the first observer starts the look for other processes'
    /// commits (see `noticeOtherWriters()`) every `otherWritersInterval` seconds; it looks
    /// only while someone observes.
    func addObserver(_ observer: @escaping @Sendable (Set<String>) -> Void) -> Int {
        stateLock.lock()
        defer { stateLock.unlock() }
        nextObserverID += 1
        observers[nextObserverID] = observer
        if watch == nil, path != nil, otherWritersInterval > 0 {
            let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
            let interval = DispatchTimeInterval.milliseconds(max(1, Int(otherWritersInterval * 1000)))
            timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(50))
            timer.setEventHandler { [weak self] in
                guard let self, self.observerCount > 0 else { return }
                // A failed look is retried at the next tick; the next write looks too.
                _ = try? self.noticeOtherWriters()
            }
            timer.resume()
            watch = timer
        }
        return nextObserverID
    }

    /// Stops calling the observer registered with `token`.
    func removeObserver(_ token: Int) {
        stateLock.lock()
        let removed = observers.removeValue(forKey: token)
        stateLock.unlock()
        withExtendedLifetime(removed) {}  // the observer's captures are released unlocked
    }

    /// The number of registered observers.
    var observerCount: Int {
        stateLock.lock()
        defer { stateLock.unlock() }
        return observers.count
    }

    private func notify(_ tables: Set<String>) {
        stateLock.lock()
        let snapshot = Array(observers.values)
        stateLock.unlock()
        for observer in snapshot { observer(tables) }
    }
}
