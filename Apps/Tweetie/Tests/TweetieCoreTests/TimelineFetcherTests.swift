import Foundation
import XCTest
import RxCore
import RxNetwork
import RxTesting
@testable import TweetieCore

/// The fetcher in virtual time: one tick is one second, the interval is 30 s.
final class TimelineFetcherTests: TweetieTestCase {
    private var requests: RecordingJSONProvider!

    override func setUp() {
        super.setUp()
        requests = RecordingJSONProvider(scheduler: scheduler)
    }

    override func tearDown() {
        requests = nil
        super.tearDown()
    }

    private func makeFetcher(account: Driver<TwitterAccount.AccountStatus> = TestData.authorized,
                             interval: Int? = 30) -> TimelineFetcher {
        TimelineFetcher(account: account,
                        environment: TestData.environment(scheduler, reachability: reachability, interval: interval),
                        jsonProvider: requests.provider)
    }

    // MARK: - Polling

    func test_whenAuthorizedAndReachable_fetchesAtOnceThenEveryInterval() {
        let fetcher = makeFetcher()
        scheduler.advanceTo(60)
        XCTAssertEqual(requests.times, [0, 30, 60])
        XCTAssertEqual(requests.calls.map(\.token), Array(repeating: TestData.token, count: 3))
        withExtendedLifetime(fetcher) {}
    }

    func test_whenPaused_stopsPolling_andFetchesAtOnceOnResume() {
        let fetcher = makeFetcher()
        scheduler.scheduleAt(10) { fetcher.paused.accept(true) }
        scheduler.scheduleAt(45) { fetcher.paused.accept(false) }
        scheduler.advanceTo(80)
        XCTAssertEqual(requests.times, [0, 45, 75])
    }

    func test_whenUnreachable_stopsPolling_andFetchesAtOnceWhenReachableAgain() {
        let fetcher = makeFetcher()
        scheduler.scheduleAt(10) { self.reachability.isReachable = false }
        scheduler.scheduleAt(70) { self.reachability.isReachable = true }
        scheduler.advanceTo(100)
        XCTAssertEqual(requests.times, [0, 70, 100])
        withExtendedLifetime(fetcher) {}
    }

    func test_whenAccountUnavailable_doesNotFetch_andFetchesWithTheTokenOnceAuthorized() {
        let account = BehaviorRelay<TwitterAccount.AccountStatus>(value: .unavailable)
        let fetcher = makeFetcher(account: account.asDriver())
        scheduler.scheduleAt(10) { account.accept(.authorized("new-token")) }
        scheduler.scheduleAt(50) { account.accept(.unavailable) }
        scheduler.advanceTo(120)
        XCTAssertEqual(requests.calls.map(\.time), [10, 40])
        XCTAssertEqual(requests.calls.map(\.token), ["new-token", "new-token"])
        withExtendedLifetime(fetcher) {}
    }

    func test_withoutInterval_fetchesOnce() {
        let fetcher = makeFetcher(interval: nil)
        scheduler.advanceTo(1000)
        XCTAssertEqual(requests.times, [0])
        withExtendedLifetime(fetcher) {}
    }

    func test_withZeroInterval_fetchesOnce() {
        let fetcher = makeFetcher(interval: 0)
        scheduler.advanceTo(1000)
        XCTAssertEqual(requests.times, [0])
        withExtendedLifetime(fetcher) {}
    }

    func test_whenDeallocated_cancelsTheRequestAndStopsPolling() {
        var fetcher: TimelineFetcher? = makeFetcher()
        scheduler.scheduleAt(40) { fetcher = nil }
        scheduler.advanceTo(100)
        XCTAssertNil(fetcher)
        XCTAssertEqual(requests.times, [0, 30])
        XCTAssertEqual(requests.requests.last?.subscriptions, [Subscription(30, 40)])
    }

    // MARK: - Requests and responses

    func test_aRequestStillRunningAtTheNextTick_isCancelled() {
        let fetcher = makeFetcher()
        scheduler.advanceTo(60)
        XCTAssertEqual(requests.requests.map(\.subscriptions), [
            [Subscription(0, 30)],
            [Subscription(30, 60)],
            [Subscription(60)],
        ])
        withExtendedLifetime(fetcher) {}
    }

    func test_timeline_sendsEachPageDecoded_skippingInvalidTweets() {
        requests.respond(TestData.tweetsJSON([3, 2]) + [["id": 9]])
        requests.respond(TestData.tweetsJSON([4]))
        let fetcher = makeFetcher()
        let timeline = scheduler.record(fetcher.timeline, disposed: 100)
        scheduler.advanceTo(100)
        XCTAssertEqual(timeline.events, [
            .next(5, [TestData.tweet(3), TestData.tweet(2)]),
            .next(35, [TestData.tweet(4)]),
        ])
    }

    func test_timeline_replaysTheLatestPageToALateSubscriber() {
        requests.respond(TestData.tweetsJSON([1]))
        let fetcher = makeFetcher()
        scheduler.advanceTo(10)
        let timeline = scheduler.record(fetcher.timeline, disposed: 20)
        scheduler.advanceTo(20)
        XCTAssertEqual(timeline.events, [.next(10, [TestData.tweet(1)])])
    }

    func test_afterAPage_asksOnlyForNewerTweets_andAnEmptyPageKeepsTheCursor() {
        requests.respond(TestData.tweetsJSON([30, 20, 10]))
        requests.respond([])
        requests.respond(TestData.tweetsJSON([50, 40]))
        let fetcher = makeFetcher()
        scheduler.advanceTo(90)
        XCTAssertEqual(requests.calls.map(\.cursor), [
            .none,
            TimelineCursor(max: .max, since: 30),
            TimelineCursor(max: .max, since: 30),
            TimelineCursor(max: .max, since: 50),
        ])
        withExtendedLifetime(fetcher) {}
    }

    func test_nextCursor_neverMovesBack() {
        let cursor = TimelineCursor(max: .max, since: 100)
        XCTAssertEqual(TimelineFetcher.nextCursor(cursor, [TestData.tweet(60)]), cursor)
        XCTAssertEqual(TimelineFetcher.nextCursor(cursor, [TestData.tweet(60), TestData.tweet(120)]),
                       TimelineCursor(max: .max, since: 120))
        XCTAssertEqual(TimelineFetcher.nextCursor(.none, []), .none)
    }

    // MARK: - Errors

    func test_anError_isReported_doesNotStopPolling_andIsClearedByASuccess() {
        requests.fail(TwitterError.network("timed out"))
        requests.respond(TestData.tweetsJSON([1]))
        let fetcher = makeFetcher()
        let errors = scheduler.record(fetcher.errors, disposed: 100)
        let timeline = scheduler.record(fetcher.timeline, disposed: 100)
        scheduler.advanceTo(100)
        XCTAssertEqual(errors.events, [.next(0, nil), .next(5, .network("timed out")), .next(35, nil)])
        XCTAssertEqual(timeline.events, [.next(35, [TestData.tweet(1)])])
        XCTAssertEqual(requests.times, [0, 30, 60, 90])
    }

    func test_anErrorThatIsNotATwitterError_isReportedAsANetworkError() {
        requests.fail(URLError(.notConnectedToInternet))
        let fetcher = makeFetcher()
        let errors = scheduler.record(fetcher.errors, disposed: 10)
        scheduler.advanceTo(10)
        guard case .next(.network(let reason))? = errors.events.last?.value else {
            return XCTFail("expected a network error, got \(errors.events)")
        }
        XCTAssertFalse(reason.isEmpty)
    }

    func test_whenRateLimited_waitsUntilRetryAfter_thenFetchesAtOnceAndPollsAgain() {
        requests.fail(TwitterError.rateLimited(until: Date(timeIntervalSince1970: 100)))
        let fetcher = makeFetcher()
        let errors = scheduler.record(fetcher.errors, disposed: 200)
        scheduler.advanceTo(160)
        XCTAssertEqual(requests.times, [0, 100, 130, 160])
        XCTAssertEqual(errors.events, [.next(0, nil), .next(5, .rateLimited(until: Date(timeIntervalSince1970: 100)))])
    }

    func test_whenRateLimitedUntilAPastDate_keepsPolling() {
        scheduler.advanceTo(50)
        requests.fail(TwitterError.rateLimited(until: Date(timeIntervalSince1970: 10)))
        let fetcher = makeFetcher()
        scheduler.advanceTo(110)
        XCTAssertEqual(requests.times, [50, 80, 110])
        withExtendedLifetime(fetcher) {}
    }

    // MARK: - Refresh, errors that stop polling, slow requests (issue 17)

    func test_refresh_fetchesAtOnce_andPollsAgainFromThen() {
        let fetcher = makeFetcher()
        scheduler.scheduleAt(10) { fetcher.refresh.accept(()) }
        scheduler.advanceTo(70)
        XCTAssertEqual(requests.times, [0, 10, 40, 70])
    }

    func test_refresh_whilePaused_fetchesNothing() {
        let fetcher = makeFetcher()
        scheduler.scheduleAt(10) { fetcher.paused.accept(true) }
        scheduler.scheduleAt(20) { fetcher.refresh.accept(()) }
        scheduler.advanceTo(100)
        XCTAssertEqual(requests.times, [0])
    }

    func test_anErrorAskingAgainCannotHelp_stopsPolling_untilRefresh() {
        requests.fail(TwitterError.accessLevel(endpoint: "1.1/lists/statuses.json"))
        let fetcher = makeFetcher()
        let errors = scheduler.record(fetcher.errors, disposed: 200)
        scheduler.advanceTo(100)
        XCTAssertEqual(requests.times, [0], "the same refusal is not asked for every poll")
        scheduler.scheduleAt(120) { fetcher.refresh.accept(()) }
        scheduler.advanceTo(160)
        XCTAssertEqual(requests.times, [0, 120, 150])
        XCTAssertEqual(errors.events, [.next(0, nil), .next(5, .accessLevel(endpoint: "1.1/lists/statuses.json"))])
    }

    func test_anErrorThatMayPass_keepsPolling() {
        requests.fail(TwitterError.httpStatus(500, endpoint: "e", detail: nil))
        let fetcher = makeFetcher()
        scheduler.advanceTo(60)
        XCTAssertEqual(requests.times, [0, 30, 60])
        withExtendedLifetime(fetcher) {}
    }

    func test_aRequestWithoutAnswer_isSlowAfterTenSeconds_acrossTicks_untilAnAnswer() {
        // The first two requests hang (each cancelled by the next tick), the third answers.
        requests.scripts = [[], [], [.next(5, []), .completed(5)]]
        let fetcher = makeFetcher()
        let slow = scheduler.record(fetcher.isSlow, disposed: 100)
        scheduler.advanceTo(100)
        XCTAssertEqual(slow.events, [.next(0, false), .next(10, true), .next(65, false)])
    }

    func test_slow_endsWhenFetchingStops() {
        let fetcher = makeFetcher()
        let slow = scheduler.record(fetcher.isSlow, disposed: 50)
        scheduler.scheduleAt(20) { fetcher.paused.accept(true) }
        scheduler.advanceTo(50)
        XCTAssertEqual(slow.events, [.next(0, false), .next(10, true), .next(20, false)])
    }

    func test_aQuickAnswer_isNeverSlow() {
        requests.respond([])
        let fetcher = makeFetcher(interval: nil)
        let slow = scheduler.record(fetcher.isSlow, disposed: 50)
        scheduler.advanceTo(50)
        XCTAssertEqual(slow.events, [.next(0, false)])
    }
}
