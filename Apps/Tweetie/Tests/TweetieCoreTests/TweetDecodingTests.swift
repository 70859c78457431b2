import Foundation
import XCTest
import RxStore
import RxTesting
@testable import TweetieCore

/// Decoding single statuses and users, and skipping the malformed ones.
final class TweetDecodingTests: LeakCheckingTestCase {
    private func status(id: Any = 1, text: String? = "hello", fullText: String? = nil,
                        createdAt: String = "Sat Dec 08 08:47:15 +0000 2018", user: Any? = nil) -> JSONObject {
        var object: JSONObject = ["id": id, "created_at": createdAt,
                                  "user": user ?? ["id": 7, "name": "Ann Lee", "screen_name": "ann",
                                                   "profile_image_url_https": "https://example.com/ann.png"]]
        if let text { object["text"] = text }
        if let fullText { object["full_text"] = fullText }
        return object
    }

    func test_status_decodesEveryField() throws {
        let tweet = try Tweet(twitterJSON: status())
        XCTAssertEqual(tweet, Tweet(id: 1, text: "hello", authorName: "Ann Lee", screenName: "ann",
                                    createdAt: Date(timeIntervalSince1970: 1544258835),
                                    avatarURL: URL(string: "https://example.com/ann.png")))
    }

    func test_status_prefersFullTextOverText() throws {
        XCTAssertEqual(try Tweet(twitterJSON: status(text: "short…", fullText: "the whole text 日本語 🎉")).text, "the whole text 日本語 🎉")
        XCTAssertEqual(try Tweet(twitterJSON: status(text: nil, fullText: "only full")).text, "only full")
    }

    func test_text_htmlEntities_areUnescapedOnce() throws {
        let tweet = try Tweet(twitterJSON: status(fullText: "Rx &amp; MVVM &lt;3 &gt;_&lt; &amp;amp; stays &amp;lt; &copy; & ok"))
        XCTAssertEqual(tweet.text, "Rx & MVVM <3 >_< &amp; stays &lt; &copy; & ok")
    }

    func test_objectsJSONCannotHold_areSkippedAndCounted_theOthersKept() {
        var holdingADate = status(id: 2)
        holdingADate["lang"] = Date()
        let decoded = Tweet.decodeTwitterArray([status(id: 1), holdingADate, status(id: 3)])
        XCTAssertEqual(decoded.values.map(\.id), [1, 3])
        XCTAssertEqual(decoded.skipped, 1)
    }

    func test_createdAt_honoursTheOffset() throws {
        let tweet = try Tweet(twitterJSON: status(createdAt: "Mon Jan 01 02:00:00 +0200 2018"))
        XCTAssertEqual(tweet.createdAt, Date(timeIntervalSince1970: 1514764800))
        XCTAssertEqual(TwitterDate.string(from: tweet.createdAt), "Mon Jan 01 00:00:00 +0000 2018")
    }

    func test_malformedStatuses_areSkippedAndCounted() {
        let objects: [JSONObject] = [
            status(id: 1),
            status(id: 2, text: nil),                              // no text at all
            status(id: 3, createdAt: "2018-12-08T08:47:15Z"),      // not Twitter's date format
            status(id: 4, user: ["id": 9]),                        // author without a name
            status(id: "four"),                                    // id of the wrong type
            status(id: 6, user: Date()),                           // not JSON at all
            ["id": 7],
            [:],
            status(id: 9, text: "kept"),
        ]
        let decoded = Tweet.decodeMany(objects)
        XCTAssertEqual(decoded.values.map(\.id), [1, 9])
        XCTAssertEqual(decoded.skipped, 7)
    }

    func test_malformedElementsInData_areSkippedAndCounted() throws {
        let json = """
        [{"id": 1, "text": "a", "created_at": "Sat Dec 08 08:47:15 +0000 2018", "user": {"id": 2, "name": "N", "screen_name": "n"}},
         42, "text", null, [], {"id": 3},
         {"id_str": "5", "text": "b", "created_at": "Sun Dec 09 08:47:15 +0000 2018", "user": {"id_str": "2", "name": "N", "screen_name": "n"}}]
        """
        let decoded = try Tweet.decodeMany(from: Data(json.utf8))
        XCTAssertEqual(decoded.values.map(\.id), [1, 5])
        XCTAssertEqual(decoded.values.map(\.text), ["a", "b"])
        XCTAssertEqual(decoded.skipped, 5)
    }

    func test_dataThatIsNotAnArray_throws() {
        XCTAssertThrowsError(try Tweet.decodeMany(from: Data(#"{"errors": [{"code": 34}]}"#.utf8)))
        XCTAssertThrowsError(try User.decodeMany(from: Data("[{".utf8)))
    }

    func test_invalidSingleObject_throws() {
        XCTAssertThrowsError(try Tweet(twitterJSON: ["id": 1]))
        XCTAssertThrowsError(try User(twitterJSON: ["screen_name": "ann"]))
    }

    func test_user_decodesOptionalFieldsAsEmptyOrNil() throws {
        let user = try User(twitterJSON: ["id": 3, "name": "Bo", "screen_name": "bo", "description": NSNull(), "url": NSNull(),
                                          "profile_image_url": "http://example.com/bo.png"])
        XCTAssertEqual(user, User(id: 3, name: "Bo", username: "bo", about: "", url: nil, avatarURL: URL(string: "http://example.com/bo.png")))
    }

    func test_tweetsAndUsers_roundTripThroughTheStoreByID() throws {
        let store = try Store(configuration: .inMemory())
        let tweet = try Tweet(twitterJSON: status(id: 1071325319259414528, fullText: "ünïcødé 中文 👍"))
        let user = User(id: 7, name: "Ann Lee", username: "ann", about: "about", url: URL(string: "https://ann.example"))
        try store.add(tweet)
        try store.add(user)
        XCTAssertEqual(try store.object(ofType: Tweet.self, forPrimaryKey: tweet.id), tweet)
        XCTAssertEqual(try store.object(ofType: User.self, forPrimaryKey: 7), user)
    }
}
