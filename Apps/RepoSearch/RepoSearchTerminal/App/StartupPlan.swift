import AppSupport
import Foundation
import RepoSearchCore
import RxNetwork

/// What `repo-search` will ask and where it keeps results, decided from the options and
/// the environment before anything is opened.
struct StartupPlan {
    /// Where repositories come from.
    var api: GitHubAPI
    /// The stored queries' database.
    var database: LocalDatabase
    /// Whether the network is up (the live API only; a replay needs none).
    var reachability: ReachabilityType?
    /// Said after the title ("recorded", or the server asked).
    var note: String?

    /// The plan for `options`: `--api-cache` replays, otherwise the live API (at
    /// `--base-url` if given) with `GITHUB_TOKEN`, which only ever goes to GitHub.
    static func make(options: RepoSearchOptions, environment: [String: String], paths: AppPaths) throws(CommandLineError) -> StartupPlan {
        let api: GitHubAPI
        var note: String?
        var reachability: ReachabilityType?
        if let directory = options.apiCache {
            try ReplayDirectory.check(directory, program: RepoSearchOptions.commandLine.program)
            api = GitHubAPI.replay(directory: directory)
            note = "recorded"
        } else {
            let server = options.baseURL ?? GitHubAPI.defaultServer
            api = GitHubAPI.live(server: server, token: environment["GITHUB_TOKEN"].flatMap { GitHubToken($0) })
            if options.baseURL != nil { note = server.host }
            reachability = Reachability.shared
        }
        let database = LocalDatabase(
            url: RepoSearchStorage.databaseURL(server: api.server, replaying: api.replayDirectory != nil, in: paths.cacheDirectory),
            schemaVersion: RepoSearchStorage.schemaVersion, migrations: RepoSearchStorage.migrations,
            kind: "search database", appName: "repo-search")
        return StartupPlan(api: api, database: database, reachability: reachability, note: note)
    }
}
