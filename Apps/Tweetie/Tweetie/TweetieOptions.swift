import AppSupport
import Foundation
import TweetieCore
import TweetieTerminal

/// The command line of `tweetie`, parsed.
public struct TweetieOptions: AppOptions, Equatable {
    /// The list to read; nil reads the demo list (or the source's default).
    public var list: ListIdentifier?
    /// A Bluesky list to read instead of a Twitter list.
    public var bluesky: BlueskyList?
    /// When not on a terminal: print the newest this many tweets, loading older pages
    /// until there are that many; nil prints what the first fetch stored.
    public var limit: Int?
    /// A directory of recorded API responses to replay instead of the network.
    public var apiCache: URL?
    /// The live API's base URL (for a proxy or a test server).
    public var baseURL: URL?
    /// Seconds between polls; 0 fetches once.
    public var interval: Int = 30
    /// `--demo`: the bundled demo list even when credentials are set.
    public var demo = false
    /// `--json`, `--fresh`, `--mouse`, `--no-images`, `--help`.
    public var common = CommonOptions()

    /// Options with every default.
    public init() {}

    /// Parses `arguments` (without the program name); throws for anything it does not know.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> TweetieOptions {
        let parsed = try commandLine.parse(arguments)
        var options = TweetieOptions()
        options.list = try parsed.value("--list", expected: "expected owner/slug, like icanzilb/RxSwift (a screen name of letters, digits and _, a slug that may also have -)") { ListIdentifier(twitterList: $0) }
        if let address = parsed.string("--bluesky") {
            do throws(BlueskyError) {
                options.bluesky = try BlueskyList(parsing: address)
            } catch {
                guard case .invalidAddress(_, let reason) = error else { throw parsed.error(.invalidValue(option: "--bluesky", value: address, reason: error.message)) }
                throw parsed.error(.invalidValue(option: "--bluesky", value: address, reason: reason))
            }
        }
        options.limit = try parsed.integer("--limit", minimum: 1, expected: "expected a whole number of posts, 1 or more")
        options.apiCache = try parsed.directory("--api-cache")
        // The example names the API being read: Twitter's address means nothing to a Bluesky reader.
        options.baseURL = try parsed.httpURL("--base-url", example: options.bluesky == nil ? "https://api.twitter.com" : "https://public.api.bsky.app")
        options.interval = try parsed.integer("--interval", expected: "expected whole seconds, 0 or more (0 fetches once)") ?? 30
        options.common = try CommonOptions(parsed)
        options.demo = parsed.flag("--demo")
        if options.demo && (options.bluesky != nil || options.apiCache != nil || options.baseURL != nil) {
            throw parsed.error(.conflicting("--demo reads the bundled demo list; --bluesky, --api-cache and --base-url name another source. Give one of them."))
        }
        if options.apiCache != nil && options.baseURL != nil {
            throw parsed.error(.conflicting("--api-cache replays recorded responses; --base-url is for the live API. Give one of them."))
        }
        if options.bluesky != nil && options.list != nil {
            throw parsed.error(.conflicting("--bluesky names the Bluesky list to read; --list is for Twitter lists. Give one of them."))
        }
        return options
    }

    /// The options, arguments and `--help` text of `tweetie`.
    public static let commandLine = CommandLineSpec(
        program: "tweetie",
        summary: """
        Reads a Twitter or Bluesky list: its timeline in the terminal, or printed as text
        when the output is not a terminal (as JSON with --json, on a terminal too).
        """,
        options: [
            .value("--list", "OWNER/SLUG", help: "The list to read (default: the demo list, or icanzilb/RxSwift\nwith --api-cache)"),
            .demo,
            .value("--bluesky", "LIST", help: "Read a Bluesky list instead, no account needed: its address\n(https://bsky.app/profile/HANDLE/lists/RKEY) or at-URI"),
            .apiCache,
            .baseURL(default: "https://api.twitter.com;\nhttps://public.api.bsky.app with --bluesky"),
            .value("--interval", "SECONDS", help: "Seconds between polls; 0 fetches once (default 30)"),
            .json,
            .value("--limit", "N", help: "When printing (not on a terminal, or --json): the newest\nN posts, loading older pages until there are N (or no more)"),
            .fresh,
            .mouse,
            .noImages,
        ] + CommandLineSpec.Option.webOptions,
        sections: [
            """
            Keys:
              ↑ ↓ j k  Move       PgUp PgDn g G  Page, first, last
              Enter    Open (a tweet: its author; a member: their timeline)
              u        On a retweet or repost: the reposter's timeline
              o        Open the tweet's link ($BROWSER, else xdg-open)
              m        Members of the list      r  Refresh now
              Esc      Back       ?  Help       q  Quit
            """,
            """
            Sources, in order:
              --demo                             the bundled demo data (no network)
              --api-cache DIR                    recorded responses (no network)
              --bluesky LIST                     a Bluesky list from the public AppView
                                                 (or from --api-cache DIR's recordings)
              TWITTER_BEARER_TOKEN, or
              TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET
                                                 the live Twitter API
              otherwise                          the bundled demo data
            """,
            """
            Data: tweets are kept in $XDG_DATA_HOME/tweetie (default ~/.local/share/tweetie),
            one SQLite file per source and list.
            """,
        ])

    /// The `--help` text: options, keys, sources and environment variables.
    public static var usage: String { commandLine.usage }
}
