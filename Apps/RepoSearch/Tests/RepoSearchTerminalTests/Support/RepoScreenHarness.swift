import AppSupport
import Foundation
import LoopbackHTTP
import RepoSearchCore
import RxCore
import RxNetwork
import RxTesting
import TerminalUI
import TestSupport
@testable import RepoSearchTerminal

/// A headless search screen of 80×24 on a real view model: a stub API, a test scheduler
/// in milliseconds (the throttle), the main queue drained for Drivers, and a browser
/// that records the pages it is asked to open.
final class RepoScreenHarness {
    let api = StubGitHubAPI()
    let scheduler = TestScheduler(initialClock: 1_000_000, resolution: 0.001, simulateProcessingDelay: false)
    let reachability = StubReachability(reachable: true)
    let terminal = HeadlessTerminal(width: 80, height: 24)
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let viewModel: RepoSearchViewModel
    let navigation: AppNavigationController
    let screen: RepoSearchViewController
    private let window: Window
    private let renderer: Renderer
    /// Pages the screens asked the browser to open.
    private(set) var opened: [URL] = []
    /// What the browser does; records and succeeds unless a test says otherwise.
    var browserFailure: BrowserError?
    var quitCount = 0

    init(mode: SearchMode = .userRepositories, initialText: String? = nil) {
        viewModel = RepoSearchViewModel(api: api, mode: mode, reachability: reachability, scheduler: scheduler)
        var openPage: PageOpener = { _ in .empty() }
        let now = self.now
        screen = RepoSearchViewController(viewModel: viewModel, initialText: initialText, openPage: { url in openPage(url) },
                                          clock: { now }, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        navigation = AppNavigationController(rootViewController: screen, onQuit: {})
        window = Window(rootViewController: navigation, size: Size(width: 80, height: 24))
        renderer = Renderer(terminal: terminal)
        openPage = { [unowned self] url in
            if let browserFailure { return .error(browserFailure) }
            opened.append(url)
            return .empty()
        }
        navigation.onQuit = { [unowned self] in quitCount += 1 }
        window.makeKeyAndVisible()
        advance()
    }

    /// Runs virtual time forward by `milliseconds` and what the main queue holds.
    func advance(_ milliseconds: Int = 1_100) {
        drainMainQueue()
        scheduler.advanceTo(scheduler.clock + milliseconds)
        drainMainQueue()
    }

    /// Presses keys.
    func press(_ keys: Key...) {
        for key in keys {
            window.processKey(key)
            drainMainQueue()
        }
    }

    /// Types `text` into whatever has the focus, one key a character.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// The screen's rows after a frame is drawn.
    @discardableResult
    func render() -> [String] {
        drainMainQueue()
        window.render(with: renderer)
        return terminal.lines
    }

    /// The whole screen as one string.
    var screenText: String { render().joined(separator: "\n") }

    /// The top screen.
    var top: ViewController? { navigation.topViewController }
}

/// Pages made from the recorded GitHub answers.
enum FixturePages {
    /// sferik's 30 repositories, with a next page and the recorded rate limit.
    static func sferik() throws -> RepoPage {
        let exchange = try RecordingFormats.vcrCassette(at: GitHubFixtures.file(GitHubFixtures.userRepositories))[0]
        let repos = try DecodedRepos(arrayData: exchange.body).repos
        return RepoPage(repos: repos, next: URL(string: "https://api.github.com/user/10308/repos?page=2"),
                        rateLimit: GitHubRateLimit(resource: .core, limit: 60, remaining: 59, reset: nil))
    }

    /// The last page of another user (3 repositories).
    static func lastPage() throws -> RepoPage {
        let exchange = try RecordingFormats.bodyWithMeta(at: GitHubFixtures.file(GitHubFixtures.lastPage))
        return RepoPage(repos: try DecodedRepos(arrayData: exchange.body).repos)
    }
}
