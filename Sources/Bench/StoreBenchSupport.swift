import CSQLite
import Foundation
import RxStore

/// A tweet-sized record: what a timeline stores per row.
struct BenchTweet: Record, Equatable, Sendable {
    static let primaryKey = "id"
    static let indexes = [RecordIndex("createdAt")]

    var id: Int
    var text: String
    var authorName: String
    var screenName: String
    var createdAt: Date
    var avatarURL: URL

    /// Tweet `id`, with ~140 characters of text and a date that grows with the id
    /// (so the newest tweets sort first in a timeline ordered by date, descending).
    init(id: Int) {
        self.id = id
        let head = "Tweet #\(id): "
        text = head + String(repeating: "lorem ipsum dolor sit amet ", count: 5).prefix(140 - head.count)
        authorName = "Author \(id % 500)"
        screenName = "@author\(id % 500)"
        createdAt = Date(timeIntervalSince1970: 1_600_000_000 + Double(id))
        avatarURL = URL(string: "https://pbs.example.com/profile_images/\(id % 500)/avatar_normal.jpg") ?? URL(fileURLWithPath: "/")
    }
}

/// The same work as `store.add(tweets, update: .all)`, written by hand on sqlite3:
/// the same table, index and upsert statement, one prepared statement bound per row,
/// in one transaction, with the connection settings a store uses (WAL, synchronous=NORMAL).
/// Returns false on any SQLite failure (the bench then reports the case as failed).
func rawUpsert(_ tweets: [BenchTweet], into connection: OpaquePointer) -> Bool {
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    func exec(_ sql: String) -> Bool { sqlite3_exec(connection, sql, nil, nil, nil) == SQLITE_OK }
    guard exec("BEGIN IMMEDIATE"),
          exec(#"CREATE TABLE IF NOT EXISTS "BenchTweet" ("id" INTEGER PRIMARY KEY NOT NULL, "text" TEXT, "authorName" TEXT, "screenName" TEXT, "createdAt" REAL, "avatarURL" TEXT)"#),
          exec(#"CREATE INDEX IF NOT EXISTS "BenchTweet_createdAt" ON "BenchTweet" ("createdAt")"#) else { return false }
    let sql = #"INSERT INTO "BenchTweet" ("id", "text", "authorName", "screenName", "createdAt", "avatarURL") VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT("id") DO UPDATE SET "text" = excluded."text", "authorName" = excluded."authorName", "screenName" = excluded."screenName", "createdAt" = excluded."createdAt", "avatarURL" = excluded."avatarURL""#
    var statement: OpaquePointer?
    guard sqlite3_prepare_v3(connection, sql, -1, 0, &statement, nil) == SQLITE_OK, let statement else { return false }
    defer { sqlite3_finalize(statement) }
    func bindText(_ index: Int32, _ text: String) {
        let count = Int32(text.utf8.count)
        text.withCString { _ = sqlite3_bind_text(statement, index, $0, count, transient) }
    }
    for tweet in tweets {
        sqlite3_bind_int64(statement, 1, Int64(tweet.id))
        bindText(2, tweet.text)
        bindText(3, tweet.authorName)
        bindText(4, tweet.screenName)
        sqlite3_bind_double(statement, 5, tweet.createdAt.timeIntervalSince1970)
        bindText(6, tweet.avatarURL.absoluteString)
        guard sqlite3_step(statement) == SQLITE_DONE else { return false }
        sqlite3_reset(statement)
    }
    return exec("COMMIT")
}

/// Opens a raw connection as a store opens its writer (WAL, synchronous=NORMAL).
func rawOpen(_ path: String) -> OpaquePointer? {
    var connection: OpaquePointer?
    guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
          let connection else {
        sqlite3_close_v2(connection)
        return nil
    }
    sqlite3_exec(connection, "PRAGMA journal_mode = WAL", nil, nil, nil)
    sqlite3_exec(connection, "PRAGMA synchronous = NORMAL", nil, nil, nil)
    return connection
}

/// A fresh temporary directory for one suite's database files; removed by `remove()`.
struct BenchDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("rxstore-bench-\(UUID().uuidString)")

    init() {
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A database path in the directory, with any earlier file of that name (and its WAL) deleted.
    func freshFile(_ name: String) -> URL {
        let file = url.appendingPathComponent(name)
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: file.path + suffix)
        }
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Collects the change sets a subscriber receives on its queue, with the time each arrived.
/// Lock discipline: `condition` guards `arrivals`; waiters wait on it.
final class ChangesetArrivals: @unchecked Sendable {
    private let condition = NSCondition()
    private var arrivals: [(nanoseconds: UInt64, inserted: Int, deleted: Int, count: Int)] = []

    func record(inserted: Int, deleted: Int, count: Int) {
        let now = nanoseconds()
        condition.lock()
        arrivals.append((now, inserted, deleted, count))
        condition.broadcast()
        condition.unlock()
    }

    /// Waits (at most 10 s) until `count` change sets arrived; returns the last one, or nil on timeout.
    func wait(for count: Int) -> (nanoseconds: UInt64, inserted: Int, deleted: Int, count: Int)? {
        let deadline = Date().addingTimeInterval(10)
        condition.lock()
        defer { condition.unlock() }
        while arrivals.count < count {
            if !condition.wait(until: deadline) { return nil }
        }
        return arrivals[count - 1]
    }
}
