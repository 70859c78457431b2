import Foundation
import RxTesting
import XCTest
@testable import TweetieCore

/// Bluesky's items are "posts" and Twitter's (the demo's too) "tweets", decided once from
/// the source, so no sentence of the reader mixes them.
final class PostNounTests: XCTestCase {
    func test_blueskyLiveOrReplayed_isPosts_twitterAndTheDemo_areTweets() throws {
        let replay = FileManager.default.temporaryDirectory
        XCTAssertEqual(BlueskyAPI().postNoun, .post)
        XCTAssertEqual(BlueskyAPI(replayDirectory: replay).postNoun, .post)
        XCTAssertEqual(DemoTwitterAPI().postNoun, .tweet)
        XCTAssertEqual(TwitterAPI().postNoun, .tweet)
    }

    func test_counts() {
        XCTAssertEqual(PostNoun.tweet.count(1), "1 tweet")
        XCTAssertEqual(PostNoun.post.count(94), "94 posts")
        XCTAssertEqual(PostNoun.post.count(0), "0 posts")
    }

    func test_theViewModels_nameTheirSourcesItems_inTheirFetchErrors() throws {
        // Nothing is fetched: the test scheduler never runs.
        let scheduler = TestScheduler(initialClock: 0)
        let store = try TestStore.inMemory()
        let viewModel = ListTimelineViewModel(environment: TestData.environment(scheduler, api: BlueskyAPI(replayDirectory: FileManager.default.temporaryDirectory),
                                                                                store: store),
                                              list: ListIdentifier(username: "a", slug: "b"))
        XCTAssertEqual(viewModel.noun, .post)
        let network = TwitterError.network("timed out")
        XCTAssertEqual(ListTimelineViewModel.errorBanner(for: network, showingStored: true, pollsAgain: true, noun: viewModel.noun).screenText,
                       "Network error: timed out. Showing stored posts. Will retry.")
        let person = PersonTimelineViewModel(environment: TestData.environment(scheduler, api: DemoTwitterAPI()), username: "a")
        XCTAssertEqual(person.noun, .tweet)
    }
}
