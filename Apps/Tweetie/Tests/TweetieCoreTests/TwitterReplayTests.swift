import Foundation
import XCTest
import RxCore
import RxTesting
@testable import TweetieCore

/// The same `TwitterAPI` answering from a replay directory: the real recorded responses
/// in shared/fixtures/twitter, read in place, and the missing-recording rules.
final class TwitterReplayTests: LeakCheckingTestCase {
    private let list = ListIdentifier(username: "icanzilb", slug: "RxSwift")
    private let members = ["ashfurrow", "fpillet", "freak4pc", "icanzilb", "scotteg"]

    private func api() throws -> TwitterAPI {
        TwitterAPI.replay(directory: try TwitterFixtures.requireDirectory())
    }

    func test_listTimeline_replaysTheRecorded19Tweets() throws {
        let statuses = try api().timeline(of: list)("any", .none).awaitAnswer()
        let decoded = Tweet.decodeMany(statuses)
        XCTAssertEqual(decoded.values.count, 19)
        XCTAssertEqual(decoded.skipped, 0)
        XCTAssertEqual(decoded.values.first?.id, 1071325319259414528)
    }

    func test_members_replaysThe8UsersOfTheRecordedObject() throws {
        let users = try api().members(of: list)("any", .none).awaitAnswer()
        XCTAssertEqual(User.decodeMany(users).values.map(\.username),
                       ["bontoJR", "crispytwit", "ashfurrow", "freak4pc", "scotteg", "fpillet", "icanzilb", "mandarazeware"])
    }

    func test_everyMembersTimeline_replaysItsRecordedFile() throws {
        let counts = ["ashfurrow": 99, "fpillet": 100, "freak4pc": 100, "icanzilb": 100, "scotteg": 100]
        for member in members {
            let statuses = try api().timeline(of: member)("any", .none).awaitAnswer()
            let decoded = Tweet.decodeMany(statuses)
            XCTAssertEqual(decoded.values.count, counts[member], member)
            XCTAssertTrue(decoded.values.allSatisfy { $0.screenName == member || $0.details?.repostedBy == member }, member)
        }
    }

    func test_theRecordedCursorPage_replaysAsTheEmptyPageItIs() throws {
        let cursor = TimelineCursor(max: 1070684513213267967, since: 1071396963340435457)
        let fixtures = try TwitterFixtures.requireDirectory()
        XCTAssertTrue(FileManager.default.fileExists(atPath: fixtures.appendingPathComponent(TwitterFixtures.listStatusesMaxID).path),
                      "the request maps to the recorded file")
        XCTAssertEqual(try api().timeline(of: list)("any", cursor).awaitAnswer().count, 0)
    }

    func test_hasFirstPage_isWhetherTheDirectoryRecordedTheListsTimeline() throws {
        let api = try api()
        XCTAssertTrue(api.hasFirstPage(of: list))
        XCTAssertFalse(api.hasFirstPage(of: ListIdentifier(username: "icanzilb", slug: "Other")))
        XCTAssertTrue(TwitterAPI.live().hasFirstPage(of: ListIdentifier(username: "anyone", slug: "any")), "live: asked, not known")
    }

    func test_aMissingRecording_withACursor_isAnEmptyPage() throws {
        let statuses = try api().timeline(of: list)("any", TimelineCursor(max: .max, since: 1071325319259414528)).awaitAnswer()
        XCTAssertTrue(statuses.isEmpty)
    }

    func test_aMissingRecording_ofTheFirstPage_isMissingRecording_namingTheFile() throws {
        let other = ListIdentifier(username: "nobody", slug: "nothing")
        let api = try api()
        XCTAssertEqual(api.timeline(of: other)("any", .none).awaitTwitterError(),
                       .missingRecording(file: "1.1/lists/statuses.json-owner_screen_name-nobody-slug-nothing"))
        XCTAssertEqual(api.members(of: other)("any", .none).awaitTwitterError(),
                       .missingRecording(file: "1.1/lists/members.json-count-100-include_entities-false-owner_screen_name-nobody-skip_status-1-slug-nothing"))
    }

    func test_aRecorded404_isUnknownList() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("1.1/lists/statuses.json-owner_screen_name-a-slug-b")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"errors":[{"code":34}]}"#.utf8).write(to: file)
        try Data(#"{"status":404}"#.utf8).write(to: URL(fileURLWithPath: file.path + ".meta.json"))
        let list = ListIdentifier(username: "a", slug: "b")
        XCTAssertEqual(TwitterAPI.replay(directory: directory.url).timeline(of: list)("any", .none).awaitTwitterError(), .unknownList(list))
    }

    func test_aTruncatedRecording_isAnUnreadableRecording_namingTheFile_notTwitter() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let full = try TwitterFixtures.data(TwitterFixtures.listStatuses)
        let file = directory.url.appendingPathComponent(TwitterFixtures.listStatuses)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try full.prefix(full.count / 2).write(to: file)
        let error = TwitterAPI.replay(directory: directory.url).timeline(of: list)("any", .none).awaitTwitterError()
        guard case .unreadableRecording(let name, let reason)? = error else { return XCTFail("expected unreadableRecording, got \(String(describing: error))") }
        XCTAssertEqual(name, TwitterFixtures.listStatuses)
        XCTAssertTrue(reason.contains("not valid JSON"), reason)
        let message = error?.message ?? ""
        XCTAssertFalse(message.contains("Twitter sent"), message)
        XCTAssertTrue(message.contains("--api-cache") && message.contains(TwitterFixtures.listStatuses), message)
        XCTAssertEqual(error?.stopsPolling, true, "the file does not change between polls")
    }
}
