import AppCoreSupport
import Foundation
import RxCore
import RxTesting
import TestSupport
import XCTest
@testable import TweetieCore

/// What a person's timeline and a list's members say: what is loading, the banner, the
/// status line's parts, and the actions and segues of the selection.
final class PersonAndPeoplePresentationTests: PresentationTestCase {
    private func person() -> PersonTimelineViewModel {
        PersonTimelineViewModel(environment: TestData.environment(scheduler, reachability: reachability, api: api), username: "quiet")
    }

    func test_person_isLoading_untilTheFirstAnswer_thenSaysItHasNothing() {
        let viewModel = person()
        let loading = scheduler.record(viewModel.isLoading, disposed: 10)
        let banners = scheduler.record(viewModel.banner, disposed: 10)
        let statuses = scheduler.record(viewModel.status, disposed: 10)
        advance(to: 4)
        XCTAssertEqual(viewModel.activity, "Loading tweets…")
        XCTAssertEqual(values(loading), [true])
        XCTAssertEqual(values(banners), [nil])
        scheduler.scheduleAt(5) { self.api.objects.onNext([]) }
        advance(to: 10)
        XCTAssertEqual(values(loading), [true, false])
        XCTAssertEqual(values(banners), [nil, .info("@quiet has no tweets to show.")])
        XCTAssertEqual(values(statuses).last, StatusLine(parts: ["0 tweets"]))
    }

    func test_person_aFailure_isRetriedByPolling_andSaysSo() {
        let viewModel = person()
        let banners = scheduler.record(viewModel.banner, disposed: 10)
        scheduler.scheduleAt(5) { self.api.objects.onError(TwitterError.network("down")) }
        advance(to: 10)
        XCTAssertEqual(values(banners).last, .error(TwitterError.network("down").message, action: .retriesByItself))
    }

    func test_person_offersOpenLink_onlyOnATweetWithLinks() {
        let viewModel = person()
        let actions = scheduler.record(viewModel.actions, disposed: 10)
        var linked = TestData.tweet(2)
        linked.details = TweetDetails(links: ["https://example.org/"])
        advance(to: 1)
        viewModel.selectedTweet.accept(TestData.tweet(1))
        advance(to: 2)
        viewModel.selectedTweet.accept(linked)
        advance(to: 3)
        XCTAssertEqual(values(actions), [[], [.openLink]])
    }

    func test_people_sayWhatIsLoading_thenCountTheMembers_andLeadToTheirTimelines() throws {
        let viewModel = ListPeopleViewModel(environment: TestData.environment(scheduler, api: api, store: try TestStore.inMemory()), list: TestData.list)
        let activity = scheduler.record(viewModel.activity, disposed: 10)
        let statuses = scheduler.record(viewModel.status, disposed: 10)
        advance(to: 1)
        api.objects.onNext([TestData.userJSON(1, screenName: "fpillet"), ["id": 2]])
        advance(to: 2)
        XCTAssertEqual(viewModel.title, "Members of @icanzilb/RxSwift")
        XCTAssertEqual(values(activity), ["Loading members…", nil])
        XCTAssertEqual(values(statuses), [nil, StatusLine(parts: ["1 member", "1 skipped"])])
        let member = User(id: 1, name: "F", username: "fpillet")
        XCTAssertEqual(String(describing: viewModel.segue(for: member)), String(describing: Segue.personTimeline(username: "fpillet")))
    }

    func test_people_aFailure_isTheBanner() throws {
        let viewModel = ListPeopleViewModel(environment: TestData.environment(scheduler, api: api, store: try TestStore.inMemory()), list: TestData.list)
        let banners = scheduler.record(viewModel.banner, disposed: 10)
        advance(to: 1)
        api.objects.onError(TwitterError.unknownList(TestData.list))
        advance(to: 2)
        XCTAssertEqual(values(banners).last, .error(TwitterError.unknownList(TestData.list).message))
    }
}
