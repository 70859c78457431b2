import Differentiator
import Foundation
import XCTest
import RxCore
import RxNetwork
import RxStore
import RxTesting
import TestSupport
@testable import TweetieCore

/// The documents' `ListTimelineViewModelTests`, and what our view model adds: storing
/// fetched tweets with incremental change sets, error and offline banners, and the
/// reading position. Virtual time: one tick is one second, polling every 30 s.
final class ListTimelineViewModelTests: TweetieTestCase {
    private func createViewModel(_ account: Driver<TwitterAccount.AccountStatus> = TestData.authorized,
                                 store: Store) -> ListTimelineViewModel {
        ListTimelineViewModel(environment: TestData.environment(scheduler, reachability: reachability, api: api, store: store, account: account),
                              list: TestData.list)
    }

    // MARK: - The documents' tests

    func test_whenInitialized_storesInitParams() throws {
        let store = try TestStore.inMemory()
        let accountSubject = PublishSubject<TwitterAccount.AccountStatus>()
        let viewModel = createViewModel(accountSubject.asDriver(onErrorJustReturn: .unavailable), store: store)

        XCTAssertEqual(viewModel.list, TestData.list)
        XCTAssertTrue(viewModel.environment.api === api)
        XCTAssertTrue((viewModel.environment.storage as? TimelineStorage)?.store === store)
        XCTAssertFalse(viewModel.paused)
        let account = scheduler.record(viewModel.environment.account, disposed: 10)
        accountSubject.onNext(.authorized(TestData.token))
        scheduler.advanceTo(10)
        XCTAssertEqual(account.events, [.next(0, .authorized(TestData.token))])
    }

    func test_whenInitialized_bindsTweets() throws {
        let store = try TestStore.inMemory()
        try store.add([TestData.tweet(2), TestData.tweet(3), TestData.tweet(1)])
        let viewModel = createViewModel(store: store)

        var received: [([Tweet], ListChangeset<Tweet>?)] = []
        let subscription = viewModel.tweets.subscribe(onNext: { received.append($0) })
        subscription.dispose()

        XCTAssertEqual(received.map(\.0.count), [3])
        XCTAssertEqual(received.first?.0.map(\.id), [3, 2, 1])
        XCTAssertNil(received.first?.1)
    }

    func test_whenAccountAvailable_updatesAccountStatus() throws {
        let store = try TestStore.inMemory()
        let observer = scheduler.createObserver(Bool.self)
        let accountSubject = PublishSubject<TwitterAccount.AccountStatus>()
        let viewModel = createViewModel(accountSubject.asDriver(onErrorJustReturn: .unavailable), store: store)

        // The fetcher's Driver delivers first; the main scheduler queues what it sends
        // meanwhile, so `loggedIn` arrives on the next main-queue turn.
        let asyncExpect = expectation(description: "loggedIn completed")
        let bag = DisposeBag()
        let loggedIn = viewModel.loggedIn.asObservable().share()
        loggedIn.subscribe(observer).disposed(by: bag)
        loggedIn.subscribe(onCompleted: { asyncExpect.fulfill() }).disposed(by: bag)

        accountSubject.onNext(.authorized(TestData.token))
        accountSubject.onNext(.unavailable)
        accountSubject.onCompleted()

        wait(for: [asyncExpect], timeout: 5)
        XCTAssertEqual(observer.events, [.next(0, true), .next(0, false), .completed(0)])
    }

    // MARK: - Fetched tweets

    func test_fetchedTweets_areStored_andComeOutWithIncrementalChangesets() throws {
        let store = try TestStore.inMemory()
        let viewModel = createViewModel(store: store)
        var received: [([Tweet], ListChangeset<Tweet>?)] = []
        let subscription = viewModel.tweets.subscribe(onNext: { received.append($0) })

        scheduler.scheduleAt(5) { self.api.objects.onNext(TestData.tweetsJSON([3, 2, 1])) }
        scheduler.scheduleAt(35) { self.api.objects.onNext(TestData.tweetsJSON([5, 4, 3])) }
        scheduler.advanceTo(40)
        subscription.dispose()

        XCTAssertEqual(try store.objects(Tweet.self).toArray().map(\.id).sorted(), [1, 2, 3, 4, 5])
        XCTAssertEqual(received.map { $0.0.map(\.id) }, [[], [3, 2, 1], [5, 4, 3, 2, 1]])
        XCTAssertNil(received[0].1)
        // Only what is new is inserted; the tweet fetched again unchanged is not updated.
        XCTAssertEqual(received[1].1?.inserted, [0, 1, 2])
        XCTAssertEqual(received[2].1?.inserted, [0, 1])
        XCTAssertEqual(received[2].1?.deleted, [])
        XCTAssertEqual(received[2].1?.updated, [])
        XCTAssertEqual(received[2].1.map { $0.moved.count }, 0)
        XCTAssertEqual(api.calls.map(\.method), ["timeline(of:list)", "timeline(of:list)"])
        withExtendedLifetime(viewModel) {}
    }

    func test_whenPaused_stopsFetching() throws {
        let store = try TestStore.inMemory()
        let viewModel = createViewModel(store: store)
        scheduler.scheduleAt(10) { viewModel.paused = true }
        scheduler.scheduleAt(70) { viewModel.paused = false }
        scheduler.advanceTo(80)
        XCTAssertEqual(api.calls.count, 2, "one at 0 and one when resumed at 70")
    }

    // MARK: - Banners

    func test_malformedResponse_showsTheErrorMessage_andKeepsTheStoredTweets() throws {
        let store = try TestStore.inMemory()
        try store.add([TestData.tweet(1), TestData.tweet(2)])
        let viewModel = createViewModel(store: store)
        let messages = scheduler.record(viewModel.errorText, disposed: 40)
        var shown: [[Int64]] = []
        let subscription = viewModel.tweets.subscribe(onNext: { shown.append($0.0.map(\.id)) })
        let error = TwitterError.malformedResponse(endpoint: "lists/statuses", reason: "not JSON")

        scheduler.scheduleAt(5) { self.api.objects.onError(error) }
        scheduler.advanceTo(40)
        subscription.dispose()

        XCTAssertEqual(messages.events, [.next(0, nil), .next(5, error.message + " Showing stored tweets. Will retry.")])
        XCTAssertEqual(shown, [[2, 1]])
        XCTAssertEqual(try store.objects(Tweet.self).toArray().count, 2)
        withExtendedLifetime(viewModel) {}
    }

    func test_afterAnError_aSuccessfulFetchClearsTheMessage() throws {
        let store = try TestStore.inMemory()
        let viewModel = createViewModel(store: store)
        let messages = scheduler.record(viewModel.errorText, disposed: 40)
        scheduler.scheduleAt(5) {
            self.api.objects.onError(TwitterError.network("timed out"))
            self.api.reset()
        }
        scheduler.scheduleAt(35) { self.api.objects.onNext(TestData.tweetsJSON([1])) }
        scheduler.advanceTo(40)
        XCTAssertEqual(messages.events, [.next(0, nil), .next(5, "Network error: timed out. Will retry."), .next(35, nil)])
        withExtendedLifetime(viewModel) {}
    }

    func test_aFailedStoreWrite_showsAStorageMessage_notClearedByTheResponse() throws {
        let store = try TestStore.inMemory()
        // A table that refuses every tweet text longer than two characters.
        try store.execute(#"CREATE TABLE "Tweet" ("id" INTEGER PRIMARY KEY NOT NULL, "text" TEXT CHECK (length("text") < 3))"#)
        let viewModel = createViewModel(store: store)
        let messages = scheduler.record(viewModel.errorText, disposed: 10)
        scheduler.scheduleAt(5) { self.api.objects.onNext(TestData.tweetsJSON([1])) }
        scheduler.advanceTo(10)

        XCTAssertEqual(messages.events.count, 2)
        XCTAssertEqual(messages.events.first, .next(0, nil))
        guard case .next(let message?)? = messages.events.last?.value else {
            return XCTFail("expected a storage message, got \(messages.events)")
        }
        XCTAssertTrue(message.hasPrefix("Local database error: A constraint failed"), message)
        XCTAssertFalse(message.contains(".."), message)
        XCTAssertEqual(messages.events.last?.time, 5)
        withExtendedLifetime(viewModel) {}
    }

    func test_isOffline_followsReachability() throws {
        let store = try TestStore.inMemory()
        let viewModel = createViewModel(store: store)
        let offline = scheduler.record(viewModel.isOffline, disposed: 30)
        scheduler.scheduleAt(10) { self.reachability.isReachable = false }
        scheduler.scheduleAt(20) { self.reachability.isReachable = true }
        scheduler.advanceTo(30)
        XCTAssertEqual(offline.events, [.next(0, false), .next(10, true), .next(20, false)])
        withExtendedLifetime(viewModel) {}
    }

    // MARK: - Reading position

    func test_readingPosition_isNilForAListNeverRead() throws {
        let viewModel = createViewModel(store: try TestStore.inMemory())
        XCTAssertNil(viewModel.readingPosition)
    }

    func test_topVisibleTweet_isPersistedAfterTheDebounce_andRestoredByTheNextRun() throws {
        let url = try TestStore.temporaryFile(for: self)
        let store = try Store(url: url)
        var viewModel: ListTimelineViewModel? = createViewModel(store: store)
        var storedAt: [TestTime: Int64?] = [:]
        func stored() -> Int64? {
            (try? store.object(ofType: ReadingPosition.self, forPrimaryKey: TestData.list.description))??.tweetId
        }

        scheduler.scheduleAt(10) { viewModel?.topVisibleTweet.accept(5) }
        scheduler.scheduleAt(10) { viewModel?.topVisibleTweet.accept(6) }
        scheduler.scheduleAt(11) { storedAt[11] = stored(); viewModel?.topVisibleTweet.accept(7) }
        scheduler.scheduleAt(12) { storedAt[12] = stored() }
        scheduler.scheduleAt(13) { storedAt[13] = stored() }
        scheduler.scheduleAt(20) { viewModel = nil }
        scheduler.advanceTo(20)

        XCTAssertEqual(storedAt[11], .some(nil), "nothing written while scrolling")
        XCTAssertEqual(storedAt[12], .some(nil), "nothing written within a second of the last scroll")
        XCTAssertEqual(storedAt[13], 7)

        let nextRun = createViewModel(store: try Store(url: url))
        XCTAssertEqual(nextRun.readingPosition, 7)
    }

    func test_topVisibleTweet_leftWithinTheDebounce_isStillSaved() throws {
        let store = try TestStore.inMemory()
        var viewModel: ListTimelineViewModel? = createViewModel(store: store)
        viewModel?.topVisibleTweet.accept(42)
        viewModel = nil
        XCTAssertEqual(try store.object(ofType: ReadingPosition.self, forPrimaryKey: TestData.list.description)?.tweetId, 42)
        XCTAssertEqual(createViewModel(store: store).readingPosition, 42)
    }

    func test_readingPositions_ofDifferentLists_areKeptApart() throws {
        let store = try TestStore.inMemory()
        try store.add(ReadingPosition(list: "someone/else", tweetId: 99))
        XCTAssertNil(createViewModel(store: store).readingPosition)
    }

    // MARK: - Issue 17: honest messages, updates, new tweets above

    func test_fetchErrorBanner_saysStoredTweetsAndRetry_onlyWhenEachIsSo() {
        let network = TwitterError.network("timed out")
        XCTAssertEqual(ListTimelineViewModel.errorBanner(for: network, showingStored: true, pollsAgain: true),
                       .error("Network error: timed out. Showing stored tweets.", action: .retriesByItself))
        XCTAssertEqual(ListTimelineViewModel.errorBanner(for: network, showingStored: false, pollsAgain: true).screenText,
                       "Network error: timed out. Will retry.")
        let access = TwitterError.accessLevel(endpoint: "1.1/lists/statuses.json")
        XCTAssertEqual(ListTimelineViewModel.errorBanner(for: access, showingStored: true, pollsAgain: true),
                       .error(access.message + " Showing stored tweets.", action: .retry), "polling stopped: only a refresh helps")
        XCTAssertEqual(ListTimelineViewModel.errorBanner(for: access, showingStored: false, pollsAgain: true).screenText, access.message)
    }

    func test_withoutPolling_aNetworkFailure_saysToCheckTheConnection_andOffersRetry() {
        let network = TwitterError.network("timed out")
        XCTAssertEqual(ListTimelineViewModel.errorBanner(for: network, showingStored: true, pollsAgain: false),
                       .error("Network error: timed out. Check the connection and try again. Showing stored tweets.", action: .retry))
        let server = TwitterError.httpStatus(500, endpoint: "e", detail: nil)
        XCTAssertEqual(ListTimelineViewModel.errorBanner(for: server, showingStored: false, pollsAgain: false), .error(server.message, action: .retry))
        XCTAssertEqual(ListTimelineViewModel.errorBanner(for: server, showingStored: false, pollsAgain: false, canRetry: false),
                       .error(server.message), "a screen without refresh offers nothing")
    }

    func test_anEmptyStore_doesNotClaimToShowStoredTweets() throws {
        let store = try TestStore.inMemory()
        let viewModel = createViewModel(store: store)
        let messages = scheduler.record(viewModel.errorText, disposed: 10)
        scheduler.scheduleAt(5) { self.api.objects.onError(TwitterError.httpStatus(500, endpoint: "e", detail: nil)) }
        scheduler.advanceTo(10)
        XCTAssertEqual(messages.events.last?.value.element ?? nil, "Twitter's server failed (HTTP 500 Internal Server Error) for e. Will retry.")
        withExtendedLifetime(viewModel) {}
    }

    func test_anErrorAskingAgainCannotHelp_stopsPolling_untilRefresh() throws {
        let store = try TestStore.inMemory()
        let viewModel = createViewModel(store: store)
        scheduler.scheduleAt(5) {
            self.api.objects.onError(TwitterError.accessLevel(endpoint: "1.1/lists/statuses.json"))
            self.api.reset()
        }
        scheduler.advanceTo(100)
        XCTAssertEqual(api.calls.count, 0, "not asked again every poll")
        scheduler.scheduleAt(110) { viewModel.refresh.accept(()) }
        scheduler.advanceTo(120)
        XCTAssertEqual(api.calls.count, 1, "r asks again")
    }

    func test_lastUpdated_isKeptAfterAFailure() throws {
        let store = try TestStore.inMemory()
        let viewModel = createViewModel(store: store)
        let updated = scheduler.record(viewModel.lastUpdated, disposed: 70)
        let status = scheduler.record(viewModel.fetchStatus, disposed: 70)
        scheduler.scheduleAt(5) {
            self.api.objects.onNext(TestData.tweetsJSON([1]))
            self.api.reset()
        }
        scheduler.scheduleAt(35) { self.api.objects.onError(TwitterError.network("timed out")) }
        scheduler.advanceTo(70)
        XCTAssertEqual(updated.events, [.next(0, nil), .next(5, Date(timeIntervalSince1970: 5))])
        XCTAssertEqual(status.events.last?.value.element, .failed(.network("timed out")))
        withExtendedLifetime(viewModel) {}
    }

    func test_loginProblem_givesTheAccountsReason_orSaysWhatToSet() throws {
        let store = try TestStore.inMemory()
        let reason = BehaviorRelay<TwitterError?>(value: nil)
        let account = BehaviorRelay<TwitterAccount.AccountStatus>(value: .unavailable)
        var environment = TestData.environment(scheduler, reachability: reachability, api: api, store: store, account: account.asDriver())
        environment.authorizationError = reason.asDriver()
        let viewModel = ListTimelineViewModel(environment: environment, list: TestData.list)
        let problems = scheduler.record(viewModel.loginProblem, disposed: 100)
        let failed = TwitterError.authorizationFailed("Twitter refused the consumer key and secret (HTTP 403)")
        scheduler.scheduleAt(10) { reason.accept(failed) }
        scheduler.scheduleAt(20) { account.accept(.authorized(TestData.token)) }
        scheduler.advanceTo(30)
        // `loggedIn` follows the account on the main queue, after the fetcher's first request.
        drainMainQueue()
        XCTAssertEqual(problems.events.map(\.value.element), [ListTimelineViewModel.notLoggedInMessage, failed.message, .some(nil)])
        withExtendedLifetime(viewModel) {}
        scheduler.advanceTo(100)
        XCTAssertTrue(failed.message.hasPrefix("Login to Twitter failed"), failed.message)
    }

    func test_newTweetsAbove_countsWhatArrivedAboveTheReader_andGoesDownAsTheyAreRead() throws {
        let store = try TestStore.inMemory()
        try store.add([TestData.tweet(1), TestData.tweet(2), TestData.tweet(3)])
        let viewModel = createViewModel(store: store)
        let newAbove = scheduler.record(viewModel.newTweetsAbove, disposed: 60)
        scheduler.scheduleAt(1) { viewModel.topVisibleTweet.accept(2) }
        scheduler.scheduleAt(5) { self.api.objects.onNext(TestData.tweetsJSON([5, 4])) }
        scheduler.scheduleAt(40) { viewModel.topVisibleTweet.accept(4) }
        scheduler.scheduleAt(50) { viewModel.topVisibleTweet.accept(5) }
        scheduler.advanceTo(60)
        // Tweet 3 was stored before: above the reader, but not new.
        XCTAssertEqual(newAbove.events, [.next(0, 0), .next(5, 2), .next(40, 1), .next(50, 0)])
    }

    func test_quittingRightAfterAMove_stillKeepsThePlace() throws {
        // The app exits without tearing the screens down: the exit handler writes it.
        let store = try TestStore.inMemory()
        try store.add([TestData.tweet(1), TestData.tweet(2), TestData.tweet(3)])
        let viewModel = createViewModel(store: store)
        scheduler.scheduleAt(1) { viewModel.topVisibleTweet.accept(2) }
        scheduler.advanceTo(1)
        XCTAssertNil(try store.readingPosition(of: TestData.list), "not yet: the debounce waits for a second's rest")
        ReadingPositionsAtExit.saveAll()
        XCTAssertEqual(try store.readingPosition(of: TestData.list), 2)
        withExtendedLifetime(viewModel) {}
    }

    func test_newTweetsAbove_onARestartWithNothingArriving_isZero_thoughTheReaderStoppedLowDown() throws {
        let store = try TestStore.inMemory()
        try store.add((1...45).map { TestData.tweet(Int64($0)) })
        try store.saveReadingPosition(3, of: TestData.list)
        reachability.isReachable = false
        let viewModel = createViewModel(store: store)
        let newAbove = scheduler.record(viewModel.newTweetsAbove, disposed: 60)
        scheduler.scheduleAt(1) { viewModel.topVisibleTweet.accept(3) }
        scheduler.advanceTo(60)
        XCTAssertEqual(newAbove.events, [.next(0, 0)], "the 42 above were read or passed over in an earlier run")
    }

    func test_newTweetsAbove_scrollingDownAgain_doesNotCountReadTweetsAsNew() throws {
        let store = try TestStore.inMemory()
        try store.add([TestData.tweet(1), TestData.tweet(2), TestData.tweet(3)])
        let viewModel = createViewModel(store: store)
        let newAbove = scheduler.record(viewModel.newTweetsAbove, disposed: 20)
        scheduler.scheduleAt(1) { viewModel.topVisibleTweet.accept(3) }
        scheduler.scheduleAt(2) { viewModel.topVisibleTweet.accept(1) }
        scheduler.advanceTo(20)
        XCTAssertEqual(newAbove.events, [.next(0, 0)])
        withExtendedLifetime(viewModel) {}
    }

    // MARK: - Older pages

    /// Answers the first poll with tweets 3 and 2 at 5 (later requests wait for the test)
    /// and asks for older tweets at 10.
    private func answerThePollThenLoadOlder(_ viewModel: ListTimelineViewModel) {
        scheduler.scheduleAt(5) {
            self.api.objects.onNext(TestData.tweetsJSON([3, 2]))
            self.api.reset()
        }
        scheduler.scheduleAt(10) { viewModel.loadOlder.accept(()) }
    }

    func test_isLoadingOlder_fromLoadOlderUntilThePageIsStored() throws {
        let store = try TestStore.inMemory()
        let viewModel = createViewModel(store: store)
        let loading = scheduler.record(viewModel.isLoadingOlder, disposed: 20)
        // What is stored as each change goes out: the page is in before the row goes.
        let stored = scheduler.record(viewModel.isLoadingOlder.map { [store] _ in (try? store.objects(Tweet.self).toArray().count) ?? -1 },
                                      disposed: 20)
        answerThePollThenLoadOlder(viewModel)
        scheduler.scheduleAt(15) { self.api.objects.onNext(TestData.tweetsJSON([1])) }
        scheduler.advanceTo(20)
        XCTAssertEqual(loading.events, [.next(0, false), .next(10, true), .next(15, false)])
        XCTAssertEqual(stored.events, [.next(0, 0), .next(10, 2), .next(15, 3)], "the page is stored before the loading row goes")
        XCTAssertEqual(api.calls.map(\.cursor.maxId), [1], "one request, below the oldest stored")
    }

    /// The terminal's path: the selection reaches the new last row as soon as the page
    /// is stored, which can be before the page's request completed; that `loadOlder` is
    /// taken (it was dropped, and nothing older ever loaded).
    func test_loadOlder_onceThePageIsStored_beforeItsRequestCompletes_asksForTheNextPage() throws {
        let store = try TestStore.inMemory()
        let viewModel = createViewModel(store: store)
        let loading = scheduler.record(viewModel.isLoadingOlder, disposed: 30)
        answerThePollThenLoadOlder(viewModel)
        // The page answers and its request stays open.
        scheduler.scheduleAt(15) { self.api.objects.onNext(TestData.tweetsJSON([1])) }
        scheduler.scheduleAt(20) { viewModel.loadOlder.accept(()) }
        scheduler.advanceTo(30)
        XCTAssertEqual(api.calls.map(\.cursor.maxId).filter { $0 != .max }, [1, 0], "the second older page, below the first's tweet")
        XCTAssertEqual(loading.events, [.next(0, false), .next(10, true), .next(15, false), .next(20, true)])
    }

    func test_isLoadingOlder_endsWhenThePageFails_andTheErrorSaysWhy() throws {
        let store = try TestStore.inMemory()
        let viewModel = createViewModel(store: store)
        let loading = scheduler.record(viewModel.isLoadingOlder, disposed: 20)
        let messages = scheduler.record(viewModel.errorText, disposed: 20)
        answerThePollThenLoadOlder(viewModel)
        scheduler.scheduleAt(12) { self.api.objects.onError(TwitterError.network("down")) }
        scheduler.advanceTo(20)
        XCTAssertEqual(loading.events, [.next(0, false), .next(10, true), .next(12, false)])
        XCTAssertEqual(messages.events.last?.time, 12)
        XCTAssertTrue(messages.events.last?.value.element??.contains("down") == true, "\(messages.events)")
    }

    // MARK: - Templates (seed 002's cold work)

    /// `olderPage` does nothing until subscribed; each subscription asks for one page,
    /// below the oldest stored tweet, and ends with how it settled.
    func test_olderPage_isCold_andEachSubscriptionLoadsOnePage_thenEnds() throws {
        let store = try TestStore.inMemory()
        let viewModel = createViewModel(store: store)
        let page = viewModel.olderPage
        scheduler.scheduleAt(5) {
            self.api.objects.onNext(TestData.tweetsJSON([3, 2]))
            self.api.reset()
        }
        scheduler.advanceTo(10)
        drainMainQueue()
        XCTAssertEqual(api.calls.map(\.cursor.maxId).filter { $0 != .max }, [], "nothing older is asked before a subscription")

        var statuses: [OlderPagesStatus] = []
        var completed = false
        let subscription = page.subscribe(onNext: { statuses.append($0) }, onCompleted: { completed = true })
        drainMainQueue()
        XCTAssertEqual(api.calls.map(\.cursor.maxId).filter { $0 != .max }, [1], "asked on subscription (on the main queue), below the oldest")
        scheduler.scheduleAt(15) { self.api.objects.onNext(TestData.tweetsJSON([1])) }
        scheduler.advanceTo(20)
        drainMainQueue()
        XCTAssertEqual(statuses, [.idle], "the page was stored")
        XCTAssertTrue(completed)
        XCTAssertEqual(try store.objects(Tweet.self).toArray().count, 3)
        subscription.dispose()
    }

    /// `storedTweets` reads the store on each subscription, so a second one sees what was
    /// stored since the first.
    func test_storedTweets_readsTheStoreAgain_onEachSubscription() throws {
        let store = try TestStore.inMemory()
        try store.add([TestData.tweet(1)])
        let viewModel = createViewModel(store: store)
        var first: [[Int64]] = []
        _ = viewModel.storedTweets.subscribe(onNext: { first.append($0.map(\.id)) })
        drainMainQueue()
        try store.add([TestData.tweet(2)])
        var second: [[Int64]] = []
        _ = viewModel.storedTweets.subscribe(onNext: { second.append($0.map(\.id)) })
        drainMainQueue()
        XCTAssertEqual(first, [[1]])
        XCTAssertEqual(second, [[2, 1]])
    }
}
