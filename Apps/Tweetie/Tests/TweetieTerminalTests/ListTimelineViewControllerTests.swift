import Foundation
import RxCore
import TerminalUI
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// The list timeline screen, headless at 80×24, on a real view model over a stub API, a
/// temp SQLite store and a test scheduler.
final class ListTimelineViewControllerTests: XCTestCase {
    private func timeline(_ harness: ScreenHarness) throws -> ListTimelineViewController {
        try XCTUnwrap(harness.top as? ListTimelineViewController)
    }

    func test_title_isOwnerSlug_withMembersBarItem() throws {
        let harness = try ScreenHarness()
        harness.showTimeline()
        let lines = harness.render()
        XCTAssertTrue(lines[0].contains("@icanzilb/RxSwift"), lines[0])
        XCTAssertTrue(lines[0].contains("m Members"), lines[0])
        XCTAssertEqual(try timeline(harness).title, "@icanzilb/RxSwift")
    }

    func test_fetchedTweets_showAuthorHandleRelativeTimeAndText() throws {
        let harness = try ScreenHarness()
        harness.api.listTimeline = .success([
            harness.tweetJSON(id: 3, text: "Newest one", minutesAgo: 0.5, name: "Grace Hopper", screenName: "grace"),
            harness.tweetJSON(id: 2, text: "Five minutes", minutesAgo: 5),
            harness.tweetJSON(id: 1, text: "Three hours", minutesAgo: 180),
        ])
        harness.showTimeline()
        harness.advance()
        let lines = harness.render()
        XCTAssertTrue(lines[1].hasPrefix("Grace Hopper @grace"), lines[1])
        XCTAssertTrue(lines[1].hasSuffix("now"), lines[1])
        XCTAssertTrue(lines[2].contains("Newest one"))
        XCTAssertTrue(lines[4].hasPrefix("Ada Lovelace @ada"), lines[4])
        XCTAssertTrue(lines[4].hasSuffix("5m"), lines[4])
        XCTAssertTrue(lines[7].hasSuffix("3h"), lines[7])
        XCTAssertTrue(lines[8].contains("Three hours"))
    }

    func test_relativeTimes_ageWhileTheRowsStayOnScreen() throws {
        let harness = try ScreenHarness()
        harness.api.listTimeline = .success([harness.tweetJSON(id: 1, text: "Just posted", minutesAgo: 0.5)])
        harness.showTimeline()
        harness.advance()
        XCTAssertTrue(harness.render()[1].hasSuffix("now"), harness.render()[1])
        harness.wallClock.now = harness.now.addingTimeInterval(5 * 60)
        harness.advance(60)
        XCTAssertTrue(harness.render()[1].hasSuffix("5m"), harness.render()[1])
    }

    func test_longText_wrapsToTheWidth_andRowsAreAsTallAsTheText() throws {
        let harness = try ScreenHarness()
        let words = (1...30).map { "word\($0)" }.joined(separator: " ")
        harness.api.listTimeline = .success([
            harness.tweetJSON(id: 2, text: words, minutesAgo: 60 * 24 * 2),
            harness.tweetJSON(id: 1, text: "After the long one", minutesAgo: 60 * 24 * 30),
        ])
        harness.showTimeline()
        harness.advance()
        let lines = harness.render()
        XCTAssertTrue(lines[1].hasSuffix("2d"), lines[1])
        // 30 words of 5-6 letters wrap into three lines of at most 78 columns.
        let wrapped = lines[2...4].map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(wrapped.joined(separator: " "), words)
        XCTAssertTrue(wrapped.allSatisfy { $0.count <= 78 })
        XCTAssertEqual(lines[5].trimmingCharacters(in: .whitespaces), "")
        XCTAssertTrue(lines[6].hasPrefix("Ada Lovelace @ada"), lines[6])
        XCTAssertTrue(lines[6].hasSuffix("Oct 2023") || lines[6].contains("2023"), "a month ago shows the date: \(lines[6])")
    }

    func test_statusBar_showsKeys_thenCountAndWhenUpdated_orThatTheUpdateFailed() throws {
        let harness = try ScreenHarness()
        harness.api.listTimeline = .success([
            harness.tweetJSON(id: 2, text: "Two", minutesAgo: 1),
            harness.tweetJSON(id: 1, text: "One", minutesAgo: 2),
        ])
        harness.showTimeline()
        var last = try XCTUnwrap(harness.render().last)
        XCTAssertTrue(last.contains("m Members") && last.contains("? Help") && last.contains("q Quit"), last)
        harness.advance()
        last = try XCTUnwrap(harness.render().last)
        XCTAssertTrue(last.trimmingCharacters(in: .whitespaces).hasSuffix("2 tweets · updated 00:00"), last)

        let failing = try ScreenHarness()
        failing.api.listTimeline = .failure(.network("down"))
        failing.showTimeline()
        failing.advance()
        last = try XCTUnwrap(failing.render().last)
        XCTAssertTrue(last.trimmingCharacters(in: .whitespaces).hasSuffix("0 tweets · update failed"), last)
    }

    func test_statusBar_saysHowManyTweetsOfTheUpdateCouldNotBeRead() throws {
        let harness = try ScreenHarness()
        var noAuthor = harness.tweetJSON(id: 3, text: "No author", minutesAgo: 1)
        noAuthor["user"] = nil
        harness.api.listTimeline = .success([
            harness.tweetJSON(id: 2, text: "Two", minutesAgo: 1), noAuthor, [:],
            harness.tweetJSON(id: 1, text: "One", minutesAgo: 2),
        ])
        harness.showTimeline()
        harness.advance()
        let last = try XCTUnwrap(harness.render().last)
        XCTAssertTrue(last.trimmingCharacters(in: .whitespaces).hasSuffix("2 tweets · updated 00:00 · 2 skipped"), last)
        XCTAssertTrue(harness.screen.contains("One") && harness.screen.contains("Two"))
    }

    func test_notLoggedIn_showsBanner() throws {
        let harness = try ScreenHarness(status: .unavailable)
        harness.showTimeline()
        let lines = harness.render()
        XCTAssertTrue(lines[1].contains("Not logged in"), lines[1])
        XCTAssertEqual(harness.api.calls, [], "nothing is fetched without an account")
    }

    func test_offline_showsStoredTweetsWithBanner() throws {
        let harness = try ScreenHarness()
        harness.reachability.isReachable = false
        try harness.storeTweets([Tweet(id: 7, text: "Stored earlier", authorName: "Ada", screenName: "ada", createdAt: harness.now)])
        harness.showTimeline()
        let lines = harness.render()
        XCTAssertTrue(lines[1].contains("Offline — showing stored tweets"), lines[1])
        XCTAssertTrue(harness.screen.contains("Stored earlier"))
    }

    func test_fetchError_showsItsMessage_andKeepsStoredTweets() throws {
        let harness = try ScreenHarness()
        harness.api.listTimeline = .failure(.unknownList(ScreenHarness.list))
        try harness.storeTweets([Tweet(id: 7, text: "Stored earlier", authorName: "Ada", screenName: "ada", createdAt: harness.now)])
        harness.showTimeline()
        harness.advance()
        let screen = harness.screen
        XCTAssertTrue(screen.contains("does not exist or is private"), screen)
        XCTAssertTrue(screen.contains("Stored earlier"), screen)
    }

    func test_newTweets_pourInHighlighted_thenPlain() throws {
        let harness = try ScreenHarness()
        try harness.storeTweets([Tweet(id: 1, text: "Old one", authorName: "Ada", screenName: "ada", createdAt: harness.now)])
        harness.showTimeline()
        XCTAssertFalse(harness.screen.contains("▌"), "stored tweets are not new")
        try harness.storeTweets([Tweet(id: 2, text: "Fresh one", authorName: "Ada", screenName: "ada", createdAt: harness.now)])
        harness.advance()
        let lines = harness.render()
        XCTAssertTrue(lines[2].contains("Fresh one"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines[2].hasPrefix("▌"), "the new tweet is marked: \(lines[2])")
        XCTAssertFalse(lines[5].hasPrefix("▌"), "the old one is not: \(lines[5])")
        harness.advance(5)
        XCTAssertFalse(harness.screen.contains("▌"), "the mark goes after a while")
    }

    func test_hostileText_neverReachesTheTerminalRaw() throws {
        let harness = try ScreenHarness()
        harness.api.listTimeline = .success([
            TweetJSON.tweet(id: 1, text: "hi \u{1B}]0;pwned\u{07}there \u{1B}[2Jgone \u{202E}rev",
                            name: "Evil\u{1B}[31m Name", screenName: "evil\u{07}", createdAt: harness.now),
        ])
        harness.showTimeline()
        harness.advance()
        harness.render()
        let output = harness.terminal.writes.joined()
        XCTAssertFalse(output.contains("\u{1B}]"), "no OSC from data")
        XCTAssertFalse(output.contains("\u{07}"), "no BEL from data")
        XCTAssertFalse(output.contains("\u{1B}[2Jgone"), "no clear from data")
        XCTAssertFalse(output.contains("\u{202E}"), "no bidi override from data")
        XCTAssertTrue(harness.screen.contains("Evil Name"), harness.screen)
        XCTAssertTrue(harness.screen.contains("hi there gone rev"), harness.screen)
    }

    func test_m_showsMembers_throttled() throws {
        let harness = try ScreenHarness()
        harness.api.members = .success([TweetJSON.user(id: 1, name: "Ada Lovelace", screenName: "ada")])
        harness.showTimeline()
        harness.press(.character("m"))
        harness.press(.character("m"))
        harness.advance()
        XCTAssertEqual(harness.navigationController?.viewControllers.count, 2, "a double press opens one screen")
        XCTAssertTrue(harness.top is ListPeopleViewController)
    }

    func test_pausesWhileCovered_andResumesWhenBack() throws {
        let harness = try ScreenHarness()
        harness.showTimeline()
        let viewController = try timeline(harness)
        XCTAssertFalse(viewController.viewModel.paused)
        harness.press(.character("m"))
        XCTAssertTrue(viewController.viewModel.paused)
        harness.press(.escape)
        XCTAssertFalse(viewController.viewModel.paused)
    }

    func test_scrolling_sendsTopVisibleTweet_andReadingPositionIsRestored() throws {
        let harness = try ScreenHarness()
        try harness.storeTweets((1...20).map {
            Tweet(id: Int64($0), text: "Tweet \($0)", authorName: "Ada", screenName: "ada", createdAt: harness.now)
        })
        harness.showTimeline()
        harness.render()
        for _ in 0..<12 { harness.press(.down) }
        harness.render()
        harness.advance(2)
        let stored = try harness.store.rows("SELECT tweetId FROM ReadingPosition WHERE list = ?", ScreenHarness.list.description)
        guard case .integer(let top)? = stored.first?["tweetId"] else { return XCTFail("no reading position stored: \(stored)") }
        XCTAssertLessThan(top, 20, "the top of the screen moved down the list")

        let again = try ScreenHarness()
        try again.storeTweets((1...20).map {
            Tweet(id: Int64($0), text: "Tweet \($0)", authorName: "Ada", screenName: "ada", createdAt: again.now)
        })
        try again.store.execute("CREATE TABLE IF NOT EXISTS ReadingPosition (list TEXT PRIMARY KEY, tweetId INTEGER)")
        try again.store.execute("INSERT OR REPLACE INTO ReadingPosition (list, tweetId) VALUES (?, ?)", ScreenHarness.list.description, Int64(9))
        again.showTimeline()
        let lines = again.render()
        XCTAssertTrue(lines[2].contains("Tweet 9"), "the reading position is at the top: \(lines.joined(separator: "\n"))")
    }

    func test_q_quits() throws {
        let harness = try ScreenHarness()
        harness.showTimeline()
        harness.press(.character("q"))
        XCTAssertEqual(harness.quitCount, 1)
    }
}
