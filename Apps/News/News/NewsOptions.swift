import AppSupport
import Foundation
import NewsCore
import NewsTerminal

/// The command line of `news`, parsed.
public struct NewsOptions: AppOptions, Equatable {
    /// What `--source` names: a Hacker News ranking or the bundled demo.
    public enum Source: Equatable, Sendable {
        /// A Hacker News ranking.
        case hackerNews(HackerNewsList)
        /// The bundled demo news.
        case demo
    }

    /// The source asked for with `--source`; nil: Hacker News top stories, or the demo when offline.
    public var source: Source?
    /// Feeds to read instead, in Tab order (`--feed URL|PATH`, given once per feed).
    public var feeds: [FeedSource.Location] = []
    /// The feed list to read instead of `$XDG_CONFIG_HOME/news/urls` (`--urls FILE`).
    public var feedList: URL?
    /// How many stories to print on a pipe (pages are followed).
    public var limit = 30
    /// The Hacker News API host.
    public var baseURL: URL?
    /// A directory of recorded Hacker News answers to replay.
    public var apiCache: URL?
    /// How many of the sources' stories the database keeps (`--keep-days`, `--keep-items`).
    public var storeBounds = NewsStoreBounds()
    /// `--json`, `--fresh`, `--mouse`, `--no-images`, `--help`.
    public var common = CommonOptions()

    /// The Hacker News ranking `--source` names, nil for none (or the demo).
    public var hackerNewsList: HackerNewsList? {
        if case .hackerNews(let list) = source { return list }
        return nil
    }

    /// Options with every default.
    public init() {}

    /// What `news` accepts, and its `--help`.
    public static let commandLine = CommandLineSpec(
        program: "news",
        summary: """
        Reads the news: Hacker News (no account needed), RSS and Atom feeds, and NetEase-
        shaped files, in the terminal; or printed as text when the output is not a terminal
        (as JSON with --json, on a terminal too). Without a network it shows its bundled
        demo news, titled so.
        """,
        options: [
            .demo,
            .value("--source", "NAME", help: "top, new, best, ask, show or job (Hacker News), or demo\n(default: top; the demo when offline)"),
            .value("--feed", "URL|PATH", help: "Read an RSS/Atom feed (or a NetEase-shaped JSON file) instead; give it once per feed"),
            .value("--urls", "FILE", help: "The feed list to read (newsboat's format) instead of\n$XDG_CONFIG_HOME/news/urls; a pipe prints its feeds"),
            .value("--limit", "N", help: "Stories to print (not on a terminal, or with --json),\nfollowing pages (default 30)"),
            .json,
            .baseURL(default: "https://hacker-news.firebaseio.com"),
            .value("--api-cache", "DIR", help: "Replay recorded Hacker News answers from DIR (v0/… as\nrecorded, or the shared fixtures' layout)"),
            .value("--keep-days", "N", help: "Keep stories for N days after a fetch last brought them\n(default 30)"),
            .value("--keep-items", "N", help: "Keep at most N stories a source (default 5000)"),
            .fresh,
            .noImages,
            .mouse,
        ] + CommandLineSpec.Option.webOptions,
        sections: [
            """
            Keys:
              ↑ ↓ j k  Move           PgUp PgDn g G  Page, first, last
              Enter    Read the story (marks it read; read stories are dimmed)
              n        Next unread    o  Open in the browser ($BROWSER, else xdg-open)
              Tab      Next source    Shift-Tab  Previous source
              r        Reload         ?  Help     q  Quit
              Reading: o opens the story, 1-9 a numbered link, c the discussion, Esc back
            """,
            """
            Sources: Tab goes through the Hacker News rankings (top, new, best, ask, show,
            job) and the feeds in $XDG_CONFIG_HOME/news/urls (default ~/.config/news/urls),
            one per line in newsboat's format: a URL or a path, then tags; "~Name" names
            the feed, ! hides it, # starts a comment. exec: and filter: lines are not run.
            """,
            """
            Data: the stories fetched and which you read are kept in
            $XDG_DATA_HOME/news/news.sqlite (default ~/.local/share/news): a start shows
            the stored stories at once, also offline, then fetches fresh ones; a pipe
            prints fresh stories, or the stored ones when offline (saying so on stderr).
            Pictures: $XDG_CACHE_HOME/news/images (default ~/.cache/news/images, at most
            100 MB).
            """,
        ])

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: `CommandLineError` for anything it does not know or cannot use (exit 2).
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> NewsOptions {
        let parsed = try commandLine.parse(arguments)
        var options = NewsOptions()
        options.common = try CommonOptions(parsed)
        options.source = try parsed.value("--source", expected: "expected top, new, best, ask, show, job or demo") { name in
            name == "demo" ? Source.demo : HackerNewsList(rawValue: name).map(Source.hackerNews)
        }
        if parsed.flag("--demo") {
            if let source = options.source, source != .demo {
                throw parsed.error(.conflicting("--demo reads the bundled demo; --source names another. Give one of them."))
            }
            options.source = .demo
        }
        options.feeds = try parsed.values("--feed", expected: "expected an http(s) URL or a path") { FeedSource.Location($0) }
        options.feedList = try parsed.value("--urls", expected: "expected a file") { path in
            path.isEmpty ? nil : URL(fileURLWithPath: path)
        }
        options.limit = try parsed.integer("--limit", minimum: 1, expected: "expected a whole number, 1 or more") ?? options.limit
        let keepDays = try parsed.integer("--keep-days", minimum: 1, expected: "expected a whole number of days, 1 or more")
        let keepItems = try parsed.integer("--keep-items", minimum: 1, expected: "expected a whole number, 1 or more")
        options.storeBounds = NewsStoreBounds(days: keepDays ?? options.storeBounds.days,
                                              itemsPerSource: keepItems ?? options.storeBounds.itemsPerSource)
        options.baseURL = try parsed.httpURL("--base-url", example: "https://hacker-news.firebaseio.com")
        options.apiCache = try parsed.directory("--api-cache")
        if let apiCache = options.apiCache { try ReplayDirectory.check(apiCache, program: commandLine.program) }
        if options.apiCache != nil && options.baseURL != nil {
            throw parsed.error(.conflicting("--api-cache replays recorded answers; --base-url is for the live API. Give one of them."))
        }
        if !options.feeds.isEmpty && (options.source != nil || options.apiCache != nil || options.baseURL != nil) {
            throw parsed.error(.conflicting("--feed reads a feed; --source, --api-cache and --base-url are for Hacker News. Give one kind."))
        }
        if options.source == .demo && (options.apiCache != nil || options.baseURL != nil) {
            throw parsed.error(.conflicting("--source demo needs no network: leave out --api-cache and --base-url."))
        }
        return options
    }
}
