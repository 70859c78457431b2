import Foundation
import XCTest
@testable import TweetieCore

/// How a post reads as text, the same for the terminal, the page and a pipe: the context
/// line's parts, the body with or without its link cards, and what its links are called.
final class TweetTextTests: XCTestCase {
    private func tweet(text: String = "Read this", details: TweetDetails?) -> Tweet {
        Tweet(id: 1, text: text, authorName: "Ada", screenName: "ada", createdAt: Date(timeIntervalSince1970: 0), details: details)
    }

    func test_theContext_isTheRepostAndTheReply_eachAlsoOnItsOwn() {
        let post = tweet(details: TweetDetails(repostedBy: "bob", replyTo: ""))
        XCTAssertEqual(TweetText.context(of: post), "reposted by @bob · replying to a post that is gone")
        XCTAssertEqual(TweetText.reposted(post), "reposted by @bob")
        XCTAssertEqual(TweetText.reply(post), "replying to a post that is gone")
        XCTAssertNil(TweetText.reposted(tweet(details: nil)))
    }

    func test_aPageShowsLinkCardsAsLinks_soTheBodyCanLeaveThemOut() {
        let card = Attachment(kind: .link, text: "The post", url: "https://example.org/a")
        let post = tweet(details: TweetDetails(attachments: [Attachment(kind: .image, text: "a cat"), card], links: ["https://example.org/a"], labels: ["spam"]))
        XCTAssertEqual(TweetText.bodyParts(of: post), ["Read this", "[image] a cat", "[link] The post https://example.org/a", "[labels: spam]"])
        XCTAssertEqual(TweetText.bodyParts(of: post, linkCards: false), ["Read this", "[image] a cat", "[labels: spam]"])
    }

    func test_aLinksTitle_isItsCardsTitle_elseItsAddressWithoutTheScheme_cutWhenLong() throws {
        let card = Attachment(kind: .link, text: "The post", url: "https://example.org/a")
        let long = "https://example.org/" + String(repeating: "x", count: 60)
        let post = tweet(details: TweetDetails(attachments: [card], links: ["https://example.org/a", "http://example.com/b/", long]))
        let urls = TweetLinks.urls(in: post)
        XCTAssertEqual(urls.map { TweetLinks.title(of: $0, in: post) },
                       ["The post", "example.com/b", "example.org/" + String(repeating: "x", count: 35) + "…"])
        XCTAssertEqual(TweetLinks.title(of: urls[2], in: post).count, TweetLinks.maxTitleLength)
    }
}
