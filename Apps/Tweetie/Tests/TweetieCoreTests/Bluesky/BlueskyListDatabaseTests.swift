import Foundation
import XCTest
import RxStore
import RxTesting
@testable import TweetieCore

/// One Bluesky list, one database: its at-URI (owner by DID) and its bsky.app address
/// (owner by handle) find the file the other made, by the owner details stored in it,
/// without the network. Real SQLite files in a temporary directory.
final class BlueskyListDatabaseTests: LeakCheckingTestCase {
    private var directory: TemporaryDirectory!
    private let byDID = BlueskyList(owner: "did:plc:ragtjsm2j2vknwkz3zp4oxrd", rkey: "3kmokjyuflk2g")
    private let byHandle = BlueskyList(owner: "pfrazee.com", rkey: "3kmokjyuflk2g")

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
        super.tearDown()
    }

    private var dataDirectory: URL { directory.url.appendingPathComponent("data/tweetie") }

    /// A run on `list` that stored getList's answer (name, handle, DID) and a reading position.
    @discardableResult
    private func storeARun(of list: BlueskyList, source: TimelineSource = .bluesky, handle: String = "pfrazee.com",
                           did: String = "did:plc:ragtjsm2j2vknwkz3zp4oxrd") throws -> URL {
        let url = TweetieStorage.databaseURL(source: source, list: list.listIdentifier, in: dataDirectory)
        let store = try TweetieStorage.openStore(at: url)
        try store.saveListDetails(ListDetails(list: list.listIdentifier, name: "Software curate",
                                              ownerHandle: handle, ownerDID: did))
        try store.saveReadingPosition(42, of: list.listIdentifier)
        return url
    }

    func test_theWebAddress_findsTheDatabaseTheAtURIMade() throws {
        let url = try storeARun(of: byDID)
        let found = TweetieStorage.database(ofBlueskyList: byHandle, source: .bluesky, in: dataDirectory)
        XCTAssertEqual(found.url, url)
        XCTAssertEqual(found.list, byDID.listIdentifier, "the identifier its reading position is kept under")
        XCTAssertEqual(try TweetieStorage.openStore(at: found.url).readingPosition(of: found.list), 42)
    }

    func test_theAtURI_findsTheDatabaseTheWebAddressMade() throws {
        let url = try storeARun(of: byHandle)
        let found = TweetieStorage.database(ofBlueskyList: byDID, source: .bluesky, in: dataDirectory)
        XCTAssertEqual(found.url, url)
        XCTAssertEqual(found.list, byHandle.listIdentifier)
    }

    func test_aListsOwnFile_comesFirst() throws {
        try storeARun(of: byDID)
        let own = try storeARun(of: byHandle)
        XCTAssertEqual(TweetieStorage.database(ofBlueskyList: byHandle, source: .bluesky, in: dataDirectory).url, own)
    }

    func test_anotherOwnersListWithTheSameKey_orAnotherSource_getsItsOwnFile() throws {
        try storeARun(of: byDID, source: .blueskyCache)
        let other = BlueskyList(owner: "someone.else", rkey: byDID.rkey)
        try storeARun(of: other, handle: "someone.else", did: "did:plc:someoneelse")
        let found = TweetieStorage.database(ofBlueskyList: byHandle, source: .bluesky, in: dataDirectory)
        XCTAssertEqual(found.url, TweetieStorage.databaseURL(source: .bluesky, list: byHandle.listIdentifier, in: dataDirectory))
        XCTAssertEqual(found.list, byHandle.listIdentifier)
    }

    func test_anUnreadableFile_isPassedOver() throws {
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let damaged = TweetieStorage.databaseURL(source: .bluesky, list: byDID.listIdentifier, in: dataDirectory)
        try Data("not a database".utf8).write(to: damaged)
        let found = TweetieStorage.database(ofBlueskyList: byHandle, source: .bluesky, in: dataDirectory)
        XCTAssertEqual(found.list, byHandle.listIdentifier)
        XCTAssertEqual(try Data(contentsOf: damaged), Data("not a database".utf8), "left as it was")
    }
}
