import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RxStore

/// An app's local SQLite database: where it is, its schema, and how to open it so that
/// damage shows at start (not mid-session), or move a damaged one aside without losing it.
public struct LocalDatabase: Sendable {
    /// The database file.
    public var url: URL
    /// The schema version the app writes.
    public var schemaVersion: Int
    /// The steps from older schemas.
    public var migrations: [Store.Migration]
    /// Bytes of the file read through a memory map (see
    /// `Store.Configuration.memoryMapSize`); 0 for none.
    public var memoryMapSize = 0
    /// At most how many bytes of pages each connection caches (see
    /// `Store.Configuration.pageCacheSize`); 0 for SQLite's default.
    public var pageCacheSize = 0
    /// The app's mark in the file header, so another program's database is recognised
    /// (see `Store.Configuration.applicationID`); nil for none.
    public var applicationID: Int32?
    /// What it holds, for messages: "tweet database".
    public var kind: String
    /// The app that writes it, as its README titles it ("Tweetie", "Weather", "News",
    /// "Repo search"): the damaged-database screen's title, and the name in messages.
    public var appName: String

    /// The database at `url` with the app's schema.
    public init(url: URL, schemaVersion: Int, migrations: [Store.Migration] = [], applicationID: Int32? = nil,
                kind: String, appName: String) {
        self.url = url
        self.schemaVersion = schemaVersion
        self.migrations = migrations
        self.applicationID = applicationID
        self.kind = kind
        self.appName = appName
    }

    /// Opens (creating when missing) the database, its directory made private first
    /// (`PrivateDirectory.prepare`), and checks it (`PRAGMA quick_check`) so damage
    /// shows now. Its write-ahead log is checkpointed when the process exits.
    ///
    /// - Throws: `LocalDatabaseError`: `.corrupt` (then `moveAside(now:)` and open
    ///   again), `.foreign`, `.readOnly`, `.tooNew` or `.cannotOpen`.
    public func open() throws(LocalDatabaseError) -> Store {
        do {
            try PrivateDirectory.prepare(url.deletingLastPathComponent())
            var configuration = Store.Configuration.file(url, schemaVersion: schemaVersion, migrations: migrations,
                                                         applicationID: applicationID)
            configuration.memoryMapSize = memoryMapSize
            configuration.pageCacheSize = pageCacheSize
            let store = try Store(configuration: configuration)
            let check = try store.rows("PRAGMA quick_check")
            let verdicts = check.compactMap { row -> String? in
                if case .text(let text)? = row.values.first { return text }
                return nil
            }
            guard verdicts == ["ok"] else { throw error(.corrupt) }
            ExitCheckpoints.register(store)
            return store
        } catch {
            throw self.error(LocalDatabaseError.problem(for: error))
        }
    }

    /// Renames the database and its `-wal`/`-shm` files to `<name>.corrupt-<UTC time>`
    /// (and the same with `-wal`/`-shm`) beside it, so a fresh database can be opened at
    /// `url` and the old one is kept for recovery. Close every `Store` on it first.
    ///
    /// Nothing is ever deleted: the WAL can hold committed transactions. When a rename
    /// fails, the files already renamed are put back and the error says why.
    ///
    /// - Returns: the new location of the database file.
    /// - Throws: `.cannotMoveAside` when a file cannot be renamed.
    @discardableResult
    public func moveAside(now: Date = Date()) throws(LocalDatabaseError) -> URL {
        try moveAside(now: now, renaming: { rename($0, $1) })
    }

    /// `moveAside(now:)` with the rename call given (tests make one fail).
    func moveAside(now: Date, renaming rename: (String, String) -> Int32) throws(LocalDatabaseError) -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let stamp = formatter.string(from: now)
        let manager = FileManager.default
        let suffixes = ["", "-wal", "-shm"]
        var destination = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)")
        var attempt = 1
        while suffixes.contains(where: { manager.fileExists(atPath: destination.path + $0) }) {
            attempt += 1
            destination = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)-\(attempt)")
        }
        var moved: [String] = []
        for suffix in suffixes where suffix.isEmpty || manager.fileExists(atPath: url.path + suffix) {
            guard rename(url.path + suffix, destination.path + suffix) != 0 else {
                moved.append(suffix)
                continue
            }
            var reason = "\(url.lastPathComponent + suffix) could not be renamed (\(String(cString: strerror(errno))))"
            // All or nothing: the log belongs with its database.
            for done in moved.reversed() where rename(destination.path + done, url.path + done) != 0 {
                reason += "; and \(destination.lastPathComponent + done) could not be put back, it is still there"
            }
            throw error(.cannotMoveAside(reason: reason))
        }
        return destination
    }

    /// The error `problem` with this database.
    func error(_ problem: LocalDatabaseError.Problem) -> LocalDatabaseError {
        LocalDatabaseError(problem, path: url.path, kind: kind, appName: appName)
    }
}
