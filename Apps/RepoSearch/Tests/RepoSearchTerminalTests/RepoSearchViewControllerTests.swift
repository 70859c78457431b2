import AppSupport
import Foundation
import RepoSearchCore
import RxCore
import TerminalUI
import XCTest
@testable import RepoSearchTerminal

/// The search screen, headless at 80×24, on a real view model over a stub API.
final class RepoSearchViewControllerTests: XCTestCase {
    private func userQuery(_ text: String) -> SearchQuery { SearchQuery(mode: .userRepositories, text: text) }

    func test_startsInTheField_withTheModesPromptAndPlaceholder() throws {
        let harness = try RepoScreenHarness()
        let lines = harness.render()
        XCTAssertTrue(lines[0].contains("GitHub · a user's repositories"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("User  a GitHub user name, like sferik"), lines[1])
        XCTAssertTrue(harness.viewController.searchBar.textField.isFirstResponder)
    }

    func test_inTheList_at80Columns_theStatusShowsWhole_andTheLeastImportantKeysGiveWay() throws {
        let harness = try RepoScreenHarness()
        let statusBar = harness.viewController.statusBar
        statusBar.hints = RepoSearchViewController.listHints(offering: [.switchMode, .openInBrowser, .searchAgain])
        statusBar.message = "30+ repositories · API 59/60 left"
        XCTAssertEqual(statusBar.shownHints(width: 80).map(\.key), ["Tab", "o", "?"])
        statusBar.message = "3 repositories"
        XCTAssertEqual(statusBar.shownHints(width: 80).map(\.key), ["Tab", "o", "/", "?", "q"], "all when they fit")
    }

    /// The status bar said "/ Search" where help said "Edit the search" (two names for one
    /// key, and "Search" read as a second search), and never offered `q`.
    func test_inTheList_slashHasHelpsTitle_andQuitIsOffered() throws {
        let harness = try RepoScreenHarness(size: Size(width: 120, height: 24))
        harness.api.pages[userQuery("sferik")] = .success(try FixturePages.lastPage())
        harness.type("sferik")
        harness.elapse()
        harness.press(.down)
        let status = harness.render()[23]
        XCTAssertTrue(status.contains("/ Edit the search"), status)
        XCTAssertTrue(status.contains("q Quit"), status)
        let help = try XCTUnwrap(harness.navigationController.keyHints)
        let shown = harness.viewController.statusBar.shownHints(width: 120)
        for hint in shown where ["/", "?", "q"].contains(hint.key) {
            XCTAssertTrue(help.contains(hint), "\(hint) is in help under the same title: \(help)")
        }
    }

    func test_aNextPageThatHangs_saysTheServerIsNotAnswering_inTheBannerAndTheStatus() throws {
        let harness = try RepoScreenHarness()
        let first = try FixturePages.sferik()
        harness.api.pages[userQuery("sferik")] = .success(first)
        harness.type("sferik")
        harness.elapse()
        harness.press(.down, .character("G"))
        harness.elapse(9_000)
        XCTAssertFalse(harness.screen.contains("not answering"), harness.screen)
        harness.elapse(1_100)
        XCTAssertTrue(harness.screen.contains(RepoSearchViewModel.slowText), harness.screen)
        XCTAssertTrue(harness.render()[23].contains("not answering"), harness.render()[23])
        harness.api.answer(try XCTUnwrap(first.next), with: try FixturePages.lastPage())
        harness.elapse()
        XCTAssertFalse(harness.screen.contains("not answering"), harness.screen)
    }

    func test_typingAUser_listsTheRepositories_withStarsLanguageAndDescription() throws {
        let harness = try RepoScreenHarness()
        harness.api.pages[userQuery("sferik")] = .success(try FixturePages.sferik())
        harness.type("sferik")
        harness.elapse()
        let lines = harness.render()
        XCTAssertEqual(harness.api.asked, ["user s", "user sferik"], "the first key at once, then the throttle's last")
        XCTAssertTrue(lines[1].hasPrefix("User  sferik"), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("sferik/410_in_140"), lines[2])
        XCTAssertTrue(lines[2].contains("★ "), lines[2])
        XCTAssertTrue(lines[3].contains("A Twitter API v1 server in 140 characters"), lines[3])
        XCTAssertTrue(lines[23].contains("30+ repositories · API 59/60 left"), lines[23])
    }

    func test_anUnknownUser_saysSo_inAnErrorBanner() throws {
        let harness = try RepoScreenHarness()
        harness.type("nobody-here")
        harness.elapse()
        let screen = harness.screen
        XCTAssertTrue(screen.contains("No GitHub user named nobody-here."), screen)
        XCTAssertEqual(harness.terminal.style(atX: 0, y: 2)?.attributes.contains(.bold), true, "the error banner stands out")
    }

    /// "rails/rails" typed in the user mode said "No GitHub user named rails/rails.", which
    /// leaves the user guessing; it now says why no user can have it, and what Tab does.
    func test_textThatCannotBeALogin_saysSo_andPointsToTab() throws {
        let harness = try RepoScreenHarness()
        harness.type("rails/rails")
        harness.elapse()
        let screen = harness.render().map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        XCTAssertTrue(screen.contains("rails/rails cannot be a GitHub user name"), screen)
        XCTAssertTrue(screen.contains("Tab searches all repositories."), screen)
        XCTAssertFalse(harness.api.asked.contains("user rails/rails"), "never a request path")
    }

    func test_tab_switchesToSearch_andSearchesTheSameText() throws {
        let harness = try RepoScreenHarness()
        harness.api.pages[SearchQuery(mode: .repositorySearch, text: "tetris")] = .success(RepoPage(repos: [
            Repo(id: 1, name: "tetris", fullName: "ann/tetris", owner: "ann", description: "Blocks", language: "Assembly", stars: 1_234,
                 htmlURL: URL(string: "https://github.com/ann/tetris")!),
        ], totalCount: 77))
        harness.type("tetris")
        harness.elapse()
        harness.press(.tab)
        harness.elapse(10)
        let lines = harness.render()
        XCTAssertTrue(lines[0].contains("GitHub · search repositories"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("Search  tetris"), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("ann/tetris"), lines[2])
        XCTAssertTrue(lines[2].hasSuffix("★ 1.2k  Assembly"), lines[2])
        XCTAssertTrue(lines[23].contains("1 of 77 repositories"), lines[23])
        XCTAssertEqual(harness.api.asked.last, "search tetris")
        XCTAssertTrue(harness.viewController.searchBar.textField.isFirstResponder, "Tab does not move the focus")
    }

    func test_enterInTheField_movesIntoTheList_enterOpensTheDetail_escBack() throws {
        let harness = try RepoScreenHarness()
        harness.api.pages[userQuery("sferik")] = .success(try FixturePages.sferik())
        harness.type("sferik")
        harness.elapse()
        XCTAssertTrue(harness.render()[23].contains("↓ Results"), "typing: the field's keys")
        harness.press(.enter)
        XCTAssertTrue(harness.viewController.tableView.isFirstResponder)
        // `/` gives way to the whole status ("30+ repositories · …") at 80 columns.
        XCTAssertTrue(harness.render()[23].contains("o Browser  ? Help"), "in the list: the list's keys")
        harness.press(.down, .enter)
        let detail = try XCTUnwrap(harness.top as? RepoDetailViewController)
        let secondRepo = try FixturePages.sferik().repos[1]
        XCTAssertEqual(detail.viewModel.repo, secondRepo)
        let screen = harness.screen
        XCTAssertTrue(screen.contains(secondRepo.fullName), screen)
        XCTAssertTrue(screen.contains("Stars        \(secondRepo.stars)"), screen)
        XCTAssertTrue(screen.contains("URL          \(secondRepo.htmlURL.absoluteString)"), screen)
        harness.press(.character("o"))
        XCTAssertEqual(harness.browser.opened, [secondRepo.htmlURL])
        XCTAssertTrue(harness.screen.contains("Opened \(secondRepo.htmlURL.absoluteString) in the browser."))
        harness.press(.escape)
        XCTAssertTrue(harness.top === harness.viewController)
        XCTAssertTrue(harness.viewController.tableView.isFirstResponder, "the focus is where it was")
    }

    func test_oInTheList_opensTheSelectedRepository_andABrowserFailureIsShown() throws {
        let harness = try RepoScreenHarness()
        let page = try FixturePages.sferik()
        harness.api.pages[userQuery("sferik")] = .success(page)
        harness.type("sferik")
        harness.elapse()
        harness.press(.down, .character("j"), .character("o"))
        XCTAssertEqual(harness.browser.opened, [page.repos[1].htmlURL])
        harness.browser.error = .notFound(program: "xdg-open")
        harness.press(.character("o"))
        XCTAssertTrue(harness.screen.contains("No browser: xdg-open was not found."), harness.screen)
    }

    func test_upOnTheFirstRow_andSlash_goBackToTheField_qQuitsFromTheList() throws {
        let harness = try RepoScreenHarness()
        harness.api.pages[userQuery("sferik")] = .success(try FixturePages.sferik())
        harness.type("sferik")
        harness.elapse()
        harness.press(.down)
        harness.press(.up)
        XCTAssertTrue(harness.viewController.searchBar.textField.isFirstResponder)
        harness.press(.character("q"))
        XCTAssertEqual(harness.quitCount, 0, "q is typed in the field")
        XCTAssertEqual(harness.viewController.searchBar.textField.text, "sferikq")
        harness.press(.backspace, .down, .character("/"))
        XCTAssertTrue(harness.viewController.searchBar.textField.isFirstResponder)
        harness.press(.escape)
        XCTAssertTrue(harness.viewController.tableView.isFirstResponder, "Esc leaves the field for the list")
        harness.press(.character("/"))
        harness.press(.down, .character("q"))
        XCTAssertEqual(harness.quitCount, 1)
    }

    /// Offline (or with no results) the list is empty: Esc used to leave the focus in the
    /// field, so `?` and `q` were typed into the search and only Ctrl-C got the user out.
    /// Esc now leaves the field for the empty list, where `q` quits and `/` comes back.
    func test_escWithNoResults_leavesTheField_soQQuits() throws {
        let harness = try RepoScreenHarness()
        harness.api.pages[userQuery("ann")] = .failure(.offline(host: "api.github.com"))
        harness.type("ann")
        harness.elapse()
        harness.press(.escape)
        XCTAssertTrue(harness.viewController.tableView.isFirstResponder, "Esc leaves the field though the list is empty")
        XCTAssertTrue(harness.render()[23].contains("? Help"), harness.render()[23])
        harness.press(.character("/"))
        XCTAssertTrue(harness.viewController.searchBar.textField.isFirstResponder)
        harness.press(.escape, .character("q"))
        XCTAssertEqual(harness.viewController.searchBar.textField.text, "ann", "nothing typed into the search")
        XCTAssertEqual(harness.quitCount, 1)
    }

    /// `o` opens the selected repository: in an empty list there is none, so its key is
    /// neither shown nor acted on, while Tab, `/` and help still are.
    func test_inAnEmptyList_theBrowserKeyIsNotOffered() throws {
        let harness = try RepoScreenHarness()
        harness.api.pages[userQuery("ann")] = .success(RepoPage(repos: []))
        harness.type("ann")
        harness.elapse()
        harness.press(.escape)
        let status = harness.render()[23]
        XCTAssertTrue(status.contains("Tab User/Search") && status.contains("/ Edit the search") && status.contains("? Help"), status)
        XCTAssertFalse(status.contains("o Browser"), status)
        harness.press(.character("o"))
        XCTAssertEqual(harness.browser.opened, [])
        XCTAssertTrue(harness.screen.contains("ann has no public repositories."), harness.screen)
    }

    func test_reachingTheEndOfTheList_loadsTheNextPage_withALoadingMoreRow() throws {
        let harness = try RepoScreenHarness()
        let first = try FixturePages.sferik()
        harness.api.pages[userQuery("sferik")] = .success(first)
        harness.type("sferik")
        harness.elapse()
        harness.press(.down, .end)
        harness.render()
        XCTAssertEqual(harness.api.asked.last, first.next?.absoluteString, "the last row on screen asks for the next page")
        let lines = harness.render()
        XCTAssertTrue(lines.contains { $0.contains("loading more…") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[23].contains("30+ repositories"), lines[23])
        // The page arrives.
        harness.api.answer(try XCTUnwrap(first.next), with: try FixturePages.lastPage())
        harness.elapse(10)
        harness.press(.end)
        let after = harness.screen
        XCTAssertTrue(after.contains("33 repositories"), after)
        XCTAssertFalse(after.contains("loading more…"))
        XCTAssertTrue(after.contains("dstufft/xmlrpc2"), "the new page is in the list: \(after)")
    }

    func test_aFailedNextPage_isNotAskedAgainEachFrame_butWhenTheEndIsReachedAgain() throws {
        let harness = try RepoScreenHarness()
        let first = try FixturePages.sferik()
        let next = try XCTUnwrap(first.next)
        harness.api.pages[userQuery("sferik")] = .success(first)
        harness.api.nextPages[next] = .failure(.server(status: 502))
        harness.type("sferik")
        harness.elapse()
        harness.press(.down, .end)
        for _ in 0..<5 {
            harness.render()
            harness.elapse(100)
        }
        XCTAssertEqual(harness.api.asked.filter { $0 == next.absoluteString }.count, 1, "redrawing the failure asks nothing")
        let screen = harness.screen
        XCTAssertTrue(screen.contains("GitHub had a problem (HTTP 502)"), screen)
        XCTAssertTrue(screen.contains("sferik/"), "the list stays")

        harness.press(.home)
        harness.render()
        harness.press(.end)
        harness.render()
        XCTAssertEqual(harness.api.asked.filter { $0 == next.absoluteString }.count, 2, "coming back to the end asks again")
    }

    func test_rateLimited_keepsTheList_andSaysUntilWhen() throws {
        let harness = try RepoScreenHarness()
        harness.api.pages[userQuery("sferik")] = .success(try FixturePages.sferik())
        let until = Date(timeIntervalSince1970: 1_000_000 + 3_600)
        let clock = GitHubError.clockTime(until, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        harness.api.pages[userQuery("other")] = .failure(.rateLimited(until: until, resource: .core))
        harness.type("sferik")
        harness.elapse()
        harness.press(.ctrl("u"))
        harness.type("other")
        harness.elapse()
        let screen = harness.screen
        XCTAssertTrue(screen.contains("rate limited until \(clock)"), screen)
        XCTAssertTrue(screen.contains("sferik/410_in_140"), "the list stays")
    }

    func test_textFromGitHub_neverReachesTheTerminalRaw() throws {
        let harness = try RepoScreenHarness()
        let hostile = "evil\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m text"
        harness.api.pages[userQuery("mallory")] = .success(RepoPage(repos: [
            Repo(id: 1, name: hostile, fullName: "mallory/\(hostile)", owner: "mallory", description: hostile, language: hostile,
                 htmlURL: URL(string: "https://github.com/mallory/x")!),
        ]))
        harness.type("mallory")
        harness.elapse()
        harness.terminal.clearWrites()
        let screen = harness.screen
        let written = harness.terminal.writes.joined()
        XCTAssertTrue(screen.contains("mallory/evil text"), "whole sequences are removed: \(screen)")
        XCTAssertFalse(written.contains("\u{1B}]"), "no OSC from data")
        XCTAssertFalse(written.contains("pwned"))
        XCTAssertFalse(written.unicodeScalars.contains("\u{9B}"))
        XCTAssertFalse(written.unicodeScalars.contains("\u{07}"))
    }

    func test_offline_isSaidInTheBanner_untilAQueryHasSomethingToSay() throws {
        let harness = try RepoScreenHarness()
        harness.reachability.isReachable = false
        harness.elapse(10)
        XCTAssertTrue(harness.screen.contains("Offline: no network connection."), harness.screen)
        harness.api.pages[userQuery("ann")] = .failure(.offline(host: "api.github.com"))
        harness.type("ann")
        harness.elapse()
        XCTAssertTrue(harness.screen.contains("Cannot reach api.github.com"), harness.screen)
    }

    func test_anInitialUser_isTypedAndSearched() throws {
        let harness = try RepoScreenHarness(initialText: "sferik")
        harness.api.pages[userQuery("sferik")] = .success(try FixturePages.sferik())
        harness.viewModel.refresh.accept(())
        harness.elapse()
        XCTAssertTrue(harness.render()[1].hasPrefix("User  sferik"))
        XCTAssertTrue(harness.screen.contains("sferik/410_in_140"))
    }
}
