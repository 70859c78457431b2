import Foundation
import XCTest
import RxCore
import RxNetwork
import RxTesting
import LoopbackHTTP
@testable import TweetieCore

/// What the live API puts on the wire, against a real HTTP server on 127.0.0.1.
final class TwitterAPIRequestTests: LeakCheckingTestCase {
    private var server: LoopbackServer!
    private let list = ListIdentifier(username: "icanzilb", slug: "RxSwift")

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Answers arrive on URLSession threads, which release their sinks just after
        // delivery; leaks are checked by the replay and demo tests, which run synchronously.
        checksResources = false
        server = try LoopbackServer()
        server.route("/1.1/lists/statuses.json", reply: .json("[]"))
        server.route("/1.1/statuses/user_timeline.json", reply: .json("[]"))
        server.route("/1.1/lists/members.json", reply: .json(#"{"users":[],"next_cursor":0}"#))
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    private func api(plugins: [PluginType] = []) -> TwitterAPI {
        TwitterAPI(baseURL: server.baseURL, plugins: plugins)
    }

    private func lastRequest() throws -> LoopbackServer.Request {
        try XCTUnwrap(server.requests.last)
    }

    func test_listTimeline_withoutCursor_sendsOwnerAndSlugOnly_withTheBearerToken() throws {
        _ = try api().timeline(of: list)("tok-123", .none).awaitAnswer()
        let request = try lastRequest()
        XCTAssertEqual(request.method, "GET")
        XCTAssertEqual(request.target, "/1.1/lists/statuses.json?owner_screen_name=icanzilb&slug=RxSwift")
        XCTAssertEqual(request.header("Authorization"), "Bearer tok-123")
        XCTAssertEqual(request.header("Accept"), "application/json")
    }

    func test_listTimeline_sendsMaxIdOnlyWhenBelowInt64Max_andSinceIdOnlyWhenNotZero() throws {
        let cases: [(TimelineCursor, [String: String])] = [
            (TimelineCursor(max: 100, since: 0), ["max_id": "100"]),
            (TimelineCursor(max: .max, since: 42), ["since_id": "42"]),
            (TimelineCursor(max: 100, since: 42), ["max_id": "100", "since_id": "42"]),
            (.none, [:]),
        ]
        for (cursor, expected) in cases {
            _ = try api().timeline(of: list)("tok", cursor).awaitAnswer()
            let query = try lastRequest().queryItems
            XCTAssertEqual(query, expected.merging(["owner_screen_name": "icanzilb", "slug": "RxSwift"]) { $1 }, "\(cursor)")
        }
    }

    func test_listTimeline_withBothCursorParameters_sortsTheQuery_asTheRecordedFileNamesDo() throws {
        _ = try api().timeline(of: list)("tok", TimelineCursor(max: 1070684513213267967, since: 1071396963340435457)).awaitAnswer()
        XCTAssertEqual(try lastRequest().target,
                       "/1.1/lists/statuses.json?max_id=1070684513213267967&owner_screen_name=icanzilb&since_id=1071396963340435457&slug=RxSwift")
    }

    func test_userTimeline_sendsTheDocumentedParameters_andNoCursor() throws {
        _ = try api().timeline(of: "fpillet")("tok", TimelineCursor(max: 100, since: 42)).awaitAnswer()
        let request = try lastRequest()
        XCTAssertEqual(request.target, "/1.1/statuses/user_timeline.json?contributor_details=false&count=100&include_rts=true&screen_name=fpillet")
        XCTAssertEqual(request.header("Authorization"), "Bearer tok")
    }

    func test_members_sendsTheDocumentedParameters() throws {
        _ = try api().members(of: list)("tok", .none).awaitAnswer()
        let request = try lastRequest()
        XCTAssertEqual(request.target, "/1.1/lists/members.json?count=100&include_entities=false&owner_screen_name=icanzilb&skip_status=1&slug=RxSwift")
        XCTAssertEqual(request.header("Authorization"), "Bearer tok")
    }

    func test_members_returnsTheUsersArrayOfTheAnswer() throws {
        server.route("/1.1/lists/members.json", reply: .json(#"{"users":[{"id":1,"screen_name":"a","name":"A"},{"id":2,"screen_name":"b","name":"B"}],"next_cursor":0}"#))
        let users = try api().members(of: list)("tok", .none).awaitAnswer()
        XCTAssertEqual(users.compactMap { $0["screen_name"] as? String }, ["a", "b"])
        XCTAssertEqual(User.decodeMany(users).values.map(\.id), [1, 2])
    }

    func test_statuses_returnsTheArrayOfObjects_inOrder() throws {
        server.route("/1.1/lists/statuses.json", reply: .json(#"[{"id":3},{"id":2},{"id":1}]"#))
        let statuses = try api().timeline(of: list)("tok", .none).awaitAnswer()
        XCTAssertEqual(statuses.compactMap { $0["id"] as? Int }, [3, 2, 1])
    }

    func test_statuses_leaveOutElementsThatAreNotObjects() throws {
        server.route("/1.1/lists/statuses.json", reply: .json(#"[{"id":2},7,"x",null,{"id":1}]"#))
        let statuses = try api().timeline(of: list)("tok", .none).awaitAnswer()
        XCTAssertEqual(statuses.compactMap { $0["id"] as? Int }, [2, 1])
    }

    func test_aLoggerPlugin_neverSeesTheToken() throws {
        let lines = LineCollector()
        let logger = NetworkLoggerPlugin(logBodies: true) { lines.append($0) }
        _ = try api(plugins: [logger]).timeline(of: list)("secret-token-xyz", .none).awaitAnswer()
        XCTAssertEqual(try lastRequest().header("Authorization"), "Bearer secret-token-xyz", "the token is sent")
        XCTAssertFalse(lines.all.isEmpty)
        XCTAssertFalse(lines.all.contains { $0.contains("secret-token-xyz") }, "\(lines.all)")
    }

    func test_targetAndStatusDescriptions_neverShowTheToken() {
        let target = TwitterTarget(.listStatuses(list, cursor: .none), baseURL: server.baseURL, credentials: .bearer("secret-token-xyz"))
        XCTAssertFalse(String(describing: target).contains("secret-token-xyz"))
        XCTAssertFalse(String(describing: TwitterAccount.AccountStatus.authorized("secret-token-xyz")).contains("secret-token-xyz"))
    }

    func test_defaultBaseURL_isTwitters() {
        XCTAssertEqual(TwitterAPI.defaultBaseURL.absoluteString, "https://api.twitter.com/")
        let target = TwitterTarget(.listMembers(list), baseURL: TwitterAPI.defaultBaseURL, credentials: .none)
        XCTAssertEqual(URL(target: target).absoluteString, "https://api.twitter.com/1.1/lists/members.json")
    }
}

/// Lines written from any thread.
final class LineCollector: @unchecked Sendable {
    // @unchecked Sendable: `lines` is only touched under `lock`.
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
