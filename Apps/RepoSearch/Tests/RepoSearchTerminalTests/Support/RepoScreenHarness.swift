import AppSupport
import Foundation
import LoopbackHTTP
import RepoSearchCore
import RxCore
import RxNetwork
import RxStore
import RxTesting
import TerminalUI
import TestSupport
@testable import RepoSearchTerminal

/// The search screens in the shared `ScreenHarness` (80×24 unless given), shown by the app's navigator
/// and terminal presenter as the app shows them, on a real view model: a stub API, a
/// reachability the test switches, a test scheduler in milliseconds (the throttle), the
/// relative times counted from a fixed `now`, dates in UTC. Main thread only.
final class RepoScreenHarness: ScreenHarness {
    let api: StubGitHubAPI
    let reachability: StubReachability
    /// What "updated 3d" is counted from.
    let now: Date
    let navigator: Navigator

    init(mode: SearchMode = .userRepositories, initialText: String? = nil, size: Size = Size(width: 80, height: 24)) throws {
        let scheduler = TestScheduler(initialClock: 1_000_000, resolution: 0.001, simulateProcessingDelay: false)
        let api = StubGitHubAPI()
        let reachability = StubReachability(reachable: true)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        self.now = now
        self.api = api
        self.reachability = reachability
        navigator = Navigator(environment: RepoSearchEnvironment(
            api: api, storage: RecentQueries(store: try Store(configuration: .inMemory())), reachability: reachability,
            scheduler: scheduler, storageScheduler: scheduler, now: { now }, timeZone: TimeZone(secondsFromGMT: 0) ?? .current))
        try super.init(appName: "repo-search", size: size, scheduler: scheduler)
        _ = TerminalPresenter(navigator: navigator, navigationController: navigationController, openPage: browser.open)
        navigator.show(segue: .search(text: initialText, mode: mode))
        elapse()
    }

    /// The search screen (the root).
    var viewController: RepoSearchViewController {
        guard let screen = navigationController.viewControllers.first as? RepoSearchViewController else {
            preconditionFailure("the navigator shows the search screen first")
        }
        return screen
    }

    /// The search screen's view model.
    var viewModel: RepoSearchViewModel { viewController.viewModel }

    /// Runs virtual time forward by `milliseconds` in one step (past the 1 s throttle by
    /// default), with what the main queue holds before and after.
    func elapse(_ milliseconds: Int = 1_100) {
        render()
        scheduler.advanceTo(scheduler.clock + milliseconds)
        render()
    }
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
