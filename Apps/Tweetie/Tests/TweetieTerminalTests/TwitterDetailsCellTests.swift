import Foundation
import TerminalUI
import TestSupport
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// Twitter's recorded retweets and quotes in a cell, as Bluesky's are shown: the original
/// author with "reposted by @retweeter", links as their targets, the quote behind a bar.
final class TwitterDetailsCellTests: XCTestCase {
    private func recordedListTweet(_ id: Int64) throws -> Tweet {
        let directory = try PackagePaths.requireFixtures("twitter")
        let data = try Data(contentsOf: directory.appendingPathComponent("1.1/lists/statuses.json-owner_screen_name-icanzilb-slug-RxSwift"))
        return try XCTUnwrap(Tweet.decodeMany(from: data).values.first { $0.id == id })
    }

    private func render(_ tweet: Tweet, width: Int) -> [String] {
        TweetCell.renderedLines(for: tweet, width: width)
    }

    func test_recordedRetweetOfAQuote_showsOriginalAuthorRetweeterTextAndQuote() throws {
        let lines = render(try recordedListTweet(1070687786871721984), width: 80)
        XCTAssertTrue(lines[0].hasPrefix("〈flex::monkey〉 @FlexMonkey"), lines[0])
        XCTAssertEqual(lines[1], "  reposted by @icanzilb")
        XCTAssertEqual(lines[2...3], ["  Congratulations @pixelmator!", "  https://twitter.com/pixelmator/status/1069872701991460864"])
        XCTAssertEqual(lines[4], "  │ Pixelmator Team @pixelmator")
        XCTAssertTrue(lines.contains("  │ [image]"), "the quote's picture replaces its address: \(lines.joined(separator: "\n"))")
        XCTAssertFalse(lines.joined().contains("t.co/"), lines.joined(separator: "\n"))
    }

    func test_recordedQuote_showsTheQuotedTweetIndentedUnderTheText() throws {
        let lines = render(try recordedListTweet(1071325319259414528), width: 80)
        XCTAssertTrue(lines[0].hasPrefix("Florent Pillet @fpillet"), lines[0])
        XCTAssertFalse(lines[1].contains("reposted by"), lines[1])
        let quote = lines.filter { $0.hasPrefix("  │ ") }
        XCTAssertEqual(quote.first, "  │ Gwendal Roué @groue")
        XCTAssertTrue(quote.dropFirst().joined(separator: " ").contains("The reasons why GRDB"), quote.joined(separator: "\n"))
    }
}
