import Foundation
import XCTest
import AppCoreSupport
import RxCore
import RxTesting
@testable import NewsCore

/// The reading screen's view model in virtual time: the actions a story has, the pages
/// it opens, and what its banner says.
final class ArticleViewModelTests: LeakCheckingTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler.advanceTo(100_000)
        scheduler = nil
        super.tearDown()
    }

    private func makeViewModel(_ item: NewsItem) throws -> ArticleViewModel {
        var viewModel: ArticleViewModel?
        SharingScheduler.mock(scheduler: scheduler) {
            viewModel = ArticleViewModel(item: item, timeZone: TimeZone(identifier: "UTC") ?? .current)
        }
        return try XCTUnwrap(viewModel)
    }

    private func elements<Element>(_ observer: TestableObserver<Element>) -> [Element] {
        observer.events.compactMap { $0.value.element }
    }

    private let full = NewsItem(id: "hn:1", title: "A story", source: "news.ycombinator.com", text: "See [1] and [2].",
                                links: [URL(string: "https://a.example/1"), URL(string: "https://a.example/2")].compactMap { $0 },
                                link: URL(string: "https://story.example"),
                                discussionURL: URL(string: "https://news.ycombinator.com/item?id=1"))

    func test_theActions_areThoseTheStoryHas() throws {
        let bare = try makeViewModel(NewsItem(id: "x", title: "Bare", source: "s", digest: "d"))
        let linked = try makeViewModel(NewsItem(id: "y", title: "Linked", source: "s", link: URL(string: "https://y.example")))
        let everything = try makeViewModel(full)
        let bareActions = scheduler.record(bare.actions)
        let linkedActions = scheduler.record(linked.actions)
        let allActions = scheduler.record(everything.actions)
        scheduler.advanceTo(10)

        XCTAssertEqual(elements(bareActions), [[]])
        XCTAssertEqual(elements(linkedActions), [[.openStory]])
        XCTAssertEqual(elements(allActions), [[.openStory, .openNumberedLink, .openDiscussion]])
        XCTAssertEqual(ArticleAction.allCases.map(\.title), ["Open in browser", "Open a numbered link", "Open the discussion"])
        XCTAssertEqual(ArticleAction.allCases.map(\.shortTitle), ["Browser", "Link", "Discussion"])
    }

    func test_pagesOpen_andWhatTheBrowserSaid_orWhyNot_isTheBanner() throws {
        let viewModel = try makeViewModel(full)
        let opened = scheduler.record(viewModel.openURL)
        let banner = scheduler.record(viewModel.banner)
        scheduler.scheduleAt(10) { viewModel.openNumberedLink.accept(2) }
        scheduler.scheduleAt(11) { viewModel.browserBanner.accept(.info("Opened https://a.example/2 in the browser.")) }
        scheduler.scheduleAt(20) { viewModel.openNumberedLink.accept(7) }
        scheduler.scheduleAt(30) { viewModel.openDiscussion.accept(()) }
        scheduler.scheduleAt(40) { viewModel.openLink.accept(()) }
        scheduler.advanceTo(50)

        XCTAssertEqual(elements(opened).map(\.absoluteString),
                       ["https://a.example/2", "https://news.ycombinator.com/item?id=1", "https://story.example"])
        XCTAssertEqual(elements(banner), [nil, .info("Opened https://a.example/2 in the browser."),
                                          .info("There is no link 7; the links go from 1 to 2.")])
    }

    func test_withoutText_theBodySaysSo_andWhereToReadIt() throws {
        let linked = try makeViewModel(NewsItem(id: "y", title: "Linked", source: "s", link: URL(string: "https://y.example")))
        let bare = try makeViewModel(NewsItem(id: "x", title: "Bare", source: "s"))
        let linkedBody = scheduler.record(linked.body)
        let bareBody = scheduler.record(bare.body)
        scheduler.advanceTo(10)

        XCTAssertEqual(elements(linkedBody).first?.hasPrefix("No text comes with this story: open it in the browser."), true)
        XCTAssertEqual(elements(bareBody), ["No text comes with this story."])
    }

    /// The page shows the text and the links apart (as links); the terminal's one block of
    /// text is made of the same parts, in the same words.
    func test_theText_andTheLinks_inTheOrderTheTextListsThem_makeTheBody() throws {
        let viewModel = try makeViewModel(full)
        let askHN = try makeViewModel(NewsItem(id: "hn:2", title: "Ask HN: why?", source: "news.ycombinator.com", digest: "Just asking.",
                                               link: URL(string: "https://news.ycombinator.com/item?id=2"),
                                               discussionURL: URL(string: "https://news.ycombinator.com/item?id=2")))
        let text = scheduler.record(viewModel.text)
        let links = scheduler.record(viewModel.links)
        let body = scheduler.record(viewModel.body)
        let askLinks = scheduler.record(askHN.links)
        let askText = scheduler.record(askHN.text)
        scheduler.advanceTo(10)

        XCTAssertEqual(elements(text), ["See [1] and [2]."])
        XCTAssertEqual(elements(links).first?.map(\.label), ["[1]", "[2]", "Story", "Discussion"])
        XCTAssertEqual(elements(links).first?.map(\.action), [.openNumberedLink, .openNumberedLink, .openStory, .openDiscussion])
        XCTAssertEqual(elements(links).first?.map(\.url.absoluteString),
                       ["https://a.example/1", "https://a.example/2", "https://story.example", "https://news.ycombinator.com/item?id=1"])
        XCTAssertEqual(elements(body), ["""
            See [1] and [2].

            Links
            [1] https://a.example/1
            [2] https://a.example/2

            Story: https://story.example
            Discussion: https://news.ycombinator.com/item?id=1
            """])
        XCTAssertEqual(elements(askText), ["Just asking."], "the digest when there is no text")
        XCTAssertEqual(elements(askLinks).first?.map(\.kind), [.story], "the discussion is the story's own page: listed once")
    }
}
