import AppSupport
import Foundation
import NewsCore
import NewsTerminal
import RxCore
import RxStore

/// What `news` will show and where it keeps stories and read marks, decided from its options and
/// files before anything is fetched: the sources in Tab order (the first is shown first
/// and printed on a pipe) with what the feed list left out, and the database.
public struct NewsStartup: AppStartup {
    /// The sources, in Tab order, and the feed list's lines left out.
    public var sourceList: NewsSourceList
    /// Where read marks and stories are kept.
    public var database: LocalDatabase
    /// How many stories the database keeps.
    public var storeBounds = NewsStoreBounds()
    /// The sources a pipe prints, as indices into `sourceList.sources`: every `--feed`
    /// given; else every feed of a list named by `--urls` (a list asked for is a list
    /// to read, as `newsboat -u FILE -x reload` reads it all); else the first source.
    public var printed: Range<Int> = 0..<1

    /// The view models' environment once the database opened as `store`.
    public func environment(store: Store) -> NewsEnvironment {
        .live(sourceList: sourceList, store: store, bounds: storeBounds)
    }

    /// The startup for `options` in `paths`: `--feed`, `--api-cache`, `--source demo` or
    /// the live Hacker News rankings first, then the feeds of the feed list
    /// (`$XDG_CONFIG_HOME/news/urls`).
    ///
    /// - Parameters:
    ///   - scheduler: times the fallback's wait for Hacker News.
    ///   - now: dates the demo.
    /// - Throws: `NewsStartupError` when the replay directory holds no Hacker News
    ///   recordings or the feed list cannot be read.
    static func make(options: NewsOptions, paths: AppPaths, scheduler: SchedulerType = MainScheduler.instance,
                     now: @escaping @Sendable () -> Date = { Date() }) throws(NewsStartupError) -> NewsStartup {
        let feeds: NewsSourceList
        if let list = options.feedList, !FileManager.default.fileExists(atPath: list.path) {
            // A list asked for by name that is not there is a mistake, not an empty list.
            throw .noFeedList(list.path)
        }
        do throws(NewsError) {
            feeds = try .feeds(listedIn: options.feedList ?? paths.configDirectory.appendingPathComponent("urls"))
        } catch {
            throw .feedList(error.message)
        }
        let first: NewsSourceList
        var printed = 0..<1
        if let feed = options.feeds.first {
            first = options.feeds.dropFirst().reduce(NewsSourceList.feed(feed)) { $0 + .feed($1) }
        } else if let directory = options.apiCache {
            guard HackerNewsRecordings.isRecordingDirectory(directory) else { throw .noRecordings(directory.path) }
            first = .replay(directory: directory, list: options.hackerNewsList ?? .top)
        } else if options.source == .demo {
            first = .demo(now: now)
        } else {
            first = .hackerNews(first: options.hackerNewsList, baseURL: options.baseURL, scheduler: scheduler, now: now)
        }
        var database = LocalDatabase(url: paths.dataDirectory.appendingPathComponent(NewsStorage.fileName),
                                     schemaVersion: NewsStorage.schemaVersion, migrations: NewsStorage.migrations,
                                     kind: "stories database", appName: "News")
        // A run writes a few hundred stories and reads at most a screenful back: SQLite's
        // 2 MiB cache per connection only kept pages resident until the exit (D85).
        database.pageCacheSize = 64 << 10
        if !options.feeds.isEmpty {
            printed = 0..<options.feeds.count
        } else if options.feedList != nil, !feeds.sources.isEmpty {
            printed = first.sources.count..<(first.sources.count + feeds.sources.count)
        }
        return NewsStartup(sourceList: first + feeds, database: database, storeBounds: options.storeBounds, printed: printed)
    }
}

/// Why `news` cannot start with what it was given; `message` says what to do.
public enum NewsStartupError: AppError, Equatable, CustomStringConvertible {
    /// `--api-cache` names a directory without Hacker News recordings.
    case noRecordings(String)
    /// The feed list exists but cannot be read.
    case feedList(String)
    /// `--urls` names a file that is not there.
    case noFeedList(String)

    public var message: String {
        switch self {
        case .noRecordings(let path):
            return "--api-cache: \(path) holds no Hacker News recordings (v0/topstories.json and v0/item/<id>.json, or a *topstories*.json file and items/item_<id>.json)."
        case .feedList(let reason):
            return "\(reason) Fix or remove the feed list."
        case .noFeedList(let path):
            return "--urls: there is no feed list at \(path). Check the path, or leave --urls out to read $XDG_CONFIG_HOME/news/urls."
        }
    }

    /// 1 for the recordings (data that is not there), 1 for the feed list.
    public var exitStatus: Int32 { 1 }

    public var description: String { message }
}
