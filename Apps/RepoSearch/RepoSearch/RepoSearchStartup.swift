import AppSupport
import Foundation
import RepoSearchCore
import RepoSearchTerminal
import RxNetwork
import RxStore

/// What `repo-search` will ask and where it keeps results, decided from the options and
/// the environment before anything is opened.
public struct RepoSearchStartup: AppStartup {
    /// Where repositories come from: GitHub (live or replayed) or the bundled demo.
    public var api: any GitHubAPIProtocol
    /// The stored queries' database (one per server, and apart for replayed answers).
    public var database: LocalDatabase

    /// The view models' environment once the database opened as `store`.
    public func environment(store: Store) -> RepoSearchEnvironment {
        if let github = api as? GitHubAPI { return .live(api: github, store: store) }
        return .demo(api: api, store: store)
    }

    /// The startup for `options`: `--demo` the bundled demo, `--api-cache` replays, otherwise the live API (at
    /// `--base-url` if given) with `GITHUB_TOKEN`, which only ever goes to GitHub. A
    /// plain run (`plain`) needs something to list.
    static func make(options: RepoSearchOptions, environment: [String: String], paths: AppPaths,
                     plain: Bool) throws(RepoSearchStartupError) -> RepoSearchStartup {
        if plain, options.text == nil { throw .nothingToList(demo: options.demo) }
        let api: any GitHubAPIProtocol
        let file: URL
        if options.demo {
            api = DemoGitHubAPI()
            file = paths.cacheDirectory.appendingPathComponent("demo.sqlite", isDirectory: false)
        } else {
            let github: GitHubAPI
            if let directory = options.apiCache {
                do {
                    try ReplayDirectory.check(directory, program: RepoSearchOptions.commandLine.program)
                } catch {
                    throw .commandLine(error)
                }
                github = GitHubAPI.replay(directory: directory)
            } else {
                github = GitHubAPI.live(server: options.baseURL ?? GitHubAPI.defaultServer,
                                        token: environment["GITHUB_TOKEN"].flatMap { GitHubToken($0) })
            }
            api = github
            file = RepoSearchStorage.databaseURL(server: github.server, replaying: github.replayDirectory != nil, in: paths.cacheDirectory)
        }
        let database = LocalDatabase(url: file, schemaVersion: RepoSearchStorage.schemaVersion, migrations: RepoSearchStorage.migrations,
                                     kind: "search database", appName: "Repo search")
        return RepoSearchStartup(api: api, database: database)
    }
}

/// Why `repo-search` cannot start with what it was given; `message` says what to do.
public enum RepoSearchStartupError: AppError, Equatable, CustomStringConvertible {
    /// A value on the command line is not usable (`--api-cache` names no directory).
    case commandLine(CommandLineError)
    /// A plain run (a pipe, `--json`, `TERM=dumb`) without a user or a search; `demo`
    /// when it was `--demo`'s, whose example must be a user the demo knows.
    case nothingToList(demo: Bool)

    /// 2: a command line to fix.
    public var exitStatus: Int32 { 2 }

    public var message: String {
        switch self {
        case .commandLine(let error):
            return error.message
        case .nothingToList(let demo):
            // The demo knows its own users only: `repo-search --demo sferik` finds nothing.
            let example = demo ? "repo-search --demo \(DemoGitHubAPI.userNames.first ?? "ada-lin")" : "repo-search sferik"
            return "What to list? Give a user (\(example)) or --search QUERY when printing instead of showing the screens "
                + "(--json, the output is not a terminal, or TERM is dumb)."
        }
    }

    public var description: String { message }
}
