import AppSupport
import Foundation
import RxCore
import RxNetwork
import TweetieCore
import TweetieTerminal

extension TweetieStartup {
    /// The plan for `--bluesky`: the list's recordings with `--api-cache`, else its
    /// AppView (`--base-url`, or the public one). No account or key: the account is
    /// always authorized, and the list's database is `bluesky-<owner>-<rkey>.sqlite`
    /// (`bluesky-cache-…` for recordings), or the one its other address made (an at-URI
    /// and the bsky.app address of one list share one database).
    static func bluesky(_ list: BlueskyList, options: TweetieOptions, paths: AppPaths) throws(TweetieStartupError) -> TweetieStartup {
        let source: Source
        let api: BlueskyAPI
        let reachability: ReachabilityType
        let note: String
        if let directory = options.apiCache {
            do {
                try ReplayDirectory.check(directory, program: TweetieOptions.commandLine.program)
            } catch {
                throw .commandLine(error)
            }
            api = BlueskyAPI.replay(directory: directory)
            guard api.hasFirstPage(of: list) else {
                throw .unknownBlueskyList(list, reason: "the --api-cache directory has no recorded feed for it")
            }
            source = .blueskyReplay(directory)
            reachability = StubReachability(reachable: true)
            note = TweetieEnvironment.Note.blueskyRecorded
        } else {
            source = .bluesky(options.baseURL)
            api = BlueskyAPI.live(baseURL: options.baseURL ?? BlueskyAPI.defaultBaseURL)
            reachability = Reachability.shared
            note = TweetieEnvironment.Note.bluesky
        }
        let found = TweetieStorage.database(ofBlueskyList: list, source: source.timelineSource, in: paths.dataDirectory)
        let database = TweetieStorage.localDatabase(at: found.url, noun: api.postNoun)
        return TweetieStartup(source: source, list: found.list, api: api, account: TwitterAccount(fixed: .authorized("public")),
                           reachability: reachability, database: database, note: note, interval: options.pollInterval)
    }
}

extension TweetieOptions {
    /// The time between polls, nil when `interval` is 0 (fetch once).
    var pollInterval: RxTimeInterval? { interval > 0 ? .seconds(interval) : nil }
}
