import Foundation
import RxCore
import RxStore
import RxTesting
import XCTest
@testable import TweetieCore

/// The unchanged view models on the Bluesky source, in virtual time against a feed that
/// grows between polls: polls merge without gaps or duplicates however many posts
/// arrived (0, 5, 60: more than a page), across runs too; reaching the end pages older
/// posts by cursor; failures keep what is shown; a rate limit holds polls until its reset.
/// One tick is one second; polls every 30 s; each request is answered a second later.
final class BlueskyTimelineViewModelTests: TweetieTestCase {
    private var server: FakeBlueskyServer!

    override func setUp() {
        super.setUp()
        server = FakeBlueskyServer()
    }

    override func tearDown() {
        server = nil
        super.tearDown()
    }

    private func listViewModel(store: Store) -> ListTimelineViewModel {
        ListTimelineViewModel(environment: TestData.environment(scheduler, reachability: reachability, api: server.api(scheduler: scheduler), store: store),
                              list: FakeBlueskyServer.list.listIdentifier)
    }

    private func storedURIs(_ store: Store) throws -> [String] {
        try store.objects(Tweet.self).sorted(by: "id", ascending: false).toArray().compactMap(\.details?.uri)
    }

    // MARK: - Polling

    private func assertAPollStoresEverythingNew(arriving: Int, requestTimes: [TestTime],
                                                file: StaticString = #filePath, line: UInt = #line) throws {
        server.publish(120)
        let store = try TestStore.inMemory()
        let viewModel = listViewModel(store: store)
        scheduler.advanceTo(10)
        XCTAssertEqual(try storedURIs(store), Array(server.uris.prefix(50)), "the first fetch stores the newest page", file: file, line: line)

        server.publish(arriving)
        scheduler.advanceTo(40)
        let stored = try storedURIs(store)
        XCTAssertEqual(stored, Array(server.uris.prefix(50 + arriving)), "no gap, nothing twice", file: file, line: line)
        XCTAssertEqual(Set(stored).count, stored.count, file: file, line: line)
        XCTAssertEqual(server.feedRequestTimes, requestTimes, file: file, line: line)
        withExtendedLifetime(viewModel) {}
    }

    func test_aPollAfterNoNewPosts_asksOnePage_andChangesNothing() throws {
        try assertAPollStoresEverythingNew(arriving: 0, requestTimes: [1, 30])
    }

    func test_aPollAfterFiveNewPosts_storesThemAll() throws {
        try assertAPollStoresEverythingNew(arriving: 5, requestTimes: [1, 30])
    }

    func test_aPollAfterSixtyNewPosts_pagesDownToAKnownPost_leavingNoGap() throws {
        try assertAPollStoresEverythingNew(arriving: 60, requestTimes: [1, 30, 31])
        guard case .listFeed(_, let cursor)? = server.requests.last?.endpoint else { return XCTFail("expected a list feed request") }
        XCTAssertNotNil(cursor, "the second page of the poll follows the first's cursor")
    }

    func test_aNewRun_pagesDownToWhatTheLastRunStored() throws {
        server.publish(120)
        let store = try TestStore.inMemory()
        var firstRun: ListTimelineViewModel? = listViewModel(store: store)
        scheduler.advanceTo(10)
        firstRun = nil
        server.publish(60)
        let secondRun = listViewModel(store: store)
        scheduler.advanceTo(20)
        XCTAssertEqual(try storedURIs(store), Array(server.uris.prefix(110)))
        withExtendedLifetime((firstRun, secondRun)) {}
    }

    func test_aPollWhoseSecondPageFails_storesNothing_soNoGapIsLeft() throws {
        server.publish(120)
        let store = try TestStore.inMemory()
        let viewModel = listViewModel(store: store)
        let messages = scheduler.record(viewModel.errorText, disposed: 70)
        scheduler.scheduleAt(20) {
            self.server.publish(60)
            self.server.failsLaterPages = true
        }
        scheduler.scheduleAt(45) { self.server.failsLaterPages = false }
        scheduler.advanceTo(40)
        XCTAssertEqual(server.feedRequestTimes, [1, 30, 31], "the poll's first page came, its second failed")
        XCTAssertEqual(try storedURIs(store).count, 50, "the first page alone would leave a gap of 10")
        XCTAssertEqual(messages.events.last?.value.element ?? nil,
                       TwitterError.bluesky(.serverFailed(status: 500, message: "boom")).message + " Showing stored posts. Will retry.")

        scheduler.advanceTo(70)
        XCTAssertEqual(try storedURIs(store), Array(server.uris.prefix(110)))
        XCTAssertEqual(messages.events.last?.value.element ?? "not nil", nil)
        withExtendedLifetime(viewModel) {}
    }

    func test_unreadableItems_areSkipped_andCounted_forTheStatusBar() throws {
        server.publish(10)
        server.publishUnreadable()
        let store = try TestStore.inMemory()
        let viewModel = listViewModel(store: store)
        let skipped = scheduler.record(viewModel.skippedTweets, disposed: 10)
        scheduler.advanceTo(10)
        XCTAssertEqual(skipped.events.last?.value.element, 1)
        XCTAssertEqual(try storedURIs(store), Array(server.uris.dropFirst()), "the readable posts are all stored")
        withExtendedLifetime(viewModel) {}
    }

    // MARK: - Older pages

    func test_reachingTheEnd_loadsOlderPagesByCursor_untilThereAreNoMore() throws {
        server.publish(120)
        let store = try TestStore.inMemory()
        let viewModel = listViewModel(store: store)
        let older = scheduler.record(viewModel.olderPages, disposed: 60)
        for time: TestTime in [10, 20, 40, 50] {
            scheduler.scheduleAt(time) { viewModel.loadOlder.accept(()) }
        }
        scheduler.advanceTo(60)

        XCTAssertEqual(try storedURIs(store), server.uris, "all 120, in order")
        XCTAssertEqual(older.events, [
            .next(0, .idle),
            .next(10, .loading), .next(11, .idle),
            .next(20, .loading), .next(21, .idle),
            .next(40, .loading), .next(41, .reachedEnd),
            .next(50, .reachedEnd),
        ])
        let cursors = server.requests.compactMap { request -> String? in
            guard case .listFeed(_, let cursor?) = request.endpoint else { return nil }
            return cursor
        }
        XCTAssertEqual(cursors.count, 3, "pages two and three by the server's cursors, then one below the oldest")
        XCTAssertEqual(server.feedRequestTimes, [1, 10, 20, 30, 40, 60], "polls at 30 and 60; nothing asked at 50: the end is known")
        withExtendedLifetime(viewModel) {}
    }

    func test_aPersonsFeed_pagesOlderPostsToo() throws {
        server.publish(200)
        let viewModel = PersonTimelineViewModel(environment: TestData.environment(scheduler, reachability: reachability, api: server.api(scheduler: scheduler)),
                                                username: "author1.test")
        let tweets = scheduler.record(viewModel.tweets.map { $0.count }.distinctUntilChanged(), disposed: 25)
        let older = scheduler.record(viewModel.olderPages, disposed: 25)
        scheduler.scheduleAt(10) { viewModel.loadOlder.accept(()) }
        scheduler.scheduleAt(20) { viewModel.loadOlder.accept(()) }
        scheduler.advanceTo(25)
        XCTAssertEqual(tweets.events.map { $0.value.element ?? -1 }, [0, 50, 67])
        XCTAssertEqual(older.events.map { $0.value.element }, [.idle, .loading, .idle, .loading, .reachedEnd])
        withExtendedLifetime(viewModel) {}
    }

    // MARK: - Rate limits

    func test_rateLimited_pollsAgainOnlyAtRateLimitReset() throws {
        server.publish(10)
        let store = try TestStore.inMemory()
        let viewModel = listViewModel(store: store)
        let messages = scheduler.record(viewModel.errorText, disposed: 200)
        scheduler.scheduleAt(20) {
            self.server.failures = [(429, #"{"error":"RateLimitExceeded","message":"Rate Limit Exceeded"}"#,
                                     ["RateLimit-Limit": "3000", "RateLimit-Remaining": "0", "RateLimit-Reset": "100"])]
        }
        scheduler.advanceTo(200)
        XCTAssertEqual(server.feedRequestTimes, [1, 30, 131, 161, 191], "the 429 at 31 holds every poll until 31 + 100 s")
        XCTAssertTrue(messages.events.contains { ($0.value.element ?? nil)?.hasPrefix("Rate limited by Bluesky") == true })
        XCTAssertEqual(try storedURIs(store).count, 10)
        withExtendedLifetime(viewModel) {}
    }
}
