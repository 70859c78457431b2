import AppSupport
import Foundation
import NewsCore
import RxCore
import RxStore
import TerminalUI
import TestSupport
import XCTest
@testable import NewsTerminal

/// The list and reading screens, headless: layouts, paging at the end of the list,
/// reading, read marks, the browser, sources, failures and hostile text.
final class NewsListViewControllerTests: XCTestCase {
    private func harness(_ sources: [any NewsSource], problems: [String] = []) throws -> NewsScreenHarness {
        let harness = try NewsScreenHarness(sources: sources, leftOut: problems)
        harness.start()
        return harness
    }

    // MARK: - Layouts

    func test_theTwoLayouts_haveTheirHeightsAndPictureBoxes() throws {
        let source = StubNewsSource(stories: [
            StubNewsSource.story(1, title: "One picture", images: ["a.jpg"]),
            StubNewsSource.story(2, title: "Three pictures", images: ["b.jpg", "c.jpg", "d.jpg"]),
            StubNewsSource.story(3, title: "No picture"),
        ])
        let harness = try harness([source])
        let lines = harness.render()

        XCTAssertEqual(lines[0].trimmingCharacters(in: .whitespaces).hasPrefix("Stub news"), true, lines[0])
        XCTAssertEqual(lines[1].trimmingCharacters(in: .whitespaces), "Stories")
        // One picture: a 12×4 box left of the title, meta line and digest; then a blank line.
        let box = String(repeating: "░", count: 12)
        XCTAssertEqual(lines[2], box + "  One picture" + String(repeating: " ", count: 100 - 25))
        XCTAssertTrue(lines[3].hasPrefix(box + "  example.org · 1 comment"), lines[3])
        XCTAssertTrue(lines[4].hasPrefix(box + "  Digest of story 1."), lines[4])
        XCTAssertTrue(lines[5].hasPrefix(box), lines[5])
        XCTAssertEqual(lines[6].trimmingCharacters(in: .whitespaces), "")
        // Three pictures: the title, then three 24×5 boxes side by side, then the meta line.
        XCTAssertTrue(lines[7].hasPrefix("Three pictures"), lines[7])
        let wide = String(repeating: "░", count: 24)
        for row in 8...12 { XCTAssertTrue(lines[row].hasPrefix(wide + "  " + wide + "  " + wide + " "), lines[row]) }
        XCTAssertTrue(lines[13].hasPrefix("example.org · 2 comments"), lines[13])
        XCTAssertEqual(lines[14].trimmingCharacters(in: .whitespaces), "")
        // No picture: the text takes the whole width.
        XCTAssertTrue(lines[15].hasPrefix("No picture"), lines[15])
        XCTAssertEqual(harness.list?.tableView(harness.list!.tableView, heightForRowAt: IndexPath(row: 1, section: 0)), ThreeImagesNewsCell.height)
        XCTAssertEqual(harness.list?.tableView(harness.list!.tableView, heightForRowAt: IndexPath(row: 0, section: 0)), OneImageNewsCell.maximumHeight)
    }

    // MARK: - Paging

    func test_theEndOfTheListOnScreen_loadsTheNextPage() throws {
        let source = StubNewsSource(count: 25)
        let harness = try harness([source])
        // Ten rows of five lines do not fit 30 lines: nothing more yet.
        XCTAssertEqual(source.requests, [0])
        XCTAssertTrue(harness.settledScreen.contains("10 stories"), harness.settledScreen)

        harness.press(.end)
        XCTAssertEqual(source.requests, [0, 10])
        XCTAssertTrue(harness.settledScreen.contains("20 stories"), harness.settledScreen)
        harness.press(.end)
        XCTAssertEqual(source.requests, [0, 10, 20])
        XCTAssertTrue(harness.settledScreen.contains("25 stories · end"), harness.settledScreen)
        harness.press(.end)
        XCTAssertEqual(source.requests, [0, 10, 20], "nothing after the last page")
    }

    /// At 80 columns the key hints used to cut the count to "10 stor…": the least
    /// important hints (`r`, also in the title bar, then `q`) now make room for it.
    func test_at80Columns_theStatusBarShowsTheWholeCount_andHelp() throws {
        let harness = try NewsScreenHarness(sources: [StubNewsSource(count: 25)], width: 80, height: 24)
        harness.start()
        let bar = try XCTUnwrap(harness.settledScreen.split(separator: "\n").last.map(String.init))
        XCTAssertTrue(bar.hasSuffix("10 stories "), bar)
        XCTAssertTrue(bar.contains("? Help") && bar.contains("Enter Read"), bar)
    }

    func test_aShortFirstPage_asksForTheNextAtOnce() throws {
        // Five-line rows on a 30-line screen: a page of four leaves the end in view.
        let source = StubNewsSource(stories: (1...4).map { StubNewsSource.story($0) } + (5...8).map { StubNewsSource.story($0) })
        let harness = try NewsScreenHarness(sources: [PageSizeSource(wrapping: source, size: 4)])
        harness.start()
        harness.advance(5)
        XCTAssertTrue(harness.settledScreen.contains("8 stories"), harness.settledScreen)
    }

    func test_aFailingPage_keepsTheStories_andSaysWhy() throws {
        let source = StubNewsSource(count: 30)
        source.fail(at: 10)
        let harness = try harness([source])
        harness.press(.end)

        let screen = harness.settledScreen
        XCTAssertTrue(screen.contains("No network (could not connect to news.example)"), screen)
        XCTAssertTrue(screen.contains("Story 10"), screen)
        XCTAssertTrue(screen.contains("10 stories · failed"), screen)
    }

    func test_aFailedLoadsBanner_staysWhileARetryLoads_andClearsWhenItSucceeds() throws {
        let source = StubNewsSource(count: 30)
        source.fail(at: 0)
        let harness = try harness([source])
        XCTAssertTrue(harness.settledScreen.contains("No network (could not connect to news.example)"), harness.settledScreen)

        source.recover(at: 0)
        source.answering.accept(false)
        harness.press(.character("r"))
        XCTAssertTrue(harness.settledScreen.contains("Loading…"), harness.settledScreen)
        XCTAssertTrue(harness.settledScreen.contains("No network (could not connect to news.example)"), "still current: \(harness.settledScreen)")

        source.answering.accept(true)
        XCTAssertTrue(harness.settledScreen.contains("10 stories"), harness.settledScreen)
        XCTAssertFalse(harness.settledScreen.contains("No network"), harness.settledScreen)
    }

    func test_aBrowserErrorsBanner_andWhatOpeningSaid_clearWhenALaterLoadSucceeds() throws {
        let harness = try harness([StubNewsSource(count: 3)])
        harness.browser.error = .notFound(program: "xdg-open")
        harness.press(.character("o"))
        let error = try XCTUnwrap(harness.settledScreen.split(separator: "\n").first { $0.contains("xdg-open") }, harness.settledScreen)

        harness.press(.character("r"))
        XCTAssertFalse(harness.settledScreen.contains(error), harness.settledScreen)
        XCTAssertTrue(harness.settledScreen.contains("3 stories"), harness.settledScreen)

        // What opening did is news until the list changes too.
        harness.browser.error = nil
        harness.press(.character("o"))
        XCTAssertTrue(harness.settledScreen.contains("Opened https://example.org/1 in the browser."), harness.settledScreen)
        harness.press(.character("r"))
        XCTAssertFalse(harness.settledScreen.contains("Opened"), harness.settledScreen)
    }

    // MARK: - Reading

    func test_enter_opensTheStory_withNumberedLinks_andMarksItRead() throws {
        let harness = try harness([StubNewsSource(count: 3)])
        harness.press(.enter)

        XCTAssertTrue(harness.top is ArticleViewController)
        let screen = harness.settledScreen
        XCTAssertTrue(screen.contains("Story 1"), screen)
        XCTAssertTrue(screen.contains("example.org · 1 comment"), screen)
        XCTAssertTrue(screen.contains("Text of story 1, see the docs [1]."), screen)
        XCTAssertTrue(screen.contains("[1] https://docs.example/1"), screen)
        XCTAssertTrue(screen.contains("Story: https://example.org/1"), screen)

        harness.press(.character("1"))
        harness.press(.character("o"))
        harness.press(.character("7"))
        XCTAssertEqual(harness.browser.opened.map(\.absoluteString), ["https://docs.example/1", "https://example.org/1"])
        // One link: not "the links go from 1 to 1".
        XCTAssertTrue(harness.settledScreen.contains("There is no link 7; this story has only link 1."), harness.settledScreen)

        harness.press(.escape)
        XCTAssertTrue(harness.top is NewsListViewController)
        let cells = harness.list?.tableView.visibleCellsInOrder.compactMap { $0 as? NewsCell } ?? []
        XCTAssertEqual(cells.map(\.isRead), [true, false, false])
        XCTAssertEqual(harness.terminal.style(atX: 0, y: 2)?.attributes.contains(.dim), true, "a read story is dimmed")
        XCTAssertEqual(harness.terminal.style(atX: 0, y: 6)?.attributes.contains(.dim), false)  // the second row: four lines (title, meta, digest, blank) below the first
    }

    /// The reading screen's help listed "Open link 1" to "Open link 9" on nine lines; it
    /// now says "1  Open a numbered link" once (the story has one), and Esc and q still
    /// fit a 24-line help.
    func test_readingHelp_listsTheNumberedLinksOnOneLine() throws {
        let harness = try harness([StubNewsSource(count: 3)])
        harness.press(.enter)
        let hints = harness.navigationController.keyHints
        XCTAssertTrue(hints.contains(KeyHint(key: "1", title: "Open a numbered link")), "\(hints)")
        XCTAssertFalse(hints.contains { $0.title.hasPrefix("Open link") }, "\(hints)")
        XCTAssertTrue(hints.contains { $0.key == "Esc" } && hints.contains { $0.key == "q" }, "\(hints)")
        XCTAssertLessThanOrEqual(hints.count, 22, "fits a 24-line help with its borders")
    }

    /// The reading screen offers only what the story has: a story without a discussion
    /// page has no `c`, one without links no `1` and no `o`, in the status bar, the
    /// help and the title bar alike; their keys do nothing there.
    func test_readingHints_showOnlyTheActionsTheStoryHas() throws {
        let bare = NewsItem(id: "bare", title: "Nothing to open", source: "example.org", digest: "Only words.")
        let harness = try harness([StubNewsSource(stories: [StubNewsSource.story(1), bare])])
        harness.press(.enter)
        var bar = try XCTUnwrap(harness.render().last)
        XCTAssertTrue(bar.contains("o Browser") && bar.contains("1 Link"), bar)
        XCTAssertFalse(bar.contains("Discussion"), bar)
        XCTAssertFalse(harness.navigationController.keyHints.contains { $0.key == "c" }, "\(harness.navigationController.keyHints)")

        harness.press(.escape, .down, .enter)
        let screen = harness.settledScreen
        XCTAssertTrue(screen.contains("Nothing to open"), screen)
        bar = try XCTUnwrap(harness.render().last)
        XCTAssertFalse(bar.contains("Browser") || bar.contains("Link"), bar)
        XCTAssertTrue(bar.contains("Esc Back"), bar)
        XCTAssertFalse(harness.render()[0].contains("Open in browser"), "no title-bar item: \(harness.render()[0])")
        let hints = harness.navigationController.keyHints
        XCTAssertFalse(hints.contains { $0.key == "o" || $0.key.hasPrefix("1") || $0.key == "c" }, "\(hints)")
        harness.press(.character("o"), .character("1"))
        XCTAssertEqual(harness.browser.opened, [])
    }

    func test_n_goesToTheNextUnreadStory_andSaysWhenAllAreRead() throws {
        let harness = try harness([StubNewsSource(count: 3)])
        harness.press(.enter, .escape, .down, .enter, .escape, .up)
        harness.press(.character("n"))
        XCTAssertEqual(harness.list?.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))

        harness.press(.enter, .escape, .character("n"))
        XCTAssertTrue(harness.settledScreen.contains("Every story shown is read"), harness.settledScreen)
    }

    func test_o_opensTheSelectedStory_andABrowserErrorIsShown() throws {
        let harness = try harness([StubNewsSource(count: 3)])
        harness.press(.down, .character("o"))
        XCTAssertEqual(harness.browser.opened.map(\.absoluteString), ["https://example.org/2"])
        XCTAssertTrue(harness.settledScreen.contains("Opened https://example.org/2 in the browser."), harness.settledScreen)

        harness.browser.error = .notFound(program: "xdg-open")
        harness.press(.character("o"))
        XCTAssertTrue(harness.settledScreen.contains("No browser: xdg-open was not found."), harness.settledScreen)
    }

    // MARK: - Sources

    func test_o_withNoStory_orAStoryWithoutAPage_saysSo() throws {
        let source = StubNewsSource(stories: [NewsItem(id: "x", title: "No page", source: "example.org", digest: "d")])
        source.fail(at: 0)
        let harness = try harness([source])
        harness.press(.character("o"))
        XCTAssertTrue(harness.settledScreen.contains("No story is selected to open."), harness.settledScreen)

        source.recover(at: 0)
        harness.press(.character("r"), .character("o"))
        XCTAssertTrue(harness.settledScreen.contains("This story has no page to open."), harness.settledScreen)
        XCTAssertEqual(harness.browser.opened, [])
    }

    func test_tab_switchesTheSource_andShiftTabComesBack() throws {
        let first = StubNewsSource(title: "First", count: 3)
        let second = StubNewsSource(title: "Second", stories: [StubNewsSource.story(9, title: "From the second")])
        let harness = try harness([first, second])
        harness.press(.tab)
        XCTAssertTrue(harness.settledScreen.contains("Second"), harness.settledScreen)
        XCTAssertTrue(harness.settledScreen.contains("From the second"), harness.settledScreen)
        XCTAssertFalse(harness.settledScreen.contains("Story 1"), harness.settledScreen)
        harness.press(.backTab)
        XCTAssertTrue(harness.settledScreen.contains("Story 1"), harness.settledScreen)
    }

    /// Switching sources is offered only where there are several (the view model's
    /// `actions`): one source's status bar and help have no Tab, and Tab does nothing.
    func test_withOneSource_tabIsNotOffered() throws {
        let single = try harness([StubNewsSource(title: "Only", count: 3)])
        let bar = try XCTUnwrap(single.render().last)
        XCTAssertFalse(bar.contains("Tab"), bar)
        XCTAssertFalse(single.navigationController.keyHints.contains { $0.key == "Tab" || $0.key == "Shift-Tab" }, "\(single.navigationController.keyHints)")

        let several = try harness([StubNewsSource(title: "First", count: 3), StubNewsSource(title: "Second", count: 1)])
        XCTAssertTrue(try XCTUnwrap(several.render().last).contains("Tab Source"))
        XCTAssertTrue(several.navigationController.keyHints.contains(KeyHint(key: "Shift-Tab", title: "Previous source")))
    }

    func test_r_reloadsFromTheFirstPage() throws {
        let source = StubNewsSource(count: 30)
        let harness = try harness([source])
        harness.press(.end, .home, .character("r"))
        XCTAssertEqual(source.requests, [0, 10, 0])
        XCTAssertTrue(harness.settledScreen.contains("10 stories"), harness.settledScreen)
    }

    func test_feedListProblems_areShownAtStart() throws {
        let harness = try harness([StubNewsSource(count: 1)], problems: ["urls line 3: exec: feeds run commands, which news never does; left out"])
        XCTAssertTrue(harness.settledScreen.contains("Left out of the feed list: urls line 3"), harness.settledScreen)
        harness.press(.character("r"))
        XCTAssertTrue(harness.settledScreen.contains("Left out of the feed list: urls line 3"), "pages do not put the notice away: \(harness.settledScreen)")
    }

    // MARK: - Hostile text

    func test_escapeSequencesInStories_neverReachTheTerminal() throws {
        let hostile = NewsItem(id: "x", title: "Evil \u{1B}[2J\u{1B}]0;pwned\u{07}title \u{202E}desrever", source: "bad\u{1B}[31m.example",
                               digest: "line\u{1B}[1;1Hjump", text: "text \u{9B}31m", link: URL(string: "https://bad.example"))
        let harness = try harness([StubNewsSource(stories: [hostile])])
        var screen = harness.settledScreen
        XCTAssertTrue(screen.contains("Evil title desrever"), screen)
        XCTAssertTrue(screen.contains("bad.example"), screen)
        XCTAssertFalse(screen.contains("pwned") || screen.contains("[2J") || screen.contains("[31m"), screen)
        harness.press(.enter)
        screen = harness.settledScreen
        XCTAssertTrue(screen.contains("text 31m") || screen.contains("text"), screen)
        XCTAssertFalse(screen.contains("\u{1B}") || screen.contains("\u{9B}") || screen.contains("[1;1H"), screen)
        for write in harness.terminal.writes {
            XCTAssertFalse(write.contains("]0;pwned"), "an OSC from the data was written")
            XCTAssertFalse(write.contains("\u{202E}"), "a bidi override from the data was written")
        }
    }
}

/// Answers pages of its own size whatever size is asked (a source with short pages).
private final class PageSizeSource: NewsSource {
    let wrapped: StubNewsSource
    let size: Int
    init(wrapping wrapped: StubNewsSource, size: Int) {
        self.wrapped = wrapped
        self.size = size
    }
    var title: String { wrapped.title }
    var sectioning: NewsSectioning { wrapped.sectioning }
    func page(at offset: Int, size: Int) -> Single<NewsPage> { wrapped.page(at: offset, size: self.size) }
}
