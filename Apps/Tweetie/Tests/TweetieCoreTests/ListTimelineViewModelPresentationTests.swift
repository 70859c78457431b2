import AppCoreSupport
import Foundation
import RxCore
import RxNetwork
import RxStore
import RxTesting
import Synchronization
import TestSupport
import XCTest
@testable import TweetieCore

/// What the list timeline's view model says, whichever front end shows it: the title
/// with the source's note, the banner and its priority, the status line's parts, the
/// note under the last tweet, and the actions that apply to the selected tweet. Virtual
/// time: one tick is one second, polling every 30 s; what the Drivers deliver on the main
/// queue is read after draining it.
final class ListTimelineViewModelPresentationTests: PresentationTestCase {
    private func createViewModel(store: Store, account: Driver<TwitterAccount.AccountStatus> = TestData.authorized,
                                 interval: Int? = 30, change: (inout TweetieEnvironment) -> Void = { _ in }) -> ListTimelineViewModel {
        var environment = TestData.environment(scheduler, reachability: reachability, interval: interval, api: api, store: store, account: account)
        change(&environment)
        return ListTimelineViewModel(environment: environment, list: TestData.list)
    }

    func test_title_isTheListsName_withTheEnvironmentsNote() throws {
        let viewModel = createViewModel(store: try TestStore.inMemory()) { $0.note = "demo data" }
        let titles = scheduler.record(viewModel.title, disposed: 10)
        advance(to: 2)
        XCTAssertEqual(values(titles).first, "@icanzilb/RxSwift (demo data)")
        withExtendedLifetime(viewModel) {}
    }

    func test_banner_putsTheLoginProblemFirst_thenOffline_thenTheFailure() throws {
        let store = try TestStore.inMemory()
        try store.add([TestData.tweet(1)])
        let account = BehaviorRelay<TwitterAccount.AccountStatus>(value: .unavailable)
        reachability.isReachable = false
        let viewModel = createViewModel(store: store, account: account.asDriver())
        let banners = scheduler.record(viewModel.banner, disposed: 40)
        advance(to: 5)
        XCTAssertEqual(values(banners).last, .error(ListTimelineViewModel.notLoggedInMessage), "not logged in, and offline")

        account.accept(.authorized(TestData.token))
        advance(to: 10)
        XCTAssertEqual(values(banners).last, .info("Offline — showing stored tweets"))

        reachability.isReachable = true
        scheduler.scheduleAt(25) { self.api.objects.onError(TwitterError.httpStatus(503, endpoint: "e", detail: nil)) }
        advance(to: 30)
        let failure = TwitterError.httpStatus(503, endpoint: "e", detail: nil).message
        XCTAssertEqual(values(banners).last, .error(failure + " Showing stored tweets.", action: .retriesByItself))
        XCTAssertEqual(values(banners).last??.screenText, failure + " Showing stored tweets. Will retry.")
        withExtendedLifetime(viewModel) {}
    }

    func test_banner_saysTheServerIsNotAnswering_afterSlowAfter() throws {
        let viewModel = createViewModel(store: try TestStore.inMemory()) { $0.slowAfter = 10 }
        let banners = scheduler.record(viewModel.banner, disposed: 20)
        advance(to: 9)
        XCTAssertEqual(values(banners).last, .some(nil))
        advance(to: 11)
        XCTAssertEqual(values(banners).last, .info("The server is not answering; still waiting for it."))
        withExtendedLifetime(viewModel) {}
    }

    func test_banner_namesAnEmptyList_onceAFetchSucceeded() throws {
        let viewModel = createViewModel(store: try TestStore.inMemory())
        let banners = scheduler.record(viewModel.banner, disposed: 20)
        advance(to: 4)
        XCTAssertEqual(values(banners).last, .some(nil), "nothing to say before the answer")
        scheduler.scheduleAt(5) { self.api.objects.onNext([]) }
        advance(to: 10)
        XCTAssertEqual(values(banners).last, .info("No tweets in @icanzilb/RxSwift yet."))
        withExtendedLifetime(viewModel) {}
    }

    func test_withoutPolling_aFailureOffersRetry_andANetworkFailureSaysWhatToDo() throws {
        let viewModel = createViewModel(store: try TestStore.inMemory(), interval: nil)
        let banners = scheduler.record(viewModel.banner, disposed: 20)
        scheduler.scheduleAt(5) { self.api.objects.onError(TwitterError.network("down")) }
        advance(to: 10)
        XCTAssertEqual(values(banners).last, .error("Network error: down. Check the connection and try again.", action: .retry))
        withExtendedLifetime(viewModel) {}
    }

    func test_status_givesCountUpdateAndOlderPages_asParts() throws {
        let viewModel = createViewModel(store: try TestStore.inMemory())
        let statuses = scheduler.record(viewModel.status, disposed: 20)
        let notes = scheduler.record(viewModel.olderNote, disposed: 20)
        advance(to: 1)
        XCTAssertEqual(values(statuses).last, StatusLine(parts: ["0 tweets", "updating…"]))
        scheduler.scheduleAt(5) {
            self.api.objects.onNext(TestData.tweetsJSON([3, 2]))
            self.api.reset()
        }
        advance(to: 6)
        XCTAssertEqual(values(statuses).last, StatusLine(parts: ["2 tweets", "updated 00:00"]))
        XCTAssertEqual(values(notes).last, .some(nil))
        viewModel.loadOlder.accept(())
        advance(to: 10)
        XCTAssertEqual(values(statuses).last, StatusLine(parts: ["2 tweets", "updated 00:00", "loading older…"]))
        XCTAssertEqual(values(notes).last, "Loading older tweets…")
        withExtendedLifetime(viewModel) {}
    }

    func test_status_countsNewTweetsAboveTheReader() throws {
        let store = try TestStore.inMemory()
        try store.add([TestData.tweet(1)])
        let viewModel = createViewModel(store: store)
        let statuses = scheduler.record(viewModel.status, disposed: 20)
        scheduler.scheduleAt(2) { viewModel.topVisibleTweet.accept(1) }
        scheduler.scheduleAt(3) { self.api.objects.onNext(TestData.tweetsJSON([2])) }
        advance(to: 10)
        XCTAssertEqual(values(statuses).last?.newAbove, "1 new ↑")
        withExtendedLifetime(viewModel) {}
    }

    func test_actions_followTheSelectedTweet_andTheirSeguesNameWhoToShow() throws {
        let viewModel = createViewModel(store: try TestStore.inMemory())
        let actions = scheduler.record(viewModel.actions, disposed: 20)
        var repost = TestData.tweet(2)
        repost.details = TweetDetails(repostedBy: "gil.test", links: ["https://example.org/"])
        advance(to: 1)
        viewModel.selectedTweet.accept(TestData.tweet(1))
        advance(to: 2)
        viewModel.selectedTweet.accept(repost)
        advance(to: 3)

        XCTAssertEqual(values(actions), [
            [.refresh, .members],
            [.author, .refresh, .members],
            [.author, .reposter, .openLink, .refresh, .members],
        ])
        XCTAssertEqual(viewModel.segue(for: .reposter).map(String.init(describing:)), String(describing: Segue.personTimeline(username: "gil.test")))
        XCTAssertEqual(viewModel.segue(for: .author).map(String.init(describing:)), String(describing: Segue.personTimeline(username: "ann")))
        XCTAssertNil(viewModel.segue(for: .openLink))
    }

    func test_anUnsetDependency_failsTheTestThatUsesIt() {
        let reported = Mutex<[String]>([])
        let environment = TweetieEnvironment.unimplemented(Unimplemented { message in reported.withLock { $0.append(message) } })
        _ = environment.now()
        _ = try? environment.storage.newestTweetId()
        XCTAssertEqual(reported.withLock { $0 }, ["TweetieEnvironment.now was used, but the test did not set it.",
                                  "TweetieEnvironment.storage was used, but the test did not set it."])
    }
}
