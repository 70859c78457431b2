import Foundation
import RxCore
import RxNetwork
import TweetieCore

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
struct StartupPlan {
    /// Where tweets come from.
    enum Source: Equatable {
        /// The bundled demo data.
        case demo
        /// Recorded responses in a directory.
        case replay(URL)
        /// The live API (at an optional base URL).
        case live(URL?)

        /// The source's databases.
        var timelineSource: TimelineSource {
            switch self {
            case .demo: return .demo
            case .replay: return .cache
            case .live: return .live
            }
        }
    }

    var source: Source
    var list: ListIdentifier
    var api: any TwitterAPIProtocol
    var account: TwitterAccount
    var reachability: ReachabilityType
    /// The list's database file.
    var storeURL: URL
    /// Said after the title ("demo data").
    var note: String?
    /// Seconds between polls; nil fetches once.
    var interval: RxTimeInterval?

    /// The plan for `options`: `--api-cache` replays, credentials in the environment go
    /// live, otherwise the demo data.
    static func make(options: TweetieOptions, environment: [String: String]) throws(StartupError) -> StartupPlan {
        let source: Source
        if let directory = options.apiCache {
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
            note = "demo data"
        case .replay(let directory):
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .apiCacheMissing(path: directory.path)
            }
            list = options.list ?? ListIdentifier(username: "icanzilb", slug: "RxSwift")
            let replay = TwitterAPI.replay(directory: directory)
            guard replay.hasFirstPage(of: list) else {
                throw .unknownList(list, reason: "the --api-cache directory has no recorded timeline for it")
            }
            api = replay
            account = TwitterAccount(fixed: .authorized("replay"))
            reachability = StubReachability(reachable: true)
            note = "recorded"
        case .live(let baseURL):
            guard let chosen = options.list else { throw .liveNeedsList }
            list = chosen
            let live = TwitterAccount(environment: environment, baseURL: baseURL ?? TwitterAPI.defaultBaseURL)
            account = live
            api = TwitterAPI.live(baseURL: baseURL ?? TwitterAPI.defaultBaseURL, account: live)
            reachability = Reachability.shared
        }
        return StartupPlan(
            source: source, list: list, api: api, account: account, reachability: reachability,
            storeURL: TweetieStorage.databaseURL(source: source.timelineSource, list: list,
                                                 in: TweetiePaths(environment: environment).dataDirectory),
            note: note, interval: options.interval > 0 ? .seconds(options.interval) : nil)
    }
}

/// Why `tweetie` cannot start with what it was given; `message` says what to do.
enum StartupError: Error, Equatable, CustomStringConvertible {
    /// The demo data has only its own list.
    case demoHasOneList(requested: ListIdentifier, available: ListIdentifier)
    /// `--api-cache` names no directory.
    case apiCacheMissing(path: String)
    /// `--base-url` without credentials for the live API.
    case baseURLWithoutCredentials
    /// The live API needs `--list`.
    case liveNeedsList
    /// The list is not known to the source.
    case unknownList(ListIdentifier, reason: String)

    /// The exit status: 2 for a command line to fix, 1 for data that is not there.
    var exitStatus: Int32 {
        switch self {
        case .unknownList: return 1
        default: return 2
        }
    }

    var message: String {
        switch self {
        case .demoHasOneList(let requested, let available):
            return "The demo data has only the list @\(available); @\(requested) needs the live API "
                + "(set TWITTER_BEARER_TOKEN, or TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET) or --api-cache DIR."
        case .apiCacheMissing(let path):
            return "--api-cache: \(path) is not a directory."
        case .baseURLWithoutCredentials:
            return "--base-url is for the live API, which needs TWITTER_BEARER_TOKEN (or TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET)."
        case .liveNeedsList:
            return "Which list? Give --list OWNER/SLUG (for example --list icanzilb/RxSwift)."
        case .unknownList(let list, let reason):
            return "Unknown list @\(list): \(reason). Check --list OWNER/SLUG."
        }
    }

    var description: String { message }
}
