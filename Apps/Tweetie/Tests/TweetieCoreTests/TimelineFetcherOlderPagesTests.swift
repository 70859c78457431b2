import Foundation
import RxCore
import RxTesting
import XCTest
@testable import TweetieCore

/// The fetcher's older pages, for any source: asked below the oldest id shown, ignored
/// while one loads, `.reachedEnd` once a page holds nothing older (and then without a
/// request), never hiding a failed poll; and a fetcher started above the newest stored
/// tweet asks from there.
final class TimelineFetcherOlderPagesTests: TweetieTestCase {
    private var provider: RecordingJSONProvider!

    override func setUp() {
        super.setUp()
        provider = RecordingJSONProvider(scheduler: scheduler)
    }

    override func tearDown() {
        provider = nil
        super.tearDown()
    }

    private func fetcher(since: Int64 = 0) -> TimelineFetcher {
        TimelineFetcher(account: TestData.authorized, environment: TestData.environment(scheduler, interval: nil), since: since,
                        jsonProvider: provider.provider)
    }

    func test_olderThan_asksBelowTheId_onceAtATime_andSaysWhenThereIsNothingOlder() {
        provider.respond(TestData.tweetsJSON([30, 20]))
        provider.respond(TestData.tweetsJSON([19, 18]), after: 5)
        provider.respond([], after: 2)
        let fetcher = fetcher()
        let statuses = scheduler.record(fetcher.olderPages, disposed: 40)
        let pages = scheduler.record(fetcher.timeline.map { $0.map(\.id) }, disposed: 40)
        scheduler.scheduleAt(10) { fetcher.olderThan.accept(20) }
        scheduler.scheduleAt(12) { fetcher.olderThan.accept(20) }
        scheduler.scheduleAt(20) { fetcher.olderThan.accept(18) }
        scheduler.scheduleAt(30) { fetcher.olderThan.accept(18) }
        scheduler.advanceTo(40)

        XCTAssertEqual(provider.calls.map(\.cursor), [.none, TimelineCursor(max: 19, since: 0), TimelineCursor(max: 17, since: 0)],
                       "the request at 12 came while one was loading; the one at 30 below a known end")
        XCTAssertEqual(provider.times, [0, 10, 20])
        XCTAssertEqual(statuses.events, [.next(10, .loading), .next(15, .idle), .next(20, .loading), .next(22, .reachedEnd), .next(30, .reachedEnd)])
        XCTAssertEqual(pages.events.map { $0.value.element ?? [] }, [[30, 20], [19, 18], []])
        withExtendedLifetime(fetcher) {}
    }

    /// The pipe front end's race: the page's answer (`.idle`) goes out before its request
    /// completes, and the next request, sent in reaction a turn later, came while the
    /// request was still active; it was dropped and nothing asked again (a hang).
    func test_aRequestAfterTheAnswer_beforeItsRequestCompletes_isTaken() {
        provider.respond(TestData.tweetsJSON([30, 20]))
        provider.scripts.append([.next(5, TestData.tweetsJSON([19, 18])), .completed(8)])
        provider.respond(TestData.tweetsJSON([17]), after: 5)
        let fetcher = fetcher()
        let statuses = scheduler.record(fetcher.olderPages, disposed: 40)
        let scheduler: TestScheduler = self.scheduler
        let reaction = fetcher.olderPages
            .filter { $0 == .idle }
            .take(1)
            .subscribe(onNext: { _ in scheduler.scheduleAt(scheduler.clock + 1) { fetcher.olderThan.accept(18) } })
        scheduler.scheduleAt(10) { fetcher.olderThan.accept(20) }
        scheduler.advanceTo(40)

        XCTAssertEqual(provider.calls.map(\.cursor), [.none, TimelineCursor(max: 19, since: 0), TimelineCursor(max: 17, since: 0)],
                       "the request at 16 came after the answer at 15, though before that request completed at 18")
        XCTAssertEqual(provider.times, [0, 10, 16])
        XCTAssertEqual(statuses.events, [.next(10, .loading), .next(15, .idle), .next(16, .loading), .next(21, .idle)])
        reaction.dispose()
        withExtendedLifetime(fetcher) {}
    }

    /// The same, asked from inside the delivery of the answer: it is taken, and its
    /// `.loading` follows the answer.
    func test_aRequestSentWhileTheAnswerIsDelivered_isTaken_andFollowsIt() {
        provider.respond(TestData.tweetsJSON([30, 20]))
        provider.scripts.append([.next(5, TestData.tweetsJSON([19, 18])), .completed(8)])
        provider.respond([], after: 5)
        let fetcher = fetcher()
        let statuses = scheduler.record(fetcher.olderPages, disposed: 40)
        let reaction = fetcher.olderPages
            .filter { $0 == .idle }
            .take(1)
            .subscribe(onNext: { _ in fetcher.olderThan.accept(18) })
        scheduler.scheduleAt(10) { fetcher.olderThan.accept(20) }
        scheduler.advanceTo(40)

        XCTAssertEqual(provider.times, [0, 10, 15])
        XCTAssertEqual(statuses.events, [.next(10, .loading), .next(15, .idle), .next(15, .loading), .next(20, .reachedEnd)])
        reaction.dispose()
        withExtendedLifetime(fetcher) {}
    }

    func test_aFailedOlderPage_isReported_andCanBeAskedAgain() {
        provider.respond(TestData.tweetsJSON([30]))
        provider.fail(TwitterError.network("down"), after: 1)
        provider.respond(TestData.tweetsJSON([29]), after: 1)
        let fetcher = fetcher()
        let statuses = scheduler.record(fetcher.olderPages, disposed: 30)
        let errors = scheduler.record(fetcher.errors, disposed: 30)
        scheduler.scheduleAt(10) { fetcher.olderThan.accept(30) }
        scheduler.scheduleAt(20) { fetcher.olderThan.accept(30) }
        scheduler.advanceTo(30)
        XCTAssertEqual(statuses.events, [.next(10, .loading), .next(11, .failed(.network("down"))), .next(20, .loading), .next(21, .idle)])
        XCTAssertEqual(errors.events.last, .next(21, nil))
        withExtendedLifetime(fetcher) {}
    }

    func test_anOlderPage_neitherHidesAFailedPoll_norCountsAsAPoll() {
        provider.respond(TestData.tweetsJSON([30]))
        provider.fail(TwitterError.network("down"), after: 1)
        provider.respond(TestData.tweetsJSON([29]), after: 1)
        let fetcher = TimelineFetcher(account: TestData.authorized, environment: TestData.environment(scheduler, interval: 30),
                                      jsonProvider: provider.provider)
        let errors = scheduler.record(fetcher.errors, disposed: 50)
        let polls = scheduler.record(fetcher.polls.map { (try? $0.get()) != nil }, disposed: 50)
        scheduler.scheduleAt(40) { fetcher.olderThan.accept(30) }
        scheduler.advanceTo(50)
        XCTAssertEqual(provider.times, [0, 30, 40])
        XCTAssertEqual(errors.events, [.next(0, nil), .next(5, nil), .next(31, .network("down"))],
                       "the older page at 41 leaves the failed poll said")
        XCTAssertEqual(polls.events, [.next(5, true), .next(31, false)])
        withExtendedLifetime(fetcher) {}
    }

    func test_aBlueskyErrorAskingAgainCannotHelp_stopsPolling_untilRefresh() {
        provider.fail(TwitterError.bluesky(.unknownList("at://did:plc:x/app.bsky.graph.list/y")))
        let fetcher = TimelineFetcher(account: TestData.authorized, environment: TestData.environment(scheduler, interval: 30),
                                      jsonProvider: provider.provider)
        scheduler.scheduleAt(100) { fetcher.refresh.accept(()) }
        scheduler.advanceTo(110)
        XCTAssertEqual(provider.times, [0, 100], "an unknown list is not asked for every poll")
        XCTAssertFalse(TwitterError.bluesky(.network("down")).stopsPolling)
        XCTAssertFalse(TwitterError.bluesky(.serverFailed(status: 500, message: "")).stopsPolling)
    }

    func test_startedAboveAStoredTweet_theFirstRequestAsksOnlyForNewerOnes() {
        provider.respond([])
        provider.respond(TestData.tweetsJSON([60]))
        let fetcher = TimelineFetcher(account: TestData.authorized, environment: TestData.environment(scheduler, interval: 30), since: 50,
                                      jsonProvider: provider.provider)
        scheduler.advanceTo(70)
        XCTAssertEqual(provider.calls.map(\.cursor), [TimelineCursor(max: .max, since: 50), TimelineCursor(max: .max, since: 50),
                                                      TimelineCursor(max: .max, since: 60)],
                       "an empty page keeps the starting point")
        withExtendedLifetime(fetcher) {}
    }
}
