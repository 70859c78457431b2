import Foundation
import XCTest
@testable import WebUI

/// Labels cut after a few lines, links a key follows, and Shift-Tab as the page names it.
final class LabelAndLinkTests: XCTestCase {
    func test_numberOfLines_cutsTheLabelAfterThatManyLines() {
        let label = Label("A long digest")
        XCTAssertFalse(label.renderedMarkup.contains("lines-"))
        label.numberOfLines = 2
        XCTAssertTrue(label.renderedMarkup.contains("class=\"label body lines-2\""), label.renderedMarkup)
        label.numberOfLines = 7
        XCTAssertTrue(label.renderedMarkup.contains("class=\"label body lines-3\""), label.renderedMarkup)
        label.numberOfLines = 1
        XCTAssertTrue(label.renderedMarkup.contains("class=\"label body one-line\""), label.renderedMarkup)
    }

    func test_aLinksKey_isOnTheLink_andInTheHelp() {
        let link = LinkLabel("Open the discussion", url: URL(string: "https://news.example/item?id=1"))
        XCTAssertEqual(link.keyHints, [])
        link.keyEquivalent = .character("c")
        XCTAssertTrue(link.renderedMarkup.contains("data-shortcut=\"c\" aria-keyshortcuts=\"c\""), link.renderedMarkup)
        XCTAssertEqual(link.keyHints, [KeyHint(key: "c", title: "Open the discussion")])
        link.keyEquivalentTitle = "Discussion"
        XCTAssertEqual(link.keyHints, [KeyHint(key: "c", title: "Discussion")])
    }

    func test_aKeyOnSomethingThatIsNoWebPage_followsNothing() {
        let link = LinkLabel("Run me", url: URL(string: "javascript:window.pwned=1"))
        link.keyEquivalent = .character("o")
        XCTAssertFalse(link.renderedMarkup.contains("data-shortcut"), link.renderedMarkup)
        XCTAssertFalse(link.renderedMarkup.contains("href"), link.renderedMarkup)
        XCTAssertEqual(link.keyHints, [], "no key is offered for it")
    }

    func test_shiftTab_isNamedAsThePageReportsIt() {
        XCTAssertEqual(Key.backTab.webName, "Shift+Tab")
        XCTAssertEqual(Key.backTab.description, "Shift-Tab")
        XCTAssertEqual(Key.ctrl("r").ariaName, "Control+R")
    }

    func test_shiftTabCommands_areListedAndTapped() {
        let previous = KeyCommand(key: .backTab, title: "Previous source")
        var html = HTML()
        previous.render(into: &html, visible: true)
        XCTAssertTrue(html.markup.contains("data-key=\"Shift+Tab\""), html.markup)
        XCTAssertTrue(html.markup.contains("<kbd>Shift-Tab</kbd>"), html.markup)
    }
}
