import AppSupport
import Foundation
import RxCore
import RxNetwork
import RxStore
import TerminalUI
import TweetieCore
import TweetieTerminal

/// Whether the environment holds credentials for the live API.
func hasLiveCredentials(_ environment: [String: String]) -> Bool {
    if let token = environment["TWITTER_BEARER_TOKEN"], !token.isEmpty { return true }
    if let key = environment["TWITTER_CONSUMER_KEY"], !key.isEmpty,
       let secret = environment["TWITTER_CONSUMER_SECRET"], !secret.isEmpty { return true }
    return false
}

/// What `tweetie` will read and from where, decided from the options and environment
/// before anything is opened: the source, its API and account, the list and where its
/// tweets are stored.
public struct TweetieStartup: AppStartup {
    /// Where tweets come from.
    enum Source: Equatable {
        /// The bundled demo data.
        case demo
        /// Recorded responses in a directory.
        case replay(URL)
        /// The live API (at an optional base URL).
        case live(URL?)
        /// A Bluesky list from its AppView (at an optional base URL).
        case bluesky(URL?)
        /// A Bluesky list from recorded answers in a directory.
        case blueskyReplay(URL)

        /// The source as `--json`'s envelope names it.
        var json: JSONEnvelope.Source {
            switch self {
            case .demo: return .demo
            case .replay(let directory), .blueskyReplay(let directory): return .recording(directory)
            case .live(let baseURL): return .live(baseURL ?? TwitterAPI.defaultBaseURL)
            case .bluesky(let baseURL): return .live(baseURL ?? BlueskyAPI.defaultBaseURL)
            }
        }

        /// The source's databases.
        var timelineSource: TimelineSource {
            switch self {
            case .demo: return .demo
            case .replay: return .cache
            case .live: return .live
            case .bluesky: return .bluesky
            case .blueskyReplay: return .blueskyCache
            }
        }
    }

    var source: Source
    var list: ListIdentifier
    var api: any TwitterAPIProtocol
    var account: TwitterAccount
    var reachability: ReachabilityType
    /// The list's database.
    public var database: LocalDatabase
    /// Said after the title ("demo data").
    var note: String?
    /// Seconds between polls; nil fetches once.
    var interval: RxTimeInterval?

    /// The view models' environment over the opened `store`, polling every `interval`
    /// (the plan's; nil fetches once, as a pipe does).
    func environment(store: Store, interval: RxTimeInterval?) -> TweetieEnvironment {
        .live(api: api, account: account, store: store, reachability: reachability, interval: interval, note: note,
              sanitize: { sanitize($0) })
    }

    /// The plan for `options`: `--demo` the demo data, `--api-cache` replays, credentials
    /// in the environment go live, otherwise the demo data; files go where `paths` say.
    static func make(options: TweetieOptions, environment: [String: String],
                     paths: AppPaths? = nil) throws(TweetieStartupError) -> TweetieStartup {
        let paths = paths ?? AppPaths(appName: TweetieOptions.commandLine.program, environment: environment)
        if let list = options.bluesky { return try bluesky(list, options: options, paths: paths) }
        let source: Source
        if options.demo {
            source = .demo
        } else if let directory = options.apiCache {
            source = .replay(directory)
        } else if hasLiveCredentials(environment) {
            source = .live(options.baseURL)
        } else {
            if options.baseURL != nil { throw .baseURLWithoutCredentials }
            source = .demo
        }

        let list: ListIdentifier
        let api: any TwitterAPIProtocol
        let account: TwitterAccount
        let reachability: ReachabilityType
        var note: String?
        switch source {
        case .demo:
            list = options.list ?? DemoData.list
            guard list == DemoData.list else { throw .demoHasOneList(requested: list, available: DemoData.list) }
            api = DemoTwitterAPI()
            account = DemoTwitterAPI.account()
            reachability = StubReachability(reachable: true)
            note = TweetieEnvironment.Note.demo
        case .replay(let directory):
            do {
                try ReplayDirectory.check(directory, program: TweetieOptions.commandLine.program)
            } catch {
                throw .commandLine(error)
            }
            list = options.list ?? ListIdentifier(username: "icanzilb", slug: "RxSwift")
            let replay = TwitterAPI.replay(directory: directory)
            guard replay.hasFirstPage(of: list) else {
                throw .unknownList(list, reason: "the --api-cache directory has no recorded timeline for it")
            }
            api = replay
            account = TwitterAccount(fixed: .authorized("replay"))
            reachability = StubReachability(reachable: true)
            note = TweetieEnvironment.Note.recorded
        case .live(let baseURL):
            guard let chosen = options.list else { throw .liveNeedsList }
            if let baseURL, let origin = Origin(baseURL), !origin.mayCarryCredentials {
                // RxNetwork would refuse each request; say so once, before anything starts.
                throw .insecureBaseURL(baseURL)
            }
            list = chosen
            let tokenStore = FileTokenStore(file: paths.configDirectory.appendingPathComponent("bearer-token"))
            if environment["TWITTER_BEARER_TOKEN", default: ""].isEmpty {
                // The saved token will be read: refuse one others can read now, with how to fix it.
                do throws(TokenStoreError) { try tokenStore.verify() } catch { throw .tokenFile(error) }
            }
            let live = TwitterAccount(environment: environment, tokenStore: tokenStore, baseURL: baseURL ?? TwitterAPI.defaultBaseURL)
            account = live
            api = TwitterAPI.live(baseURL: baseURL ?? TwitterAPI.defaultBaseURL, account: live)
            reachability = Reachability.shared
        case .bluesky, .blueskyReplay:
            preconditionFailure("Bluesky sources are planned by TweetieStartup.bluesky")
        }
        return TweetieStartup(
            source: source, list: list, api: api, account: account, reachability: reachability,
            database: TweetieStorage.localDatabase(at: TweetieStorage.databaseURL(source: source.timelineSource, list: list,
                                                                                  in: paths.dataDirectory)),
            note: note, interval: options.pollInterval)
    }
}

extension TweetieStorage {
    /// The reader's database at `url` as AppSupport opens it (checked at start, moved
    /// aside when damaged), called a "tweet database" or, for Bluesky, a "post database".
    /// The first frame reads every stored row (10,000 Bluesky posts are a file of several
    /// MB): through a memory map, without a `pread` and a copy per page.
    static func localDatabase(at url: URL, noun: PostNoun = .tweet) -> LocalDatabase {
        var database = LocalDatabase(url: url, schemaVersion: schemaVersion, migrations: migrations, applicationID: applicationID,
                                     kind: "\(noun.singular) database", appName: "Tweetie")
        database.memoryMapSize = 256 << 20
        return database
    }
}

/// Why `tweetie` cannot start with what it was given; `message` says what to do.
public enum TweetieStartupError: AppError, Equatable, CustomStringConvertible {
    /// The demo data has only its own list.
    case demoHasOneList(requested: ListIdentifier, available: ListIdentifier)
    /// A value on the command line is not usable (`--api-cache` names no directory).
    case commandLine(CommandLineError)
    /// `--base-url` without credentials for the live API.
    case baseURLWithoutCredentials
    /// The live API needs `--list`.
    case liveNeedsList
    /// The list is not known to the source.
    case unknownList(ListIdentifier, reason: String)
    /// The Bluesky list is not known to the source.
    case unknownBlueskyList(BlueskyList, reason: String)
    /// The saved token's file must not be used (readable by others, not the user's).
    case tokenFile(TokenStoreError)
    /// `--base-url` is plain HTTP to another machine: credentials would travel unencrypted.
    case insecureBaseURL(URL)

    /// The exit status: 2 for a command line to fix, 1 for data that is not there.
    public var exitStatus: Int32 {
        switch self {
        case .unknownList, .unknownBlueskyList, .tokenFile: return 1
        default: return 2
        }
    }

    public var message: String {
        switch self {
        case .demoHasOneList(let requested, let available):
            return "The demo data has only the list @\(available); @\(requested) needs the live API "
                + "(set TWITTER_BEARER_TOKEN, or TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET) or --api-cache DIR."
        case .commandLine(let error):
            return error.message
        case .baseURLWithoutCredentials:
            return "--base-url is for the live API, which needs TWITTER_BEARER_TOKEN (or TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET)."
        case .liveNeedsList:
            return "Which list? Give --list OWNER/SLUG (for example --list icanzilb/RxSwift)."
        case .unknownList(let list, let reason):
            return "Unknown list @\(list): \(reason). Check --list OWNER/SLUG."
        case .unknownBlueskyList(let list, let reason):
            return "Unknown Bluesky list \(list): \(reason). Check --bluesky."
        case .tokenFile(let error):
            return error.message
        case .insecureBaseURL(let url):
            return "--base-url \(Redaction.url(url)): credentials are not sent over plain http:// except to this machine "
                + "(localhost, 127.0.0.1, ::1); use an https:// URL."
        }
    }

    public var description: String { message }
}
