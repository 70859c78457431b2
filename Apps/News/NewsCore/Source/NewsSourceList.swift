import Foundation
import RxCore

/// The sources a run goes through with Tab (the first is shown first, and printed on a
/// pipe), and the lines of the feed list that were left out: what `NewsEnvironment`
/// hands the list's view model.
public struct NewsSourceList {
    /// The sources, in Tab order.
    public var sources: [any NewsSource]
    /// The feed list's lines that were left out, each as `PATH line N: reason`.
    public var leftOut: [String]

    /// `sources` in Tab order, with the feed list's `leftOut` lines.
    public init(_ sources: [any NewsSource] = [], leftOut: [String] = []) {
        self.sources = sources
        self.leftOut = leftOut
    }

    /// `first`'s sources, then `second`'s; what both left out.
    public static func + (first: NewsSourceList, second: NewsSourceList) -> NewsSourceList {
        NewsSourceList(first.sources + second.sources, leftOut: first.leftOut + second.leftOut)
    }

    /// What the screen's banner says at start and a pipe says on stderr, in the same
    /// words: "Left out of the feed list: PATH line 3: …; PATH line 5: …"; nil when
    /// nothing was left out.
    public var leftOutNotice: String? {
        leftOut.isEmpty ? nil : "Left out of the feed list: " + leftOut.joined(separator: "; ")
    }

    // MARK: - The lists a run starts with

    /// The feeds listed in the file at `url` (newsboat's `urls` format, see `FeedList`),
    /// without the hidden ones, and the lines left out; none when there is no such file.
    ///
    /// - Throws: `NewsError.unreadableFile` when the file exists but cannot be read.
    public static func feeds(listedIn url: URL) throws(NewsError) -> NewsSourceList {
        let list = try FeedList.load(from: url)
        return NewsSourceList(list.visible.map { FeedSource(location: $0.location, name: $0.name) },
                              leftOut: list.problems.map { "\(url.path) line \($0.line): \($0.reason)" })
    }

    /// The feed at `location` alone (`--feed`).
    public static func feed(_ location: FeedSource.Location) -> NewsSourceList {
        NewsSourceList([FeedSource(location: location)])
    }

    /// The bundled demo, dated from `now` ("Demo news (demo data)").
    public static func demo(now: @escaping @Sendable () -> Date = { Date() }) -> NewsSourceList {
        NewsSourceList([DemoNews(now: now)])
    }

    /// The Hacker News ranking `list` replayed from the recordings in `directory`
    /// ("Hacker News: top stories (recorded)").
    public static func replay(directory: URL, list: HackerNewsList = .top) -> NewsSourceList {
        NewsSourceList([HackerNewsSource(list: list, recordings: HackerNewsRecordings(directory: directory))])
    }

    /// The live Hacker News rankings at `baseURL`, `first` first (top stories when nil),
    /// then the others in their usual order. When nothing was asked for by name (neither
    /// `first` nor `baseURL`), the bundled demo stands in for the first ranking while
    /// Hacker News cannot be reached; `scheduler` times that wait, `now` dates the demo.
    public static func hackerNews(first: HackerNewsList?, baseURL: URL?, scheduler: SchedulerType = MainScheduler.instance,
                                  now: @escaping @Sendable () -> Date = { Date() }) -> NewsSourceList {
        let shownFirst = first ?? .top
        let rankings = [shownFirst] + HackerNewsList.allCases.filter { $0 != shownFirst }
        var sources: [any NewsSource] = rankings.map { HackerNewsSource(list: $0, baseURL: baseURL ?? HackerNewsTarget.defaultBaseURL) }
        if first == nil && baseURL == nil {
            sources[0] = OfflineFallbackSource(primary: sources[0], fallback: DemoNews(now: now),
                                               offlineTitle: "Demo news (offline: no connection to Hacker News)", scheduler: scheduler)
        }
        return NewsSourceList(sources)
    }
}
