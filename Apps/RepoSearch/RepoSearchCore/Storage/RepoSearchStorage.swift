import Foundation
import RxStore

/// The search's database: the `RecentQuery` records, in a file of the app's cache
/// directory (they are GitHub's answers, fetched again when lost).
public enum RepoSearchStorage {
    /// The schema version this build writes (`PRAGMA user_version`).
    ///
    /// Version 1: the `RecentQuery` records. Columns a type gains are added by RxStore,
    /// so only renames and removals need a step in `migrations`.
    public static let schemaVersion = 1

    /// The steps from older schemas (none yet: version 1 is the first).
    public static let migrations: [Store.Migration] = []

    /// The database file for answers from `server` (or replayed, when `replaying`) in
    /// `directory`: `github.sqlite` for api.github.com, `replay.sqlite`, or
    /// `server-<host>-<port>.sqlite`, so results of a test server never mix with GitHub's.
    public static func databaseURL(server: URL, replaying: Bool, in directory: URL) -> URL {
        let name: String
        if replaying {
            name = "replay"
        } else if server.host?.lowercased() == GitHubAPI.defaultServer.host, server.scheme?.lowercased() == "https" {
            name = "github"
        } else {
            let host = server.host ?? "server"
            name = "server-" + safe(host) + (server.port.map { "-\($0)" } ?? "")
        }
        return directory.appendingPathComponent(name + ".sqlite", isDirectory: false)
    }

    /// A file-name part with everything but ASCII letters, digits, `.` and `-` made `_`.
    private static func safe(_ part: String) -> String {
        String(part.unicodeScalars.map { scalar -> Character in
            let allowed = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || ".-".unicodeScalars.contains(scalar))
            return allowed ? Character(scalar) : "_"
        })
    }
}
