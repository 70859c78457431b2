import Foundation
import RxNetwork
import TestSupport
import XCTest
@testable import TweetieCore

/// Every recorded Bluesky answer read into the reader's models, with and without the
/// `viewer` fields a signed-in server adds, with the counts of the fixtures' README; each
/// embed kind, reposts, replies, quotes, labels and link targets; and unknown kinds shown
/// as "[unsupported post]" rather than failing the page.
final class BlueskyDecodingTests: XCTestCase {
    private func feedTweets(_ object: JSONObject) -> Decoded<Tweet> {
        BlueskyPost.decodeMany(object.lexiconObjects("feed"))
    }

    // MARK: - The shared fixtures

    func test_listFeed_decodesItsTenPosts_andHasACursor() throws {
        let page = try BlueskyFixtures.object(BlueskyFixtures.listFeed)
        let decoded = feedTweets(page)
        XCTAssertEqual(decoded.values.count, 10)
        XCTAssertEqual(decoded.skipped, 0)
        XCTAssertEqual(page.lexiconString("cursor"), BlueskyFixtures.listFeedCursor)
        let first = try XCTUnwrap(decoded.values.first)
        XCTAssertEqual(first.authorName, "OlderGeeks.com")
        XCTAssertEqual(first.screenName, "oldergeeks.bsky.social")
        XCTAssertTrue(first.text.hasPrefix("Quarkdown v1.1.1"))
        XCTAssertEqual(first.createdAt, BlueskyDate.date(from: "2025-05-22T13:00:49.358Z"))
        XCTAssertEqual(first.details?.uri, "at://did:plc:l3ye73neiydhv3myt4fulovf/app.bsky.feed.post/3lpr6d3tk622b")
        XCTAssertEqual(first.avatarURL?.host, "cdn.bsky.app")
        // The feed's order is the ids' order, newest first, and no id repeats.
        let ids = decoded.values.map(\.id)
        XCTAssertEqual(ids, ids.sorted(by: >))
        XCTAssertEqual(Set(ids).count, 10)
    }

    func test_listFeed_keepsTheFullLinkTargets_behindShortenedLinkText() throws {
        let feed = try BlueskyFixtures.object(BlueskyFixtures.listFeed)
        let first = try XCTUnwrap(feedTweets(feed).values.first)
        XCTAssertTrue(first.text.contains("www.oldergeeks.com/downloads/fi..."), "the text stays as written")
        XCTAssertEqual(first.details?.links, ["https://www.oldergeeks.com/downloads/file.php?id=4719"])
        XCTAssertEqual(first.details?.attachments.map(\.kind), [.image])
        XCTAssertEqual(first.details?.attachments.first?.url?.hasPrefix("https://cdn.bsky.app/img/feed_fullsize/"), true)
    }

    func test_list_decodesItsEightMembers_withTheScamLabel() throws {
        let answer = try BlueskyFixtures.object(BlueskyFixtures.list)
        XCTAssertEqual(answer.lexiconObject("list")?["listItemCount"] as? Int, 10, "the list counts 10; 8 are served")
        let profiles = answer.lexiconObjects("items").compactMap { $0.lexiconObject("subject") }
        let users = BlueskyProfile.decodeMany(profiles)
        XCTAssertEqual(users.values.count, 8)
        XCTAssertEqual(users.skipped, 0)
        XCTAssertEqual(users.values.first?.username, "farjanaeyasmin.bsky.social")
        XCTAssertEqual(users.values.first?.labels, ["scam"])
        XCTAssertTrue(users.values.first?.about.hasPrefix("I'm an Affiliate Marketer") == true)
        // A member without a display name is named by their handle.
        let unnamed = try XCTUnwrap(users.values.first { $0.username == "abhiksi.bsky.social" })
        XCTAssertEqual(unnamed.name, "abhiksi.bsky.social")
        XCTAssertNil(unnamed.labels)
        XCTAssertEqual(Set(users.values.map(\.id)).count, 8)
    }

    func test_authorFeed_decodesItsFiftyPosts_withRepostsRepliesAndEveryEmbedKind() throws {
        let page = try BlueskyFixtures.object(BlueskyFixtures.authorFeed)
        let decoded = feedTweets(page)
        XCTAssertEqual(decoded.values.count, 50)
        XCTAssertEqual(decoded.skipped, 0)
        XCTAssertEqual(page.lexiconString("cursor"), "2024-03-21T23:36:16.378Z")
        let tweets = decoded.values

        let reposts = tweets.filter { $0.details?.repostedBy != nil }
        XCTAssertEqual(reposts.count, 7)
        XCTAssertTrue(reposts.allSatisfy { $0.details?.repostedBy == "chriskenny.bsky.social" })
        XCTAssertTrue(reposts.contains { $0.screenName != "chriskenny.bsky.social" }, "a repost is by its original author")

        let replies = tweets.filter { $0.details?.replyTo != nil }
        XCTAssertEqual(replies.count, 24)
        XCTAssertEqual(replies.filter { $0.details?.replyTo?.isEmpty == true }.count, 3, "parents not found")
        XCTAssertTrue(replies.contains { $0.details?.replyTo == "chriskenny.bsky.social" })

        let kinds = Set(tweets.flatMap { $0.details?.attachments.map(\.kind) ?? [] })
        XCTAssertEqual(kinds, [.image, .link])
        let quotes = tweets.compactMap { $0.details?.quote }
        XCTAssertEqual(quotes.count, 7, "record and recordWithMedia embeds")
        XCTAssertTrue(quotes.contains { $0.screenName == "cranupdates.bsky.social" && $0.text.hasPrefix("Updates on CRAN: bskyr (0.3.0)") })
        XCTAssertFalse(tweets.contains { $0.text == BlueskyPost.unsupported })
        let ids = tweets.map(\.id)
        XCTAssertEqual(ids, ids.sorted(by: >), "reposts sort at the time they were reposted, as the feed does")
    }

    func test_aRepost_sortsAtTheRepost_butShowsTheOriginalAuthorAndTime() throws {
        let page = try BlueskyFixtures.object(BlueskyFixtures.authorFeed)
        let item = try XCTUnwrap(page.lexiconObjects("feed").first { $0.lexiconObject("reason") != nil })
        let tweet = try XCTUnwrap(BlueskyPost.tweet(fromFeedItem: item))
        let reposted = try XCTUnwrap(item.lexiconObject("reason")?.lexiconString("indexedAt").flatMap(BlueskyDate.microseconds(from:)))
        XCTAssertEqual(BlueskyFeedID.microseconds(of: tweet.id), reposted)
        let created = try XCTUnwrap(item.lexiconObject("post")?.lexiconObject("record")?.lexiconString("createdAt"))
        XCTAssertEqual(tweet.createdAt, BlueskyDate.date(from: created))
        XCTAssertEqual(tweet.screenName, item.lexiconObject("post")?.lexiconObject("author")?.lexiconString("handle"))
    }

    func test_profiles_decodesTheOneProfile() throws {
        let answer = try BlueskyFixtures.object(BlueskyFixtures.profiles)
        let users = BlueskyProfile.decodeMany(answer.lexiconObjects("profiles"))
        XCTAssertEqual(users.values.count, 1)
        XCTAssertEqual(users.values.first?.name, "Chris Kenny")
        XCTAssertEqual(users.values.first?.username, "chriskenny.bsky.social")
        XCTAssertEqual(users.values.first?.id, BlueskyFeedID.userID(did: "did:plc:wpe35pganb6d4pg4ekmfy6u5"))
        XCTAssertTrue(users.values.first?.about.contains("redistricting") == true)
    }

    func test_withoutViewerFields_everyFileDecodesToTheSameModels() throws {
        for file in [BlueskyFixtures.listFeed, BlueskyFixtures.authorFeed] {
            let signedIn = feedTweets(try BlueskyFixtures.object(file))
            let public_ = feedTweets(try BlueskyFixtures.object(file, withoutViewer: true))
            XCTAssertEqual(signedIn, public_, file)
            XCTAssertFalse(signedIn.values.isEmpty, file)
        }
        let members = { (object: JSONObject) in
            BlueskyProfile.decodeMany(object.lexiconObjects("items").compactMap { $0.lexiconObject("subject") })
        }
        XCTAssertEqual(members(try BlueskyFixtures.object(BlueskyFixtures.list)),
                       members(try BlueskyFixtures.object(BlueskyFixtures.list, withoutViewer: true)))
        XCTAssertEqual(BlueskyProfile.decodeMany(try BlueskyFixtures.object(BlueskyFixtures.profiles).lexiconObjects("profiles")),
                       BlueskyProfile.decodeMany(try BlueskyFixtures.object(BlueskyFixtures.profiles, withoutViewer: true).lexiconObjects("profiles")))
    }

    func test_theRecordedErrorBodies_becomeTypedErrors() throws {
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        let invalid = XRPCResponse.error(for: try response(400, BlueskyFixtures.invalidRequest), endpoint: .listFeed(list: "x", cursor: nil),
                                         subject: "x", now: now)
        XCTAssertEqual(invalid, .refused(error: "InvalidRequest",
                                         message: "Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes"))
        let authentication = XRPCResponse.error(for: try response(401, BlueskyFixtures.authenticationRequired),
                                                endpoint: .listFeed(list: "x", cursor: nil), subject: "x", now: now)
        XCTAssertEqual(authentication, .authenticationRequired("Invalid identifier or password"))
        XCTAssertTrue(TwitterError.bluesky(authentication).message.contains("--base-url"))
    }

    private func response(_ status: Int, _ file: String) throws -> RxNetwork.Response {
        RxNetwork.Response(statusCode: status, data: try BlueskyFixtures.data(file))
    }

    // MARK: - The made second page

    func test_secondPage_coversTheOtherKinds_andSkipsTheBrokenItem() throws {
        let decoded = feedTweets(try BlueskyListFeedPage2.object())
        XCTAssertEqual(decoded.values.count, BlueskyListFeedPage2.readableCount)
        XCTAssertEqual(decoded.skipped, BlueskyListFeedPage2.itemCount - BlueskyListFeedPage2.readableCount)
        let tweets = decoded.values

        let repost = tweets[0]
        XCTAssertEqual(repost.screenName, "pfrazee.com")
        XCTAssertEqual(repost.details?.repostedBy, "gilzilberfeld.bsky.social")
        XCTAssertEqual(repost.details?.attachments, [Attachment(kind: .link, text: "The AT Protocol | Bluesky",
                                                                 url: "https://docs.bsky.app/docs/advanced-guides/atproto")])
        XCTAssertEqual(repost.details?.links, ["https://docs.bsky.app/docs/advanced-guides/atproto"], "no repeats")

        XCTAssertEqual(tweets[1].details?.replyTo, "opusminus.bsky.social")

        let quote = try XCTUnwrap(tweets[2].details?.quote)
        XCTAssertEqual(quote.authorName, "Denis Rasulev")
        XCTAssertEqual(quote.screenName, "denisrasulev.bsky.social")
        XCTAssertEqual(quote.text, "Thirty years of B2B sales in one chart.")
        XCTAssertEqual(quote.attachments.map(\.text), ["A line chart of deals per year"])

        XCTAssertEqual(tweets[3].details?.attachments.map(\.kind), [.video])
        XCTAssertEqual(tweets[3].details?.attachments.first?.text, "Screen recording of the build")
        XCTAssertEqual(tweets[3].authorName, "abhiksi.bsky.social")

        let poll = tweets[4]
        XCTAssertEqual(poll.text, "Which tool do you use? Vote below!")
        XCTAssertEqual(poll.details?.attachments.map(\.kind), [.unsupported], "an unknown embed type")
        XCTAssertEqual(poll.details?.labels, ["spam", "scam"], "the post's, then its author's; not !no-unauthenticated")

        XCTAssertEqual(tweets[5].text, BlueskyPost.unsupported, "an unknown record type")
        XCTAssertEqual(tweets[5].screenName, "freesoftwarehub.bsky.social")
        XCTAssertEqual(tweets[6].details?.quote?.text, "[quoted post not found]")
    }

    func test_theSecondPage_isOlderThanTheFirst() throws {
        let first = feedTweets(try BlueskyFixtures.object(BlueskyFixtures.listFeed)).values
        let second = feedTweets(try BlueskyListFeedPage2.object()).values
        let oldestFirst = try XCTUnwrap(first.map(\.id).min())
        XCTAssertTrue(second.allSatisfy { $0.id < oldestFirst })
        XCTAssertEqual(BlueskyDate.string(microseconds: BlueskyFeedID.microseconds(of: oldestFirst)), BlueskyFixtures.listFeedCursor,
                       "the oldest id's time is the page's cursor")
    }

    // MARK: - Degrading

    func test_unknownQuotedRecords_andQuoteStates_readAsPlaceholders() {
        func quote(_ record: JSONObject) -> String? {
            BlueskyEmbed(view: ["$type": "app.bsky.embed.record#view", "record": record]).quote?.text
        }
        XCTAssertEqual(quote(["$type": "app.bsky.embed.record#viewBlocked"]), "[quoted post blocked]")
        XCTAssertEqual(quote(["$type": "app.bsky.embed.record#viewDetached"]), "[quoted post removed by its author]")
        XCTAssertEqual(quote(["$type": "app.bsky.graph.defs#starterPackViewBasic"]), BlueskyPost.unsupported)
        XCTAssertEqual(quote(["$type": "app.bsky.embed.record#viewRecord", "value": ["$type": "app.bsky.feed.like"] as JSONObject,
                              "author": ["handle": "a.test"] as JSONObject]), BlueskyPost.unsupported)
        XCTAssertEqual(BlueskyEmbed(view: ["$type": "app.bsky.embed.recordWithMedia#view"]).attachments.map(\.kind), [.unsupported],
                       "media missing")
        XCTAssertEqual(BlueskyEmbed(view: ["no": "type"]).attachments.map(\.kind), [.unsupported])
    }

    func test_itemsWithoutURIAuthorOrTime_areSkippedAndCounted_theRestKept() {
        let good = Self.item(uri: "at://did:plc:a/app.bsky.feed.post/1", handle: "a.test", time: "2025-01-01T00:00:00Z")
        let items: [JSONObject] = [
            good,
            Self.item(uri: nil, handle: "a.test", time: "2025-01-01T00:00:00Z"),
            Self.item(uri: "at://did:plc:a/app.bsky.feed.post/2", handle: nil, time: "2025-01-01T00:00:00Z"),
            Self.item(uri: "at://did:plc:a/app.bsky.feed.post/3", handle: "a.test", time: "yesterday"),
            ["post": "not an object"],
        ]
        let decoded = BlueskyPost.decodeMany(items)
        XCTAssertEqual(decoded.values.map(\.details?.uri), ["at://did:plc:a/app.bsky.feed.post/1"])
        XCTAssertEqual(decoded.skipped, 4)
    }

    func test_aPostDatedInTheFuture_sortsAtWhenItWasIndexed() throws {
        let item = Self.item(uri: "at://did:plc:a/app.bsky.feed.post/1", handle: "a.test", time: "2099-01-01T00:00:00Z",
                             indexedAt: "2025-01-01T00:00:00.5Z")
        let tweet = try XCTUnwrap(BlueskyPost.tweet(fromFeedItem: item))
        XCTAssertEqual(BlueskyFeedID.microseconds(of: tweet.id), BlueskyDate.microseconds(from: "2025-01-01T00:00:00.5Z"))
        XCTAssertEqual(tweet.createdAt, BlueskyDate.date(from: "2099-01-01T00:00:00Z"), "but shows the date it carries")
    }

    func test_linksThatAreNotHTTP_areNotKept() {
        var item = Self.item(uri: "at://did:plc:a/app.bsky.feed.post/1", handle: "a.test", time: "2025-01-01T00:00:00Z")
        var post = item.lexiconObject("post") ?? [:]
        var record = post.lexiconObject("record") ?? [:]
        record["facets"] = [
            ["features": [["$type": "app.bsky.richtext.facet#link", "uri": "javascript:alert(1)"] as JSONObject]] as JSONObject,
            ["features": [["$type": "app.bsky.richtext.facet#link", "uri": "https://example.com/a"] as JSONObject,
                          ["$type": "app.bsky.richtext.facet#mention", "did": "did:plc:b"] as JSONObject]] as JSONObject,
        ]
        post["record"] = record
        item["post"] = post
        XCTAssertEqual(BlueskyPost.tweet(fromFeedItem: item)?.details?.links, ["https://example.com/a"])
    }

    /// A minimal feed item; nil leaves the field out.
    static func item(uri: String?, handle: String?, time: String, indexedAt: String? = nil) -> JSONObject {
        var author: JSONObject = ["did": "did:plc:a"]
        author["handle"] = handle
        var post: JSONObject = [
            "author": author,
            "record": ["$type": "app.bsky.feed.post", "createdAt": time, "text": "hello"] as JSONObject,
            "indexedAt": indexedAt ?? time,
        ]
        post["uri"] = uri
        return ["post": post]
    }
}
