import Foundation
import RxNetwork
import XCTest
import RxTesting
@testable import TweetieCore

/// Decodes every real recorded response in `shared/fixtures/twitter`.
final class FixtureDecodingTests: LeakCheckingTestCase {
    private let timelineCounts = ["ashfurrow": 99, "fpillet": 100, "freak4pc": 100, "icanzilb": 100, "scotteg": 100]

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Every test here reads the recordings: the class is part of the recordings suite.
        _ = try TwitterFixtures.requireDirectory()
    }

    func test_listStatuses_decodesAll19Tweets() throws {
        let decoded = try Tweet.decodeMany(from: TwitterFixtures.data(TwitterFixtures.listStatuses))
        XCTAssertEqual(decoded.values.count, 19)
        XCTAssertEqual(decoded.skipped, 0)
        let first = try XCTUnwrap(decoded.values.first)
        XCTAssertEqual(first.id, 1071325319259414528)
        XCTAssertEqual(first.screenName, "fpillet")
        XCTAssertEqual(first.authorName, "Florent Pillet")
        XCTAssertEqual(first.createdAt, Date(timeIntervalSince1970: 1544258835))
        XCTAssertTrue(first.text.hasPrefix("I think I need to make a whole talk about GRDB"))
        XCTAssertEqual(first.avatarURL?.scheme, "https")
    }

    func test_listStatuses_asJSONObjects_decodesTheSameTweets() throws {
        let objects = try XCTUnwrap(TwitterFixtures.json(TwitterFixtures.listStatuses) as? [JSONObject])
        let fromObjects = Tweet.decodeMany(objects)
        let fromData = try Tweet.decodeMany(from: TwitterFixtures.data(TwitterFixtures.listStatuses))
        XCTAssertEqual(fromObjects, fromData)
    }

    func test_listMembers_decodesAll8UsersFromTheUsersKey() throws {
        let response = try XCTUnwrap(TwitterFixtures.json(TwitterFixtures.listMembers) as? JSONObject)
        let users = try XCTUnwrap(response["users"] as? [JSONObject])
        let decoded = User.decodeMany(users)
        XCTAssertEqual(decoded.values.count, 8)
        XCTAssertEqual(decoded.skipped, 0)
        XCTAssertEqual(decoded.values.map(\.username),
                       ["bontoJR", "crispytwit", "ashfurrow", "freak4pc", "scotteg", "fpillet", "icanzilb", "mandarazeware"])
        let fpillet = try XCTUnwrap(decoded.values.first { $0.username == "fpillet" })
        XCTAssertEqual(fpillet.id, 14236889)
        XCTAssertEqual(fpillet.name, "Florent Pillet")
        XCTAssertTrue(fpillet.about.hasPrefix("iOS, macOS, server and Android freelancer"))
        XCTAssertEqual(fpillet.url, URL(string: "https://t.co/YWNUWoJomk"))
        XCTAssertEqual(fpillet.avatarURL?.host, "pbs.twimg.com")
        XCTAssertNil(decoded.values.first { $0.username == "mandarazeware" }?.url, "a null url decodes as nil")
    }

    func test_userTimelines_decodeEveryTweet_100EachExceptAshfurrow99() throws {
        for (screenName, count) in timelineCounts {
            let decoded = try Tweet.decodeMany(from: TwitterFixtures.data(TwitterFixtures.userTimeline(screenName)))
            XCTAssertEqual(decoded.values.count, count, screenName)
            XCTAssertEqual(decoded.skipped, 0, screenName)
            XCTAssertTrue(decoded.values.allSatisfy { $0.screenName == screenName || $0.details?.repostedBy == screenName }, screenName)
            XCTAssertEqual(Set(decoded.values.map(\.id)).count, count, "ids are unique in \(screenName)")
        }
    }

    func test_maxIDPage_isEmpty() throws {
        let decoded = try Tweet.decodeMany(from: TwitterFixtures.data(TwitterFixtures.listStatusesMaxID))
        XCTAssertEqual(decoded, Decoded(values: [], skipped: 0))
    }

    func test_everyRecordedTweet_readsWithoutHTMLEntities() throws {
        var escaped = 0
        for path in try TwitterFixtures.allPaths() {
            guard let statuses = try TwitterFixtures.json(path) as? [JSONObject] else { continue }
            for status in statuses {
                let raw = (status["full_text"] ?? status["text"]) as? String ?? ""
                if raw.contains("&amp;") || raw.contains("&lt;") || raw.contains("&gt;") { escaped += 1 }
                let tweet = try Tweet(twitterJSON: status)
                for entity in ["&amp;", "&lt;", "&gt;"] {
                    XCTAssertFalse(tweet.text.contains(entity), "\(tweet.id): \(tweet.text)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(escaped, 9, "the recordings hold escaped texts")
    }

    func test_everyRecordedResponse_decodesEveryTweetAndUser() throws {
        let paths = try TwitterFixtures.allPaths()
        XCTAssertEqual(paths.count, 8)
        for path in paths {
            let json = try TwitterFixtures.json(path)
            if let response = json as? JSONObject {
                let users = try XCTUnwrap(response["users"] as? [JSONObject], path)
                let decoded = User.decodeMany(users)
                XCTAssertEqual(decoded.values.count, users.count, path)
                XCTAssertEqual(decoded.skipped, 0, path)
            } else {
                let statuses = try XCTUnwrap(json as? [JSONObject], path)
                let decoded = Tweet.decodeMany(statuses)
                XCTAssertEqual(decoded.values.count, statuses.count, path)
                XCTAssertEqual(decoded.skipped, 0, path)
                let authors = User.decodeMany(statuses.compactMap { $0["user"] as? JSONObject })
                XCTAssertEqual(authors.values.count, statuses.count, "every author of \(path) decodes as a User")
            }
        }
    }
}
