import AppSupport
import Foundation
import RepoSearchCore
import RepoSearchTerminal

/// The command line of `repo-search`, parsed.
public struct RepoSearchOptions: AppOptions, Equatable {
    /// The user whose repositories to list, or the search (with `--search`); nil starts
    /// with an empty field.
    public var text: String?
    /// What `text` is.
    public var mode: SearchMode = .userRepositories
    /// A directory of recorded answers to replay instead of the network.
    public var apiCache: URL?
    /// Where the API is (a proxy or a test server); nil is GitHub's.
    public var baseURL: URL?
    /// When printing: how many repositories, following next pages until there are that
    /// many; nil prints the first page.
    public var limit: Int?
    /// `--demo`: the bundled demo's made-up users and repositories, no network.
    public var demo = false
    /// `--json`, `--fresh`, `--mouse`, `--help`.
    public var common = CommonOptions()

    /// Options with every default.
    public init() {}

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: `CommandLineError` (exit 2) for anything it cannot use.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> RepoSearchOptions {
        let parsed = try commandLine.parse(arguments)
        var options = RepoSearchOptions()
        options.apiCache = try parsed.directory("--api-cache")
        options.baseURL = try parsed.httpURL("--base-url", example: "https://api.github.com")
        options.limit = try parsed.integer("--limit", minimum: 1, expected: "expected a whole number of repositories, 1 or more")
        options.demo = parsed.flag("--demo")
        options.common = try CommonOptions(parsed)
        if options.demo && (options.apiCache != nil || options.baseURL != nil) {
            throw parsed.error(.conflicting("--demo needs no server; --api-cache and --base-url name one. Give one of them."))
        }
        if let query = parsed.string("--search") {
            guard parsed.arguments.isEmpty else {
                throw parsed.error(.conflicting("Give a user or --search QUERY, not both. See repo-search --help."))
            }
            guard !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw parsed.error(.invalidValue(option: "--search", value: query, reason: "expected a search, like 'tetris language:assembly'"))
            }
            options.mode = .repositorySearch
            options.text = query
        } else if let user = parsed.arguments.first {
            guard SearchQuery(mode: .userRepositories, text: user).isValidUserName else {
                throw parsed.error(.invalidValue(option: "USER", value: user,
                                                 reason: "a GitHub user name has only letters, digits and hyphens (to search, use --search)"))
            }
            options.text = user
        }
        if options.apiCache != nil && options.baseURL != nil {
            throw parsed.error(.conflicting("--api-cache replays recorded answers; --base-url is for a live server. Give one of them."))
        }
        return options
    }

    /// A user (or `--search QUERY`) is what a pipe needs to print anything.
    public static var pipeExample: String { "repo-search sferik | cat" }

    /// The options, arguments and `--help` text of `repo-search`.
    public static let commandLine = CommandLineSpec(
        program: "repo-search",
        summary: """
        Lists a GitHub user's repositories, or searches repositories, as you type in the
        terminal; prints them as text when the output is not a terminal (as JSON with
        --json, on a terminal too).
        """,
        arguments: "[USER]",
        options: [
            .value("--search", "QUERY", help: "Search repositories (GitHub's syntax, like\n'tetris language:assembly') instead of a user's"),
            .json,
            .value("--limit", "N", help: "When printing (not on a terminal, or --json): the first\nN repositories, loading next pages until there are N\n(or no more); without it, the first page"),
            .demo,
            .baseURL(default: "https://api.github.com"),
            .apiCache,
            .fresh,
            .mouse,
        ] + CommandLineSpec.Option.webOptions,
        sections: [
            """
            Keys:
              typing           Search as you type (1 s throttle)
              Tab              Switch between a user's repositories and a search
              ↓ Enter Esc      Into the list (Esc even an empty one)
              ↑ (first row) /  Edit the search (back to the field)
              ↑ ↓ j k          Move
              PgUp PgDn g G    Page, first, last
              Enter            Details of the repository
              o                Open its page in the browser ($BROWSER, else xdg-open)
              r                Search again
              Esc              Back
              ?                Help
              q                Quit (in the list; in the field, q is typed)
            """,
            """
            Sources:
              --api-cache DIR    recorded answers (no network)
              --demo             made-up repositories of the users ada-lin, harbourlab
                                 and quietcoder (no network)
              otherwise          the GitHub API (--base-url for another server); set
                                 GITHUB_TOKEN for higher rate limits. The token is only
                                 ever sent to https://api.github.com.
            """,
            """
            Data: the last 50 searches' results are kept in $XDG_CACHE_HOME/repo-search
            (default ~/.cache/repo-search), shown at once when typed again, then refreshed.
            """,
        ])
}
