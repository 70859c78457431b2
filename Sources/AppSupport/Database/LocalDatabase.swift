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
    /// What it holds, for messages: "tweet database".
    public var kind: String
    /// The app that writes it, for messages: "Tweetie".
    public var appName: String

    /// The database at `url` with the app's schema.
    public init(url: URL, schemaVersion: Int, migrations: [Store.Migration] = [], kind: String, appName: String) {
        self.url = url
        self.schemaVersion = schemaVersion
        self.migrations = migrations
        self.kind = kind
        self.appName = appName
    }

    /// Opens (creating when missing) the database, its directory made private first
    /// (`PrivateDirectory.prepare`), and checks it (`PRAGMA quick_check`) so damage
    /// shows now.
    ///
    /// - Throws: `LocalDatabaseError` (`.corrupt`: then `moveAside(now:)` and open again).
    public func open() throws(LocalDatabaseError) -> Store {
        do {
            try PrivateDirectory.prepare(url.deletingLastPathComponent())
            let store = try Store(url: url, schemaVersion: schemaVersion, migrations: migrations)
            let check = try store.rows("PRAGMA quick_check")
            let verdicts = check.compactMap { row -> String? in
                if case .text(let text)? = row.values.first { return text }
                return nil
            }
            guard verdicts == ["ok"] else { throw error(.corrupt) }
            return store
        } catch {
            throw self.error(LocalDatabaseError.problem(for: error))
        }
    }

    /// Renames the database (and its `-wal`/`-shm` files) to `<name>.corrupt-<UTC time>`
    /// beside it, so a fresh database can be opened at `url` and the old one is kept for
    /// recovery. Close every `Store` on it first.
    ///
    /// - Returns: the new location of the database file.
    /// - Throws: `.cannotOpen` when the file cannot be renamed.
    @discardableResult
    public func moveAside(now: Date = Date()) throws(LocalDatabaseError) -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let stamp = formatter.string(from: now)
        let manager = FileManager.default
        var destination = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)")
        var attempt = 1
        while manager.fileExists(atPath: destination.path) {
            attempt += 1
            destination = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)-\(attempt)")
        }
        guard rename(url.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw error(.cannotOpen(reason: "could not move the damaged file aside: \(reason)"))
        }
        for suffix in ["-wal", "-shm"] where manager.fileExists(atPath: url.path + suffix) {
            // The log belongs to the old file; a fresh database must not pick it up.
            if rename(url.path + suffix, destination.path + suffix) != 0 { unlink(url.path + suffix) }
        }
        return destination
    }

    /// The error `problem` with this database.
    func error(_ problem: LocalDatabaseError.Problem) -> LocalDatabaseError {
        LocalDatabaseError(problem, path: url.path, kind: kind, appName: appName)
    }
}
