import Foundation
import XCTest
import AppCoreSupport
import RxCore
import RxStore
import RxTesting
import TestSupport
@testable import NewsCore

/// The document's view model in virtual time (one tick is 100 ms, so its 0.3 s throttle
/// is 3 ticks), and what ours adds: appending pages, failures that keep what is shown,
/// reloads, sources, read marks and day sections.
final class NewsViewModelTests: LeakCheckingTestCase {
    private var scheduler: TestScheduler!
    private var store: Store!
    private let now = Date(timeIntervalSince1970: 1_750_000_000)   // 2025-06-15 15:06:40 UTC

    override func setUpWithError() throws {
        try super.setUpWithError()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        store = try Store(configuration: .inMemory())
    }

    override func tearDown() {
        // The recordings end their subscriptions at 100,000.
        scheduler.advanceTo(100_000)
        scheduler = nil
        store = nil
        super.tearDown()
    }

    private func makeSource(total: Int = 35, title: String = "Scripted", sectioning: NewsSectioning = .single("Stories")) -> ScriptedNewsSource {
        let scheduler = self.scheduler!
        return ScriptedNewsSource(title: title, total: total, sectioning: sectioning, clock: { scheduler.clock })
    }

    /// A view model whose Drivers deliver on the test scheduler, its marks in `store`.
    private func makeViewModel(_ sources: [any NewsSource]) -> NewsViewModel {
        var viewModel: NewsViewModel?
        SharingScheduler.mock(scheduler: scheduler) {
            viewModel = NewsViewModel(environment: .testing(sources, storage: NewsStorage(store: store), scheduler: scheduler, now: now))
        }
        guard let viewModel else { preconditionFailure("mock ran its action") }
        return viewModel
    }

    private func titles(_ sections: [NewsSection]?) -> [String] {
        (sections ?? []).flatMap(\.items).map(\.title)
    }

    private func send(_ offsets: [(TestTime, String)], to viewModel: NewsViewModel) {
        for (time, offset) in offsets {
            scheduler.scheduleAt(time) { viewModel.offset.accept(offset) }
        }
    }

    // MARK: - The document's behaviour

    func test_offsets_stepByTen_areDeduplicated() {
        let source = makeSource()
        let viewModel = makeViewModel([source])
        let data = scheduler.record(viewModel.newsData)
        send([(10, "10"), (20, "10"), (30, "20"), (40, "20"), (50, "10")], to: viewModel)
        scheduler.advanceTo(100)

        XCTAssertEqual(source.requests, [0, 10, 20], "each offset once; an offset already loaded asks for nothing")
        XCTAssertEqual(titles(data.events.last?.value.element), (0..<30).map { "story \($0)" })
    }

    func test_withoutAThrottle_aPageFarAheadIsAskedForAtOnce() throws {
        let source = makeSource(total: 100)
        var made: NewsViewModel?
        SharingScheduler.mock(scheduler: scheduler) {
            var environment = NewsEnvironment.testing([source], storage: NewsStorage(store: store), scheduler: scheduler, now: now)
            environment.throttle = .seconds(0)
            made = NewsViewModel(environment: environment)
        }
        let viewModel = try XCTUnwrap(made)
        _ = scheduler.record(viewModel.newsData)
        send([(1, "20")], to: viewModel)
        scheduler.advanceTo(100)

        let twenty = try XCTUnwrap(source.timedRequests.first { $0.value == 20 })
        XCTAssertLessThan(twenty.time, 3, "no 0.3 s wait behind the first page (the pipe's case)")
    }

    func test_offsets_areThrottled_keepingTheLatest() {
        let source = makeSource(total: 100)
        let viewModel = makeViewModel([source])
        _ = scheduler.record(viewModel.newsData)
        // "10" goes at once; "20" and "30" come within 0.3 s of it: only the latest, "30",
        // goes when the window ends (and pages 20 and 30 load then, in order).
        send([(10, "10"), (11, "20"), (12, "30")], to: viewModel)
        scheduler.advanceTo(100)

        XCTAssertEqual(source.timedRequests.map(\.value), [0, 10, 20, 30])
        XCTAssertEqual(source.timedRequests.map(\.time), [0, 10, 13, 13])
    }

    func test_newsData_isSectioned_asTheSourceSays() {
        let viewModel = makeViewModel([makeSource(sectioning: .single("Top stories"))])
        let data = scheduler.record(viewModel.newsData)
        scheduler.advanceTo(10)

        let sections = data.events.last?.value.element ?? []
        XCTAssertEqual(sections.map(\.title), ["Top stories"])
        XCTAssertEqual(sections.first?.items.count, 10)
    }

    // MARK: - Pages

    func test_pagesAppendInOrder_withoutDuplicates() {
        let source = makeSource()
        source.repeatPreviousStoryOnEachPage()
        let viewModel = makeViewModel([source])
        let data = scheduler.record(viewModel.newsData)
        let next = scheduler.record(viewModel.nextOffset)
        send([(10, "10"), (20, "20"), (30, "30")], to: viewModel)
        scheduler.advanceTo(100)

        XCTAssertEqual(titles(data.events.last?.value.element), (0..<35).map { "story \($0)" })
        XCTAssertEqual(next.events.compactMap { $0.value.element }, ["0", "10", "20", "30", nil], "nil after the last page")
    }

    func test_askingForAFarOffset_loadsThePagesBeforeIt_inOrder() {
        let source = makeSource()
        let viewModel = makeViewModel([source])
        let data = scheduler.record(viewModel.newsData)
        send([(10, "30")], to: viewModel)
        scheduler.advanceTo(100)

        XCTAssertEqual(source.requests, [0, 10, 20, 30])
        XCTAssertEqual(titles(data.events.last?.value.element), (0..<35).map { "story \($0)" })
    }

    func test_pastTheLastPage_asksForNothing() {
        let source = makeSource(total: 15)
        let viewModel = makeViewModel([source])
        let state = scheduler.record(viewModel.state)
        send([(10, "10"), (20, "20"), (30, "30")], to: viewModel)
        scheduler.advanceTo(100)

        XCTAssertEqual(source.requests, [0, 10])
        XCTAssertEqual(state.events.last?.value.element, .loaded(count: 15, skipped: 0, hasMore: false))
    }

    func test_state_goesLoadingThenLoaded() {
        let viewModel = makeViewModel([makeSource()])
        let state = scheduler.record(viewModel.state)
        send([(10, "10")], to: viewModel)
        scheduler.advanceTo(100)

        XCTAssertEqual(state.events.compactMap { $0.value.element }, [
            .loading(offset: 0, count: 0), .loaded(count: 10, skipped: 0, hasMore: true),
            .loading(offset: 10, count: 10), .loaded(count: 20, skipped: 0, hasMore: true),
        ])
    }

    // MARK: - Failures

    func test_aFailingPage_keepsTheEarlierOnes_andSaysWhy() {
        let source = makeSource()
        source.fail(at: 10)
        let viewModel = makeViewModel([source])
        let data = scheduler.record(viewModel.newsData)
        let state = scheduler.record(viewModel.state)
        send([(10, "10")], to: viewModel)
        scheduler.advanceTo(50)

        XCTAssertEqual(titles(data.events.last?.value.element), (0..<10).map { "story \($0)" })
        guard case .failed(let error, let offset, let count)? = state.events.last?.value.element else {
            return XCTFail("expected a failure, got \(String(describing: state.events.last))")
        }
        XCTAssertEqual(offset, 10)
        XCTAssertEqual(count, 10)
        XCTAssertTrue(error.message.contains("scripted failure at 10"), error.message)
    }

    func test_aFailedOffset_mayBeAskedForAgain() {
        let source = makeSource()
        source.fail(at: 10)
        let viewModel = makeViewModel([source])
        let data = scheduler.record(viewModel.newsData)
        send([(10, "10")], to: viewModel)
        scheduler.scheduleAt(50) { source.heal(10) }
        send([(60, "10")], to: viewModel)
        scheduler.advanceTo(100)

        XCTAssertEqual(source.requests, [0, 10, 10])
        XCTAssertEqual(titles(data.events.last?.value.element), (0..<20).map { "story \($0)" })
    }

    // MARK: - Reload

    func test_reload_startsOverFromOffsetZero() {
        let source = makeSource()
        let viewModel = makeViewModel([source])
        let data = scheduler.record(viewModel.newsData)
        send([(10, "10")], to: viewModel)
        scheduler.scheduleAt(50) {
            source.nextEdition()
            viewModel.refresh.accept(())
        }
        // The de-duplication starts over too: "10" is new again after a reload.
        send([(60, "10")], to: viewModel)
        scheduler.advanceTo(100)

        XCTAssertEqual(source.requests, [0, 10, 0, 10])
        XCTAssertEqual(titles(data.events.last?.value.element), (0..<20).map { "e1-story \($0)" })
    }

    func test_aFailedReload_keepsWhatIsShown() {
        let source = makeSource()
        let viewModel = makeViewModel([source])
        let data = scheduler.record(viewModel.newsData)
        let state = scheduler.record(viewModel.state)
        send([(10, "10")], to: viewModel)
        scheduler.scheduleAt(50) {
            source.fail(at: 0)
            viewModel.refresh.accept(())
        }
        scheduler.advanceTo(100)

        XCTAssertEqual(titles(data.events.last?.value.element), (0..<20).map { "story \($0)" })
        guard case .failed(_, 0, 20)? = state.events.last?.value.element else {
            return XCTFail("expected the reload's failure, got \(String(describing: state.events.last))")
        }
    }

    // MARK: - Sources

    func test_nextSource_switchesTitleAndStories_andWrapsAround() {
        let first = makeSource(title: "First")
        let second = makeSource(title: "Second")
        let viewModel = makeViewModel([first, second])
        let data = scheduler.record(viewModel.newsData)
        let title = scheduler.record(viewModel.title)
        scheduler.scheduleAt(10) { viewModel.nextSource.accept(()) }
        scheduler.scheduleAt(20) { viewModel.nextSource.accept(()) }
        scheduler.scheduleAt(30) { viewModel.previousSource.accept(()) }
        scheduler.advanceTo(50)

        XCTAssertEqual(title.events.compactMap { $0.value.element }, ["First", "Second", "First", "Second"])
        XCTAssertEqual(data.events.last?.value.element?.first?.items.first?.id, "Second:0")
        XCTAssertEqual(viewModel.sourceTitles, ["First", "Second"])
    }

    // MARK: - Read marks

    func test_markRead_keepsTheStoryRead_inTheStore() throws {
        let viewModel = makeViewModel([makeSource()])
        let read = scheduler.record(viewModel.readItems)
        scheduler.scheduleAt(10) { viewModel.markRead.accept(ScriptedNewsSource.story(3)) }
        scheduler.advanceTo(50)

        XCTAssertEqual(read.events.compactMap { $0.value.element }.last, ["Scripted:3"])
        XCTAssertEqual(try store.object(ofType: ReadMark.self, forPrimaryKey: "Scripted:3")?.readAt, now)
    }

    func test_aStoryReadAgain_keepsTheDateItWasFirstOpened() throws {
        let storage = NewsStorage(store: store)
        try storage.markRead("Scripted:3", at: now)
        try storage.markRead("Scripted:3", at: now.addingTimeInterval(3_600))
        XCTAssertEqual(try store.object(ofType: ReadMark.self, forPrimaryKey: "Scripted:3")?.readAt, now)
        XCTAssertEqual(store.objects(ReadMark.self).count, 1)
    }

    func test_findNextUnread_skipsReadStories_andWrapsAround() {
        let viewModel = makeViewModel([makeSource()])
        let answers = scheduler.record(viewModel.nextUnread)
        _ = scheduler.record(viewModel.newsData)
        _ = scheduler.record(viewModel.readItems)
        scheduler.scheduleAt(10) {
            for index in [0, 1, 2, 5] { viewModel.markRead.accept(ScriptedNewsSource.story(index)) }
        }
        scheduler.scheduleAt(20) { viewModel.findNextUnread.accept(nil) }
        scheduler.scheduleAt(21) { viewModel.findNextUnread.accept(IndexPath(indexes: [0, 4])) }
        scheduler.scheduleAt(22) { viewModel.findNextUnread.accept(IndexPath(indexes: [0, 9])) }
        scheduler.scheduleAt(30) {
            for index in 0..<10 { viewModel.markRead.accept(ScriptedNewsSource.story(index)) }
        }
        scheduler.scheduleAt(40) { viewModel.findNextUnread.accept(nil) }
        scheduler.advanceTo(50)

        XCTAssertEqual(answers.events.compactMap { $0.value.element }, [
            IndexPath(indexes: [0, 3]), IndexPath(indexes: [0, 6]), IndexPath(indexes: [0, 3]), nil,
        ])
    }

    // MARK: - Day sections

    func test_daySections_followTheListOrder() {
        let day: TimeInterval = 86_400
        let items = [
            NewsItem(id: "a", title: "a", source: "s", publishedAt: now.addingTimeInterval(-60)),
            NewsItem(id: "b", title: "b", source: "s"),
            NewsItem(id: "c", title: "c", source: "s", publishedAt: now.addingTimeInterval(-day)),
            NewsItem(id: "d", title: "d", source: "s", publishedAt: now.addingTimeInterval(-3 * day)),
            NewsItem(id: "e", title: "e", source: "s", publishedAt: now.addingTimeInterval(-400 * day)),
            NewsItem(id: "f", title: "f", source: "s", publishedAt: now.addingTimeInterval(-90)),
        ]
        let sections = NewsSectionBuilder(zone: .utc, now: { self.now }).sections(items, sectioning: .byDay)

        XCTAssertEqual(sections.map(\.title), ["Today", "Undated", "Yesterday", "Thursday 12 June", "11 May 2024", "Today"])
        XCTAssertEqual(sections.map { $0.items.map(\.id) }, [["a"], ["b"], ["c"], ["d"], ["e"], ["f"]],
                       "an undated story is not put under the day before it")
        XCTAssertEqual(Set(sections.map(\.identity)).count, sections.count, "a day seen twice gets its own identity")
    }
}
