import Foundation
import XCTest
import RxCore
import RxNetwork
import RxTesting
import LoopbackHTTP
@testable import TweetieCore

/// How the live API's failures map to `TwitterError`s, against a real HTTP server.
final class TwitterAPIErrorTests: LeakCheckingTestCase {
    private var server: LoopbackServer!
    private let list = ListIdentifier(username: "icanzilb", slug: "RxSwift")
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Answers arrive on URLSession threads (see TwitterAPIRequestTests).
        checksResources = false
        server = try LoopbackServer()
    }

    override func tearDown() {
        server.stop()
        super.tearDown()
    }

    private func api(scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .default), timeout: TimeInterval? = 30) -> TwitterAPI {
        let now = self.now
        return TwitterAPI(baseURL: server.baseURL, requestTimeout: timeout, scheduler: scheduler, now: { now })
    }

    private let notFound = LoopbackServer.Reply.json(#"{"errors":[{"code":34,"message":"Sorry, that page does not exist."}]}"#, status: 404)

    func test_404OnTheListTimeline_isUnknownList() {
        server.route("/1.1/lists/statuses.json", reply: notFound)
        XCTAssertEqual(api().timeline(of: list)("tok", .none).awaitTwitterError(), .unknownList(list))
    }

    func test_404OnTheMembers_isUnknownList() {
        server.route("/1.1/lists/members.json", reply: notFound)
        XCTAssertEqual(api().members(of: list)("tok", .none).awaitTwitterError(), .unknownList(list))
    }

    func test_404OnAUserTimeline_isUnknownUser() {
        server.route("/1.1/statuses/user_timeline.json", reply: notFound)
        XCTAssertEqual(api().timeline(of: "nobody")("tok", .none).awaitTwitterError(), .unknownUser("nobody"))
    }

    func test_401WithoutAnAccount_isUnauthorized_afterOneRequest() {
        server.route("/1.1/lists/statuses.json", reply: .json(#"{"errors":[{"code":89,"message":"Invalid or expired token."}]}"#, status: 401))
        XCTAssertEqual(api().timeline(of: list)("tok", .none).awaitTwitterError(), .unauthorized)
        XCTAssertEqual(server.requests.count, 1)
    }

    func test_429WithRetryAfterSeconds_isRateLimitedUntilNowPlusThem() {
        server.route("/1.1/lists/statuses.json", reply: .json(#"{"errors":[{"code":88}]}"#, status: 429, headers: ["Retry-After": "120", "x-rate-limit-reset": "1900000000"]))
        XCTAssertEqual(api().timeline(of: list)("tok", .none).awaitTwitterError(), .rateLimited(until: now.addingTimeInterval(120)))
    }

    func test_429WithOnlyTwittersResetHeader_isRateLimitedUntilThatTime() {
        server.route("/1.1/lists/statuses.json", reply: .json(#"{"errors":[{"code":88}]}"#, status: 429, headers: ["x-rate-limit-reset": "1800000900", "x-rate-limit-remaining": "0"]))
        XCTAssertEqual(api().timeline(of: list)("tok", .none).awaitTwitterError(), .rateLimited(until: Date(timeIntervalSince1970: 1_800_000_900)))
    }

    func test_429WithoutTimes_waitsOneRateLimitWindow() {
        server.route("/1.1/lists/statuses.json", reply: .json("{}", status: 429))
        XCTAssertEqual(api().timeline(of: list)("tok", .none).awaitTwitterError(), .rateLimited(until: now.addingTimeInterval(15 * 60)))
    }

    func test_truncatedJSON_isMalformedResponse() throws {
        let full = #"[{"id":1,"full_text":"hello","created_at":"Sat Dec 08 08:47:15 +0000 2018"}]"#
        server.route("/1.1/lists/statuses.json", reply: .json(String(full.prefix(30))))
        guard case .malformedResponse(let endpoint, let reason)? = api().timeline(of: list)("tok", .none).awaitTwitterError() else {
            return XCTFail("expected malformedResponse")
        }
        XCTAssertEqual(endpoint, "1.1/lists/statuses.json")
        XCTAssertTrue(reason.contains("not valid JSON"), reason)
    }

    func test_anEmptyBody_isMalformedResponse() {
        server.route("/1.1/statuses/user_timeline.json", reply: .json(""))
        XCTAssertEqual(api().timeline(of: "a")("tok", .none).awaitTwitterError(),
                       .malformedResponse(endpoint: "1.1/statuses/user_timeline.json", reason: "empty body"))
    }

    func test_anObjectWhereStatusesAreExpected_isMalformedResponse() {
        server.route("/1.1/lists/statuses.json", reply: .json(#"{"statuses":[]}"#))
        XCTAssertEqual(api().timeline(of: list)("tok", .none).awaitTwitterError(),
                       .malformedResponse(endpoint: "1.1/lists/statuses.json", reason: "expected an array of tweets, got an object"))
    }

    func test_membersWithoutAUsersArray_isMalformedResponse() {
        server.route("/1.1/lists/members.json", reply: .json(#"{"users":{"id":1}}"#))
        XCTAssertEqual(api().members(of: list)("tok", .none).awaitTwitterError(),
                       .malformedResponse(endpoint: "1.1/lists/members.json", reason: "the object has no \"users\" array"))
    }

    func test_membersAnsweredWithAnArray_isMalformedResponse() {
        server.route("/1.1/lists/members.json", reply: .json("[]"))
        XCTAssertEqual(api().members(of: list)("tok", .none).awaitTwitterError(),
                       .malformedResponse(endpoint: "1.1/lists/members.json", reason: "expected an object with a \"users\" array, got an array"))
    }

    func test_aServerError_isTheServerFailing_notTheNetwork() {
        server.route("/1.1/lists/statuses.json", reply: .json("{}", status: 500))
        let error = api().timeline(of: list)("tok", .none).awaitTwitterError()
        XCTAssertEqual(error, .httpStatus(500, endpoint: "1.1/lists/statuses.json", detail: nil))
        XCTAssertEqual(error?.message, "Twitter's server failed (HTTP 500 Internal Server Error) for 1.1/lists/statuses.json.")
        XCTAssertEqual(error?.stopsPolling, false, "a server that failed may answer the next poll")
    }

    func test_503_keepsTwittersOwnWords() {
        server.route("/1.1/lists/statuses.json", reply: .json(#"{"errors":[{"code":130,"message":"Over capacity"}]}"#, status: 503))
        XCTAssertEqual(api().timeline(of: list)("tok", .none).awaitTwitterError()?.message,
                       "Twitter's server failed (HTTP 503 Service Unavailable: Over capacity) for 1.1/lists/statuses.json.")
    }

    func test_403WithCode453_isTheAccessLevel_explainedInOneSentence_andStopsPolling() {
        let body = #"{"errors":[{"message":"You currently have access to a subset of Twitter API v2 endpoints and limited v1.1 "#
            + #"endpoints (e.g. media post, oauth) only. If you need access to this endpoint, you may need a different access level.","code":453}]}"#
        server.route("/1.1/lists/statuses.json", reply: .json(body, status: 403))
        let error = api().timeline(of: list)("tok", .none).awaitTwitterError()
        XCTAssertEqual(error, .accessLevel(endpoint: "1.1/lists/statuses.json"))
        let message = error?.message ?? ""
        XCTAssertTrue(message.hasSuffix("instead."), message)
        XCTAssertFalse(message.dropLast().contains(". "), "one sentence: \(message)")
        XCTAssertTrue(message.contains("code 453") && message.contains("--api-cache"), message)
        XCTAssertEqual(error?.stopsPolling, true)
    }

    func test_another403_isARefusal_withTwittersWords() {
        server.route("/1.1/lists/statuses.json", reply: .json(#"{"errors":[{"code":64,"message":"Your account is suspended"}]}"#, status: 403))
        XCTAssertEqual(api().timeline(of: list)("tok", .none).awaitTwitterError()?.message,
                       "Twitter refused the request for 1.1/lists/statuses.json (HTTP 403 Forbidden: Your account is suspended).")
    }

    func test_aRefusedConnection_isANetworkError() throws {
        let closed = try LoopbackServer()
        closed.stop()
        let api = TwitterAPI(baseURL: closed.baseURL)
        guard case .network(let reason)? = api.timeline(of: list)("tok", .none).awaitTwitterError() else { return XCTFail("expected network") }
        XCTAssertTrue(reason.contains("127.0.0.1"), reason)
    }

    func test_aSlowAnswer_timesOutOnTheInjectedScheduler_asANetworkError() {
        let arrived = expectation(description: "request arrived")
        server.route("/1.1/lists/statuses.json") { _ in
            arrived.fulfill()
            return .json("[]", delay: 10)
        }
        let scheduler = TestScheduler(initialClock: 0)
        let outcome = ErrorBox()
        let done = expectation(description: "failed")
        let subscription = api(scheduler: scheduler, timeout: 5).timeline(of: list)("tok", .none).subscribe(
            onNext: { _ in XCTFail("no answer expected") },
            onError: { outcome.set($0); done.fulfill() })
        wait(for: [arrived], timeout: 5)
        scheduler.advanceTo(5)
        wait(for: [done], timeout: 5)
        subscription.dispose()
        guard case .network(let reason)? = outcome.error as? TwitterError else { return XCTFail("expected network, got \(String(describing: outcome.error))") }
        XCTAssertTrue(reason.contains("timed out"), reason)
    }

    func test_disposing_cancelsTheRequestInFlight() {
        let arrived = expectation(description: "request arrived")
        let closed = expectation(description: "client closed the connection")
        server.route("/1.1/lists/statuses.json") { _ in
            arrived.fulfill()
            return .json("[]", delay: 10)
        }
        server.whenClientCloses { _ in closed.fulfill() }
        let subscription = api().timeline(of: list)("tok", .none).subscribe(
            onNext: { _ in XCTFail("no answer after disposal") },
            onError: { XCTFail("no error after disposal: \($0)") })
        wait(for: [arrived], timeout: 5)
        subscription.dispose()
        wait(for: [closed], timeout: 5)
        XCTAssertEqual(server.clientClosedPaths, ["/1.1/lists/statuses.json"])
    }

    func test_errorMessages_sayWhatToDo() {
        XCTAssertTrue(TwitterError.unknownList(list).message.contains("@icanzilb/RxSwift"))
        XCTAssertTrue(TwitterError.noCredentials.message.contains("TWITTER_BEARER_TOKEN"))
        XCTAssertTrue(TwitterError.unauthorized.message.contains("TWITTER_BEARER_TOKEN"))
    }

    func test_errorMessages_leaveWhatIsShownAndRetriesToTheViewModel() {
        for error in [TwitterError.network("timed out"), .malformedResponse(endpoint: "e", reason: "r"),
                      .httpStatus(500, endpoint: "e", detail: nil)] {
            XCTAssertFalse(error.message.contains("retry") || error.message.contains("Showing"), error.message)
        }
    }

    func test_twittersErrorMessage_isOneShortLine() {
        let long = String(repeating: "x", count: 400)
        let data = Data((#"{"errors":[{"code":1,"message":"line\none\u001b[2J "# + long + #""}]}"#).utf8)
        let message = TwitterResponse.errorMessage(in: data) ?? ""
        XCTAssertEqual(message.count, 160)
        XCTAssertFalse(message.contains("\n") || message.contains("\u{1B}"), message)
        XCTAssertNil(TwitterResponse.errorMessage(in: Data("not json".utf8)))
        XCTAssertEqual(TwitterResponse.errorMessage(in: Data(#"{"title":"Unsupported Authentication","detail":"Bearer only"}"#.utf8)), "Bearer only")
    }
}

/// An error delivered on another thread.
final class ErrorBox: @unchecked Sendable {
    // @unchecked Sendable: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: Error?
    func set(_ error: Error) { lock.withLock { stored = error } }
    var error: Error? { lock.withLock { stored } }
}
