import AppCoreSupport
import Foundation
import RxCore
import RxNetwork
import RxStore
import RxTesting
import TestSupport
import XCTest
@testable import RepoSearchCore

/// Everything the search screen says comes from the view model, in virtual time: the
/// title, prompt and placeholder, the banner and what goes first in it, the status line,
/// the "loading more…" row, the actions that apply, and each repository's summary.
final class RepoSearchWordsTests: RepoSearchTestCase {
    /// The last element `observer` recorded.
    private func last<Element>(_ observer: TestableObserver<Element>) -> Element? {
        observer.events.last?.value.element
    }

    /// The elements `observer` recorded, in order.
    private func elements<Element>(_ observer: TestableObserver<Element>) -> [Element] {
        observer.events.compactMap(\.value.element)
    }

    // MARK: - Title, prompt, placeholder

    func test_theTitlePromptAndPlaceholder_followTheMode_andTheTitleNamesTheSource() {
        var environment = environment()
        environment.note = "recorded"
        let viewModel = RepoSearchViewModel(environment: environment)
        let titles = record(viewModel.title)
        let prompts = record(viewModel.prompt)
        let placeholders = record(viewModel.placeholder)
        scheduler.scheduleAt(at(100)) { viewModel.switchMode.accept(()) }
        advance(to: 200)
        XCTAssertEqual(elements(titles), ["GitHub · a user's repositories (recorded)", "GitHub · search repositories (recorded)"])
        XCTAssertEqual(elements(prompts), ["User", "Search"])
        XCTAssertEqual(elements(placeholders), ["a GitHub user name, like sferik", "a search, like tetris language:assembly"])

        let fromGitHub = makeViewModel()
        XCTAssertEqual(last(record(fromGitHub.title)), "GitHub · a user's repositories", "GitHub itself goes unsaid")
    }

    // MARK: - The banner

    func test_theBanner_saysTheQuerysState_errorsAsErrors_andAFailureOffersToTryAgain() {
        let viewModel = makeViewModel()
        let banners = record(viewModel.banner)
        api.respond(TestRepos.page([]), after: 100)
        api.fail(.offline(host: "api.github.com"))
        type("bo", into: viewModel, at: 0)
        type("nobody/x", into: viewModel, at: 2_000)
        type("ann", into: viewModel, at: 4_000)
        advance(to: 5_000)
        XCTAssertEqual(elements(banners), [
            nil,
            .info("Loading bo's repositories…"),
            .info("bo has no public repositories."),
            .info("Loading nobody/x's repositories…"),
            .error("nobody/x cannot be a GitHub user name (only letters, digits and hyphens). Tab searches all repositories."),
            .info("Loading ann's repositories…"),
            .error(GitHubError.offline(host: "api.github.com").message, action: .retry),
        ])
    }

    func test_aRateLimit_isAnError_untilWhenInTheEnvironmentsTimeZone() throws {
        var environment = environment()
        environment.suggestsToken = true
        environment.timeZone = try XCTUnwrap(TimeZone(secondsFromGMT: 2 * 3_600))
        let viewModel = RepoSearchViewModel(environment: environment)
        let banners = record(viewModel.banner)
        api.fail(.rateLimited(until: date(62_000), resource: .core))
        type("ann", into: viewModel, at: 0)
        advance(to: 500)
        let clock = GitHubError.clockTime(date(62_000), timeZone: environment.timeZone)
        XCTAssertEqual(last(banners), .some(.error("GitHub's rate limit is used up: rate limited until \(clock). Set GITHUB_TOKEN for a higher limit.")))
    }

    func test_aRateLimit_suggestsNoToken_whereTheTokenWouldNotBeSent() {
        let viewModel = makeViewModel()
        let banners = record(viewModel.banner)
        let messages = record(viewModel.message)
        api.fail(.rateLimited(until: date(62_000), resource: .core))
        type("ann", into: viewModel, at: 0)
        advance(to: 500)
        let clock = GitHubError.clockTime(date(62_000), timeZone: environment().timeZone)
        XCTAssertEqual(last(banners), .some(.error("GitHub's rate limit is used up: rate limited until \(clock).")))
        XCTAssertEqual(last(messages), last(banners))
    }

    /// A first page whose every element was unreadable said "ann has no public
    /// repositories." and then "Skipped 3 elements…; the others are shown".
    func test_aFirstPageOfOnlyUnreadableElements_saysTheAnswerCouldNotBeRead_andKeepsWhatWasShown() {
        let viewModel = makeViewModel()
        let banners = record(viewModel.banner)
        let omissions = record(viewModel.omissions)
        var unreadable = TestRepos.page([])
        unreadable.skipped = 3
        api.respond(TestRepos.page([1, 2]))
        api.respond(unreadable)
        type("bob", into: viewModel, at: 0)
        type("ann", into: viewModel, at: 2_000)
        advance(to: 3_000)
        let text = "GitHub's answer could not be read: none of its 3 elements is a readable repository. Try again."
        XCTAssertEqual(last(banners), .some(.error(text, action: .retry)))
        XCTAssertEqual(viewModel.currentResults.state, .failed(text))
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2], "what was shown stays")
        XCTAssertEqual(last(omissions), .some(nil), "nothing said to be skipped beside it")
        XCTAssertFalse(elements(banners).contains(.info("ann has no public repositories.")))
        XCTAssertEqual(GitHubError.unreadableRepositories(count: 1).message,
                       "GitHub's answer could not be read: its one element is not a readable repository. Try again.")
    }

    /// Nothing said a request hung: "Loading ann's repositories…" stayed until the
    /// transport gave up. After `slowAfter` (10 s) the banner and the status say so.
    func test_aRequestUnansweredFor10s_saysTheServerIsNotAnswering_untilTheAnswer() {
        let viewModel = makeViewModel()
        let banners = record(viewModel.banner)
        let slow = record(viewModel.isSlow)
        let parts = record(viewModel.statusParts)
        api.respond(TestRepos.page([9]), after: 60_000)
        api.respond(TestRepos.page([1, 2], next: 2), after: 15_000)
        type("ann", into: viewModel, at: 0)
        type("anna", into: viewModel, at: 5_000)
        advance(to: 9_999)
        XCTAssertEqual(last(banners), .some(.info("Loading anna's repositories…")), "a new query does not restart the count")
        advance(to: 10_000)
        XCTAssertEqual(last(banners), .some(.info(RepoSearchViewModel.slowText)))
        XCTAssertEqual(last(parts), ["0 repositories", "not answering"])
        XCTAssertEqual(slow.events, [.next(at(0), false), .next(at(10_000), true)])
        advance(to: 20_000)
        XCTAssertEqual(last(banners), .some(nil), "answered at 20 s (anna's request, sent at 5 s)")
        XCTAssertEqual(last(slow), false)
        XCTAssertEqual(last(parts), ["2+ repositories"])

        // The next page hangs too: said over the list.
        scheduler.scheduleAt(at(21_000)) { viewModel.loadNextPage.accept(()) }
        advance(to: 30_999)
        XCTAssertEqual(last(slow), false)
        advance(to: 31_000)
        XCTAssertEqual(last(banners), .some(.info(RepoSearchViewModel.slowText)))
        XCTAssertEqual(last(parts), ["2+ repositories", "not answering"])
    }

    func test_whatOpeningAPageSaid_comesFirst_untilTheQueryChanges() {
        let viewModel = makeViewModel()
        let banners = record(viewModel.banner)
        api.respond(TestRepos.page([], totalCount: 0))
        api.respond(TestRepos.page([1]))
        type("bo", into: viewModel, at: 0)
        let opened = record(viewModel.openURL)
        scheduler.scheduleAt(at(400)) { viewModel.openRepo.accept(TestRepos.repo(7)) }
        scheduler.scheduleAt(at(500)) { viewModel.browserBanner.accept(.info("Opening https://github.com/x in the browser…")) }
        scheduler.scheduleAt(at(600)) { viewModel.browserBanner.accept(.info("Opened https://github.com/x in the browser.")) }
        type("ann", into: viewModel, at: 2_000)
        advance(to: 3_000)
        XCTAssertEqual(elements(banners).suffix(4), [
            .info("Opening https://github.com/x in the browser…"),
            .info("Opened https://github.com/x in the browser."),
            .info("Loading ann's repositories…"),
            nil,
        ])
        XCTAssertEqual(opened.events, [.next(at(400), TestRepos.repo(7).htmlURL)])
    }

    func test_beingOffline_isSaid_untilTheQueryHasSomethingToSay() {
        let reachability = StubReachability(reachable: true)
        let viewModel = RepoSearchViewModel(environment: environment(reachability: reachability))
        let banners = record(viewModel.banner)
        api.fail(.offline(host: "api.github.com"))
        scheduler.scheduleAt(at(100)) { reachability.isReachable = false }
        type("ann", into: viewModel, at: 1_000)
        advance(to: 2_000)
        XCTAssertEqual(elements(banners), [
            nil,
            .info(RepoSearchViewModel.offlineText),
            .info("Loading ann's repositories…"),
            .error(GitHubError.offline(host: "api.github.com").message, action: .retry),
        ])
        XCTAssertEqual(RepoSearchViewModel.offlineText, "Offline: no network connection. Searches typed before show what was saved.")
    }

    func test_whatTheListLeavesOut_isSaid_whenNothingElseIs() {
        let viewModel = makeViewModel(mode: .repositorySearch)
        let omissions = record(viewModel.omissions)
        let banners = record(viewModel.banner)
        var page = TestRepos.page([1], totalCount: 3)
        page.skipped = 1
        page.isIncomplete = true
        api.respond(page)
        type("rx", into: viewModel, at: 0)
        advance(to: 500)
        let said = "Skipped 1 element of GitHub's answer that could not be read as repositories; the others are shown. "
            + "GitHub's search timed out: the results may be incomplete. Try again, or narrow the search."
        XCTAssertEqual(last(omissions), .some(said))
        XCTAssertEqual(last(banners), .some(.info(said)))
    }

    // MARK: - The status line

    func test_theStatusLine_countsTheRepositories_whatWasLeftOut_andTheRateLimit() {
        let viewModel = makeViewModel(mode: .repositorySearch)
        let status = record(viewModel.statusParts)
        var page = TestRepos.page([1, 2], next: 2, rateLimit: GitHubRateLimit(resource: .search, limit: 30, remaining: 3, reset: date(60_000)),
                                  totalCount: 77)
        page.skipped = 2
        page.isIncomplete = true
        api.respond(page)
        type("rx", into: viewModel, at: 0)
        advance(to: 500)
        let reset = GitHubError.clockTime(date(60_000), timeZone: viewModel.environment.timeZone)
        XCTAssertEqual(elements(status), [[], ["0 repositories"],
                                          ["2 of 77 repositories", "2 skipped", "incomplete", "API 3/30 left, resets \(reset)"]])
    }

    func test_theCount_saysWhenAUserHasMorePages_andPlainCounts() {
        var results = RepoSearchResults(mode: .userRepositories)
        XCTAssertNil(RepoFormatting.count(of: results), "nothing before a query")
        results.query = SearchQuery(mode: .userRepositories, text: "ann")
        results.repos = [TestRepos.repo(1)]
        XCTAssertEqual(RepoFormatting.count(of: results), "1 repository")
        results.nextPage = TestRepos.nextURL(2)
        XCTAssertEqual(RepoFormatting.count(of: results), "1+ repositories")
        results.rateLimits[.core] = GitHubRateLimit(resource: .core, limit: 60, remaining: 59, reset: date(60_000))
        XCTAssertEqual(RepoFormatting.statusParts(of: results, timeZone: .current), ["1+ repositories", "API 59/60 left"],
                       "the reset time only once a tenth or less is left")
    }

    func test_statusParts_countUnreadableElements_andSayWhenASearchIsIncomplete() {
        var results = RepoSearchResults(mode: .repositorySearch)
        results.query = SearchQuery(mode: .repositorySearch, text: "rx")
        results.totalCount = 2
        XCTAssertEqual(RepoFormatting.statusParts(of: results, timeZone: .current), ["0 of 2 repositories"])
        results.skipped = 2
        results.isIncomplete = true
        XCTAssertEqual(RepoFormatting.statusParts(of: results, timeZone: .current), ["0 of 2 repositories", "2 skipped", "incomplete"])
    }

    // MARK: - Paging row, actions, summaries

    func test_theLoadingMoreRow_saysSo_whileTheNextPageLoads() {
        let viewModel = makeViewModel()
        let rows = record(viewModel.loadingMore)
        api.respond(TestRepos.page([1], next: 2))
        api.respond(TestRepos.page([2]))
        type("ann", into: viewModel, at: 0)
        scheduler.scheduleAt(at(500)) { viewModel.loadNextPage.accept(()) }
        advance(to: 1_000)
        XCTAssertEqual(rows.events, [.next(at(0), nil), .next(at(500), "loading more…"), .next(at(600), nil)])
    }

    func test_theRows_areTheRepositories_thenTheLoadingMoreRow_oneValuePerChange() {
        let viewModel = makeViewModel()
        let rows = record(viewModel.rows)
        api.respond(TestRepos.page([1, 2], next: 2))
        api.respond(TestRepos.page([3]))
        type("ann", into: viewModel, at: 0)
        scheduler.scheduleAt(at(500)) { viewModel.loadNextPage.accept(()) }
        advance(to: 1_000)
        let repo = { (id: Int64) in RepoRow.repo(TestRepos.repo(id)) }
        XCTAssertEqual(rows.events, [.next(at(0), []), .next(at(100), [repo(1), repo(2)]),
                                     .next(at(500), [repo(1), repo(2), .loadingMore("loading more…")]),
                                     .next(at(600), [repo(1), repo(2), repo(3)])],
                       "the new page replaces the loading row in one value")
        XCTAssertEqual(rows.events.last?.value.element?.map(\.identity), [1, 2, 3])
        XCTAssertEqual(RepoRow.loadingMore("loading more…").identity, -1, "never a repository's id")
        XCTAssertNil(RepoRow.loadingMore("loading more…").repo)
    }

    func test_actions_openOnlyWithRepositories_andSearchAgainOnlyWithAQuery() {
        let viewModel = makeViewModel()
        let actions = record(viewModel.actions)
        api.respond(TestRepos.page([1]))
        api.fail(.userNotFound("bob"))
        type("ann", into: viewModel, at: 0)
        type("bob", into: viewModel, at: 2_000)
        advance(to: 3_000)
        XCTAssertEqual(elements(actions), [[.switchMode], [.switchMode, .searchAgain], [.switchMode, .searchAgain, .openInBrowser],
                                           [.switchMode, .searchAgain]])
        XCTAssertEqual(RepoSearchAction.openInBrowser.title, "Open the repository's page in the browser")
        XCTAssertEqual(RepoSearchAction.openInBrowser.shortTitle, "Browser")
    }

    func test_aRepositorysSummary_namesWhatItIs_compactsItsStars_andSaysWhenItWasUpdated() {
        let viewModel = makeViewModel()
        var repo = TestRepos.repo(1_234)
        repo.isFork = true
        repo.isArchived = true
        repo.description = ""
        repo.updatedAt = date(0).addingTimeInterval(-3 * 86_400)
        let summary = viewModel.summary(of: repo)
        XCTAssertEqual(summary.id, 1_234)
        XCTAssertEqual(summary.name, "ann/repo-1234 (fork) (archived)")
        XCTAssertEqual(summary.details, "★ 1.2k  Swift  3d")
        XCTAssertEqual(summary.detailParts, ["★ 1.2k", "Swift", "3d"])
        XCTAssertEqual(summary.description, "No description")
        XCTAssertEqual(summary.address, "github.com/ann/repo-1234", "the page's address as people read it")
        repo.language = nil
        repo.updatedAt = nil
        repo.description = "Blocks"
        XCTAssertEqual(viewModel.summary(of: repo).details, "★ 1.2k")
        XCTAssertEqual(viewModel.summary(of: repo).description, "Blocks")
        XCTAssertEqual([999, 1_000, 1_250, 12_345, 1_500_000].map(RepoFormatting.compact), ["999", "1k", "1.2k", "12k", "1.5M"])
    }

    // MARK: - Start

    func test_anInitialText_isSearchedAtOnce() {
        api.respond(TestRepos.page([1]))
        let viewModel = makeViewModel(initialText: "sferik")
        advance(to: 500)
        XCTAssertEqual(viewModel.initialText, "sferik")
        XCTAssertEqual(api.calls, [GitHubTestAPI.Call(time: at(0), asked: "sferik", mode: .userRepositories)])
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1])
    }

    func test_anUnsetDependency_failsTheTestThatUsesIt() {
        let reports = ReportLog()
        let environment = RepoSearchEnvironment.unimplemented(Unimplemented { reports.append($0) })
        _ = RepoSearchViewModel(environment: environment, initialText: "ann")
        XCTAssertEqual(reports.messages.first, "RepoSearchEnvironment.reachability was used, but the test did not set it.")
        XCTAssertTrue(reports.messages.contains("RepoSearchEnvironment.storage was used, but the test did not set it."), "\(reports.messages)")
    }
}
