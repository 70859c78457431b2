import Foundation
import XCTest
import AppCoreSupport
import RxCore
import RxNetwork
import RxStore
import RxTesting
@testable import RepoSearchCore

/// The search view model in virtual time (1 tick = 1 ms) against a scripted GitHub.
final class RepoSearchViewModelTests: RepoSearchTestCase {
    // MARK: - Throttle, distinct, latest

    func test_aBurstOfKeystrokesWithinOneSecond_sendsTheFirstAndTheLast() {
        let viewModel = makeViewModel()
        let repos = record(viewModel.repos.map { $0.map(\.id) })
        api.respond(TestRepos.page([1]))
        api.respond(TestRepos.page([2, 3]))
        for (index, text) in ["s", "sf", "sfe", "sfer", "sferi", "sferik"].enumerated() {
            type(text, into: viewModel, at: TestTime(index * 100))
        }
        advance(to: 3_000)
        XCTAssertEqual(api.asked, ["s", "sferik"])
        XCTAssertEqual(api.times, [at(0), at(1_000)])
        XCTAssertEqual(repos.events.last, .next(at(1_100), [2, 3]))
    }

    func test_typingForSeconds_sendsAtMostOneQueryASecond() {
        let viewModel = makeViewModel()
        let word = "reactiveswiftmvvm"
        for index in 1...word.count {
            type(String(word.prefix(index)), into: viewModel, at: TestTime(index * 150))
        }
        advance(to: 5_000)
        // 150 ms ... 2,550 ms of typing: at once, then at the end of each 1 s window.
        XCTAssertEqual(api.times, [at(150), at(1_150), at(2_150), at(3_150)])
        XCTAssertEqual(api.asked.last, word)
    }

    func test_theSameTextTwice_sendsOneRequest() {
        let viewModel = makeViewModel()
        api.respond(TestRepos.page([1]))
        type("sferik", into: viewModel, at: 0)
        type("sferi", into: viewModel, at: 300)
        type("sferik", into: viewModel, at: 600)
        type("sferik ", into: viewModel, at: 5_000)
        advance(to: 7_000)
        XCTAssertEqual(api.asked, ["sferik"])
    }

    func test_aSlowAnswerToAnOldKeyword_neverReplacesTheNewer_andIsCancelled() {
        let viewModel = makeViewModel()
        let repos = record(viewModel.repos.map { $0.map(\.id) })
        api.respond(TestRepos.page([1]), after: 5_000)
        api.respond(TestRepos.page([2]), after: 100)
        type("alice", into: viewModel, at: 0)
        type("bob", into: viewModel, at: 2_000)
        advance(to: 10_000)
        XCTAssertEqual(api.asked, ["alice", "bob"])
        XCTAssertEqual(repos.events.map(\.value.element), [[], [2]])
        XCTAssertEqual(api.requests[0].subscriptions, [Subscription(at(0), at(2_000))])
    }

    // MARK: - States

    func test_states_loadingThenLoaded_andEmptyWithItsMessage() {
        let viewModel = makeViewModel()
        let states = record(viewModel.state)
        let messages = record(viewModel.message.map { $0?.text })
        api.respond(TestRepos.page([1]))
        api.respond(TestRepos.page([]))
        type("ann", into: viewModel, at: 0)
        type("bo", into: viewModel, at: 2_000)
        advance(to: 3_000)
        XCTAssertEqual(states.events, [.next(at(0), .idle), .next(at(0), .loading), .next(at(100), .loaded),
                                       .next(at(2_000), .loading), .next(at(2_100), .empty)])
        XCTAssertEqual(messages.events.compactMap(\.value.element), [nil, "Loading ann's repositories…", nil,
                                                              "Loading bo's repositories…", "bo has no public repositories."])
    }

    func test_searchWithNoResults_saysNothingMatches() {
        let viewModel = makeViewModel(mode: .repositorySearch)
        api.respond(TestRepos.page([], totalCount: 0))
        type("doesnotexist", into: viewModel, at: 0)
        advance(to: 1_000)
        XCTAssertEqual(viewModel.currentResults.state, .empty)
        XCTAssertEqual(viewModel.currentResults.message, "No repositories match doesnotexist.")
        XCTAssertEqual(api.calls.first?.mode, .repositorySearch)
    }

    func test_unknownUser_isNotFound_andEmptiesTheList() {
        let viewModel = makeViewModel()
        api.respond(TestRepos.page([1]))
        api.fail(.userNotFound("nobody"))
        type("ann", into: viewModel, at: 0)
        type("nobody", into: viewModel, at: 2_000)
        advance(to: 3_000)
        XCTAssertEqual(viewModel.currentResults.state, .notFound)
        XCTAssertEqual(viewModel.currentResults.repos, [])
        XCTAssertEqual(viewModel.currentResults.message, "No GitHub user named nobody.")
    }

    func test_aNameThatCannotBeALogin_isNotFound_withoutARequest() {
        let viewModel = makeViewModel()
        type("no such/user", into: viewModel, at: 0)
        advance(to: 1_000)
        XCTAssertEqual(viewModel.currentResults.state, .notFound)
        XCTAssertEqual(api.calls, [])
    }

    func test_rateLimited_showsUntilWhen_andKeepsTheList() {
        let viewModel = makeViewModel()
        api.respond(TestRepos.page([1, 2]))
        api.fail(.rateLimited(until: date(62_000), resource: .core))
        type("ann", into: viewModel, at: 0)
        type("bob", into: viewModel, at: 2_000)
        advance(to: 3_000)
        XCTAssertEqual(viewModel.currentResults.state, .rateLimited(until: date(62_000)))
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2])
        XCTAssertEqual(viewModel.currentResults.message?.contains("rate limited until \(GitHubError.clockTime(date(62_000)))"), true)
    }

    func test_otherFailures_areShown_andKeepTheList() {
        let viewModel = makeViewModel()
        let states = record(viewModel.state)
        api.respond(TestRepos.page([1, 2]))
        api.fail(.offline(host: "api.github.com"))
        api.fail(.malformedResponse("truncated"))
        type("ann", into: viewModel, at: 0)
        type("bob", into: viewModel, at: 2_000)
        type("cid", into: viewModel, at: 4_000)
        advance(to: 5_000)
        XCTAssertEqual(states.events.map(\.value.element).suffix(4), [
            .loading, .failed(GitHubError.offline(host: "api.github.com").message),
            .loading, .failed(GitHubError.malformedResponse("truncated").message),
        ])
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2])
    }

    func test_clearingTheField_isIdle_withAnEmptyList() {
        let viewModel = makeViewModel()
        api.respond(TestRepos.page([1]))
        type("ann", into: viewModel, at: 0)
        type("   ", into: viewModel, at: 2_000)
        advance(to: 3_000)
        XCTAssertEqual(viewModel.currentResults.state, .idle)
        XCTAssertEqual(viewModel.currentResults.repos, [])
        XCTAssertNil(viewModel.currentResults.message)
        XCTAssertEqual(api.asked, ["ann"])
    }

    // MARK: - Rate limits

    func test_whileRateLimited_noRequestIsSent_andTheQueryIsAskedWhenTheLimitResets() {
        let viewModel = makeViewModel()
        api.fail(.rateLimited(until: date(60_000), resource: .core))
        api.respond(TestRepos.page([5]))
        type("ann", into: viewModel, at: 0)
        type("bob", into: viewModel, at: 2_000)
        advance(to: 59_999)
        XCTAssertEqual(api.asked, ["ann"])
        XCTAssertEqual(viewModel.currentResults.state, .rateLimited(until: date(60_000)))
        XCTAssertEqual(viewModel.currentResults.query?.text, "bob")
        advance(to: 61_000)
        XCTAssertEqual(api.asked, ["ann", "bob"])
        XCTAssertEqual(api.times.last, at(60_000))
        XCTAssertEqual(viewModel.currentResults.state, .loaded)
    }

    func test_aPageWithNoRequestsLeft_holdsTheNextQueryUntilTheReset_searchCountsApart() {
        let viewModel = makeViewModel()
        let rateLimits = record(viewModel.rateLimit)
        let exhausted = GitHubRateLimit(resource: .core, limit: 60, remaining: 0, reset: date(30_000))
        api.respond(TestRepos.page([1], rateLimit: exhausted))
        api.respond(TestRepos.page([2]))
        api.respond(TestRepos.page([3]))
        type("ann", into: viewModel, at: 0)
        type("bob", into: viewModel, at: 2_000)
        advance(to: 2_500)
        XCTAssertEqual(api.asked, ["ann"])
        XCTAssertEqual(viewModel.currentResults.state, .rateLimited(until: date(30_000)))
        scheduler.scheduleAt(at(3_000)) { viewModel.switchMode.accept(()) }
        advance(to: 3_500)
        XCTAssertEqual(api.calls.last, GitHubTestAPI.Call(time: at(3_000), asked: "bob", mode: .repositorySearch),
                       "the search counter is not used up")
        XCTAssertEqual(rateLimits.events.first?.value.element, .some(nil))
        XCTAssertTrue(rateLimits.events.contains { $0.value.element == .some(exhausted) })
    }

    // MARK: - Paging

    func test_paging_appendsInOrderWithoutDuplicates_oneRequestAtATime_untilTheLastPage() {
        let viewModel = makeViewModel()
        let loadingMore = record(viewModel.isLoadingMore)
        let repos = record(viewModel.repos.map { $0.map(\.id) })
        api.respond(TestRepos.page([1, 2, 3], next: 2))
        api.respond(TestRepos.page([3, 4, 5], next: 3))
        api.respond(TestRepos.page([6]))
        type("ann", into: viewModel, at: 0)
        for time: TestTime in [50, 500, 550, 700, 710, 900] {
            scheduler.scheduleAt(at(time)) { viewModel.loadNextPage.accept(()) }
        }
        advance(to: 2_000)
        XCTAssertEqual(api.asked, ["ann", TestRepos.nextURL(2).absoluteString, TestRepos.nextURL(3).absoluteString])
        XCTAssertEqual(api.times, [at(0), at(500), at(700)])
        XCTAssertEqual(repos.events.map(\.value.element), [[], [1, 2, 3], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]])
        XCTAssertEqual(loadingMore.events, [.next(at(0), false), .next(at(500), true), .next(at(600), false),
                                            .next(at(700), true), .next(at(800), false)])
        XCTAssertFalse(viewModel.currentResults.hasMore)
    }

    func test_unreadableElements_areCountedOverThePages_andANewQueryCountsAgain() {
        let viewModel = makeViewModel()
        var first = TestRepos.page([1, 2], next: 2)
        first.skipped = 2
        var second = TestRepos.page([3])
        second.skipped = 1
        second.isIncomplete = true
        api.respond(first)
        api.respond(second)
        api.respond(TestRepos.page([9]))
        type("ann", into: viewModel, at: 0)
        scheduler.scheduleAt(at(500)) { viewModel.loadNextPage.accept(()) }
        advance(to: 1_000)
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2, 3])
        XCTAssertEqual(viewModel.currentResults.skipped, 3)
        XCTAssertTrue(viewModel.currentResults.isIncomplete)
        type("bob", into: viewModel, at: 2_000)
        advance(to: 4_000)
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [9])
        XCTAssertEqual(viewModel.currentResults.skipped, 0)
        XCTAssertFalse(viewModel.currentResults.isIncomplete)
    }

    func test_aFailedPage_keepsTheList_andScrollingAgainAsksItAgain() {
        let viewModel = makeViewModel()
        api.respond(TestRepos.page([1, 2], next: 2))
        api.fail(.network("the connection to api.github.com was lost"))
        api.respond(TestRepos.page([3]))
        type("ann", into: viewModel, at: 0)
        scheduler.scheduleAt(at(500)) { viewModel.loadNextPage.accept(()) }
        advance(to: 700)
        XCTAssertEqual(viewModel.currentResults.state, .failed(GitHubError.network("the connection to api.github.com was lost").message))
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2])
        XCTAssertFalse(viewModel.currentResults.isLoadingMore)
        scheduler.scheduleAt(at(800)) { viewModel.loadNextPage.accept(()) }
        advance(to: 1_000)
        XCTAssertEqual(api.asked.suffix(2), [TestRepos.nextURL(2).absoluteString, TestRepos.nextURL(2).absoluteString])
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2, 3])
        XCTAssertEqual(viewModel.currentResults.state, .loaded)
    }

    func test_aNewQuery_dropsThePagingOfTheOld() {
        let viewModel = makeViewModel()
        api.respond(TestRepos.page([1], next: 2))
        api.respond(TestRepos.page([7]), after: 1_000)
        type("ann", into: viewModel, at: 0)
        type("bob", into: viewModel, at: 2_000)
        scheduler.scheduleAt(at(2_500)) { viewModel.loadNextPage.accept(()) }
        advance(to: 4_000)
        XCTAssertEqual(api.asked, ["ann", "bob"])
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [7])
    }

    // MARK: - Mode

    func test_tab_switchesMode_andAsksTheSameTextAtOnce() {
        let viewModel = makeViewModel()
        let modes = record(viewModel.mode)
        api.respond(TestRepos.page([1]))
        api.respond(TestRepos.page([2], totalCount: 1))
        type("swift", into: viewModel, at: 0)
        scheduler.scheduleAt(at(300)) { viewModel.switchMode.accept(()) }
        advance(to: 1_000)
        XCTAssertEqual(api.calls, [GitHubTestAPI.Call(time: at(0), asked: "swift", mode: .userRepositories),
                                   GitHubTestAPI.Call(time: at(300), asked: "swift", mode: .repositorySearch)])
        XCTAssertEqual(modes.events, [.next(at(0), .userRepositories), .next(at(300), .repositorySearch)])
        XCTAssertEqual(viewModel.currentResults.totalCount, 1)
    }

    func test_refresh_asksTheCurrentQueryAgain() {
        let viewModel = makeViewModel()
        api.respond(TestRepos.page([1]))
        api.respond(TestRepos.page([1, 2]))
        type("ann", into: viewModel, at: 0)
        scheduler.scheduleAt(at(500)) { viewModel.refresh.accept(()) }
        advance(to: 1_000)
        XCTAssertEqual(api.times, [at(0), at(500)])
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2])
    }

    // MARK: - Stored queries

    func test_aQueryTypedAgain_showsItsStoredResultsAtOnce_thenTheRefreshedOnes() throws {
        let recent = RecentQueries(store: try Store(configuration: .inMemory()))
        let viewModel = makeViewModel(storage: recent)
        let repos = record(viewModel.repos.map { $0.map(\.id) })
        api.respond(TestRepos.page([1, 2]))
        api.respond(TestRepos.page([3]))
        api.respond(TestRepos.page([1, 2, 7]), after: 500)
        type("ann", into: viewModel, at: 0)
        type("bob", into: viewModel, at: 2_000)
        type("Ann", into: viewModel, at: 4_000)
        advance(to: 5_000)
        XCTAssertEqual(repos.events, [.next(at(0), []), .next(at(100), [1, 2]), .next(at(2_100), [3]),
                                      .next(at(4_000), [1, 2]), .next(at(4_500), [1, 2, 7])])
        XCTAssertEqual(try recent.all().map(\.text), ["Ann", "bob"])
        XCTAssertEqual(try recent.results(for: SearchQuery(mode: .userRepositories, text: "ann"))?.repos.map(\.id), [1, 2, 7])
    }

    func test_onlyTheFirstPageIsStored_laterPagesAreFetchedAgain() throws {
        let recent = RecentQueries(store: try Store(configuration: .inMemory()))
        let viewModel = makeViewModel(storage: recent)
        api.respond(TestRepos.page([1, 2], next: 2))
        api.respond(TestRepos.page([3], next: 3))
        type("ann", into: viewModel, at: 0)
        scheduler.scheduleAt(at(500)) { viewModel.loadNextPage.accept(()) }
        advance(to: 1_000)
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2, 3])
        let stored = try XCTUnwrap(recent.results(for: SearchQuery(mode: .userRepositories, text: "ann")))
        XCTAssertEqual(stored.repos.map(\.id), [1, 2])
        XCTAssertEqual(stored.nextPage, TestRepos.nextURL(2))
    }

    func test_storedResults_surviveTheApp_inARealFile_withTheirNextPage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.url.appendingPathComponent("repo-search.sqlite")
        do {
            let viewModel = makeViewModel(storage: RecentQueries(store: try Store(url: url)))
            api.respond(TestRepos.page([1, 2], next: 2))
            type("ann", into: viewModel, at: 0)
            advance(to: 500)
        }
        let viewModel = makeViewModel(storage: RecentQueries(store: try Store(url: url)))
        type("ann", into: viewModel, at: 1_000)
        advance(to: 1_050)
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2])
        XCTAssertEqual(viewModel.currentResults.nextPage, TestRepos.nextURL(2))
        XCTAssertEqual(viewModel.currentResults.state, .loading, "shown while it is refreshed")
    }

    func test_aStoreThatRefusesWrites_isReported_inAnErrorBanner_andTheResultsStillShow() throws {
        let viewModel = makeViewModel(storage: try refusingStorage())
        let problems = record(viewModel.storageProblem)
        let banners = record(viewModel.banner)
        api.respond(TestRepos.page([1]))
        type("ann", into: viewModel, at: 0)
        advance(to: 500)
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1])
        XCTAssertEqual(problems.events.count, 2)
        let problem = problems.events.last?.value.element ?? nil
        XCTAssertEqual(problem?.hasPrefix("The saved searches could not be used: "), true)
        XCTAssertEqual(banners.events.last?.value.element, .some(problem.map { .error($0) }), "the query has nothing to say, the storage has")
    }

    // MARK: - Network

    func test_backOnlineAfterAFailure_asksTheQueryAgain_butNotAfterASuccess() {
        let reachability = StubReachability(reachable: true)
        let viewModel = RepoSearchViewModel(environment: environment(reachability: reachability))
        let offline = record(viewModel.isOffline)
        api.fail(.offline(host: "api.github.com"))
        api.respond(TestRepos.page([1]))
        type("ann", into: viewModel, at: 0)
        scheduler.scheduleAt(at(1_000)) { reachability.isReachable = false }
        scheduler.scheduleAt(at(2_000)) { reachability.isReachable = true }
        scheduler.scheduleAt(at(3_000)) { reachability.isReachable = false }
        scheduler.scheduleAt(at(4_000)) { reachability.isReachable = true }
        advance(to: 5_000)
        XCTAssertEqual(api.times, [at(0), at(2_000)])
        XCTAssertEqual(viewModel.currentResults.state, .loaded)
        XCTAssertEqual(offline.events.compactMap(\.value.element), [false, true, false, true, false])
    }

    // MARK: - Detail

    func test_theDetail_listsEveryField_opensItsPage_andSaysHowThatWent() {
        let repo = TestRepos.repo(9)
        let detail = RepoDetailViewModel(repo: repo)
        let opened = record(detail.openURL)
        let fields = record(detail.fields)
        let banners = record(detail.banner)
        scheduler.scheduleAt(at(30)) { detail.openInBrowser.accept(()) }
        scheduler.scheduleAt(at(35)) { detail.browserBanner.accept(.info("Opened https://github.com/ann/repo-9 in the browser.")) }
        advance(to: 40)
        XCTAssertEqual(opened.events, [.next(at(30), repo.htmlURL)])
        XCTAssertEqual(banners.events.map(\.value.element), [.some(nil), .info("Opened https://github.com/ann/repo-9 in the browser.")])
        let shown = fields.events.first?.value.element ?? []
        XCTAssertEqual(shown.map(\.label), ["Name", "Full name", "Owner", "Description", "Language", "Stars", "Forks",
                                            "Open issues", "Kind", "Topics", "Updated", "URL"])
        XCTAssertEqual(shown.first { $0.label == "Stars" }?.value, "9")
        XCTAssertEqual(shown.last?.value, "https://github.com/ann/repo-9")
        XCTAssertEqual(shown.filter { $0.link != nil }.map(\.label), ["URL"], "only the page's address is a link")
        XCTAssertEqual(shown.last?.link, repo.htmlURL)
    }

    func test_theViewModel_goesAwayWithItsRequests() {
        var viewModel: RepoSearchViewModel? = makeViewModel()
        weak let weakViewModel = viewModel
        api.fail(.rateLimited(until: date(60_000), resource: .core))
        type("ann", into: viewModel!, at: 0)
        advance(to: 500)
        viewModel = nil
        XCTAssertNil(weakViewModel)
        advance(to: 70_000)
        XCTAssertEqual(api.asked, ["ann"], "the retry after the reset went with it")
    }
}
