import Foundation
import RxNetwork
import XCTest
import RxTesting
@testable import TweetieCore

/// Twitter v1.1 links: the text shows `entities.urls[].expanded_url` instead of `t.co`,
/// and `details.links` holds the targets, on the recorded fixtures and on hand-made objects.
final class TwitterLinksDecodingTests: LeakCheckingTestCase {
    func test_recordedTweetWithTwoLinks_showsTheirTargetsAndListsThem() throws {
        let decoded = try Tweet.decodeMany(from: TwitterFixtures.data(TwitterFixtures.userTimeline("fpillet")))
        let tweet = try XCTUnwrap(decoded.values.first { $0.id == 1069577937161199616 })
        XCTAssertEqual(tweet.text, "Good watch! Also, the workshop I did at @swiftalps is on GitHub: "
            + "https://github.com/TheSwiftAlps/NewGenerationNetworking\n\nDon't miss the server uni… "
            + "https://twitter.com/i/web/status/1069577937161199616")
        XCTAssertEqual(tweet.details?.links, ["https://github.com/TheSwiftAlps/NewGenerationNetworking",
                                              "https://twitter.com/i/web/status/1069577937161199616"])
    }

    func test_everyRecordedTweet_showsNoShortLinkThatHasATarget() throws {
        var withLinks = 0
        for path in try TwitterFixtures.allPaths() where !path.contains("members") {
            let objects = try XCTUnwrap(TwitterFixtures.json(path) as? [JSONObject], path)
            let tweets = Tweet.decodeMany(objects).values
            XCTAssertEqual(tweets.count, objects.count, path)
            for (object, tweet) in zip(objects, tweets) where object["retweeted_status"] == nil {
                let urls = ((object["entities"] as? JSONObject)?["urls"] as? [JSONObject]) ?? []
                for url in urls {
                    let short = try XCTUnwrap(url["url"] as? String)
                    let target = try XCTUnwrap(url["expanded_url"] as? String)
                    XCTAssertFalse(tweet.text.contains(short), "\(tweet.id) still shows \(short)")
                    XCTAssertTrue(tweet.text.contains(target), "\(tweet.id) does not show \(target)")
                    XCTAssertTrue(tweet.details?.links.contains(target) == true, "\(tweet.id) does not list \(target)")
                }
                if !urls.isEmpty { withLinks += 1 }
            }
        }
        XCTAssertGreaterThan(withLinks, 50, "the fixtures hold many tweets with links")
    }

    func test_pictures_becomeAttachments_andTheirAddressesLeaveTheText() throws {
        var object = Self.status(text: "my cat https://t.co/pic", urls: [])
        object["entities"] = ["urls": [], "media": [["url": "https://t.co/pic", "media_url_https": "https://pbs.twimg.com/a.jpg", "type": "photo"]]]
        object["extended_entities"] = ["media": [
            ["url": "https://t.co/pic", "media_url_https": "https://pbs.twimg.com/a.jpg", "type": "photo", "ext_alt_text": "A cat"],
            ["url": "https://t.co/pic", "media_url_https": "https://pbs.twimg.com/b.jpg", "type": "animated_gif"],
        ]]
        let tweet = try Tweet(twitterJSON: object)
        XCTAssertEqual(tweet.text, "my cat")
        XCTAssertEqual(tweet.details?.attachments, [Attachment(kind: .image, text: "A cat", url: "https://pbs.twimg.com/a.jpg"),
                                                   Attachment(kind: .video, url: "https://pbs.twimg.com/b.jpg")])
        XCTAssertEqual(tweet.details?.links, [])
    }

    func test_everyRecordedPicture_isAnAttachment_notAnAddress() throws {
        var pictures = 0
        for path in try TwitterFixtures.allPaths() where !path.contains("members") {
            let objects = try XCTUnwrap(TwitterFixtures.json(path) as? [JSONObject], path)
            for (object, tweet) in zip(objects, Tweet.decodeMany(objects).values) where object["retweeted_status"] == nil {
                let media = ((object["entities"] as? JSONObject)?["media"] as? [JSONObject]) ?? []
                guard let short = media.first?["url"] as? String else { continue }
                pictures += 1
                XCTAssertFalse(tweet.text.contains(short), "\(tweet.id) still shows \(short)")
                XCTAssertFalse(tweet.details?.attachments.isEmpty ?? true, "\(tweet.id)")
            }
        }
        XCTAssertGreaterThan(pictures, 10)
    }

    func test_tweetWithoutURLs_hasNoDetails() throws {
        let tweet = try Tweet(twitterJSON: Self.status(text: "no links here", urls: []))
        XCTAssertEqual(tweet.text, "no links here")
        XCTAssertNil(tweet.details)
    }

    func test_targetThatIsNotHTTP_leavesTheShortLinkAndIsNotListed() throws {
        let tweet = try Tweet(twitterJSON: Self.status(text: "see https://t.co/a and https://t.co/b", urls: [
            ["url": "https://t.co/a", "expanded_url": "javascript:alert(1)"],
            ["url": "https://t.co/b", "expanded_url": "https://example.com/b"],
        ]))
        XCTAssertEqual(tweet.text, "see https://t.co/a and https://example.com/b")
        XCTAssertEqual(tweet.details?.links, ["https://example.com/b"])
    }

    func test_sameTargetTwice_isListedOnce() throws {
        let tweet = try Tweet(twitterJSON: Self.status(text: "https://t.co/a https://t.co/c", urls: [
            ["url": "https://t.co/a", "expanded_url": "https://example.com/"],
            ["url": "https://t.co/c", "expanded_url": "https://example.com/"],
        ]))
        XCTAssertEqual(tweet.details?.links, ["https://example.com/"])
    }

    func test_unreadableEntities_keepTheTweetAndItsText() throws {
        var object = Self.status(text: "short https://t.co/a", urls: [])
        object["entities"] = ["urls": "not a list"]
        let tweet = try Tweet(twitterJSON: object)
        XCTAssertEqual(tweet.text, "short https://t.co/a")
        XCTAssertNil(tweet.details)
    }

    /// A minimal v1.1 status with `text` and `entities.urls`.
    static func status(id: Int64 = 1, text: String, urls: [JSONObject], user: String = "alice") -> JSONObject {
        ["id": id, "text": text, "created_at": "Sat Dec 08 08:47:15 +0000 2018",
         "user": ["id": 7, "name": user.capitalized, "screen_name": user],
         "entities": ["urls": urls]]
    }
}
