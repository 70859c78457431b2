import BrowserSupport
import Foundation
import TestSupport
import XCTest

/// `tweetie --web` on the bundled demo list in headless Chromium over WebDriver: the page
/// as a person uses it — the timeline, the members, a member's timeline, the keys, the
/// addresses (Back, Forward, a bookmark), a second tab, and a dropped connection.
final class TweetiePageTests: XCTestCase {
    private var home: URL!
    private var browser: PageBrowser!

    static let listTitle = "@rxmvvm/reactive-swift (demo data)"

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-web-\(UUID().uuidString)")
        browser = try PageBrowser(product: "tweetie", arguments: ["--web", "--no-open"], environment: TweetiePage.environment(home: home),
                                  title: Self.listTitle)
    }

    override func tearDown() {
        browser?.stop()
        if let home { try? FileManager.default.removeItem(at: home) }
        super.tearDown()
    }

    private var driver: WebDriver { browser.driver }

    func test_theTimeline_showsEachPostWithItsAuthorAndTime_andTheStatus() throws {
        try browser.waitForText("83 tweets · updated")
        XCTAssertEqual(try TweetiePage.rowCount(driver), 25, "the first 25 on the page, the rest as the reader scrolls")
        let first = try browser.string("return document.querySelector('.row .byline').innerText")
        XCTAssertTrue(first.contains("@kenji_obs"), first)
        XCTAssertTrue(first.hasSuffix("1h"), "the time is at the end: \(first)")
        // A link in a post is a real link, titled without its scheme.
        let link = try driver.execute("""
            const a = Array.from(document.querySelectorAll('.row a.link')).find((a) => a.textContent === 'example.org/kenji/testable-view-models');
            return a ? [a.href, a.rel, a.target] : null
            """) as? [String]
        XCTAssertEqual(link, ["https://example.org/kenji/testable-view-models", "noopener noreferrer", "_blank"])
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('.row .image.avatar').length") as? Int, 25, "a picture (placeholder) per post")
        try TweetiePage.screenshots(browser, name: "tweetie-page")
    }

    func test_members_aMembersTimeline_andBackAndForward_followTheAddress() throws {
        try browser.click("button.bar-button[data-key=\"m\"]")
        try browser.waitForScreen(titled: "Members of @rxmvvm/reactive-swift")
        XCTAssertEqual(try driver.currentURL(), browser.base + "/members")
        try browser.waitForText("9 members")
        XCTAssertTrue(try browser.pageText().contains("Streams, not callbacks."), "the bios")
        try TweetiePage.screenshots(browser, name: "tweetie-members")
        // The second member is Marta.
        try browser.click(".row[data-key]:nth-of-type(2)")
        try browser.waitForScreen(titled: "@marta_reactiva")
        XCTAssertEqual(try driver.currentURL(), browser.base + "/people/marta_reactiva")
        try browser.waitForText("Ya está publicado el artículo")
        XCTAssertFalse(try browser.pageText().contains("@kenji_obs\n"), "only Marta's posts")

        try driver.back()
        try browser.waitForScreen(titled: "Members of @rxmvvm/reactive-swift")
        try driver.back()
        try browser.waitForScreen(titled: Self.listTitle)
        XCTAssertEqual(try driver.currentURL(), browser.base + "/")
        try driver.forward()
        try browser.waitForScreen(titled: "Members of @rxmvvm/reactive-swift")
        try driver.forward()
        try browser.waitForScreen(titled: "@marta_reactiva")
    }

    func test_aPersonsAddress_opensTheirTimelineOverTheList_andEscGoesBackToIt() throws {
        try browser.open("/people/eli_hart")
        try browser.waitForScreen(titled: "@eli_hart")
        try browser.waitForText("zero callbacks")
        try driver.pressKeys("\u{E00C}")
        try browser.waitForScreen(titled: Self.listTitle)
        XCTAssertEqual(try driver.currentURL(), browser.base + "/")
        // An address naming nothing lands on the list.
        try browser.open("/people/<script>")
        try browser.waitForScreen(titled: Self.listTitle)
    }

    func test_keys_moveTheCursor_EnterOpensTheAuthor_andHelpNamesTheActions() throws {
        try browser.waitForText("83 tweets")
        try driver.pressKeys("jj")
        try driver.wait(for: "the cursor on the second post") {
            try self.browser.string("return document.querySelector('.row.cursor .byline').innerText").contains("@zoe_orsted")
        }
        try driver.pressKeys("?")
        try driver.wait(for: "the help") { try self.driver.execute("return !document.querySelector('.help').hidden") as? Bool == true }
        let help = try browser.string("return document.querySelector('.help').innerText")
        for words in ["Members", "Refresh", "Author", "Open link", "First, last"] { XCTAssertTrue(help.contains(words), "\(words) in \(help)") }
        try driver.pressKeys("\u{E00C}")
        try driver.pressKeys("\u{E007}")
        try browser.waitForScreen(titled: "@zoe_orsted")
        XCTAssertEqual(try driver.currentURL(), browser.base + "/people/zoe_orsted")
        try driver.pressKeys("\u{E00C}")
        try browser.waitForScreen(titled: Self.listTitle)
        // G goes to the last post on the page (the first 25, and any new ones above them);
        // the rest of the 83 come below it as the cursor nears them.
        try driver.pressKeys("G")
        try driver.wait(for: "the cursor on the last post of the first page") {
            (try self.driver.execute("return Array.from(document.querySelectorAll('.row')).findIndex((r) => r.classList.contains('cursor'))") as? Int ?? -1) >= 24
        }
        try driver.wait(for: "the posts after it, once the cursor is near the end") { try TweetiePage.rowCount(self.driver) > 25 }
        try driver.pressKeys("m")
        try browser.waitForScreen(titled: "Members of @rxmvvm/reactive-swift")
    }

    func test_aSecondTab_hasItsOwnScreens() throws {
        try browser.click("button.bar-button[data-key=\"m\"]")
        try browser.waitForScreen(titled: "Members of @rxmvvm/reactive-swift")
        let first = try XCTUnwrap(try driver.windowHandles().first)
        try driver.switchTo(try driver.newTab())
        try browser.open("/")
        try browser.waitForScreen(titled: Self.listTitle)
        // The demo's polls bring new tweets: the count is 83 and more.
        try browser.waitForText(" tweets · updated")
        try driver.switchTo(first)
        XCTAssertEqual(try browser.string("return document.querySelector('.titlebar .title').textContent"), "Members of @rxmvvm/reactive-swift",
                       "the first tab keeps its screen")
    }

    func test_whenTheConnectionDrops_thePageSaysReconnecting_andComesBackOnTheSameScreen() throws {
        try browser.open("/people/lin_wei")
        try browser.waitForScreen(titled: "@lin_wei")
        try driver.pressKeys("j")
        try TweetiePage.watchConnection(driver)
        try browser.dropConnections()
        try driver.wait(for: "the page to say reconnecting…") { try self.driver.execute("return window.__sawReconnecting") as? Bool == true }
        try driver.wait(for: "the snapshot after the reconnect") {
            try self.driver.execute("return document.getElementById('connection').hidden && document.querySelector('.row').__old === undefined") as? Bool == true
        }
        XCTAssertEqual(try browser.string("return document.querySelector('.titlebar .title').textContent"), "@lin_wei")
        XCTAssertTrue(try browser.string("return document.querySelector('.row.cursor .byline').innerText").contains("@lin_wei"), "the cursor stays")
        try driver.pressKeys("\u{E00C}")
        try browser.waitForScreen(titled: Self.listTitle)
    }
}
