import BrowserSupport
import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// `repo-search --web` in headless Chromium over WebDriver, against the loopback server
/// replaying GitHub's recorded answers: the page as a person uses it — typing a user,
/// paging as the end of the list comes into view, Tab to a search, a repository's
/// detail and Back/Forward/reload, a second tab, a dropped stream, hostile text.
final class RepoSearchPageTests: XCTestCase {
    private var server: LoopbackServer!
    private var home: URL!
    private var browser: PageBrowser!

    /// A description, a language and a topic of markup and escape sequences.
    private static let hostileDescription = "Evil<img src=x onerror=\"window.__pwned=1\"><script>window.__pwned=2</script>\u{1B}]0;x\u{07}\u{1B}[2J"
    /// `/users/evil/repos`: one repository whose words are hostile.
    private static let hostileRepos = """
        [{"id": 666, "name": "evil", "full_name": "evil/evil", "owner": {"login": "evil"},
          "description": \(json(hostileDescription)), "language": "<b>bold</b>", "topics": ["<i>topic</i>"],
          "stargazers_count": 6, "forks_count": 0, "open_issues_count": 0, "fork": false,
          "updated_at": "2013-06-11T20:22:20Z", "html_url": "https://github.com/evil/evil"}]
        """

    /// The search title with the loopback server's note.
    private static let userTitle = "GitHub · a user's repositories (127.0.0.1)"
    private static let searchTitle = "GitHub · search repositories (127.0.0.1)"
    /// The first repository's name, which a click on opens its detail (its link is elsewhere in the row).
    private static let firstRowName = ".row[data-key] .cell > .label"

    override func setUpWithError() throws {
        _ = try PackagePaths.fixturesDirectory(holding: "github")
        server = try failingSetUp { try GitHubFixtures.startServer() }
        server.route("/users/evil/repos", reply: .json(Self.hostileRepos))
        home = FileManager.default.temporaryDirectory.appendingPathComponent("repo-search-web-\(UUID().uuidString)")
        browser = try PageBrowser(product: "repo-search", arguments: ["--web", "--no-open", "--base-url", server.baseURL.absoluteString],
                                  environment: ["HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                                                "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                                                "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "LANG": "C.UTF-8",
                                                "TZ": "UTC", "PATH": "/usr/bin:/bin"],
                                  title: Self.userTitle)
    }

    override func tearDown() {
        browser?.stop()
        server?.stop()
        if let home { try? FileManager.default.removeItem(at: home) }
        super.tearDown()
    }

    private var driver: WebDriver { browser.driver }

    /// `text` as a JSON string literal.
    private static func json(_ text: String) -> String {
        let array = String(decoding: (try? JSONSerialization.data(withJSONObject: [text])) ?? Data(), as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }

    private func type(_ text: String) throws {
        try browser.waitForFieldFocus("the search field to have the focus")
        try driver.pressKeys(text)
    }

    private func rowCount() throws -> Int {
        try driver.execute("return document.querySelectorAll('.table .row[data-key]').length") as? Int ?? -1
    }

    private func path() throws -> String {
        let url = try driver.currentURL()
        return url.hasPrefix(browser.base) ? String(url.dropFirst(browser.base.count)) : url
    }

    private func listSferik() throws {
        try type("sferik")
        try browser.waitForText("sferik/410_in_140")
        try browser.waitForText("30+ repositories")
    }

    /// A picture of the page once its rows stopped moving in (for a person to look at).
    private func screenshot(_ name: String) {
        try? driver.wait(for: "the page to be still") { try self.driver.execute("return document.getAnimations().length") as? Int == 0 }
        try? browser.saveScreenshot(to: FileManager.default.temporaryDirectory.appendingPathComponent(name).path)
    }

    // MARK: - The main job

    func test_typingAUser_listsTheRepositories_theStatus_andTheAddressNamesTheUser() throws {
        try listSferik()
        XCTAssertEqual(try rowCount(), 30)
        let text = try browser.pageText()
        XCTAssertTrue(text.contains("A Twitter API v1 server in 140 characters"), "the description")
        XCTAssertTrue(text.contains("github.com/sferik/410_in_140"), "the page's address")
        XCTAssertEqual(try browser.string("return document.querySelector('.label.caption').textContent"), "User", "the mode's prompt")
        XCTAssertEqual(try browser.string("return document.querySelector('input.textfield').placeholder"), "a GitHub user name, like sferik")
        XCTAssertEqual(try browser.string("return document.querySelector('.row a.link').href"), "https://github.com/sferik/410_in_140")
        XCTAssertEqual(try browser.string("return document.querySelector('.row a.link').rel"), "noopener noreferrer")
        try driver.wait(for: "the address to name the user") { try self.path() == "/?user=sferik" }
        XCTAssertEqual(try browser.string("return document.querySelector('input.textfield').value"), "sferik", "what was typed stays")
        screenshot("repo-search-page-1200.png")
        try driver.setWindowSize(width: 360, height: 800)
        screenshot("repo-search-page-360.png")
    }

    func test_theEndOfTheList_comingIntoView_loadsTheNextPage_underALoadingRow() throws {
        try listSferik()
        try driver.execute("""
            window.__sawLoading = false;
            new MutationObserver(() => {
              if (Array.from(document.querySelectorAll('.row')).some((row) => row.textContent.includes('loading more…'))) window.__sawLoading = true;
            }).observe(document.getElementById('app'), { childList: true, subtree: true, characterData: true });
            document.querySelectorAll('.row[data-key]').forEach((row) => { row.__old = true; });
            """)
        XCTAssertEqual(server.requests.filter { $0.target.contains("page=2") }.count, 0, "nothing asked before the end is in view")
        try driver.execute("window.scrollTo(0, document.body.scrollHeight)")
        try browser.waitForText("33 repositories")
        XCTAssertEqual(try rowCount(), 33)
        XCTAssertEqual(try driver.execute("return window.__sawLoading") as? Bool, true, "the loading row showed while the page loaded")
        XCTAssertEqual(try driver.execute("return Array.from(document.querySelectorAll('.row[data-key]')).filter((row) => row.__old).length") as? Int, 30,
                       "the rows shown stayed: the page came as new rows")
        try driver.wait(for: "the loading row to leave") { try !self.browser.pageText().contains("loading more…") }
        XCTAssertEqual(server.requests.filter { $0.target.contains("/user/10308/repos") }.count, 1, "page 2, once")
    }

    func test_tab_switchesToASearch_whileTyping_andTheSearchRuns() throws {
        try browser.waitForFieldFocus("the search field to have the focus")
        try driver.pressKeys("\u{E004}")
        try browser.waitForScreen(titled: Self.searchTitle)
        XCTAssertEqual(try browser.string("return document.querySelector('.label.caption').textContent"), "Search")
        XCTAssertEqual(try driver.execute("return document.activeElement.matches('input.textfield')") as? Bool, true, "the field keeps the focus")
        try driver.pressKeys("tetris language:assembly")
        try browser.waitForText("30 of 77 repositories")
        try driver.wait(for: "the address to name the search") { try self.path() == "/?q=tetris+language:assembly" }
        // The title bar's button switches back, with its words from the view model.
        try browser.click("button.bar-button[data-key=\"Tab\"]")
        try browser.waitForScreen(titled: Self.userTitle)
        XCTAssertTrue(try browser.string("return document.querySelector('.titlebar').textContent").contains("User/Search"))
    }

    /// While the server hangs past `slowAfter` (10 s) the page says it is not answering,
    /// in the banner and the status; the answer takes both away.
    func test_aServerThatHangs_isSaidNotToAnswer_untilItsAnswerComes() throws {
        let repos = """
            [{"id": 7, "name": "patient", "full_name": "slowpoke/patient", "owner": {"login": "slowpoke"},
              "description": "Worth the wait", "stargazers_count": 1, "forks_count": 0, "open_issues_count": 0, "fork": false,
              "updated_at": "2013-06-11T20:22:20Z", "html_url": "https://github.com/slowpoke/patient"}]
            """
        // Answered after 14 s: past the 10 s hint, before the 20 s timeout.
        server.route("/users/slowpoke/repos", reply: .json(repos, delay: 14))
        try type("slowpoke")
        try browser.waitForText("The server is not answering; still waiting for it.", timeout: 13)
        XCTAssertTrue(try browser.pageText().contains("not answering"), "the status says so too")
        XCTAssertFalse(try browser.pageText().contains("Worth the wait"))
        try browser.waitForText("Worth the wait", timeout: 10)
        try driver.wait(for: "the hint to go") { try !self.browser.pageText().contains("not answering") }
    }

    func test_anUnknownUser_saysSoInTheBanner() throws {
        try type("ThisUserShouldReallyNotExist")
        try browser.waitForText("No GitHub user named ThisUserShouldReallyNotExist.")
        XCTAssertEqual(try driver.execute("return document.querySelector('.banner.error') !== null") as? Bool, true)
    }

    // MARK: - The detail, Back, Forward, reload

    func test_aRepository_showsEveryField_andItsPageAsALink_backForwardAndReload() throws {
        try listSferik()
        try browser.click(Self.firstRowName)
        try browser.waitForScreen(titled: "sferik/410_in_140")
        XCTAssertEqual(try path(), "/repos/sferik/410_in_140")
        let text = try browser.pageText()
        for label in ["Name", "Full name", "Owner", "Description", "Language", "Stars", "Forks", "Open issues", "Kind", "Topics", "Updated", "URL"] {
            XCTAssertTrue(text.contains(label), "the field \(label)")
        }
        XCTAssertTrue(text.contains("A Twitter API v1 server in 140 characters"))
        let links = try driver.execute("""
            return Array.from(document.querySelectorAll('.screen a.link')).map((a) => [a.href, a.rel, a.target, a.textContent])
            """) as? [[String]]
        XCTAssertEqual(links?.map(\.first), ["https://github.com/sferik/410_in_140", "https://github.com/sferik/410_in_140"])
        XCTAssertEqual(links?.first?[1], "noopener noreferrer")
        XCTAssertTrue(links?.contains { $0.last == "Open the repository's page in the browser" } == true, "the action's words")
        screenshot("repo-search-detail-1200.png")
        try driver.setWindowSize(width: 360, height: 800)
        screenshot("repo-search-detail-360.png")
        try driver.setWindowSize(width: 1200, height: 900)

        try driver.back()
        try browser.waitForScreen(titled: Self.userTitle)
        XCTAssertEqual(try path(), "/?user=sferik")
        XCTAssertEqual(try rowCount(), 30, "the list is still there")
        try driver.forward()
        try browser.waitForScreen(titled: "sferik/410_in_140")
        XCTAssertEqual(try path(), "/repos/sferik/410_in_140")
        // A reload is a new tab's search, started as the command line says (nothing typed):
        // the repository is not in its results, so it lands on the search.
        try driver.refresh()
        try browser.waitForScreen(titled: Self.userTitle)
        try driver.wait(for: "the address of the search") { try self.path() == "/" }
    }

    func test_aBookmarkedSearch_runsAgain_andItsRepositoryOpensFromThere() throws {
        try browser.open("/?q=tetris+language:assembly")
        try browser.waitForScreen(titled: Self.searchTitle)
        try browser.waitForText("30 of 77 repositories")
        XCTAssertEqual(try browser.string("return document.querySelector('input.textfield').value"), "tetris language:assembly")
        let first = try browser.string("return document.querySelector('.row a.link').href")
        let repoPath = "/repos/" + first.dropFirst("https://github.com/".count)
        try browser.click(Self.firstRowName)
        try driver.wait(for: "the detail's address") { try self.path() == repoPath }
    }

    func test_theKeyboard_movesInTheList_opensWithEnter_andEscGoesBack() throws {
        try listSferik()
        try driver.pressKeys("\u{E00C}")  // Esc leaves the field
        try driver.pressKeys("jj\u{E007}")
        try browser.waitForScreen(titled: "sferik/active_admin")
        try driver.pressKeys("?")
        try driver.wait(for: "the help overlay") {
            try self.driver.execute("const h = document.querySelector('.help'); return h && !h.hidden") as? Bool == true
        }
        XCTAssertTrue(try browser.string("return document.querySelector('.help').textContent").contains("Open the repository's page in the browser"))
        try driver.pressKeys("\u{E00C}\u{E00C}")
        try browser.waitForScreen(titled: Self.userTitle)
    }

    // MARK: - Tabs, the stream, hostile text

    func test_aSecondTab_hasItsOwnSearch() throws {
        try listSferik()
        let first = try driver.windowHandles()
        let second = try driver.newTab()
        try driver.switchTo(second)
        try browser.open("/")
        try browser.waitForScreen(titled: Self.userTitle)
        XCTAssertEqual(try browser.string("return document.querySelector('input.textfield').value"), "", "a new tab starts as the command line says")
        try type("ThisUserShouldReallyNotExist")
        try browser.waitForText("No GitHub user named ThisUserShouldReallyNotExist.")
        try driver.switchTo(try XCTUnwrap(first.first))
        XCTAssertEqual(try rowCount(), 30, "the first tab still shows its own search")
        XCTAssertFalse(try browser.pageText().contains("No GitHub user named"))
    }

    func test_whenTheStreamDrops_thePageSaysReconnecting_thenComesBackWithItsSearch() throws {
        try listSferik()
        // The kernel aborts the tab's connections, as a dropped network does.
        try browser.dropStream(with: browser.dropConnections, redrawn: ".table")
        XCTAssertEqual(try rowCount(), 30, "the same search, from the same view model")
        XCTAssertEqual(try browser.string("return document.querySelector('input.textfield').value"), "sferik")
        // The reconnected page works: Tab still switches.
        try browser.click("button.bar-button[data-key=\"Tab\"]")
        try browser.waitForScreen(titled: Self.searchTitle)
    }

    func test_aHostileDescription_isShownAsText_andNoneOfItRuns() throws {
        try type("evil")
        try browser.waitForText("Evil<img src=x onerror=\"window.__pwned=1\"><script>window.__pwned=2</script>")
        XCTAssertTrue(try browser.pageText().contains("<b>bold</b>"), "the language, as text")
        try browser.click(Self.firstRowName)
        try browser.waitForScreen(titled: "evil/evil")
        let text = try browser.pageText()
        XCTAssertTrue(text.contains("Evil<img src=x onerror=\"window.__pwned=1\"><script>window.__pwned=2</script>"), text)
        XCTAssertTrue(text.contains("<i>topic</i>"), text)
        XCTAssertFalse(text.contains("\u{1B}"), "no escape sequence reaches the page")
        XCTAssertEqual(try driver.execute("return window.__pwned === undefined") as? Bool, true, "no script of it ran")
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('.screen img, .screen script, .screen b, .screen i').length") as? Int, 0)
    }
}
