import Foundation
import XCTest
import RxStore
import RxTesting
@testable import TweetieCore

/// The reader's databases: where they live, opening and reopening real SQLite files,
/// reading positions, and starting fresh after a damaged file without losing it.
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

    private var dataDirectory: URL { directory.paths.dataDirectory }

    func test_theDataDirectory_followsXDGDataHome_elseLocalShare() {
        XCTAssertEqual(TweetiePaths(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/data"]).dataDirectory.path, "/data/tweetie")
        XCTAssertEqual(TweetiePaths(environment: ["HOME": "/home/u"]).dataDirectory.path, "/home/u/.local/share/tweetie")
    }

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

    func test_open_createsThePrivateDirectoryAndTheFile_atTheSchemaVersion() throws {
        let store = try TweetieStorage.openStore(source: .demo, list: DemoData.list, paths: directory.paths)
        XCTAssertEqual(try store.schemaVersion, TweetieStorage.schemaVersion)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dataDirectory.appendingPathComponent("demo-rxmvvm-reactive-swift.sqlite").path))
        XCTAssertEqual(try permissions(of: dataDirectory), 0o700)
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

    func test_aGarbageFile_isCorrupt_thenMovedAside_andAFreshStoreOpens_keepingTheOldBytes() throws {
        let url = TweetieStorage.databaseURL(source: .live, list: list, in: dataDirectory)
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: url)

        XCTAssertThrowsError(try TweetieStorage.openStore(at: url)) { error in
            XCTAssertEqual(error as? TweetieStoreError, .corrupt(path: url.path))
            XCTAssertTrue((error as? TweetieStoreError)?.message.contains("Move it aside") == true)
        }
        let moved = try TweetieStorage.moveAside(url, now: Date(timeIntervalSince1970: 1_800_000_000))

        XCTAssertEqual(moved.lastPathComponent, "live-icanzilb-RxSwift.sqlite.corrupt-20270115T080000Z")
        XCTAssertEqual(try Data(contentsOf: moved), garbage, "the old file is kept as it was")
        let fresh = try TweetieStorage.openStore(at: url)
        try fresh.saveReadingPosition(1, of: list)
        XCTAssertEqual(try fresh.readingPosition(of: list), 1)
    }

    func test_aDamagedDatabase_isCorrupt() throws {
        let url = dataDirectory.appendingPathComponent("damaged.sqlite")
        do {
            let store = try TweetieStorage.openStore(at: url)
            try store.add((1...2_000).map { Tweet(id: $0, text: String(repeating: "x", count: 200), authorName: "a", screenName: "a", createdAt: Date()) })
        }
        // Keep the header (so it is still an SQLite file) and overwrite the pages after it.
        let handle = try FileHandle(forWritingTo: url)
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 64 * 1024))
        try handle.close()
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }

        XCTAssertThrowsError(try TweetieStorage.openStore(at: url)) { error in
            XCTAssertEqual(error as? TweetieStoreError, .corrupt(path: url.path))
        }
    }

    func test_moveAside_twiceInOneSecond_keepsBothFiles() throws {
        let url = dataDirectory.appendingPathComponent("x.sqlite")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let now = Date(timeIntervalSince1970: 0)
        try Data("one".utf8).write(to: url)
        let first = try TweetieStorage.moveAside(url, now: now)
        try Data("two".utf8).write(to: url)
        let second = try TweetieStorage.moveAside(url, now: now)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(try String(contentsOf: first, encoding: .utf8), "one")
        XCTAssertEqual(try String(contentsOf: second, encoding: .utf8), "two")
    }

    func test_aFileFromANewerTweetie_isTooNew_andLeftUntouched() throws {
        let url = dataDirectory.appendingPathComponent("newer.sqlite")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        do { _ = try Store(url: url, schemaVersion: 99) }
        XCTAssertThrowsError(try TweetieStorage.openStore(at: url)) { error in
            XCTAssertEqual(error as? TweetieStoreError, .tooNew(path: url.path, found: 99, supported: TweetieStorage.schemaVersion))
        }
        XCTAssertEqual(try Store(url: url, schemaVersion: 99).schemaVersion, 99)
    }
}
