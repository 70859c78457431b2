import Foundation
import XCTest
import RxStore
import RxTesting
@testable import TweetieCore

/// The reader's databases: where they live, opening and reopening real SQLite files, and
/// reading positions. (Checking a file at start and moving a damaged one aside is
/// AppSupport's `LocalDatabase`, tested there.)
final class TweetieStorageTests: LeakCheckingTestCase {
    private var directory: TemporaryDirectory!
    private let list = ListIdentifier(username: "icanzilb", slug: "RxSwift")

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
        super.tearDown()
    }

    private var dataDirectory: URL { directory.url.appendingPathComponent("data/tweetie") }

    func test_eachSourceAndList_hasItsOwnFile() {
        let base = URL(fileURLWithPath: "/d")
        XCTAssertEqual(TweetieStorage.databaseURL(source: .demo, list: DemoData.list, in: base).path, "/d/demo-rxmvvm-reactive-swift.sqlite")
        XCTAssertEqual(TweetieStorage.databaseURL(source: .live, list: list, in: base).path, "/d/live-icanzilb-RxSwift.sqlite")
        XCTAssertEqual(TweetieStorage.databaseURL(source: .cache, list: list, in: base).path, "/d/cache-icanzilb-RxSwift.sqlite")
    }

    func test_aListNameCannotLeaveTheDirectory() {
        let url = TweetieStorage.databaseURL(source: .live, list: ListIdentifier(username: "..", slug: "a/../../b ü"), in: URL(fileURLWithPath: "/d"))
        XCTAssertEqual(url.deletingLastPathComponent().path, "/d")
        XCTAssertEqual(url.lastPathComponent, "live-..-a_.._.._b__.sqlite")
    }

    func test_tweetsUsersAndPositions_surviveReopening() throws {
        let url = TweetieStorage.databaseURL(source: .live, list: list, in: dataDirectory)
        do {
            let store = try TweetieStorage.openStore(at: url)
            try store.add(Tweet(id: 5, text: "héllo 世界 👋", authorName: "A", screenName: "a", createdAt: Date(timeIntervalSince1970: 1_000)))
            try store.add(User(id: 9, name: "Zoë", username: "zoe", about: "bio"))
            try store.saveReadingPosition(5, of: list)
        }
        let reopened = try TweetieStorage.openStore(at: url)
        XCTAssertEqual(try reopened.object(ofType: Tweet.self, forPrimaryKey: Int64(5))?.text, "héllo 世界 👋")
        XCTAssertEqual(try reopened.object(ofType: User.self, forPrimaryKey: Int64(9))?.name, "Zoë")
        XCTAssertEqual(try reopened.readingPosition(of: list), 5)
    }

    func test_aVersion1Database_getsItsTweetTextsUnescaped_once() throws {
        let url = dataDirectory.appendingPathComponent("old.sqlite")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        do {
            let old = try Store(configuration: .file(url, schemaVersion: 1, migrations: [], applicationID: TweetieStorage.applicationID))
            try old.add([
                Tweet(id: 1, text: "Rx &amp; MVVM: a &lt;b&gt; tag, &amp;lt; stays", authorName: "A", screenName: "a", createdAt: Date(timeIntervalSince1970: 1)),
                Tweet(id: 2, text: "plain", authorName: "A", screenName: "a", createdAt: Date(timeIntervalSince1970: 2)),
            ])
        }
        let store = try TweetieStorage.openStore(at: url)
        XCTAssertEqual(try store.object(ofType: Tweet.self, forPrimaryKey: Int64(1))?.text, "Rx & MVVM: a <b> tag, &lt; stays")
        XCTAssertEqual(try store.object(ofType: Tweet.self, forPrimaryKey: Int64(2))?.text, "plain")
    }

    func test_aVersion1Database_keepsBlueskyPostTextsAsWritten() throws {
        let url = dataDirectory.appendingPathComponent("old-bluesky.sqlite")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let typed = "Tom &amp; Jerry, as typed: Bluesky sends text unescaped"
        do {
            let old = try Store(configuration: .file(url, schemaVersion: 1, migrations: [], applicationID: TweetieStorage.applicationID))
            try old.add([
                Tweet(id: 1, text: typed, authorName: "A", screenName: "a.bsky.social", createdAt: Date(timeIntervalSince1970: 1),
                      details: TweetDetails(uri: "at://did:plc:a/app.bsky.feed.post/1")),
            ])
        }
        let store = try TweetieStorage.openStore(at: url)
        XCTAssertEqual(try store.object(ofType: Tweet.self, forPrimaryKey: Int64(1))?.text, typed)
    }

    func test_readingPosition_roundTrips_perList_andIsReplaced() throws {
        let store = try TweetieStorage.openStore(at: dataDirectory.appendingPathComponent("positions.sqlite"))
        XCTAssertNil(try store.readingPosition(of: list))
        try store.saveReadingPosition(100, of: list)
        try store.saveReadingPosition(200, of: DemoData.list)
        try store.saveReadingPosition(150, of: list)
        XCTAssertEqual(try store.readingPosition(of: list), 150)
        XCTAssertEqual(try store.readingPosition(of: DemoData.list), 200)
        XCTAssertEqual(try store.object(ofType: ReadingPosition.self, forPrimaryKey: "icanzilb/RxSwift"),
                       ReadingPosition(list: "icanzilb/RxSwift", tweetId: 150))
    }
}
