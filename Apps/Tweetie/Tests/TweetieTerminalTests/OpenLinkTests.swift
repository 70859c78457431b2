import AppSupport
import Foundation
import RxCore
import RxNetwork
import TerminalUI
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// `o` on the timelines, headless: the selected tweet's link goes to a fake browser, a
/// tweet with several links asks which by number, and the banner says what happened.
final class OpenLinkTests: XCTestCase {
    private func harness(links: [String], browser: FakeBrowser) throws -> TweetieScreenHarness {
        let harness = try TweetieScreenHarness()
        harness.presenter.openPage = { url in browser.open(url) }
        harness.api.listTimeline = .success([
            Self.linked(harness.tweetJSON(id: 2, text: "Read this", minutesAgo: 1), links: links),
            harness.tweetJSON(id: 1, text: "No link here", minutesAgo: 5),
        ])
        harness.showTimeline()
        harness.advance()
        return harness
    }

    func test_o_onATweetWithOneLink_opensItAndSaysSo() throws {
        let browser = FakeBrowser()
        let harness = try harness(links: ["https://example.com/post"], browser: browser)
        XCTAssertTrue(harness.render()[3].contains("Read this https://example.com/post"), harness.screen)
        harness.press(.character("o"))
        XCTAssertEqual(browser.opened, [URL(string: "https://example.com/post")])
        XCTAssertTrue(harness.render()[1].contains("Opened https://example.com/post in the browser."), harness.screen)
    }

    func test_o_onATweetWithoutLinks_opensNothingAndSaysSo() throws {
        let browser = FakeBrowser()
        let harness = try harness(links: ["https://example.com/post"], browser: browser)
        harness.press(.down)
        harness.press(.character("o"))
        XCTAssertEqual(browser.opened, [])
        XCTAssertTrue(harness.render()[1].contains("This tweet has no link to open."), harness.screen)
    }

    func test_o_withSeveralLinks_asksByNumber_andTheDigitOpensThatOne() throws {
        let browser = FakeBrowser()
        let harness = try harness(links: ["https://github.com/a", "https://example.org/b", "https://swift.org/"], browser: browser)
        harness.press(.character("o"))
        XCTAssertEqual(browser.opened, [], "nothing opens before the reader chooses")
        XCTAssertTrue(harness.render()[1].contains("Open which link? 1 github.com · 2 example.org · 3 swift.org (1-3; Esc cancels)"),
                      harness.screen)
        harness.press(.character("4"))
        XCTAssertEqual(browser.opened, [], "4 is not offered: the question is put away")
        harness.press(.character("o"))
        harness.press(.character("2"))
        XCTAssertEqual(browser.opened, [URL(string: "https://example.org/b")])
        XCTAssertTrue(harness.render()[1].contains("Opened https://example.org/b in the browser."), harness.screen)
    }

    func test_escape_cancelsTheQuestion_andStaysOnTheScreen() throws {
        let browser = FakeBrowser()
        let harness = try harness(links: ["https://github.com/a", "https://example.org/b"], browser: browser)
        harness.press(.character("o"))
        harness.press(.escape)
        XCTAssertTrue(harness.top is ListTimelineViewController)
        XCTAssertFalse(harness.render()[1].contains("Open which link?"), harness.screen)
        harness.press(.character("1"))
        XCTAssertEqual(browser.opened, [], "a digit after the question is gone opens nothing")
    }

    func test_browserFailure_isShownAsAnError() throws {
        let browser = FakeBrowser(failure: .notFound(program: "firefox"))
        let harness = try harness(links: ["https://example.com/post"], browser: browser)
        harness.press(.character("o"))
        XCTAssertTrue(harness.render()[1].contains("firefox"), harness.screen)
        XCTAssertFalse(harness.render()[1].contains("Opened"), harness.screen)
    }

    func test_opened_goesAwayByItself_afterItsLifetime() throws {
        let harness = try harness(links: ["https://example.com/post"], browser: FakeBrowser())
        harness.press(.character("o"))
        harness.advance(4)
        XCTAssertTrue(harness.render()[1].contains("Opened https://example.com/post"), harness.screen)
        harness.advance(1)
        XCTAssertFalse(harness.render()[1].contains("Opened"), harness.screen)
    }

    func test_aKey_putsTheOutcomeAway_andStillReachesTheScreen() throws {
        let harness = try harness(links: ["https://example.com/post"], browser: FakeBrowser())
        harness.press(.character("o"))
        harness.press(.down)
        XCTAssertFalse(harness.render()[1].contains("Opened"), harness.screen)
        harness.press(.character("o"))
        XCTAssertTrue(harness.render()[1].contains("This tweet has no link to open."), "the key moved the selection too:\n" + harness.screen)
    }

    func test_aBrowserError_staysUntilAKey() throws {
        let harness = try harness(links: ["https://example.com/post"], browser: FakeBrowser(failure: .notFound(program: "firefox")))
        harness.press(.character("o"))
        harness.advance(30)
        XCTAssertTrue(harness.render()[1].contains("firefox"), "its link is there to copy:\n" + harness.screen)
        harness.press(.character("r"))
        XCTAssertFalse(harness.render()[1].contains("firefox"), harness.screen)
    }

    func test_leavingTheScreen_putsTheOutcomeAway() throws {
        let harness = try harness(links: ["https://example.com/post"], browser: FakeBrowser())
        harness.api.userTimelines["ada"] = .success([])
        harness.press(.character("o"))
        harness.press(.enter)
        harness.advance()
        XCTAssertTrue(harness.top is PersonTimelineViewController)
        harness.press(.escape)
        XCTAssertTrue(harness.top is ListTimelineViewController)
        XCTAssertFalse(harness.render()[1].contains("Opened"), harness.screen)
    }

    func test_help_listsO_whenABrowserIsGiven_only() throws {
        let harness = try harness(links: [], browser: FakeBrowser())
        XCTAssertTrue(try XCTUnwrap(harness.navigationController.keyHints).contains(KeyHint(.character("o"), title: "Open link")))
        let without = try TweetieScreenHarness()
        without.showTimeline()
        XCTAssertFalse(try XCTUnwrap(without.navigationController.keyHints).contains { $0.key == "o" })
    }

    func test_o_onAPersonsTimeline_opensTheSelectedTweetsLink() throws {
        let browser = FakeBrowser()
        let harness = try harness(links: [], browser: browser)
        harness.api.userTimelines["ada"] = .success([
            Self.linked(TweetJSON.tweet(id: 10, text: "Mine", createdAt: harness.now), links: ["https://ada.example/notes"]),
        ])
        harness.press(.enter)
        harness.advance()
        XCTAssertTrue(harness.top is PersonTimelineViewController)
        harness.press(.character("o"))
        XCTAssertEqual(browser.opened, [URL(string: "https://ada.example/notes")])
        XCTAssertTrue(harness.render()[1].contains("Opened https://ada.example/notes"), harness.screen)
    }

    func test_aLinksOwnEscapesStay_andOnlyCharactersURLsCannotHoldAreEscaped() {
        XCTAssertEqual(TweetLinks.url(forLink: "https://example.org/a%20b?q=x|y&z=`id`")?.absoluteString,
                       "https://example.org/a%20b?q=x%7Cy&z=%60id%60")
        XCTAssertEqual(TweetLinks.url(forLink: "https://例え.jp/パス")?.absoluteString.hasPrefix("https://"), true)
        XCTAssertEqual(TweetLinks.url(forLink: "https://example.org/plain?a=1#top")?.absoluteString, "https://example.org/plain?a=1#top")
    }

    /// `object` with each of `links` appended to its text as a `t.co` address and listed
    /// in `entities.urls`, as Twitter v1.1 sends them.
    static func linked(_ object: JSONObject, links: [String]) -> JSONObject {
        var object = object
        var text = object["text"] as? String ?? ""
        var urls: [JSONObject] = []
        for (index, link) in links.enumerated() {
            let short = "https://t.co/link\(index)"
            text += " " + short
            urls.append(["url": short, "expanded_url": link])
        }
        object["text"] = text
        object["entities"] = ["urls": urls]
        return object
    }
}

/// Records the pages `o` asks for instead of starting a browser; fails when told to.
final class FakeBrowser {
    private(set) var opened: [URL] = []
    private let failure: BrowserError?

    init(failure: BrowserError? = nil) {
        self.failure = failure
    }

    func open(_ url: URL) -> Completable {
        if let failure { return .error(failure) }
        opened.append(url)
        return .empty()
    }
}
