import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork
import XCTest
import AppCoreSupport
import RxCore
import RxStore
import RxTesting
import TestSupport
@testable import NewsCore

/// What the list's view model says, in virtual time (one tick is 100 ms): the banner and
/// what puts it away, the status line's parts, the title, paging from the end of the
/// list on screen, a feed that moved and a server that does not answer.
final class NewsViewModelPresentationTests: LeakCheckingTestCase {
    private var scheduler: TestScheduler!
    private let now = Date(timeIntervalSince1970: 1_750_000_000)

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    }

    override func tearDown() {
        // The recordings end their subscriptions at 100,000.
        scheduler.advanceTo(100_000)
        scheduler = nil
        super.tearDown()
    }

    private func makeSource(total: Int = 35, title: String = "Scripted") -> ScriptedNewsSource {
        let scheduler = self.scheduler!
        return ScriptedNewsSource(title: title, total: total, clock: { scheduler.clock })
    }

    /// A view model over `sources` whose Drivers deliver on the test scheduler; marks in
    /// a fresh in-memory database unless `storage` is given.
    private func makeViewModel(_ sources: [any NewsSource], leftOut: [String] = [], storage: (any NewsStorageType)? = nil,
                               note: String? = nil) throws -> NewsViewModel {
        var environment = NewsEnvironment.testing(sources, leftOut: leftOut, storage: try storage ?? NewsStorage.inMemory(),
                                                  scheduler: scheduler, now: now)
        environment.note = note
        var viewModel: NewsViewModel?
        SharingScheduler.mock(scheduler: scheduler) {
            viewModel = NewsViewModel(environment: environment)
        }
        return try XCTUnwrap(viewModel)
    }

    private func elements<Element>(_ observer: TestableObserver<Element>) -> [Element] {
        observer.events.compactMap { $0.value.element }
    }

    // MARK: - The banner

    func test_theBanner_startsWithWhatTheFeedListLeftOut_andPagesDoNotPutItAway() throws {
        let viewModel = try makeViewModel([makeSource()], leftOut: ["urls line 3: exec: feeds run commands, which news never does; left out"])
        let banner = scheduler.record(viewModel.banner)
        scheduler.scheduleAt(10) { viewModel.refresh.accept(()) }
        scheduler.advanceTo(50)

        let notice = Banner.info("Left out of the feed list: urls line 3: exec: feeds run commands, which news never does; left out")
        XCTAssertEqual(viewModel.notice, notice)
        XCTAssertEqual(elements(banner), [notice], "said at start, kept through the first page and a reload")
    }

    func test_aFailedPage_isSaidWithARetry_staysWhileTheRetryLoads_andGoesWhenItSucceeds() throws {
        let source = ScriptedNewsSource(title: "Scripted", total: 35, failing: [0])
        let viewModel = try makeViewModel([source])
        let banner = scheduler.record(viewModel.banner)
        let state = scheduler.record(viewModel.state)
        scheduler.scheduleAt(10) {
            source.heal(0)
            source.hold()
            viewModel.refresh.accept(())
        }
        scheduler.scheduleAt(20) { source.release() }
        scheduler.advanceTo(50)

        let failure = Banner.error("The request failed (scripted failure at 0).", action: .retry)
        XCTAssertEqual(elements(banner), [nil, failure, nil])
        let times = banner.events.map(\.time)
        XCTAssertTrue(times.count == 3 && times[1] < 10 && times[2] >= 20, "the error stays while the retry loads (10…20), and goes with its page: \(times)")
        XCTAssertTrue(elements(state).contains(.loading(offset: 0, count: 0)))
    }

    func test_openStory_saysWhyNothingOpens_orOpensItsPage() throws {
        let viewModel = try makeViewModel([makeSource()])
        let banner = scheduler.record(viewModel.banner)
        let opened = scheduler.record(viewModel.openURL)
        let page = try XCTUnwrap(URL(string: "https://example.org/1"))
        scheduler.scheduleAt(10) { viewModel.openStory.accept(nil) }
        scheduler.scheduleAt(20) { viewModel.openStory.accept(NewsItem(id: "x", title: "No page", source: "s")) }
        scheduler.scheduleAt(30) { viewModel.openStory.accept(NewsItem(id: "y", title: "A page", source: "s", link: page)) }
        scheduler.scheduleAt(31) { viewModel.browserBanner.accept(.info("Opened https://example.org/1 in the browser.")) }
        scheduler.advanceTo(50)

        XCTAssertEqual(elements(opened), [page])
        XCTAssertEqual(elements(banner), [nil, .info("No story is selected to open."), .info("This story has no page to open."),
                                          .info("Opened https://example.org/1 in the browser.")])
    }

    func test_whatOpeningSaid_goesWhenAPageArrives() throws {
        let viewModel = try makeViewModel([makeSource()])
        let banner = scheduler.record(viewModel.banner)
        scheduler.scheduleAt(10) { viewModel.browserBanner.accept(.error("No browser: xdg-open was not found.")) }
        scheduler.scheduleAt(20) { viewModel.refresh.accept(()) }
        scheduler.advanceTo(50)

        XCTAssertEqual(elements(banner), [nil, .error("No browser: xdg-open was not found."), nil])
    }

    func test_whenEveryStoryShownIsRead_theBannerSaysSo() throws {
        let viewModel = try makeViewModel([makeSource(total: 2)])
        let banner = scheduler.record(viewModel.banner)
        let answers = scheduler.record(viewModel.nextUnread)
        _ = scheduler.record(viewModel.readItems)
        scheduler.scheduleAt(10) {
            for index in 0..<2 { viewModel.markRead.accept(ScriptedNewsSource.story(index)) }
        }
        scheduler.scheduleAt(20) { viewModel.findNextUnread.accept(nil) }
        scheduler.advanceTo(50)

        XCTAssertEqual(elements(answers), [nil])
        XCTAssertEqual(elements(banner).last, .info(NewsViewModel.allReadText))
        XCTAssertEqual(NewsViewModel.allReadText, "Every story shown is read; more load at the end of the list.")
    }

    func test_readMarksThatCannotBeKept_areAStorageProblem() throws {
        let viewModel = try makeViewModel([makeSource()], storage: BrokenNewsStorage())
        let banner = scheduler.record(viewModel.banner)
        let problem = scheduler.record(viewModel.storageProblem)
        scheduler.scheduleAt(10) { viewModel.markRead.accept(ScriptedNewsSource.story(1)) }
        scheduler.advanceTo(50)

        XCTAssertEqual(elements(problem).last, "Local database error: disk I/O error.")
        XCTAssertEqual(elements(banner).last, .error("Local database error: disk I/O error."))
    }

    // MARK: - The status line and the title

    func test_statusParts_sayTheCount_andWhatIsHappening() throws {
        XCTAssertEqual(NewsViewModel.statusParts(.loading(offset: 0, count: 0)), ["Loading…"])
        XCTAssertEqual(NewsViewModel.statusParts(.loading(offset: 0, count: 10)), ["10 stories", "loading more…"])
        XCTAssertEqual(NewsViewModel.statusParts(.loaded(count: 1, skipped: 0, hasMore: true)), ["1 story"])
        XCTAssertEqual(NewsViewModel.statusParts(.loaded(count: 20, skipped: 3, hasMore: false)), ["20 stories", "3 skipped", "end"])
        XCTAssertEqual(NewsViewModel.statusParts(.failed(.network("x", offline: true), offset: 10, count: 10)), ["10 stories", "failed"])

        let source = makeSource(total: 15)
        source.fail(at: 10)
        let viewModel = try makeViewModel([source])
        let parts = scheduler.record(viewModel.statusParts)
        scheduler.scheduleAt(10) { viewModel.offset.accept("10") }
        scheduler.advanceTo(50)
        XCTAssertEqual(elements(parts), [["Loading…"], ["10 stories"], ["10 stories", "loading more…"], ["10 stories", "failed"]])
    }

    func test_title_isTheSourcesTitle_withTheNote() throws {
        let plain = try makeViewModel([makeSource(title: "First")])
        let noted = try makeViewModel([makeSource(title: "First")], note: "recorded")
        let titles = scheduler.record(plain.title)
        let notedTitles = scheduler.record(noted.title)
        scheduler.advanceTo(10)

        XCTAssertEqual(elements(titles), ["First"])
        XCTAssertEqual(elements(notedTitles), ["First (recorded)"])
    }

    // MARK: - Paging from the end of the list on screen

    func test_theListsLastStoryOnScreen_asksForTheNextPage_onceEach() throws {
        let source = makeSource()
        let viewModel = try makeViewModel([source])
        _ = scheduler.record(viewModel.newsData)
        let screen = [(10, "Scripted:5"), (11, "Scripted:9"), (12, "Scripted:9"), (20, "Scripted:9"), (30, "Scripted:19"), (40, "Scripted:12")]
        for (time, lowest) in screen {
            scheduler.scheduleAt(TestTime(time)) { viewModel.lastStoryOnScreen.accept(lowest) }
        }
        scheduler.advanceTo(60)

        XCTAssertEqual(source.requests, [0, 10, 20], "story 9 ends the first page, 19 the second; 5 and 12 are not the end")
    }

    func test_aPageWhoseStoriesWereAllSkipped_whileTheEndStaysOnScreen_asksForTheNextOne() throws {
        let source = ScriptedNewsSource(title: "Scripted", total: 30, emptyPages: [10])
        let viewModel = try makeViewModel([source])
        _ = scheduler.record(viewModel.newsData)
        scheduler.scheduleAt(10) { viewModel.lastStoryOnScreen.accept("Scripted:9") }
        scheduler.advanceTo(60)

        XCTAssertEqual(source.requests, [0, 10, 20], "page 10 added nothing: story 9 is still the end, and page 20 follows")
    }

    func test_aFailedPage_isAskedForAgain_whenTheEndComesBackIntoView() throws {
        let source = makeSource()
        source.fail(at: 10)
        let viewModel = try makeViewModel([source])
        _ = scheduler.record(viewModel.newsData)
        scheduler.scheduleAt(10) { viewModel.lastStoryOnScreen.accept("Scripted:9") }
        scheduler.scheduleAt(20) { viewModel.lastStoryOnScreen.accept("Scripted:9") }
        scheduler.scheduleAt(25) { source.heal(10) }
        scheduler.scheduleAt(30) { viewModel.lastStoryOnScreen.accept("Scripted:4") }
        scheduler.scheduleAt(40) { viewModel.lastStoryOnScreen.accept("Scripted:9") }
        scheduler.advanceTo(60)

        XCTAssertEqual(source.requests, [0, 10, 10], "not again on every layout; again once the end left the screen and came back")
    }

    // MARK: - The environment

    func test_anUnsetDependency_isReportedByName() throws {
        let log = ReportLog()
        var environment = NewsEnvironment.unimplemented(Unimplemented { log.append($0) })
        environment.sourceList = NewsSourceList([makeSource()])
        environment.scheduler = scheduler
        var viewModel: NewsViewModel?
        SharingScheduler.mock(scheduler: scheduler) { viewModel = NewsViewModel(environment: environment) }
        let model = try XCTUnwrap(viewModel)
        _ = scheduler.record(model.readItems)
        scheduler.scheduleAt(10) { model.markRead.accept(ScriptedNewsSource.story(1)) }
        scheduler.advanceTo(20)

        XCTAssertTrue(log.messages.contains("NewsEnvironment.storage was used, but the test did not set it."), "\(log.messages)")
        XCTAssertTrue(log.messages.contains("NewsEnvironment.now was used, but the test did not set it."), "\(log.messages)")
    }

    // MARK: - The actions

    func test_theActions_offerSwitchingSources_onlyWhenThereAreSeveral() throws {
        let one = try makeViewModel([makeSource()])
        let two = try makeViewModel([makeSource(), makeSource(title: "Second")])
        let oneActions = scheduler.record(one.actions)
        let twoActions = scheduler.record(two.actions)
        scheduler.advanceTo(10)

        XCTAssertEqual(elements(oneActions), [[.read, .nextUnread, .openStory, .reload]])
        XCTAssertEqual(elements(twoActions), [Set(NewsAction.allCases)])
        XCTAssertEqual(NewsAction.allCases.map(\.title), ["Read", "Next unread", "Open in browser", "Next source", "Previous source", "Reload"])
        XCTAssertEqual(NewsAction.allCases.map(\.shortTitle), ["Read", "Unread", "Browser", "Source", "Source", "Reload"])
    }

    func test_aStorysMetaLine_saysItsSource_age_comments_andPoints() {
        let formatter = RelativeTimeFormatter(timeZone: TimeZone(identifier: "UTC") ?? .current)
        let story = NewsItem(id: "hn:1", title: "t", source: "example.org", commentCount: 1, score: 120, publishedAt: now.addingTimeInterval(-3 * 3600))
        XCTAssertEqual(story.metaParts(now: now, timeFormatter: formatter), ["example.org", "3h", "1 comment", "120 points"])
        XCTAssertEqual(story.metaLine(now: now, timeFormatter: formatter), "example.org · 3h · 1 comment · 120 points")
        XCTAssertEqual(NewsItem(id: "x", title: "t", source: "").metaParts(now: now, timeFormatter: formatter), [])
    }

    // MARK: - The network: a feed that moved, a server that does not answer

    func test_aFeedThatMoved_isSaidInTheBanner_andAgainWhenALaterPageArrives() throws {
        let move = FeedMove(from: "http://old.example/rss", to: "https://new.example/feed.xml")
        let source = MovedSource(wrapping: makeSource(), move: move)
        let viewModel = try makeViewModel([source])
        let banner = scheduler.record(viewModel.banner)
        scheduler.scheduleAt(10) { viewModel.openStory.accept(nil) }
        scheduler.scheduleAt(20) { viewModel.offset.accept("10") }
        scheduler.advanceTo(50)

        let moved = Banner.info("http://old.example/rss moved to https://new.example/feed.xml; update your feed list")
        XCTAssertEqual(elements(banner), [nil, moved, .info("No story is selected to open."), moved])
    }

    func test_aFeedThatDidNotMove_saysNothing() throws {
        let viewModel = try makeViewModel([makeSource()])
        let banner = scheduler.record(viewModel.banner)
        scheduler.advanceTo(50)
        XCTAssertEqual(elements(banner), [nil])
    }

    func test_aPageUnansweredForFiveSeconds_saysTheServerIsNotAnswering_untilItAnswers() throws {
        let source = makeSource()
        source.hold()
        let viewModel = try makeViewModel([source])
        let banner = scheduler.record(viewModel.banner)
        let slow = scheduler.record(viewModel.isSlow)
        let parts = scheduler.record(viewModel.statusParts)
        scheduler.scheduleAt(80) { source.release() }
        scheduler.advanceTo(120)

        XCTAssertEqual(slow.events.map(\.time), [1, 51, 81], "(Drivers deliver a tick late) true 5 s after the page was asked for, false at its answer")
        XCTAssertEqual(elements(slow), [false, true, false])
        let notAnswering = Banner.info("The server is not answering; still waiting for it.")
        XCTAssertEqual(elements(banner), [nil, notAnswering, nil])
        XCTAssertEqual(elements(parts), [["Loading…"], ["Loading…", "not answering"], ["10 stories"]])
    }

    func test_aQuickAnswer_neverSaysTheServerIsNotAnswering() throws {
        let source = makeSource()
        source.hold()
        let viewModel = try makeViewModel([source])
        let slow = scheduler.record(viewModel.isSlow)
        let banner = scheduler.record(viewModel.banner)
        scheduler.scheduleAt(49) { source.release() }
        scheduler.advanceTo(200)
        XCTAssertEqual(elements(slow), [false])
        XCTAssertEqual(elements(banner), [nil])
    }

    func test_aTimeout_isNotNoNetwork_butTheServerNotAnsweringInTime() throws {
        let url = try XCTUnwrap(URL(string: "https://news.example/rss"))
        let error = NewsError.network(NetworkError.underlying(URLError(.timedOut, userInfo: [NSURLErrorFailingURLErrorKey: url]), nil))
        XCTAssertEqual(error, .timedOut(host: "news.example"))
        XCTAssertEqual(error.message, "The server news.example did not answer in time. Try again later.")
        XCTAssertTrue(error.isOffline, "the demo may still stand in")
    }
}

/// A source whose first page says its feed moved.
private final class MovedSource: NewsSource {
    let wrapped: ScriptedNewsSource
    let move: FeedMove
    init(wrapping wrapped: ScriptedNewsSource, move: FeedMove) {
        self.wrapped = wrapped
        self.move = move
    }
    var title: String { wrapped.title }
    var sectioning: NewsSectioning { wrapped.sectioning }
    func page(at offset: Int, size: Int) -> Single<NewsPage> {
        let move = self.move
        return wrapped.page(at: offset, size: size).map { page in
            var page = page
            if offset == 0 { page.moved = move }
            return page
        }
    }
}
