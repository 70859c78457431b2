import AppSupport
import Foundation
import NewsCore
import TestSupport
import XCTest
@testable import News
@testable import NewsTerminal

/// The command line, and the sources it leads to.
final class NewsOptionsTests: XCTestCase {
    /// The damaged-database screen's title and the database's messages name the app as
    /// its README titles it: one spelling rule for the four apps (`LocalDatabase.appName`).
    func test_theDatabase_namesTheApp_asItsREADMETitlesIt() throws {
        let startup = try NewsStartup.make(options: NewsOptions(), paths: AppPaths(appName: "news", environment: ["HOME": "/nonexistent"]))
        XCTAssertEqual(startup.database.appName, try PackagePaths.readmeTitle(ofApp: "News"))
    }

    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try NewsOptions.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    private func paths() -> (AppPaths, URL) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-options-\(UUID().uuidString)", isDirectory: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: home) }
        return (AppPaths(appName: "news", environment: ["HOME": home.path]), home)
    }

    func test_options_areRead() throws {
        let options = try NewsOptions.parse(["--source", "ask", "--limit=5", "--json", "--base-url", "http://127.0.0.1:8080", "--mouse"])
        XCTAssertEqual(options.source, .hackerNews(.ask))
        XCTAssertEqual(options.limit, 5)
        XCTAssertTrue(options.common.json)
        XCTAssertTrue(options.common.mouse)
        XCTAssertEqual(options.baseURL?.absoluteString, "http://127.0.0.1:8080")
        XCTAssertEqual(try NewsOptions.parse(["--feed", "https://e.example/rss"]).feeds, [.url(URL(string: "https://e.example/rss")!)])
        XCTAssertEqual(try NewsOptions.parse(["--feed", "https://e.example/rss", "--feed=/tmp/b.xml"]).feeds,
                       [.url(URL(string: "https://e.example/rss")!), .file(URL(fileURLWithPath: "/tmp/b.xml"))], "each --feed is kept, in order")
        XCTAssertEqual(try NewsOptions.parse(["--source", "demo"]).source, .demo)
        XCTAssertTrue(try NewsOptions.parse(["-h"]).common.help)
    }

    func test_badCommandLines_sayWhatToChange() {
        XCTAssertEqual(message(["--source", "hot"]), "Bad value 'hot' for --source: expected top, new, best, ask, show, job or demo.")
        XCTAssertEqual(message(["--limit", "0"]), "Bad value '0' for --limit: expected a whole number, 1 or more.")
        XCTAssertEqual(message(["--feed", "ftp://x/y"]), "Bad value 'ftp://x/y' for --feed: expected an http(s) URL or a path.")
        XCTAssertEqual(message(["--api-cache", "/nonexistent"]), "Bad value '/nonexistent' for --api-cache: not a directory.")
        XCTAssertEqual(message(["--feed", "a.xml", "--source", "top"]),
                       "--feed reads a feed; --source, --api-cache and --base-url are for Hacker News. Give one kind.")
        XCTAssertEqual(message(["--bogus"]), "Unknown option --bogus. See news --help.")
        XCTAssertEqual(message(["extra"]), "Unexpected argument extra. See news --help.")
    }

    func test_help_listsOptionsKeysSourcesAndData() {
        let usage = NewsOptions.commandLine.usage
        for needle in ["Usage: news [options]", "--source NAME", "--feed URL|PATH", "--limit N", "--json", "--base-url URL",
                       "--api-cache DIR", "--fresh", "--mouse", "n        Next unread", "$XDG_CONFIG_HOME/news/urls",
                       "$XDG_DATA_HOME/news/news.sqlite"] {
            XCTAssertTrue(usage.contains(needle), needle)
        }
    }

    // MARK: - Sources

    func test_byDefault_hackerNewsTopStories_withTheDemoWhenOffline_thenTheOtherRankings() throws {
        let startup = try NewsStartup.make(options: NewsOptions(), paths: paths().0)
        let fallback = try XCTUnwrap(startup.sourceList.sources.first as? OfflineFallbackSource)
        XCTAssertEqual((fallback.primary as? HackerNewsSource)?.list, .top)
        XCTAssertTrue(fallback.fallback is DemoNews)
        XCTAssertEqual(startup.sourceList.sources.dropFirst().compactMap { ($0 as? HackerNewsSource)?.list }, [.new, .best, .ask, .show, .job])
        XCTAssertEqual(startup.database.url.lastPathComponent, "news.sqlite")
        XCTAssertEqual(startup.database.appName, "News", "the damaged-database screen's title, as the other apps name theirs")
    }

    func test_demo_isTheDemoSource_asEveryAppSpellsIt_andRefusesAnotherRanking() throws {
        XCTAssertEqual(try NewsOptions.parse(["--demo"]).source, .demo)
        XCTAssertEqual(try NewsOptions.parse(["--demo", "--source", "demo"]).source, .demo)
        XCTAssertThrowsError(try NewsOptions.parse(["--demo", "--source", "top"])) { error in
            XCTAssertTrue("\(error)".contains("--demo reads the bundled demo"), "\(error)")
        }
        XCTAssertThrowsError(try NewsOptions.parse(["--demo", "--feed", "https://example.com/feed"]))
    }

    func test_aRankingAskedForByName_hasNoFallback() throws {
        var options = NewsOptions()
        options.source = .hackerNews(.show)
        let startup = try NewsStartup.make(options: options, paths: paths().0)
        XCTAssertEqual((startup.sourceList.sources.first as? HackerNewsSource)?.list, .show)
        XCTAssertFalse(startup.sourceList.sources.contains { $0 is OfflineFallbackSource })
    }

    func test_severalFeeds_areTheSources_inTheOrderGiven() throws {
        let options = try NewsOptions.parse(["--feed", "https://one.example/rss", "--feed", "https://two.example/atom"])
        let startup = try NewsStartup.make(options: options, paths: paths().0)
        let feeds = startup.sourceList.sources.compactMap { $0 as? FeedSource }
        XCTAssertEqual(feeds.map(\.location), [.url(URL(string: "https://one.example/rss")!), .url(URL(string: "https://two.example/atom")!)])
        XCTAssertTrue(startup.sourceList.sources.first is FeedSource, "the feeds come first, before the feed list's")
        XCTAssertEqual(startup.printed, 0..<2, "a pipe prints every feed given")
    }

    /// `news --urls FILE | cat` prints the list's feeds (it printed Hacker News alone);
    /// with no `--urls`, the configured list only adds Tabs and the pipe prints the first source.
    func test_aPipe_printsTheFeedsOfAListNamedOnTheCommandLine_elseTheFirstSource() throws {
        let (paths, _) = paths()
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("news-urls-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: list) }
        try "https://one.example/rss\nhttps://two.example/rss\n".write(to: list, atomically: true, encoding: .utf8)
        let named = try NewsStartup.make(options: try NewsOptions.parse(["--urls", list.path]), paths: paths)
        XCTAssertEqual(named.sourceList.sources[named.printed].map(\.title), ["one.example/rss", "two.example/rss"])

        try FileManager.default.createDirectory(at: paths.configDirectory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: list, to: paths.configDirectory.appendingPathComponent("urls"))
        let configured = try NewsStartup.make(options: NewsOptions(), paths: paths)
        XCTAssertEqual(configured.printed, 0..<1)
        XCTAssertTrue(configured.sourceList.sources.first is OfflineFallbackSource)
    }

    func test_aFeedListNamedOnTheCommandLine_isReadInsteadOfTheConfiguredOne_andAMissingOneIsAnError() throws {
        let (paths, _) = paths()
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("news-urls-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: list) }
        try "https://listed.example/rss \"~Listed\"\n".write(to: list, atomically: true, encoding: .utf8)
        let startup = try NewsStartup.make(options: try NewsOptions.parse(["--urls", list.path]), paths: paths)
        XCTAssertEqual(startup.sourceList.sources.last?.title, "Listed")

        let missing = try NewsOptions.parse(["--urls", list.path + "-missing"])
        XCTAssertThrowsError(try NewsStartup.make(options: missing, paths: paths)) { error in
            XCTAssertEqual((error as? NewsStartupError)?.message.contains("there is no feed list at \(list.path)-missing"), true, "\(error)")
        }
    }

    func test_theFeedList_addsFeeds_andReportsWhatItLeftOut() throws {
        let (paths, _) = paths()
        try FileManager.default.createDirectory(at: paths.configDirectory, withIntermediateDirectories: true)
        try "https://e.example/rss \"~Example\"\nexec:rm -rf /\nhttps://hidden.example/rss !\n"
            .write(to: paths.configDirectory.appendingPathComponent("urls"), atomically: true, encoding: .utf8)
        let startup = try NewsStartup.make(options: NewsOptions(), paths: paths)
        XCTAssertEqual(startup.sourceList.sources.last?.title, "Example")
        XCTAssertEqual(startup.sourceList.sources.count, 7)
        XCTAssertEqual(startup.sourceList.leftOut.count, 1)
        XCTAssertTrue(startup.sourceList.leftOut[0].hasSuffix("urls line 2: exec: feeds run commands, which news never does; left out"), startup.sourceList.leftOut[0])
    }

    func test_aReplayDirectoryWithoutRecordings_isAClearError() throws {
        var options = NewsOptions()
        options.apiCache = FileManager.default.temporaryDirectory
        XCTAssertThrowsError(try NewsStartup.make(options: options, paths: paths().0)) { error in
            XCTAssertEqual((error as? NewsStartupError)?.message.hasPrefix("--api-cache: \(FileManager.default.temporaryDirectory.path) holds no Hacker News recordings"), true)
        }
        options.apiCache = try RecordingsSuite.directory("hackernews")
        XCTAssertEqual(try NewsStartup.make(options: options, paths: paths().0).sourceList.sources.first?.title, "Hacker News: top stories (recorded)")
    }
}
