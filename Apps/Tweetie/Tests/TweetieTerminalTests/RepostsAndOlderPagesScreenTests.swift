import Foundation
import RxCore
import TerminalUI
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// On the screens: a repost shows who reposted it and Enter opens its original author;
/// the selection reaching the last row loads older tweets, once per arrival, and the
/// status bar says when the oldest is reached.
final class RepostsAndOlderPagesScreenTests: XCTestCase {
    func test_enterOnARepost_opensTheOriginalAuthor() throws {
        let harness = try TweetieScreenHarness()
        try harness.storeTweets([
            Tweet(id: 2, text: "The docs got a refresh", authorName: "Paul Frazee", screenName: "pfrazee.com",
                  createdAt: harness.now.addingTimeInterval(-600), details: TweetDetails(repostedBy: "gil.test")),
            Tweet(id: 1, text: "Older", authorName: "Ada", screenName: "ada", createdAt: harness.now.addingTimeInterval(-900)),
        ])
        harness.showTimeline()
        let lines = harness.render()
        // Line 1 is the banner's, reserved.
        XCTAssertTrue(lines[2].hasPrefix("Paul Frazee @pfrazee.com"), lines.joined(separator: "\n"))
        XCTAssertEqual(lines[3].trimmingCharacters(in: .whitespaces), "reposted by @gil.test")
        harness.press(.enter)
        harness.advance()
        let person = try XCTUnwrap(harness.top as? PersonTimelineViewController)
        XCTAssertEqual(person.viewModel.username, "pfrazee.com")
    }

    func test_reachingTheLastRow_loadsOlderTweets_onceUntilTheSelectionComesBack() throws {
        let harness = try TweetieScreenHarness()
        harness.api.listTimeline = .success((1...3).map { harness.tweetJSON(id: Int64($0), text: "Tweet \($0)", minutesAgo: Double(10 - $0)) })
        harness.showTimeline()
        harness.advance()
        XCTAssertEqual(harness.api.calls.count, 1, "the first row is not the last")

        harness.press(.character("G"))
        harness.render()
        harness.advance()
        XCTAssertEqual(harness.api.calls.count, 2, "the last row asks for older tweets")
        let last = try XCTUnwrap(harness.render().last)
        XCTAssertTrue(last.trimmingCharacters(in: .whitespaces).hasSuffix("3 tweets · updated 00:00 · no older"), last)

        harness.advance(5)
        XCTAssertEqual(harness.api.calls.count, 2, "staying on the last row asks nothing more")
        harness.press(.up)
        harness.render()
        harness.press(.down)
        harness.render()
        harness.advance()
        XCTAssertEqual(harness.api.calls.count, 2, "known to be the end: nothing is sent")
    }

    func test_aPersonsTimeline_loadsOlderTweetsAtItsLastRowToo() throws {
        let harness = try TweetieScreenHarness()
        harness.api.userTimelines["grace"] = .success([TweetJSON.tweet(id: 10, text: "Only one", name: "Grace", screenName: "grace",
                                                                       createdAt: harness.now)])
        harness.showTimeline()
        harness.navigator.show(segue: .personTimeline(username: "grace"))
        harness.advance()
        harness.render()
        harness.advance()
        XCTAssertEqual(harness.api.calls.filter { $0 == "timeline(of: grace)" }.count, 2, "its one row is the last")
        let last = try XCTUnwrap(harness.render().last)
        XCTAssertTrue(last.trimmingCharacters(in: .whitespaces).hasSuffix("1 tweet · no older"), last)
    }
}

/// The reposter stays reachable from a repost's row: `u` opens their timeline.
final class ReposterKeyScreenTests: XCTestCase {
    func test_uOnARepost_opensTheReposter_andOnAnOtherTweet_isNotOffered() throws {
        let harness = try TweetieScreenHarness()
        try harness.storeTweets([
            Tweet(id: 2, text: "Mine", authorName: "Ada", screenName: "ada", createdAt: harness.now.addingTimeInterval(-300)),
            Tweet(id: 1, text: "The docs got a refresh", authorName: "Paul Frazee", screenName: "pfrazee.com",
                  createdAt: harness.now.addingTimeInterval(-600), details: TweetDetails(repostedBy: "gil.test")),
        ])
        harness.showTimeline()
        harness.render()
        harness.press(.character("u"))
        harness.advance()
        XCTAssertTrue(harness.top is ListTimelineViewController, "not a repost: u does nothing")
        XCTAssertFalse(try XCTUnwrap(harness.navigationController.keyHints).contains { $0.key == "u" })
        XCTAssertFalse(try XCTUnwrap(harness.render().last).contains("u Reposter"))

        harness.press(.down)
        XCTAssertTrue(try XCTUnwrap(harness.render().last).contains("u Reposter"), harness.screen)
        XCTAssertTrue(try XCTUnwrap(harness.navigationController.keyHints).contains(KeyHint(key: "u", title: "Reposter's timeline")))
        harness.press(.character("u"))
        harness.advance()
        let person = try XCTUnwrap(harness.top as? PersonTimelineViewController)
        XCTAssertEqual(person.viewModel.username, "gil.test")
        harness.press(.escape)
        harness.press(.enter)
        harness.advance()
        XCTAssertEqual((harness.top as? PersonTimelineViewController)?.viewModel.username, "pfrazee.com", "Enter: the original author")
    }
}

/// While older tweets load, the list says so in a line of its own under the last tweet,
/// gone when the page arrives or fails (the status and the banner then say why).
final class LoadingOlderRowScreenTests: XCTestCase {
    private func harnessAtTheEnd() throws -> (TweetieScreenHarness, PublishSubject<[JSONObject]>) {
        let harness = try TweetieScreenHarness()
        let held = PublishSubject<[JSONObject]>()
        harness.api.heldOlderPages = held
        harness.api.listTimeline = .success((2...4).reversed().map { harness.tweetJSON(id: Int64($0), text: "Tweet \($0)", minutesAgo: 5) })
        harness.showTimeline()
        harness.advance()
        harness.press(.character("G"))
        harness.render()
        harness.advance()
        return (harness, held)
    }

    func test_loadingOlder_showsALoadingLineUnderTheLastTweet_untilThePageArrives() throws {
        let (harness, held) = try harnessAtTheEnd()
        var lines = harness.render()
        let last = try XCTUnwrap(lines.firstIndex { $0.contains("Tweet 2") })
        XCTAssertEqual(lines[last + 1].trimmingCharacters(in: .whitespaces), "Loading older tweets…", harness.screen)
        XCTAssertEqual(lines.filter { $0.contains("Loading older tweets…") }.count, 1)
        XCTAssertTrue(try XCTUnwrap(lines.last).contains("loading older…"))

        held.onNext([harness.tweetJSON(id: 1, text: "Tweet 1", minutesAgo: 9)])
        harness.advance()
        lines = harness.render()
        XCTAssertFalse(harness.screen.contains("Loading older tweets…"), harness.screen)
        XCTAssertTrue(harness.screen.contains("Tweet 1"), harness.screen)
        XCTAssertTrue(try XCTUnwrap(lines.last).trimmingCharacters(in: .whitespaces).hasSuffix("4 tweets · updated 00:00"), harness.screen)
    }

    func test_aFailedOlderPage_removesTheLine_andTheStatusAndBannerSayWhy() throws {
        let (harness, held) = try harnessAtTheEnd()
        XCTAssertTrue(harness.screen.contains("Loading older tweets…"))
        held.onError(TwitterError.network("The network connection was lost"))
        harness.advance()
        let lines = harness.render()
        XCTAssertFalse(harness.screen.contains("Loading older tweets…"), harness.screen)
        XCTAssertTrue(try XCTUnwrap(lines.last).trimmingCharacters(in: .whitespaces).hasSuffix("older failed"), harness.screen)
        XCTAssertTrue(lines[1].contains("network connection was lost"), harness.screen)
    }
}
