import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RxStore

/// Where the tweets of a list come from; each source keeps its own database, so demo
/// tweets never mix with real ones.
public enum TimelineSource: String, Hashable, Sendable, CaseIterable {
    /// The made-up demo data.
    case demo
    /// The live Twitter API.
    case live
    /// A replay directory of recorded responses (`--api-cache`).
    case cache
}

/// The reader's local database: one SQLite file per source and list in the data directory
/// (`demo-rxmvvm-reactive-swift.sqlite`, `live-icanzilb-RxSwift.sqlite`, `cache-…`),
/// holding `Tweet`, `User` and `ReadingPosition` records.
public enum TweetieStorage {
    /// The schema version this build writes (`PRAGMA user_version`).
    ///
    /// Version 1: the `Tweet`, `User` and `ReadingPosition` records. Their tables are made
    /// from the record types on first use, and columns a type gains are added by RxStore,
    /// so only renames and removals need a step in `migrations`.
    public static let schemaVersion = 1

    /// The steps from older schemas (none yet: version 1 is the first).
    public static let migrations: [Store.Migration] = []

    /// The database file for `list` from `source` in `dataDirectory`:
    /// `<source>-<owner>-<slug>.sqlite`, with any character other than ASCII letters,
    /// digits, `_`, `.` and `-` replaced by `_` so a name never leaves the directory.
    public static func databaseURL(source: TimelineSource, list: ListIdentifier, in dataDirectory: URL) -> URL {
        let name = [source.rawValue, safe(list.username), safe(list.slug)].joined(separator: "-") + ".sqlite"
        return dataDirectory.appendingPathComponent(name, isDirectory: false)
    }

    /// Opens (creating when missing) the database at `url` with the reader's schema, the
    /// directory made first (mode 0700, as tweets of private lists may be in it).
    ///
    /// The file is checked (`PRAGMA quick_check`) so damage shows now, not mid-session.
    /// - Throws: `TweetieStoreError.corrupt` for a damaged or foreign file (then
    ///   `moveAside(_:)` and open again), `.tooNew`, or `.cannotOpen`.
    public static func openStore(at url: URL) throws(TweetieStoreError) -> Store {
        do {
            let directory = url.deletingLastPathComponent()
            if !FileManager.default.fileExists(atPath: directory.path) {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            let store = try Store(url: url, schemaVersion: schemaVersion, migrations: migrations)
            let check = try store.rows("PRAGMA quick_check")
            let verdicts = check.compactMap { row -> String? in
                if case .text(let text)? = row.values.first { return text }
                return nil
            }
            guard verdicts == ["ok"] else { throw TweetieStoreError.corrupt(path: url.path) }
            return store
        } catch {
            throw TweetieStoreError(error, path: url.path)
        }
    }

    /// Opens the database of `list` from `source` in `paths.dataDirectory`.
    ///
    /// - Throws: see `openStore(at:)`.
    public static func openStore(source: TimelineSource, list: ListIdentifier, paths: TweetiePaths) throws(TweetieStoreError) -> Store {
        try openStore(at: databaseURL(source: source, list: list, in: paths.dataDirectory))
    }

    /// Renames the database at `url` (and its `-wal`/`-shm` files) to
    /// `<name>.corrupt-<UTC time>` beside it, so a fresh database can be opened at `url`
    /// and the old one is kept for recovery. Close every `Store` on it first.
    ///
    /// - Returns: the new location of the database file.
    /// - Throws: `TweetieStoreError.cannotOpen` when the file cannot be renamed.
    @discardableResult
    public static func moveAside(_ url: URL, now: Date = Date()) throws(TweetieStoreError) -> URL {
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
            throw .cannotOpen(path: url.path, reason: "could not move the damaged file aside: \(reason)")
        }
        for suffix in ["-wal", "-shm"] where manager.fileExists(atPath: url.path + suffix) {
            // The log belongs to the old file; a fresh database must not pick it up.
            if rename(url.path + suffix, destination.path + suffix) != 0 { unlink(url.path + suffix) }
        }
        return destination
    }

    private static func safe(_ part: String) -> String {
        String(part.unicodeScalars.map { scalar -> Character in
            let allowed = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "_.-".unicodeScalars.contains(scalar))
            return allowed ? Character(scalar) : "_"
        })
    }
}
