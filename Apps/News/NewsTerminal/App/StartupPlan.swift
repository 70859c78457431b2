import AppSupport
import Foundation
import NewsCore
import RxCore
import RxStore

/// What `news` will show, decided from its options and files before anything is
/// fetched: the sources in Tab order (the first is shown first and printed on a pipe),
/// the database of read marks, and what was wrong in the feed list.
struct StartupPlan {
    /// The sources, in Tab order.
    var sources: [any NewsSource]
    /// Where read marks are kept.
    var database: LocalDatabase
    /// Lines of the feed list that were left out, as `urls line N: reason`.
    var feedListProblems: [String]

    /// The plan for `options` in `paths`.
    ///
    /// - Parameters:
    ///   - scheduler: times the fallback's wait for Hacker News.
    ///   - now: dates the demo.
    /// - Throws: `StartupError` when the replay directory holds no Hacker News recordings
    ///   or the feed list cannot be read.
    static func make(options: NewsOptions, paths: AppPaths, scheduler: SchedulerType = MainScheduler.instance,
                     now: @escaping @Sendable () -> Date = { Date() }) throws(StartupError) -> StartupPlan {
        let listURL = paths.configDirectory.appendingPathComponent("urls")
        let feedList: FeedList
        do throws(NewsError) {
            feedList = try FeedList.load(from: listURL)
        } catch {
            throw .feedList(error.message)
        }
        let feeds: [any NewsSource] = feedList.visible.map { FeedSource(location: $0.location, name: $0.name) }

        var sources: [any NewsSource]
        if let feed = options.feed {
            sources = [FeedSource(location: feed)] + feeds
        } else if let directory = options.apiCache {
            guard HackerNewsRecordings.isRecordingDirectory(directory) else { throw .noRecordings(directory.path) }
            let recordings = HackerNewsRecordings(directory: directory)
            let list = options.source.flatMap { if case .hackerNews(let list) = $0 { return list } else { return nil } } ?? .top
            sources = [HackerNewsSource(list: list, recordings: recordings)] + feeds
        } else if options.source == .demo {
            sources = [DemoNews(now: now)] + feeds
        } else {
            let chosen = options.source.flatMap { if case .hackerNews(let list) = $0 { return list } else { return nil } }
            let baseURL = options.baseURL ?? HackerNewsTarget.defaultBaseURL
            let rankings: [HackerNewsList] = [chosen ?? .top] + HackerNewsList.allCases.filter { $0 != (chosen ?? .top) }
            var hackerNews: [any NewsSource] = rankings.map { HackerNewsSource(list: $0, baseURL: baseURL) }
            if chosen == nil && options.baseURL == nil {
                // Nothing was asked for by name: without a network, the demo stands in.
                hackerNews[0] = OfflineFallbackSource(primary: hackerNews[0], fallback: DemoNews(now: now),
                                                      offlineTitle: "Demo news (offline: no connection to Hacker News)", scheduler: scheduler)
            }
            sources = hackerNews + feeds
        }
        let database = LocalDatabase(url: paths.dataDirectory.appendingPathComponent(NewsStorage.fileName),
                                     schemaVersion: NewsStorage.schemaVersion, migrations: NewsStorage.migrations,
                                     kind: "read-marks database", appName: "news")
        return StartupPlan(sources: sources, database: database,
                           feedListProblems: feedList.problems.map { "\(listURL.path) line \($0.line): \($0.reason)" })
    }
}

/// Why `news` cannot start with what it was given; `message` says what to do.
enum StartupError: AppError, Equatable {
    /// `--api-cache` names a directory without Hacker News recordings.
    case noRecordings(String)
    /// The feed list exists but cannot be read.
    case feedList(String)

    var message: String {
        switch self {
        case .noRecordings(let path):
            return "--api-cache: \(path) holds no Hacker News recordings (v0/topstories.json and v0/item/<id>.json, or a *topstories*.json file and items/item_<id>.json)."
        case .feedList(let reason):
            return "\(reason) Fix or remove the feed list."
        }
    }

    /// 1 for the recordings (data that is not there), 1 for the feed list.
    var exitStatus: Int32 { 1 }
}
