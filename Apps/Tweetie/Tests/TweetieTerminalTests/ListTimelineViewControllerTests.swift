import Foundation
import RxCore
import TerminalUI
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// The list timeline screen, headless at 80×24, on a real view model over a stub API, a
/// temp SQLite store and a test scheduler.
final class ListTimelineViewControllerTests: XCTestCase {
    private func timeline(_ harness: TweetieScreenHarness) throws -> ListTimelineViewController {
        try XCTUnwrap(harness.top as? ListTimelineViewController)
    }

    func test_title_isOwnerSlug_withMembersBarItem() throws {
        let harness = try TweetieScreenHarness()
        harness.showTimeline()
        let lines = harness.render()
        XCTAssertTrue(lines[0].contains("@icanzilb/RxSwift"), lines[0])
        XCTAssertTrue(lines[0].contains("m Members"), lines[0])
        XCTAssertEqual(try timeline(harness).title, "@icanzilb/RxSwift")
    }

    func test_fetchedTweets_showAuthorHandleRelativeTimeAndText() throws {
        let harness = try TweetieScreenHarness()
        harness.api.listTimeline = .success([
            harness.tweetJSON(id: 3, text: "Newest one", minutesAgo: 0.5, name: "Grace Hopper", screenName: "grace"),
            harness.tweetJSON(id: 2, text: "Five minutes", minutesAgo: 5),
            harness.tweetJSON(id: 1, text: "Three hours", minutesAgo: 180),
        ])
        harness.showTimeline()
        harness.advance()
        let lines = harness.render()
        XCTAssertTrue(lines[2].hasPrefix("Grace Hopper @grace"), lines[2])
        XCTAssertTrue(lines[2].hasSuffix("now"), lines[2])
        XCTAssertTrue(lines[3].contains("Newest one"))
        XCTAssertTrue(lines[5].hasPrefix("Ada Lovelace @ada"), lines[5])
        XCTAssertTrue(lines[5].hasSuffix("5m"), lines[5])
        XCTAssertTrue(lines[8].hasSuffix("3h"), lines[8])
        XCTAssertTrue(lines[9].contains("Three hours"))
    }

    func test_relativeTimes_ageWhileTheRowsStayOnScreen() throws {
        let harness = try TweetieScreenHarness()
        harness.api.listTimeline = .success([harness.tweetJSON(id: 1, text: "Just posted", minutesAgo: 0.5)])
        harness.showTimeline()
        harness.advance()
        XCTAssertTrue(harness.render()[2].hasSuffix("now"), harness.render()[2])
        harness.wallClock.now = harness.now.addingTimeInterval(5 * 60)
        harness.advance(60)
        XCTAssertTrue(harness.render()[2].hasSuffix("5m"), harness.render()[2])
    }

    func test_longText_wrapsToTheWidth_andRowsAreAsTallAsTheText() throws {
        let harness = try TweetieScreenHarness()
        let words = (1...30).map { "word\($0)" }.joined(separator: " ")
        harness.api.listTimeline = .success([
            harness.tweetJSON(id: 2, text: words, minutesAgo: 60 * 24 * 2),
            harness.tweetJSON(id: 1, text: "After the long one", minutesAgo: 60 * 24 * 30),
        ])
        harness.showTimeline()
        harness.advance()
        let lines = harness.render()
        XCTAssertTrue(lines[2].hasSuffix("2d"), lines[2])
        // 30 words of 5-6 letters wrap into three lines of at most 78 columns.
        let wrapped = lines[3...5].map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(wrapped.joined(separator: " "), words)
        XCTAssertTrue(wrapped.allSatisfy { $0.count <= 78 })
        XCTAssertEqual(lines[6].trimmingCharacters(in: .whitespaces), "")
        XCTAssertTrue(lines[7].hasPrefix("Ada Lovelace @ada"), lines[7])
        XCTAssertTrue(lines[7].hasSuffix("Oct 2023") || lines[7].contains("2023"), "a month ago shows the date: \(lines[7])")
    }

    func test_statusBar_showsKeys_thenCountAndWhenUpdated_orThatTheUpdateFailed() throws {
        let harness = try TweetieScreenHarness()
        harness.api.listTimeline = .success([
            harness.tweetJSON(id: 2, text: "Two", minutesAgo: 1),
            harness.tweetJSON(id: 1, text: "One", minutesAgo: 2),
        ])
        harness.showTimeline()
        var last = try XCTUnwrap(harness.render().last)
        XCTAssertTrue(last.contains("Enter Author") && last.contains("? Help") && last.contains("q Quit"), last)
        XCTAssertFalse(last.contains("m Members"), "the title bar shows it, leaving room for the status: \(last)")
        harness.advance()
        last = try XCTUnwrap(harness.render().last)
        XCTAssertTrue(last.trimmingCharacters(in: .whitespaces).hasSuffix("2 tweets · updated 00:00"), last)

        let failing = try TweetieScreenHarness()
        failing.api.listTimeline = .failure(.network("down"))
        failing.showTimeline()
        failing.advance()
        last = try XCTUnwrap(failing.render().last)
        XCTAssertTrue(last.trimmingCharacters(in: .whitespaces).hasSuffix("0 tweets · update failed"), last)
    }

    func test_statusBar_saysHowManyTweetsOfTheUpdateCouldNotBeRead() throws {
        let harness = try TweetieScreenHarness()
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
        let harness = try TweetieScreenHarness(status: .unavailable)
        harness.showTimeline()
        let lines = harness.render()
        XCTAssertTrue(lines[1].contains("Not logged in"), lines[1])
        XCTAssertEqual(harness.api.calls, [], "nothing is fetched without an account")
    }

    func test_offline_showsStoredTweetsWithBanner() throws {
        let harness = try TweetieScreenHarness()
        harness.reachability.isReachable = false
        try harness.storeTweets([Tweet(id: 7, text: "Stored earlier", authorName: "Ada", screenName: "ada", createdAt: harness.now)])
        harness.showTimeline()
        let lines = harness.render()
        XCTAssertTrue(lines[1].contains("Offline — showing stored tweets"), lines[1])
        XCTAssertTrue(harness.screen.contains("Stored earlier"))
    }

    func test_fetchError_showsItsMessage_andKeepsStoredTweets() throws {
        let harness = try TweetieScreenHarness()
        harness.api.listTimeline = .failure(.unknownList(TweetieScreenHarness.list))
        try harness.storeTweets([Tweet(id: 7, text: "Stored earlier", authorName: "Ada", screenName: "ada", createdAt: harness.now)])
        harness.showTimeline()
        harness.advance()
        let screen = harness.screen
        XCTAssertTrue(screen.contains("does not exist or is private"), screen)
        XCTAssertTrue(screen.contains("Stored earlier"), screen)
    }

    func test_newTweets_pourInHighlighted_thenPlain() throws {
        let harness = try TweetieScreenHarness()
        try harness.storeTweets([Tweet(id: 1, text: "Old one", authorName: "Ada", screenName: "ada", createdAt: harness.now)])
        harness.showTimeline()
        XCTAssertFalse(harness.screen.contains("▌"), "stored tweets are not new")
        try harness.storeTweets([Tweet(id: 2, text: "Fresh one", authorName: "Ada", screenName: "ada", createdAt: harness.now)])
        harness.advance()
        let lines = harness.render()
        XCTAssertTrue(lines[3].contains("Fresh one"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines[3].hasPrefix("▌"), "the new tweet is marked: \(lines[3])")
        XCTAssertFalse(lines[6].hasPrefix("▌"), "the old one is not: \(lines[6])")
        harness.advance(5)
        XCTAssertFalse(harness.screen.contains("▌"), "the mark goes after a while")
    }

    func test_hostileText_neverReachesTheTerminalRaw() throws {
        let harness = try TweetieScreenHarness()
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
        let harness = try TweetieScreenHarness()
        harness.api.members = .success([TweetJSON.user(id: 1, name: "Ada Lovelace", screenName: "ada")])
        harness.showTimeline()
        harness.press(.character("m"))
        harness.press(.character("m"))
        harness.advance()
        XCTAssertEqual(harness.navigationController.viewControllers.count, 2, "a double press opens one screen")
        XCTAssertTrue(harness.top is ListPeopleViewController)
    }

    func test_pausesWhileCovered_andResumesWhenBack() throws {
        let harness = try TweetieScreenHarness()
        harness.showTimeline()
        let viewController = try timeline(harness)
        XCTAssertFalse(viewController.viewModel.paused)
        harness.press(.character("m"))
        XCTAssertTrue(viewController.viewModel.paused)
        harness.press(.escape)
        XCTAssertFalse(viewController.viewModel.paused)
    }

    func test_scrolling_sendsTopVisibleTweet_andReadingPositionIsRestored() throws {
        let harness = try TweetieScreenHarness()
        try harness.storeTweets((1...20).map {
            Tweet(id: Int64($0), text: "Tweet \($0)", authorName: "Ada", screenName: "ada", createdAt: harness.now)
        })
        harness.showTimeline()
        harness.render()
        for _ in 0..<12 { harness.press(.down) }
        harness.render()
        harness.advance(2)
        let stored = try harness.store.rows("SELECT tweetId FROM ReadingPosition WHERE list = ?", TweetieScreenHarness.list.description)
        guard case .integer(let top)? = stored.first?["tweetId"] else { return XCTFail("no reading position stored: \(stored)") }
        XCTAssertLessThan(top, 20, "the top of the screen moved down the list")

        let again = try TweetieScreenHarness()
        try again.storeTweets((1...20).map {
            Tweet(id: Int64($0), text: "Tweet \($0)", authorName: "Ada", screenName: "ada", createdAt: again.now)
        })
        try again.store.execute("CREATE TABLE IF NOT EXISTS ReadingPosition (list TEXT PRIMARY KEY, tweetId INTEGER)")
        try again.store.execute("INSERT OR REPLACE INTO ReadingPosition (list, tweetId) VALUES (?, ?)", TweetieScreenHarness.list.description, Int64(9))
        again.showTimeline()
        let lines = again.render()
        XCTAssertTrue(lines[3].contains("Tweet 9"), "the reading position is at the top: \(lines.joined(separator: "\n"))")
    }

    // MARK: - Issue 17: a stable layout, honest status, refresh, new tweets above

    func test_aFailedPoll_showsItsBannerInTheReservedLine_andNothingMoves() throws {
        let harness = try TweetieScreenHarness()
        harness.api.listTimeline = .success([harness.tweetJSON(id: 2, text: "Two", minutesAgo: 1), harness.tweetJSON(id: 1, text: "One", minutesAgo: 2)])
        harness.showTimeline()
        let before = harness.render()
        XCTAssertEqual(before[1].trimmingCharacters(in: .whitespaces), "", "the banner line is blank")
        XCTAssertTrue(before[2].hasPrefix("Ada Lovelace @ada"), before[2])
        harness.api.laterPolls = .failure(.network("down"))
        harness.advance(30)
        let failed = harness.render()
        XCTAssertTrue(failed[1].contains("Network error: down."), failed[1])
        XCTAssertEqual(Array(failed[2...22]), Array(before[2...22]), "the tweets did not move")
        harness.api.laterPolls = .success([])
        harness.advance(30)
        let recovered = harness.render()
        XCTAssertEqual(recovered[1].trimmingCharacters(in: .whitespaces), "")
        XCTAssertEqual(Array(recovered[2...22]), Array(before[2...22]), "nor back")
    }

    func test_aBannerLongerThanItsLine_movesTheTweetsOnce_notOnEveryPoll() throws {
        let harness = try TweetieScreenHarness()
        harness.api.listTimeline = .success([harness.tweetJSON(id: 1, text: "One", minutesAgo: 2)])
        harness.showTimeline()
        harness.api.laterPolls = .failure(.httpStatus(500, endpoint: "1.1/lists/statuses.json", detail: nil))
        harness.advance(30)
        let failed = harness.render()
        XCTAssertTrue(failed[1].contains("Twitter's server failed (HTTP 500"), failed[1])
        harness.api.laterPolls = .success([])
        harness.advance(30)
        let recovered = harness.render()
        harness.api.laterPolls = .failure(.httpStatus(500, endpoint: "1.1/lists/statuses.json", detail: nil))
        harness.advance(30)
        let failedAgain = harness.render()
        let firstTweetRow = try XCTUnwrap(failed.firstIndex { $0.hasPrefix("Ada Lovelace @ada") })
        XCTAssertEqual(recovered.firstIndex { $0.hasPrefix("Ada Lovelace @ada") }, firstTweetRow, "the banner's lines stay reserved")
        XCTAssertEqual(failedAgain.firstIndex { $0.hasPrefix("Ada Lovelace @ada") }, firstTweetRow)
    }

    func test_statusBar_keepsWhenItWasUpdated_besideAFailure() throws {
        let harness = try TweetieScreenHarness()
        harness.api.listTimeline = .success([harness.tweetJSON(id: 1, text: "One", minutesAgo: 2)])
        harness.showTimeline()
        harness.api.laterPolls = .failure(.network("down"))
        harness.advance(30)
        let last = try XCTUnwrap(harness.render().last)
        // Its one tweet is the last row, selected: the list asked for older ones, and has none.
        XCTAssertTrue(last.trimmingCharacters(in: .whitespaces).hasSuffix("1 tweet · updated 00:00 · update failed · no older"), last)
        XCTAssertTrue(harness.screen.contains("Network error: down. Showing stored tweets. Will retry."), harness.screen)
    }

    func test_aRequestNotAnswered_saysTheServerIsNotAnswering_beforeItTimesOut() throws {
        let harness = try TweetieScreenHarness()
        harness.api.pending = ["timeline(of: \(TweetieScreenHarness.list))"]
        harness.showTimeline()
        let waiting = try XCTUnwrap(harness.render().last).trimmingCharacters(in: .whitespaces)
        XCTAssertTrue(waiting.hasSuffix("0 tweets · updating…"), waiting)
        harness.advance(10)
        let lines = harness.render()
        XCTAssertTrue(lines[1].contains("The server is not answering"), lines[1])
        XCTAssertTrue(lines[23].trimmingCharacters(in: .whitespaces).hasSuffix("0 tweets · not answering"), lines[23])
        harness.advance(30)
        XCTAssertTrue(harness.render()[1].contains("The server is not answering"), "a tick that asks again does not hide it")
    }

    func test_anEmptyList_saysSo() throws {
        let harness = try TweetieScreenHarness()
        harness.api.listTimeline = .success([])
        harness.showTimeline()
        XCTAssertTrue(harness.render()[1].contains("No tweets in @icanzilb/RxSwift yet."), harness.screen)
    }

    func test_r_refreshesNow() throws {
        let harness = try TweetieScreenHarness()
        harness.showTimeline()
        XCTAssertEqual(harness.api.calls.count, 1)
        harness.press(.character("r"))
        harness.advance()
        XCTAssertEqual(harness.api.calls.count, 2, "asked again at once")
        harness.advance(29)
        XCTAssertEqual(harness.api.calls.count, 3, "and polls 30 s after the refresh")
    }

    func test_help_listsRefresh_andEnterOpensTheAuthor() throws {
        let harness = try TweetieScreenHarness()
        harness.showTimeline()
        let hints = try XCTUnwrap(harness.navigationController.keyHints)
        XCTAssertTrue(hints.contains(KeyHint(key: "r", title: "Refresh")), "\(hints)")
        XCTAssertTrue(hints.contains(KeyHint(.enter, title: "Author")), "\(hints)")
        XCTAssertEqual(hints.filter { $0.key == "q" }.count, 1, "\(hints)")
    }

    func test_newTweetsArrivingAboveTheReader_showNNewUp_andGoOnceAtTheTop() throws {
        let harness = try TweetieScreenHarness()
        harness.api.listTimeline = .success((1...20).reversed().map { harness.tweetJSON(id: Int64($0), text: "Tweet \($0)", minutesAgo: 30) })
        harness.showTimeline()
        harness.render()
        for _ in 0..<12 { harness.press(.down) }
        harness.render()
        harness.api.laterPolls = .success([22, 21].map { harness.tweetJSON(id: Int64($0), text: "Fresh \($0)", minutesAgo: 0) })
        harness.advance(30)
        var last = try XCTUnwrap(harness.render().last)
        XCTAssertTrue(last.contains("2 new ↑ (g) · 22 tweets"), last)
        XCTAssertFalse(harness.screen.contains("Fresh 22"), "the reader stays where they were")
        harness.press(.character("g"))
        harness.render()
        last = try XCTUnwrap(harness.render().last)
        XCTAssertTrue(harness.screen.contains("Fresh 22"), harness.screen)
        XCTAssertFalse(last.contains("new ↑"), last)
    }

    func test_q_quits() throws {
        let harness = try TweetieScreenHarness()
        harness.showTimeline()
        harness.press(.character("q"))
        XCTAssertEqual(harness.quitCount, 1)
    }
}
