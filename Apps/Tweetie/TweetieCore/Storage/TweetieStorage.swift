import Foundation
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
    /// Bluesky's public AppView (`--bluesky`).
    case bluesky
    /// A replay directory of recorded Bluesky answers (`--bluesky` with `--api-cache`).
    case blueskyCache = "bluesky-cache"
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
    /// Version 2: tweet texts are stored readable (`&amp;`, `&lt;`, `&gt;` unescaped).
    public static let schemaVersion = 2

    /// The steps from older schemas.
    public static let migrations: [Store.Migration] = [
        // Texts stored by version 1 kept Twitter's HTML entities; newer ones are decoded
        // when read from the API. Bluesky posts (the ones with an at-URI) never had any:
        // their `&amp;` is what the author typed.
        Store.Migration(version: 2) { store in
            let escaped = store.objects(Tweet.self).filter { $0.details?.uri == nil && $0.text.contains("&") }
            guard !escaped.isEmpty else { return }
            try store.add(escaped.map { tweet in
                var readable = tweet
                readable.text = TwitterText.unescaped(tweet.text)
                return readable
            }, update: .all)
        },
    ]

    /// The reader's mark in the file header (`PRAGMA application_id`): "TwTe". Files
    /// written before it carry 0 and are marked when next opened.
    public static let applicationID: Int32 = 0x5477_5465

    /// The database file for `list` from `source` in `dataDirectory`:
    /// `<source>-<owner>-<slug>.sqlite`, with any character other than ASCII letters,
    /// digits, `_`, `.` and `-` replaced by `_` so a name never leaves the directory.
    public static func databaseURL(source: TimelineSource, list: ListIdentifier, in dataDirectory: URL) -> URL {
        let name = [source.rawValue, safe(list.username), safe(list.slug)].joined(separator: "-") + ".sqlite"
        return dataDirectory.appendingPathComponent(name, isDirectory: false)
    }

    /// Opens (creating when missing) the database at `url` with the reader's schema, its
    /// directory made when missing. The app opens it through AppSupport's `LocalDatabase`
    /// (checks, damaged-file screen); this is for tools and tests.
    ///
    /// - Throws: `StoreError`s of the open, or the error of making the directory.
    public static func openStore(at url: URL) throws -> Store {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        return try Store(configuration: .file(url, schemaVersion: schemaVersion, migrations: migrations, applicationID: applicationID))
    }

    static func safe(_ part: String) -> String {
        String(part.unicodeScalars.map { scalar -> Character in
            let allowed = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "_.-".unicodeScalars.contains(scalar))
            return allowed ? Character(scalar) : "_"
        })
    }
}
