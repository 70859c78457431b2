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

/// Everything a headless screen test needs: a stub API, a store in a temp file, a test
/// scheduler for the fetchers, a navigator with the terminal presenter, and a window of
/// 80×24 that renders into a `HeadlessTerminal`.
///
/// The wall clock starts at `now` and moves only when a test sets `wallClock.now`;
/// dates are written in UTC.
final class ScreenHarness {
    static let list = ListIdentifier(username: "icanzilb", slug: "RxSwift")
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    /// What the screens take as the current time (relative times).
    let wallClock = ManualClock(now: Date(timeIntervalSince1970: 1_700_000_000))
    let api = StubTwitterAPI()
    let scheduler = TestScheduler(initialClock: 0)
    let reachability = StubReachability(reachable: true)
    let directory: URL
    let store: Store
    let presenter: TerminalPresenter
    let navigator: Navigator
    let terminal = HeadlessTerminal(width: 80, height: 24)
    private(set) var window: Window?
    private(set) var renderer: Renderer?
    var quitCount = 0

    init(status: TwitterAccount.AccountStatus = .authorized("token")) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-ui-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        store = try Store(url: directory.appendingPathComponent("tweets.sqlite"))
        let wallClock = self.wallClock
        presenter = TerminalPresenter(clock: { wallClock.now }, timeZone: TimeZone(secondsFromGMT: 0) ?? .current, scheduler: scheduler)
        navigator = Navigator(api: api, store: store,
                              environment: FetchEnvironment(interval: .seconds(30), reachability: reachability, scheduler: scheduler))
        account = TwitterAccount(fixed: status)
        presenter.attach(navigator)
        presenter.onQuit = { [unowned self] in self.quitCount += 1 }
    }

    let account: TwitterAccount

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Shows the list timeline as the root, in a window, and lets the first fetch run.
    func showTimeline() {
        navigator.show(segue: .listTimeline(account.default, Self.list))
        let window = Window(rootViewController: presenter.navigationController, size: Size(width: 80, height: 24))
        window.makeKeyAndVisible()
        self.window = window
        renderer = Renderer(terminal: terminal)
        advance()
    }

    /// Runs what is queued on the main queue (Drivers deliver there), until it is empty.
    ///
    /// XCTest runs on the main thread but not inside a main-queue block, so
    /// `MainScheduler` queues its work; this runs the main run loop until a marker
    /// queued behind that work has run (a few rounds, for work queued by work).
    func drainMainQueue() {
        TestSupport.drainMainQueue()
    }

    /// Runs the test scheduler forward by `seconds` of virtual time, a second at a time.
    func advance(_ seconds: Int = 1) {
        drainMainQueue()
        for _ in 0..<seconds {
            scheduler.advanceTo(scheduler.clock + 1)
            drainMainQueue()
        }
    }

    /// The screen's rows after a frame is drawn into the headless terminal.
    @discardableResult
    func render() -> [String] {
        guard let window, let renderer else { return [] }
        drainMainQueue()
        window.render(with: renderer)
        return terminal.lines
    }

    /// The whole screen as one string.
    var screen: String { render().joined(separator: "\n") }

    /// Presses a key.
    func press(_ key: Key) {
        window?.processKey(key)
        drainMainQueue()
    }

    var navigationController: AppNavigationController? { presenter.navigationController }
    var top: ViewController? { navigationController?.topViewController }

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
