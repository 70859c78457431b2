import Foundation
import RxNetwork
import XCTest
import RxStore
import RxTesting
@testable import TweetieCore

/// Twitter v1.1 retweets (`retweeted_status`) and quotes (`quoted_status`) read into
/// `TweetDetails` as Bluesky's reposts and quotes are, on the recorded fixtures and on
/// hand-made objects.
final class TwitterRetweetsAndQuotesTests: LeakCheckingTestCase {
    private func listTweet(_ id: Int64) throws -> Tweet {
        let decoded = try Tweet.decodeMany(from: TwitterFixtures.data(TwitterFixtures.listStatuses))
        return try XCTUnwrap(decoded.values.first { $0.id == id })
    }

    func test_recordedRetweet_showsTheOriginalAuthorAndText_repostedByTheRetweeter() throws {
        let tweet = try listTweet(1071094111669809153)
        XCTAssertEqual(tweet.screenName, "ashfurrow")
        XCTAssertEqual(tweet.authorName, "Ash Furrow")
        XCTAssertEqual(tweet.text, "JavaScript is Good, Actually \n\nhttps://ashfurrow.com/blog/javascript-is-good-actually/")
        XCTAssertEqual(tweet.details?.repostedBy, "ashfurrow")
        XCTAssertEqual(tweet.details?.links, ["https://ashfurrow.com/blog/javascript-is-good-actually/"])
        XCTAssertEqual(tweet.createdAt, TwitterDate.date(from: "Fri Dec 07 17:28:30 +0000 2018"), "the retweet's own time places it in the timeline")
    }

    func test_recordedRetweetByAnother_enterOpensTheOriginalAuthor() throws {
        let tweet = try listTweet(1071138798967365632)
        XCTAssertEqual(tweet.screenName, "twostraws")
        XCTAssertEqual(tweet.details?.repostedBy, "bontoJR")
        XCTAssertFalse(tweet.text.hasPrefix("RT @"), tweet.text)
    }

    func test_recordedQuote_isTheQuotedAuthorAndText_withLinksExpanded() throws {
        let tweet = try listTweet(1071325319259414528)
        XCTAssertEqual(tweet.screenName, "fpillet")
        XCTAssertNil(tweet.details?.repostedBy)
        let quote = try XCTUnwrap(tweet.details?.quote)
        XCTAssertEqual(quote.screenName, "groue")
        XCTAssertEqual(quote.authorName, "Gwendal Roué")
        XCTAssertTrue(quote.text.hasPrefix("The reasons why GRDB could become your favorite Swift library"), quote.text)
        XCTAssertFalse(quote.text.contains("https://t.co/"), quote.text)
    }

    func test_recordedRetweetOfAQuote_keepsTheQuote() throws {
        let tweet = try listTweet(1070687786871721984)
        XCTAssertEqual(tweet.screenName, "FlexMonkey")
        XCTAssertEqual(tweet.details?.repostedBy, "icanzilb")
        XCTAssertEqual(tweet.details?.quote?.screenName, "pixelmator")
    }

    func test_everyRecordedRetweetAndQuote_isRead() throws {
        var retweets = 0, quotes = 0
        for path in try TwitterFixtures.allPaths() where !path.contains("members") {
            let objects = try XCTUnwrap(TwitterFixtures.json(path) as? [JSONObject], path)
            let decoded = Tweet.decodeMany(objects)
            XCTAssertEqual(decoded.skipped, 0, path)
            for (object, tweet) in zip(objects, decoded.values) {
                let retweeter = (object["user"] as? JSONObject)?["screen_name"] as? String
                if let original = object["retweeted_status"] as? JSONObject {
                    retweets += 1
                    XCTAssertEqual(tweet.details?.repostedBy, retweeter, "\(tweet.id)")
                    XCTAssertEqual(tweet.screenName, (original["user"] as? JSONObject)?["screen_name"] as? String, "\(tweet.id)")
                } else {
                    XCTAssertNil(tweet.details?.repostedBy, "\(tweet.id)")
                    XCTAssertEqual(tweet.screenName, retweeter, "\(tweet.id)")
                }
                let shown = (object["retweeted_status"] as? JSONObject) ?? object
                if let quoted = shown["quoted_status"] as? JSONObject {
                    quotes += 1
                    XCTAssertEqual(tweet.details?.quote?.screenName, (quoted["user"] as? JSONObject)?["screen_name"] as? String, "\(tweet.id)")
                }
            }
        }
        XCTAssertEqual(retweets, 113)
        XCTAssertGreaterThan(quotes, 30)
    }

    func test_unreadableOriginal_keepsTheRetweetAsWritten() throws {
        var object = TwitterLinksDecodingTests.status(id: 5, text: "RT @bob: hi", urls: [], user: "alice")
        object["retweeted_status"] = ["text": "hi"]
        let tweet = try Tweet(twitterJSON: object)
        XCTAssertEqual(tweet.text, "RT @bob: hi")
        XCTAssertEqual(tweet.screenName, "alice")
        XCTAssertNil(tweet.details)
    }

    func test_unreadableQuote_isLeftOut_theTweetStays() throws {
        var object = TwitterLinksDecodingTests.status(id: 5, text: "look", urls: [])
        object["quoted_status"] = ["text": 3]
        let tweet = try Tweet(twitterJSON: object)
        XCTAssertEqual(tweet.text, "look")
        XCTAssertNil(tweet.details)
    }

    func test_quotedTextEntities_areUnescapedOnce() throws {
        var object = TwitterLinksDecodingTests.status(id: 5, text: "look", urls: [])
        object["quoted_status"] = TwitterLinksDecodingTests.status(id: 4, text: "a &amp;lt; b &amp; c", urls: [], user: "bob")
        let tweet = try Tweet(twitterJSON: object)
        XCTAssertEqual(tweet.details?.quote, QuotedTweet(authorName: "Bob", screenName: "bob", text: "a &lt; b & c"))
    }

    func test_retweetsAndQuotes_surviveTheStore() throws {
        let tweet = try listTweet(1070687786871721984)
        let url = try TestStore.temporaryFile(for: self)
        try Store(url: url).add(tweet)
        XCTAssertEqual(try Store(url: url).object(ofType: Tweet.self, forPrimaryKey: tweet.id), tweet)
    }
}
