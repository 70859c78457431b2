import Foundation
import TerminalUI
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// A tweet with details in a cell: who reposted it and whom it answers on a dim line, its
/// attachments and labels under the text, the quote behind a bar; the row as tall as all
/// of it; hostile text in any part sanitized. A tweet without details looks as before.
final class TweetDetailsCellTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private var detailed: Tweet {
        Tweet(id: 7, text: "Look at this", authorName: "Paul Frazee", screenName: "pfrazee.com", createdAt: now,
              details: TweetDetails(uri: "at://did:plc:p/app.bsky.feed.post/7", repostedBy: "gil.test", replyTo: "ann.test",
                                    quote: QuotedTweet(authorName: "Denis Rasulev", screenName: "denis.test", text: "Quoted words",
                                                       attachments: [Attachment(kind: .image, text: "chart")]),
                                    attachments: [Attachment(kind: .image, text: "a cat", url: "https://cdn.test/cat.jpg"),
                                                  Attachment(kind: .link, text: "Docs", url: "https://docs.bsky.app"),
                                                  Attachment(kind: .unsupported)],
                                    links: ["https://docs.bsky.app"], labels: ["spam"]))
    }

    private func render(_ tweet: Tweet, width: Int) -> [String] {
        TweetCell.renderedLines(for: tweet, width: width)
    }

    func test_aDetailedTweet_showsContextBodyAttachmentsLabelsAndQuote() {
        let lines = render(detailed, width: 60)
        XCTAssertEqual(lines.count, 11)
        XCTAssertTrue(lines[0].hasPrefix("Paul Frazee @pfrazee.com") && lines[0].hasSuffix("5m"), lines[0])
        XCTAssertEqual(Array(lines[1...]), [
            "  reposted by @gil.test · replying to @ann.test",
            "  Look at this",
            "  [image] a cat",
            "  [link] Docs https://docs.bsky.app",
            "  [unsupported post]",
            "  [labels: spam]",
            "  │ Denis Rasulev @denis.test",
            "  │ Quoted words",
            "  │ [image] chart",
            "",
        ])
    }

    func test_theQuote_wrapsBehindItsBar_andTheHeightCountsEveryLine() {
        var tweet = detailed
        tweet.details?.quote = QuotedTweet(authorName: "Denis", screenName: "d.test", text: "one two three four five six seven",
                                           attachments: [Attachment(kind: .image, text: "chart")])
        let lines = render(tweet, width: 20)
        XCTAssertEqual(lines.count, TweetCell.height(for: tweet, width: 20))
        let quoted = lines.filter { $0.hasPrefix("  │ ") }
        XCTAssertEqual(quoted.count, 1 + 3 + 1, "author, three lines of 16 columns, the image")
        XCTAssertEqual(lines.last, "")
    }

    func test_aReplyToAPostThatIsGone_saysSo() {
        let tweet = Tweet(id: 1, text: "Agreed", authorName: "A", screenName: "a.test", createdAt: now, details: TweetDetails(replyTo: ""))
        XCTAssertEqual(render(tweet, width: 40)[1], "  replying to a post that is gone")
    }

    func test_aTweetWithoutDetails_isDrawnAsBefore() {
        let tweet = Tweet(id: 1, text: "Body", authorName: "Ada", screenName: "ada", createdAt: now)
        XCTAssertEqual(TweetCell.height(for: tweet, width: 30), TweetCell.height(forText: "Body", width: 30))
        XCTAssertEqual(render(tweet, width: 30), ["Ada @ada" + String(repeating: " ", count: 20) + "5m", "  Body", ""])
    }

    func test_hostileTextInAnyPart_isSanitized() {
        let evil = "\u{1B}]0;pwned\u{07}\u{1B}[2J"
        let tweet = Tweet(id: 1, text: "t" + evil, authorName: "A", screenName: "a.test", createdAt: now,
                          details: TweetDetails(repostedBy: evil, quote: QuotedTweet(authorName: evil, screenName: evil, text: evil),
                                                attachments: [Attachment(kind: .image, text: evil)], labels: [evil]))
        let screen = render(tweet, width: 60).joined(separator: "\n")
        XCTAssertFalse(screen.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, screen)
    }
}
