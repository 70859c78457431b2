import Foundation
import NewsCore
import TerminalUI
import XCTest
@testable import NewsTerminal

/// The reading screen's link list and key hints: a long link put "[1]" alone on its own
/// line; `1-9 Link` and `c Discussion` showed on stories without such pages.
final class ArticleScreenLayoutTests: XCTestCase {
    private func readingScreen(_ item: NewsItem, width: Int = 60, height: Int = 24) throws -> NewsScreenHarness {
        let harness = try NewsScreenHarness(sources: [StubNewsSource(stories: [item])], width: width, height: height)
        harness.start()
        harness.press(.enter)
        XCTAssertTrue(harness.top is ArticleViewController)
        return harness
    }

    func test_aLongLink_keepsItsNumberOnItsFirstLine_andContinuesIndented() throws {
        let long = "https://docs.example/" + String(repeating: "a-very-long-path-segment/", count: 4) + "end"
        var item = StubNewsSource.story(1)
        item.links = [try XCTUnwrap(URL(string: long))]
        let harness = try readingScreen(item)
        let lines = harness.settledScreen.components(separatedBy: "\n")
        let first = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("[1] https://docs.example/") }, lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "[1]" }, "no number alone on a line")
        let shown = lines[first...].prefix { $0 == lines[first] || $0.hasPrefix("    ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        XCTAssertEqual(shown, "[1] " + long, "the whole address, continued under it")
    }

    func test_wrapLine_keepsALabelWithItsWord_andWrapsProseAtSpaces() {
        XCTAssertEqual(ArticleTextView.wrapLine("[1] https://example.org/abcdefghij", width: 20), ["[1] https://example.", "    org/abcdefghij"])
        XCTAssertEqual(ArticleTextView.wrapLine("Story: https://example.org/abcdefghij", width: 24), ["Story: https://example.o", "       rg/abcdefghij"])
        XCTAssertEqual(ArticleTextView.wrapLine("[1] https://e.org", width: 40), ["[1] https://e.org"])
        XCTAssertEqual(ArticleTextView.wrapLine("some words that wrap at spaces", width: 12), ["some words", "that wrap at", "spaces"])
        XCTAssertEqual(ArticleTextView.wrapLine("", width: 12), [""])
    }

    func test_keyHints_offerOnlyWhatTheStoryHas() throws {
        var bare = StubNewsSource.story(1)
        bare.links = []
        bare.discussionURL = nil
        let plain = try readingScreen(bare, width: 100)
        let bar = try XCTUnwrap(plain.settledScreen.components(separatedBy: "\n").last)
        XCTAssertFalse(bar.contains("Link"), bar)
        XCTAssertFalse(bar.contains("c Discussion"), bar)
        XCTAssertTrue(bar.contains("o Browser"), bar)
        let help = plain.navigationController.keyHints
        XCTAssertFalse(help.contains { $0.key.hasPrefix("1") || $0.key == "c" }, "\(help)")

        var askHN = StubNewsSource.story(3)
        askHN.discussionURL = askHN.link
        let own = try readingScreen(askHN, width: 100)
        let ownBar = try XCTUnwrap(own.settledScreen.components(separatedBy: "\n").last)
        XCTAssertFalse(ownBar.contains("c Discussion"), "the discussion is the story's own page: \(ownBar)")

        var full = StubNewsSource.story(2)
        full.discussionURL = URL(string: "https://news.example/item?id=2")
        let rich = try readingScreen(full, width: 100)
        let richBar = try XCTUnwrap(rich.settledScreen.components(separatedBy: "\n").last)
        XCTAssertTrue(richBar.contains(" 1 Link") && richBar.contains("c "), "one link, one key: \(richBar)")
        XCTAssertTrue(rich.navigationController.keyHints.contains(KeyHint(key: "1", title: "Open a numbered link")),
                      "\(rich.navigationController.keyHints)")

        var three = StubNewsSource.story(4)
        three.links = ["a", "b", "c"].compactMap { URL(string: "https://docs.example/\($0)") }
        let threeBar = try XCTUnwrap(try readingScreen(three, width: 100).settledScreen.components(separatedBy: "\n").last)
        XCTAssertTrue(threeBar.contains(" 1-3 Link"), threeBar)
        XCTAssertEqual(ArticleViewController.linkKeys(count: 12), "1-9", "nine digits at most")
    }
}
