import AppSupport
import Foundation
import RxCore
import RxNetwork
import RxStore
import RxTesting
import TerminalUI
import TestSupport
import TweetieCore
@testable import TweetieTerminal

/// The reader's screens in the shared `ScreenHarness` (80×24), shown by its navigator and
/// terminal presenter as the app shows them: a stub API, a store in the harness's
/// directory, the fetchers on the harness's test scheduler, a reachable stub network.
///
/// The wall clock starts at `now` and moves only when a test sets `wallClock.now`;
/// dates are written in UTC. Links open nowhere until a test sets `presenter.openPage`.
final class TweetieScreenHarness: ScreenHarness {
    static let list = ListIdentifier(username: "icanzilb", slug: "RxSwift")
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    /// What the screens take as the current time (relative times).
    let wallClock = ManualClock(now: Date(timeIntervalSince1970: 1_700_000_000))
    let api = StubTwitterAPI()
    let reachability = StubReachability(reachable: true)
    let account: TwitterAccount
    let store: Store
    let navigator: Navigator
    /// The presenter the navigator keeps (made once the stack exists).
    private(set) var presenter: TerminalPresenter!

    /// - Parameters:
    ///   - status: the account's.
    ///   - interval: the time between polls (nil: one fetch, as `--interval 0`).
    ///   - size: the terminal's size.
    init(status: TwitterAccount.AccountStatus = .authorized("token"), interval: RxTimeInterval? = .seconds(30),
         size: Size = Size(width: 80, height: 24)) throws {
        let directory = try ScreenHarness.temporaryDirectory(appName: "tweetie")
        store = try Store(url: directory.appendingPathComponent("tweets.sqlite"))
        account = TwitterAccount(fixed: status)
        let scheduler = TestScheduler(initialClock: 0)
        let wallClock = self.wallClock
        navigator = Navigator(environment: TweetieEnvironment(
            api: api, storage: TimelineStorage(store: store), account: account.default, reachability: reachability,
            scheduler: scheduler, now: { wallClock.now }, interval: interval, timeZone: TimeZone(secondsFromGMT: 0) ?? .current,
            sanitize: { sanitize($0) }))
        try super.init(appName: "tweetie", directory: directory, size: size, scheduler: scheduler)
        presenter = TerminalPresenter(navigator: navigator, navigationController: navigationController)
        session.navigator = navigator
    }

    /// Shows the list timeline as the root and lets the first fetch run.
    func showTimeline() {
        navigator.show(segue: .listTimeline(Self.list))
        advance()
    }

    /// Stores tweets directly (as an earlier run would have).
    func storeTweets(_ tweets: [Tweet]) throws {
        try store.add(tweets, update: .all)
    }

    func tweetJSON(id: Int64, text: String, minutesAgo: Double, name: String = "Ada Lovelace", screenName: String = "ada") -> JSONObject {
        TweetJSON.tweet(id: id, text: text, name: name, screenName: screenName, createdAt: now.addingTimeInterval(-minutesAgo * 60))
    }
}

/// A wall clock a test moves by hand.
final class ManualClock {
    var now: Date

    init(now: Date) {
        self.now = now
    }
}
