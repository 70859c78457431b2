import Foundation
import RxCore
import RxTesting
import TestSupport
import XCTest
@testable import TweetieCore

/// `--api-cache` for Bluesky: recordings named by RxNetwork's replay scheme (path, then
/// the sorted query with `?`, `&`, `=` as `-` and values percent-encoded), answered
/// without a network; the README's example name is the one looked up.
final class BlueskyReplayTests: LeakCheckingTestCase {
    private var directory: URL!
    private let list = BlueskyList(owner: BlueskyFixtures.listOwnerHandle, rkey: BlueskyFixtures.listRecordKey)

    /// The README's example: the first page of the recorded list's feed.
    static let listFeedRecording = "xrpc/app.bsky.feed.getListFeed-limit-50-list-at%3A%2F%2Fdid%3Aplc%3Aragtjsm2j2vknwkz3zp4oxrd%2Fapp.bsky.graph.list%2F3kmokjyuflk2g"
    static let listRecording = "xrpc/app.bsky.graph.getList-limit-100-list-at%3A%2F%2Fdid%3Aplc%3Aragtjsm2j2vknwkz3zp4oxrd%2Fapp.bsky.graph.list%2F3kmokjyuflk2g"
    static let handleRecording = "xrpc/com.atproto.identity.resolveHandle-handle-pfrazee.com"

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("bluesky-replay-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("xrpc"), withIntermediateDirectories: true)
        try write(Self.listFeedRecording, try failingSetUp { try BlueskyFixtures.data(BlueskyFixtures.listFeed) })
        try write(Self.listRecording, try failingSetUp { try BlueskyFixtures.data(BlueskyFixtures.list) })
        try write(Self.handleRecording, Data(#"{"did":"\#(BlueskyFixtures.listOwnerDID)"}"#.utf8))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    private func write(_ name: String, _ data: Data) throws {
        try data.write(to: directory.appendingPathComponent(name))
    }

    func test_theFirstPage_isLookedUpUnderTheDocumentedName() throws {
        let api = BlueskyAPI.replay(directory: directory)
        let target = BlueskyTarget(.listFeed(list: BlueskyFixtures.listURI, cursor: nil), baseURL: api.baseURL)
        XCTAssertEqual(BlueskyAPI.recordingName(of: target, provider: api.provider), Self.listFeedRecording)
        let withCursor = BlueskyTarget(.listFeed(list: BlueskyFixtures.listURI, cursor: "2025-05-22T03:45:30.576Z"), baseURL: api.baseURL)
        XCTAssertEqual(BlueskyAPI.recordingName(of: withCursor, provider: api.provider),
                       "xrpc/app.bsky.feed.getListFeed-cursor-2025-05-22T03%3A45%3A30.576Z-limit-50-list-at%3A%2F%2Fdid%3Aplc%3Aragtjsm2j2vknwkz3zp4oxrd%2Fapp.bsky.graph.list%2F3kmokjyuflk2g")
    }

    func test_replay_answersTheFeedAndMembers_throughTheHandlesRecording() throws {
        let api = BlueskyAPI.replay(directory: directory)
        XCTAssertTrue(api.hasFirstPage(of: list))
        XCTAssertEqual(api.tweets(from: try api.timeline(of: list.listIdentifier)("public", .none).awaitAnswer()).values.count, 10)
        XCTAssertEqual(api.users(from: try api.members(of: list.listIdentifier)("public", .none).awaitAnswer()).values.count, 8)
    }

    func test_aMissingLaterPage_isEmpty_butAMissingFirstPage_namesTheFile() throws {
        let api = BlueskyAPI.replay(directory: directory)
        let firstPage = api.tweets(from: try api.timeline(of: list.listIdentifier)("public", .none).awaitAnswer()).values
        let oldest = try XCTUnwrap(firstPage.map(\.id).min())
        XCTAssertEqual(try api.timeline(of: list.listIdentifier)("public", TimelineCursor(max: oldest - 1, since: 0)).awaitAnswer().count, 0)

        try FileManager.default.removeItem(at: directory.appendingPathComponent(Self.listFeedRecording))
        XCTAssertFalse(api.hasFirstPage(of: list))
        XCTAssertEqual(api.timeline(of: list.listIdentifier)("public", .none).awaitTwitterError(),
                       .bluesky(.missingRecording(file: Self.listFeedRecording)))
    }

    func test_withoutTheHandlesRecording_thereIsNoFirstPage() throws {
        try FileManager.default.removeItem(at: directory.appendingPathComponent(Self.handleRecording))
        XCTAssertFalse(BlueskyAPI.replay(directory: directory).hasFirstPage(of: list))
        let byDID = BlueskyList(owner: BlueskyFixtures.listOwnerDID, rkey: BlueskyFixtures.listRecordKey)
        XCTAssertTrue(BlueskyAPI.replay(directory: directory).hasFirstPage(of: byDID), "a DID needs no resolving")
    }
}
