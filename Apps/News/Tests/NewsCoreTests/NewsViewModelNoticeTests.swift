import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork
import XCTest
import AppCoreSupport
import RxCore
import RxTesting
import TestSupport
@testable import NewsCore

/// What the list's view model says about the network, in virtual time (one tick is
/// 100 ms): a feed that moved, and a server that does not answer.
final class NewsViewModelNoticeTests: LeakCheckingTestCase {
    private var scheduler: TestScheduler!
    private let now = Date(timeIntervalSince1970: 1_750_000_000)

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    }

    override func tearDown() {
        scheduler.advanceTo(100_000)
        scheduler = nil
        super.tearDown()
    }

    private func makeViewModel(_ source: any NewsSource) throws -> NewsViewModel {
        let environment = NewsEnvironment.testing([source], storage: try NewsStorage.inMemory(), scheduler: scheduler, now: now)
        var viewModel: NewsViewModel?
        SharingScheduler.mock(scheduler: scheduler) {
            viewModel = NewsViewModel(environment: environment)
        }
        return try XCTUnwrap(viewModel)
    }

    private func elements<Element>(_ observer: TestableObserver<Element>) -> [Element] {
        observer.events.compactMap { $0.value.element }
    }

    func test_aFeedThatMoved_isSaidInTheBanner_andAgainWhenALaterPageArrives() throws {
        let scheduler = self.scheduler!
        let move = FeedMove(from: "http://old.example/rss", to: "https://new.example/feed.xml")
        let source = MovedSource(wrapping: ScriptedNewsSource(total: 35, clock: { scheduler.clock }), move: move)
        let viewModel = try makeViewModel(source)
        let banner = scheduler.record(viewModel.banner)
        scheduler.scheduleAt(10) { viewModel.openStory.accept(nil) }
        scheduler.scheduleAt(20) { viewModel.offset.accept("10") }
        scheduler.advanceTo(50)

        let moved = Banner.info("http://old.example/rss moved to https://new.example/feed.xml; update your feed list")
        XCTAssertEqual(elements(banner), [nil, moved, .info("No story is selected to open."), moved])
    }

    func test_aFeedThatDidNotMove_saysNothing() throws {
        let scheduler = self.scheduler!
        let viewModel = try makeViewModel(ScriptedNewsSource(total: 35, clock: { scheduler.clock }))
        let banner = scheduler.record(viewModel.banner)
        scheduler.advanceTo(50)
        XCTAssertEqual(elements(banner), [nil])
    }

    func test_aPageUnansweredForFiveSeconds_saysTheServerIsNotAnswering_untilItAnswers() throws {
        let scheduler = self.scheduler!
        let source = ScriptedNewsSource(total: 35, clock: { scheduler.clock })
        source.hold()
        let viewModel = try makeViewModel(source)
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
        let scheduler = self.scheduler!
        let source = ScriptedNewsSource(total: 35, clock: { scheduler.clock })
        source.hold()
        let viewModel = try makeViewModel(source)
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
