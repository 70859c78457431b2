import AppSupport
import Foundation
import TerminalUI
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// The status bar at 80 columns: every key that works on the selected tweet is offered
/// beside the whole status, and when both do not fit the least important keys give way
/// (the `?` help lists them all).
final class StatusBarKeysTests: XCTestCase {
    private func harness(tweets: [Tweet]) throws -> TweetieScreenHarness {
        let harness = try TweetieScreenHarness()
        harness.presenter.openPage = { _ in .empty() }
        try harness.storeTweets(tweets)
        harness.api.listTimeline = .success([])
        harness.showTimeline()
        harness.advance()
        return harness
    }

    /// A plain tweet, then a repost, both with a link, then an older one (so the repost is
    /// not the last row, whose selection asks for older tweets and says "no older").
    private let tweets = [
        Tweet(id: 3, text: "Plain", authorName: "Ada", screenName: "ada", createdAt: Date(timeIntervalSince1970: 1_700_000_000),
              details: TweetDetails(links: ["https://example.org/plain"])),
        Tweet(id: 2, text: "Shared", authorName: "Paul Frazee", screenName: "pfrazee.com",
              createdAt: Date(timeIntervalSince1970: 1_700_000_000), details: TweetDetails(repostedBy: "gil.test", links: ["https://example.org/shared"])),
        Tweet(id: 1, text: "Older", authorName: "Ada", screenName: "ada", createdAt: Date(timeIntervalSince1970: 1_699_999_000)),
    ]

    func test_aTweetWithoutLinks_isNotOfferedO_thoughHelpStillListsIt() throws {
        let harness = try harness(tweets: [Tweet(id: 3, text: "No link", authorName: "Ada", screenName: "ada",
                                                 createdAt: Date(timeIntervalSince1970: 1_700_000_000))])
        let last = try XCTUnwrap(harness.render().last)
        XCTAssertTrue(last.contains("Enter Author"), last)
        XCTAssertFalse(last.contains("o Link"), "no link to open: \(last)")
        XCTAssertTrue(harness.navigationController.keyHints.contains { $0.key == "o" }, "o still says why it opens nothing")
    }

    func test_at80Columns_everyKeyOfATweet_fitsBesideTheWholeStatus() throws {
        let harness = try harness(tweets: tweets)
        let last = try XCTUnwrap(harness.render().last)
        XCTAssertEqual(last.count, 80)
        for hint in ["Enter Author", "o Link", "r Refresh", "? Help", "q Quit"] {
            XCTAssertTrue(last.contains(hint), "\(hint) in: \(last)")
        }
        XCTAssertFalse(last.contains("u Reposter"), "not a repost: \(last)")
        XCTAssertTrue(last.trimmingCharacters(in: .whitespaces).hasSuffix("3 tweets · updated 00:00"), last)
    }

    func test_onARepost_uIsOffered_andQuitGivesWay_butTheStatusStaysWhole() throws {
        let harness = try harness(tweets: tweets)
        harness.press(.down)
        let last = try XCTUnwrap(harness.render().last)
        for hint in ["Enter Author", "u Reposter", "o Link", "r Refresh", "? Help"] {
            XCTAssertTrue(last.contains(hint), "\(hint) in: \(last)")
        }
        XCTAssertTrue(last.trimmingCharacters(in: .whitespaces).hasSuffix("3 tweets · updated 00:00"), last)
        let help = try XCTUnwrap(harness.navigationController.keyHints)
        XCTAssertTrue(help.contains(KeyHint(key: "q", title: "Quit")), "help still lists q: \(help)")
        XCTAssertTrue(help.contains(KeyHint(key: "u", title: "Reposter's timeline")), "\(help)")
    }

    func test_aLongStatus_keepsHelpAndTheWholeStatus() throws {
        let bar = RankedStatusBar(hints: [
            KeyHint(key: "Enter", title: "Author"), KeyHint(key: "o", title: "Link"), KeyHint(key: "r", title: "Refresh"),
            KeyHint(key: "?", title: "Help"), KeyHint(key: "q", title: "Quit"),
        ], importance: ["?", "Enter", "o", "r", "q"])
        bar.message = "12 new ↑ (g) · 94 tweets · updated 16:52 · update failed"
        let shown = bar.shownHints(width: 80).map(\.key)
        XCTAssertEqual(shown, ["Enter", "?"], "the least important go first, order kept")
        bar.message = String(repeating: "x", count: 200)
        XCTAssertEqual(bar.shownHints(width: 80).map(\.key), ["?"], "help always stays")
    }

    func test_everyKeyInTheStatusBar_isInHelp_onEachScreen() throws {
        let harness = try harness(tweets: tweets)
        func check() throws {
            let hints = try XCTUnwrap(harness.navigationController.keyHints).map(\.key)
            let bar = try XCTUnwrap((harness.top?.view.subviews.compactMap { $0 as? StatusBar })?.first)
            for hint in bar.hints {
                XCTAssertTrue(hints.contains(hint.key), "\(hint.key) of \(bar.hints) in help \(hints)")
            }
        }
        try check()
        harness.press(.down)
        try check()
        harness.api.userTimelines["pfrazee.com"] = .success([
            OpenLinkTests.linked(TweetJSON.tweet(id: 10, text: "Mine", createdAt: harness.now), links: ["https://pfrazee.example/notes"]),
        ])
        harness.press(.enter)
        harness.advance()
        XCTAssertTrue(harness.top is PersonTimelineViewController)
        let last = try XCTUnwrap(harness.render().last)
        XCTAssertTrue(last.contains("o Link") && last.contains("Esc Back"), last)
        try check()
    }
}
