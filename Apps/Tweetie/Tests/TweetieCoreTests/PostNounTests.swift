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
        let viewModel = ListTimelineViewModel(account: TestData.authorized, list: ListIdentifier(username: "a", slug: "b"),
                                              api: BlueskyAPI(replayDirectory: FileManager.default.temporaryDirectory), store: store,
                                              environment: TestData.environment(scheduler))
        XCTAssertEqual(viewModel.noun, .post)
        let network = TwitterError.network("timed out")
        XCTAssertEqual(ListTimelineViewModel.message(for: network, showingStored: true, noun: viewModel.noun),
                       "Network error: timed out. Showing stored posts; will retry.")
        let person = PersonTimelineViewModel(account: TestData.authorized, username: "a", api: DemoTwitterAPI(),
                                             environment: TestData.environment(scheduler))
        XCTAssertEqual(person.noun, .tweet)
    }
}
