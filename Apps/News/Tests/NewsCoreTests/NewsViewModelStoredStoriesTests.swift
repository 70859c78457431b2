import Foundation
import XCTest
import AppCoreSupport
import RxCore
import RxStore
import RxTesting
import TestSupport
@testable import NewsCore

/// Issue 29 item 14 in the view model, in virtual time (one tick is 100 ms): a source
/// starts with its stored stories, the fresh first page replaces them and is stored in
/// turn, and a failed (or stood-in) first page leaves them shown, saying from when.
final class NewsViewModelStoredStoriesTests: LeakCheckingTestCase {
    private var scheduler: TestScheduler!
    private var storage: NewsStorage!
    private let now = Date(timeIntervalSince1970: 1_750_000_000)   // 2025-06-15 15:06:40 UTC
    private var earlier: Date { now.addingTimeInterval(-3_600) }   // 14:06:40 the same day

    override func setUpWithError() throws {
        try super.setUpWithError()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        storage = NewsStorage(store: try Store(configuration: .inMemory()))
    }

    override func tearDown() {
        scheduler.advanceTo(100_000)
        scheduler = nil
        storage = nil
        super.tearDown()
    }

    private func makeSource() -> ScriptedNewsSource {
        let scheduler = self.scheduler!
        return ScriptedNewsSource(title: "Scripted", total: 35, storageKey: "scripted", clock: { scheduler.clock })
    }

    private func makeViewModel(_ sources: [any NewsSource], storage: (any NewsStorageType)? = nil,
                               showsStoredWhileLoading: Bool = true) -> NewsViewModel {
        var viewModel: NewsViewModel?
        var environment = NewsEnvironment.testing(sources, storage: storage ?? self.storage, scheduler: scheduler, now: now)
        environment.showsStoredStoriesWhileLoading = showsStoredWhileLoading
        SharingScheduler.mock(scheduler: scheduler) {
            viewModel = NewsViewModel(environment: environment)
        }
        guard let viewModel else { preconditionFailure("mock ran its action") }
        return viewModel
    }

    /// Stories "stored 0" … stored at `earlier` as the source's last fetch.
    private func storeEarlierFetch(count: Int = 3, title: String? = nil) throws {
        let items = (0..<count).map { NewsItem(id: "Scripted:old-\($0)", title: "stored \($0)", source: "Scripted") }
        try storage.keep(items, source: "scripted", title: title, offset: 0, at: earlier)
    }

    private func titles(_ sections: [NewsSection]?) -> [String] {
        (sections ?? []).flatMap(\.items).map(\.title)
    }

    func test_aStart_showsTheStoredStoriesFirst_thenTheFreshPageReplacesThem() throws {
        try storeEarlierFetch()
        let source = makeSource()
        source.hold()
        let viewModel = makeViewModel([source])
        let data = scheduler.record(viewModel.newsData)
        let banner = scheduler.record(viewModel.banner)
        scheduler.scheduleAt(20) { source.release() }
        scheduler.advanceTo(50)

        let shown = data.events.compactMap { $0.value.element }.map(titles).filter { !$0.isEmpty }
        XCTAssertEqual(shown.first, ["stored 0", "stored 1", "stored 2"])
        XCTAssertEqual(shown.last, (0..<10).map { "story \($0)" })
        // The very first list shown is the stored one, long before the fresh page came.
        XCTAssertEqual(titles(data.events.first?.value.element), ["stored 0", "stored 1", "stored 2"])
        XCTAssertLessThan(data.events.first?.time ?? .max, 20)
        let said = banner.events.compactMap { $0.value.element }
        XCTAssertEqual(said.compactMap { $0?.text }.first, "Showing stored stories from 14:06; refreshing…")
        XCTAssertEqual(said.last.flatMap { $0 }, nil, "the fresh page puts the notice away")
    }

    func test_theFreshPage_isStored_forTheNextStart() throws {
        try storeEarlierFetch()
        let viewModel = makeViewModel([makeSource()])
        let data = scheduler.record(viewModel.newsData)
        scheduler.advanceTo(10)

        XCTAssertEqual(titles(data.events.last?.value.element).count, 10)
        let stored = try XCTUnwrap(try storage.storedStories(of: "scripted", limit: 100))
        XCTAssertEqual(stored.fetchedAt, now)
        XCTAssertEqual(stored.title, "Scripted", "the title the fresh page came with")
        XCTAssertEqual(Array(stored.items.map(\.title).prefix(10)), (0..<10).map { "story \($0)" })
        // The earlier fetch's stories come after the newest fetch's.
        XCTAssertEqual(Array(stored.items.map(\.title).suffix(3)), ["stored 0", "stored 1", "stored 2"])
    }

    func test_aFailedFreshPage_keepsTheStoredStories_andSaysFromWhen() throws {
        try storeEarlierFetch()
        let source = makeSource()
        source.fail(at: 0)
        assertShowsTheStoredStoriesOverTheFailure(makeViewModel([source]))
    }

    /// After the failed first page of `viewModel`'s source: the 3 stored stories, the
    /// failure's reason then from when they are, and the failure's state over them.
    private func assertShowsTheStoredStoriesOverTheFailure(_ viewModel: NewsViewModel, file: StaticString = #filePath, line: UInt = #line) {
        let data = scheduler.record(viewModel.newsData)
        let banner = scheduler.record(viewModel.banner)
        let state = scheduler.record(viewModel.state)
        scheduler.advanceTo(10)

        XCTAssertEqual(titles(data.events.last?.value.element), ["stored 0", "stored 1", "stored 2"], file: file, line: line)
        XCTAssertEqual(banner.events.last?.value.element??.text,
                       "The request failed (scripted failure at 0). Showing stored stories from 14:06.", file: file, line: line)
        guard case .failed(_, 0, 3)? = state.events.last?.value.element else {
            return XCTFail("expected the first page's failure over 3 stored stories, got \(String(describing: state.events.last))",
                           file: file, line: line)
        }
    }

    /// `news --feed URL` offline: a feed is named by its address until a page says its
    /// title; its stored stories come with the title they were fetched under.
    func test_storedStories_showTheTitleTheyCameWith() throws {
        try storeEarlierFetch(title: "Example Feed")
        let source = makeSource()
        source.fail(at: 0)
        let viewModel = makeViewModel([source])
        let title = scheduler.record(viewModel.title)
        scheduler.advanceTo(10)

        XCTAssertEqual(title.events.compactMap { $0.value.element }.last, "Example Feed")
    }

    func test_theDemoStandingIn_doesNotReplaceTheStoredStories_norIsStored() throws {
        try storeEarlierFetch()
        assertTheStoredStoriesStay(showingThemWhileLoading: true)
        XCTAssertEqual(try storage.storedStories(of: "scripted", limit: 100)?.items.map(\.title), ["stored 0", "stored 1", "stored 2"])
    }

    /// The source unreachable and the demo standing in for it: its 3 stored stories stay
    /// (shown at the start or read then), and the banner says why and from when they are.
    private func assertTheStoredStoriesStay(showingThemWhileLoading showsStoredWhileLoading: Bool,
                                            file: StaticString = #filePath, line: UInt = #line) {
        let offline = OfflineFallbackSource(primary: UnreachableSource(wrapping: makeSource()),
                                            fallback: ScriptedNewsSource(title: "Demo", total: 5),
                                            offlineTitle: "Demo (offline)", scheduler: scheduler)
        let viewModel = makeViewModel([offline], showsStoredWhileLoading: showsStoredWhileLoading)
        let data = scheduler.record(viewModel.newsData)
        let banner = scheduler.record(viewModel.banner)
        scheduler.advanceTo(10)

        XCTAssertEqual(titles(data.events.last?.value.element), ["stored 0", "stored 1", "stored 2"], file: file, line: line)
        XCTAssertEqual(banner.events.last?.value.element??.text,
                       "No network (no answer from Scripted). Check the connection and try again. Showing stored stories from 14:06.",
                       file: file, line: line)
    }

    // MARK: Stored stories read only when needed (a pipe: D81)

    func test_notShownWhileLoading_aFreshFirstPage_isShownWithoutReadingTheStoredStories() throws {
        try storeEarlierFetch()
        let reads = CountingStorage(storage)
        let source = makeSource()
        source.hold()
        let viewModel = makeViewModel([source], storage: reads, showsStoredWhileLoading: false)
        let data = scheduler.record(viewModel.newsData)
        let banner = scheduler.record(viewModel.banner)
        scheduler.scheduleAt(20) { source.release() }
        scheduler.advanceTo(50)

        let shown = data.events.compactMap { $0.value.element }.map(titles).filter { !$0.isEmpty }
        XCTAssertEqual(shown, [(0..<10).map { "story \($0)" }], "only the fresh page is ever shown")
        XCTAssertEqual(reads.storedReads, 0)
        XCTAssertFalse(banner.events.contains { $0.value.element??.text.contains("stored") == true })
        XCTAssertEqual(try storage.storedStories(of: "scripted", limit: 100)?.fetchedAt, now, "the fresh page is still kept")
    }

    func test_notShownWhileLoading_aFailedFirstPage_showsTheStoredStories_andSaysFromWhen() throws {
        try storeEarlierFetch()
        let reads = CountingStorage(storage)
        let source = makeSource()
        source.fail(at: 0)
        assertShowsTheStoredStoriesOverTheFailure(makeViewModel([source], storage: reads, showsStoredWhileLoading: false))
        XCTAssertEqual(reads.storedReads, 1)
    }

    func test_notShownWhileLoading_theDemoStandingIn_givesWayToTheStoredStories() throws {
        try storeEarlierFetch()
        assertTheStoredStoriesStay(showingThemWhileLoading: false)
    }

    func test_notShownWhileLoading_aFailedFirstPage_withNothingStored_showsTheFailureAlone() throws {
        let source = makeSource()
        source.fail(at: 0)
        let viewModel = makeViewModel([source], showsStoredWhileLoading: false)
        let data = scheduler.record(viewModel.newsData)
        let banner = scheduler.record(viewModel.banner)
        scheduler.advanceTo(10)

        XCTAssertEqual(titles(data.events.last?.value.element), [])
        XCTAssertEqual(banner.events.last?.value.element??.text, "The request failed (scripted failure at 0).")
    }

    func test_storedStories_fromAnEarlierDay_sayTheDate() throws {
        let items = [NewsItem(id: "Scripted:old", title: "stored", source: "Scripted")]
        try storage.keep(items, source: "scripted", offset: 0, at: now.addingTimeInterval(-2 * 86_400))
        let source = makeSource()
        source.hold()
        let viewModel = makeViewModel([source])
        let banner = scheduler.record(viewModel.banner)
        scheduler.advanceTo(10)

        XCTAssertEqual(banner.events.last?.value.element??.text, "Showing stored stories from 13 Jun 2025 15:06; refreshing…")
    }

    func test_aSourceWithoutAStorageKey_keepsNothing() throws {
        let viewModel = makeViewModel([ScriptedNewsSource(title: "Scripted", total: 35)])
        let data = scheduler.record(viewModel.newsData)
        scheduler.advanceTo(10)

        XCTAssertEqual(titles(data.events.last?.value.element).count, 10)
        XCTAssertEqual(storage.store.objects(StoredStory.self).count, 0)
    }
}

/// A source whose first page fails as an unreachable network does (offline), keeping the
/// wrapped source's title and storage key.
private final class UnreachableSource: NewsSource {
    let wrapped: ScriptedNewsSource

    init(wrapping wrapped: ScriptedNewsSource) {
        self.wrapped = wrapped
    }

    var title: String { wrapped.title }
    var sectioning: NewsSectioning { wrapped.sectioning }
    var storageKey: String? { wrapped.storageKey }

    func page(at offset: Int, size: Int) -> Single<NewsPage> {
        .error(NewsError.network("could not connect", offline: true))
    }
}

/// `NewsStorage` counting the reads of stored stories.
private final class CountingStorage: NewsStorageType, @unchecked Sendable {
    // Lock discipline: `reads` is only touched under `lock`, which calls nothing else.
    private let lock = NSLock()
    private var reads = 0
    private let storage: NewsStorage

    init(_ storage: NewsStorage) {
        self.storage = storage
    }

    var storedReads: Int { lock.withLock { reads } }

    func markRead(_ id: String, at date: Date) throws { try storage.markRead(id, at: date) }
    func readIDs(on scheduler: ImmediateSchedulerType) -> Observable<Set<String>> { storage.readIDs(on: scheduler) }
    func keep(_ items: [NewsItem], source: String, title: String?, offset: Int, at date: Date) throws {
        try storage.keep(items, source: source, title: title, offset: offset, at: date)
    }

    func storedStories(of source: String, limit: Int) throws -> StoredStories? {
        lock.withLock { reads += 1 }
        return try storage.storedStories(of: source, limit: limit)
    }
}
