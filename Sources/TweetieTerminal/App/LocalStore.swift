import Foundation
import RxStore
import TweetieCore

// ADAPTER (tw-api): the store location, the corrupt-database error and `moveAside()` are
// being written in TweetieCore in parallel; this stand-in keeps the same layout (one
// SQLite file per source and list under the XDG data directory). Replace when merged.

/// Where a source's tweets of a list are kept, and opening that file.
struct LocalStore {
    /// The database file.
    let url: URL

    /// `$XDG_DATA_HOME/tweetie/<source>/<owner>-<slug>.sqlite` (XDG_DATA_HOME defaults to
    /// `~/.local/share`).
    init(source: String, list: ListIdentifier, environment: [String: String]) {
        let dataHome: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            dataHome = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
        }
        let safe = { (text: String) in String(text.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" }) }
        url = dataHome.appendingPathComponent("tweetie", isDirectory: true)
            .appendingPathComponent(safe(source), isDirectory: true)
            .appendingPathComponent("\(safe(list.username))-\(safe(list.slug)).sqlite")
    }

    init(url: URL) {
        self.url = url
    }

    /// Opens (or creates) the database and reads from it once, so a damaged file shows
    /// up here rather than in the middle of a screen.
    func open() throws(LocalStoreError) -> Store {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: url.path, reason: error.localizedDescription)
        }
        do {
            let store = try Store(url: url)
            _ = try store.objects(Tweet.self).limit(1).toArray()
            return store
        } catch let error as StoreError {
            switch error {
            case .notADatabase, .corrupt: throw .damaged(path: url.path, reason: error.description)
            default: throw .cannotOpen(path: url.path, reason: error.description)
            }
        } catch {
            throw .cannotOpen(path: url.path, reason: String(describing: error))
        }
    }

    /// Renames the database (and its -wal and -shm files) to `<name>.damaged-<time>`, so
    /// the next `open()` starts fresh and nothing is deleted; returns the new path.
    @discardableResult
    func moveAside(now: Date = Date()) throws(LocalStoreError) -> URL {
        let stamp = Int(now.timeIntervalSince1970)
        let moved = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).damaged-\(stamp)")
        let manager = FileManager.default
        do {
            for suffix in ["", "-wal", "-shm"] {
                let from = URL(fileURLWithPath: url.path + suffix)
                guard manager.fileExists(atPath: from.path) else { continue }
                try manager.moveItem(at: from, to: URL(fileURLWithPath: moved.path + suffix))
            }
        } catch {
            throw .cannotMoveAside(path: url.path, reason: error.localizedDescription)
        }
        return moved
    }
}

/// Why the local database cannot be used.
enum LocalStoreError: Error, Equatable, CustomStringConvertible {
    /// The file is damaged or not a database; moving it aside starts fresh.
    case damaged(path: String, reason: String)
    /// The file or its directory cannot be opened (permissions, disk).
    case cannotOpen(path: String, reason: String)
    /// Moving a damaged file aside failed.
    case cannotMoveAside(path: String, reason: String)

    var description: String {
        switch self {
        case .damaged(let path, _): return "The local database \(path) is damaged or is not a database."
        case .cannotOpen(let path, let reason): return "Cannot open the local database \(path): \(reason)"
        case .cannotMoveAside(let path, let reason): return "Cannot move \(path) aside: \(reason)"
        }
    }
}
