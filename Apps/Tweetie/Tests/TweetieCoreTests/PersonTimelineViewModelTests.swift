import Foundation
import XCTest
import RxCore
import RxNetwork
import RxTesting
@testable import TweetieCore

/// One person's timeline: fetched, merged page after page, never stored.
final class PersonTimelineViewModelTests: TweetieTestCase {
    private func createViewModel() -> PersonTimelineViewModel {
        PersonTimelineViewModel(environment: TestData.environment(scheduler, api: api), username: "fpillet")
    }

    func test_title_isLoadingUntilTheFirstResponse_thenTheUsername() {
        let viewModel = createViewModel()
        let title = scheduler.record(viewModel.title, disposed: 60)
        scheduler.scheduleAt(5) { self.api.objects.onNext(TestData.tweetsJSON([1])) }
        scheduler.scheduleAt(35) { self.api.objects.onNext(TestData.tweetsJSON([2])) }
        scheduler.advanceTo(60)
        XCTAssertEqual(title.events, [.next(0, "Loading..."), .next(5, "@fpillet")])
        XCTAssertEqual(api.calls.first?.method, "timeline(of:username)")
        XCTAssertEqual(api.calls.first?.argument, "fpillet")
    }

    func test_title_showsTheUsernameAfterAFailedFirstRequest_andTheErrorGoesToTheBanner() {
        let viewModel = createViewModel()
        let title = scheduler.record(viewModel.title, disposed: 10)
        let messages = scheduler.record(viewModel.errorBanner.map { $0?.text }, disposed: 10)
        scheduler.scheduleAt(5) { self.api.objects.onError(TwitterError.unknownUser("fpillet")) }
        scheduler.advanceTo(10)
        XCTAssertEqual(title.events, [.next(0, "Loading..."), .next(5, "@fpillet")])
        XCTAssertEqual(messages.events, [.next(0, nil), .next(5, TwitterError.unknownUser("fpillet").message)])
    }

    func test_tweets_startEmpty_thenMergePagesNewestFirst() {
        let viewModel = createViewModel()
        let tweets = scheduler.record(viewModel.tweets.map { $0.map(\.id) }, disposed: 60)
        scheduler.scheduleAt(5) { self.api.objects.onNext(TestData.tweetsJSON([3, 1])) }
        scheduler.scheduleAt(35) { self.api.objects.onNext(TestData.tweetsJSON([4, 3, 2])) }
        scheduler.advanceTo(60)
        XCTAssertEqual(tweets.events, [.next(0, []), .next(5, [3, 1]), .next(35, [4, 3, 2, 1])])
        XCTAssertEqual(api.calls.map(\.cursor), [.none, TimelineCursor(max: .max, since: 3), TimelineCursor(max: .max, since: 4)])
    }

    func test_merge_replacesATweetFetchedAgain() {
        var edited = TestData.tweet(2)
        edited.text = "edited"
        let merged = PersonTimelineViewModel.merge([TestData.tweet(2), TestData.tweet(1)], with: [edited])
        XCTAssertEqual(merged.map(\.id), [2, 1])
        XCTAssertEqual(merged.first?.text, "edited")
    }
}
