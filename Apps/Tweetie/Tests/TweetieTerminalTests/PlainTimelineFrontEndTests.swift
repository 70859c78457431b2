import AppSupport
import Foundation
import RxCore
import RxNetwork
import RxStore
import RxTesting
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// The plain-text/JSON front end, on the same view model as the screen.
final class PlainTimelineFrontEndTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_544_258_835)

    private func run(_ api: StubTwitterAPI, status: TwitterAccount.AccountStatus = .authorized("t"),
                     format: PlainFormat = .text) throws -> PlainOutcome {
        try plainOutcome(api, status: status, format: format)
    }

    func test_aShortRateLimit_isWaitedOutOnce_saidAtOnce_thenTheListIsPrinted() throws {
        let api = StubTwitterAPI()
        api.listTimeline = .failure(.rateLimited(until: Date(timeIntervalSince1970: 20)))
        var reported: [(tick: Int, text: String)] = []
        var tick = 0
        let outcome = try plainOutcome(api, ticks: 25, atTick: { now in
            tick = now
            if now == 10 { api.listTimeline = .success([TweetJSON.tweet(id: 1, text: "After the wait", createdAt: self.now)]) }
        }, reported: { reported.append((tick, $0)) })
        XCTAssertEqual(outcome.status, 0, "\(outcome.errors)")
        XCTAssertTrue(outcome.output.contains("After the wait"), outcome.output)
        XCTAssertEqual(reported.map(\.text), ["Rate limited by Twitter; waiting 20 s, until 00:00:20, then asking again."])
        XCTAssertEqual(reported.first?.tick, 0, "said at once (the first answer came at 0 s)")
        XCTAssertEqual(api.calls.filter { $0.hasPrefix("timeline(of:") }.count, 2)
    }

    func test_aRateLimitAgainAfterTheWait_isNotWaitedOutTwice() throws {
        let api = StubTwitterAPI()
        api.listTimeline = .failure(.rateLimited(until: Date(timeIntervalSince1970: 5)))
        let outcome = try plainOutcome(api, ticks: 10, atTick: { now in
            if now == 2 { api.listTimeline = .failure(.rateLimited(until: Date(timeIntervalSince1970: 15))) }
        })
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errors, ["Rate limited by Twitter until 00:00:15, again after waiting once: not waiting. Run it again after 00:00:15."])
    }

    func test_text_oneBlockPerTweet_newestFirst_sanitized() throws {
        let api = StubTwitterAPI()
        api.listTimeline = .success([
            TweetJSON.tweet(id: 2, text: "Second\u{1B}]0;pwned\u{07} tweet\nwith a line", name: "Grace\u{1B}[31m Hopper",
                            screenName: "grace", createdAt: now),
            TweetJSON.tweet(id: 1, text: "First tweet", createdAt: now.addingTimeInterval(-60)),
        ])
        let outcome = try run(api)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.errors, [])
        XCTAssertEqual(outcome.output, """
        Grace Hopper @grace 2018-12-08T08:47:15Z
        Second tweet
        with a line

        Ada Lovelace @ada 2018-12-08T08:46:15Z
        First tweet

        """)
        XCTAssertFalse(outcome.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    /// The envelope every app's `--json` prints (AppSupport's `JSONEnvelope`): the list
    /// asked for, its title, the source, what stderr says, and the tweets as items.
    func test_json_isTheSharedEnvelope_ofTheTweets() throws {
        let api = StubTwitterAPI()
        api.listTimeline = .success([TweetJSON.tweet(id: 5, text: "Hello \"json\"", createdAt: now)])
        let outcome = try run(api, format: .json)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["schema", "app", "generatedAt", "source", "query", "title", "notices", "next", "items"])
        XCTAssertEqual(object["schema"] as? String, "rxmvvm.tweetie.posts/1")
        XCTAssertEqual(object["app"] as? String, "tweetie")
        XCTAssertEqual(object["generatedAt"] as? String, "1970-01-01T00:00:03Z", "the scheduler's clock")
        XCTAssertEqual((object["source"] as? [String: Any])?["kind"] as? String, "demo", "what the run was given")
        XCTAssertEqual(object["query"] as? String, "icanzilb/RxSwift")
        XCTAssertEqual((object["title"] as? String)?.contains("RxSwift"), true, "\(object["title"] ?? "none")")
        XCTAssertEqual(object["notices"] as? [String], outcome.errors)
        XCTAssertTrue(object["next"] is NSNull)
        let parsed = try jsonItems(outcome.output)
        XCTAssertEqual(parsed.count, 1)
        XCTAssertEqual(parsed[0]["text"] as? String, "Hello \"json\"")
        XCTAssertEqual(parsed[0]["screen_name"] as? String, "ada")
        XCTAssertEqual(parsed[0]["created_at"] as? String, "2018-12-08T08:47:15Z")
        XCTAssertEqual((parsed[0]["id"] as? NSNumber)?.int64Value, 5)
        XCTAssertEqual(parsed[0]["id_str"] as? String, "5")
    }

    func test_failedFetch_isAnErrorWithNonZeroStatus() throws {
        let api = StubTwitterAPI()
        api.listTimeline = .failure(.unknownList(TweetieScreenHarness.list))
        let outcome = try run(api)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.output, "")
        XCTAssertEqual(outcome.errors.count, 1)
        XCTAssertTrue(outcome.errors[0].contains("@icanzilb/RxSwift does not exist"), outcome.errors[0])
    }

    /// A failed fetch prints what was stored: JSON says the source is the store, and why.
    func test_failedFetch_inJSON_isTheStoredPosts_withTheReasonInItsNotices() throws {
        let api = StubTwitterAPI()
        api.listTimeline = .failure(.network("host not found (api.twitter.com)"))
        let outcome = try run(api, format: .json)
        XCTAssertEqual(outcome.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any], outcome.output)
        XCTAssertEqual((object["source"] as? [String: Any])?["kind"] as? String, "stored")
        XCTAssertEqual(object["notices"] as? [String], ["Network error: host not found (api.twitter.com). Check the connection and try again."])
        XCTAssertEqual(try jsonItems(outcome.output).count, 0)
    }

    func test_aNetworkFailure_saysWhatToDo() throws {
        let api = StubTwitterAPI()
        api.listTimeline = .failure(.network("host not found (api.twitter.com)"))
        let outcome = try run(api)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errors, ["Network error: host not found (api.twitter.com). Check the connection and try again."])
    }

    func test_aBlueskyNetworkFailure_saysWhatToDo_too() throws {
        let api = StubTwitterAPI()
        api.listTimeline = .failure(.bluesky(.network("could not connect to 127.0.0.1")))
        let outcome = try run(api)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errors, ["Network error: could not connect to 127.0.0.1. Check the connection and try again."])
    }

    func test_notLoggedIn_isAnError() throws {
        let outcome = try run(StubTwitterAPI(), status: .unavailable)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.errors.first?.contains("TWITTER_BEARER_TOKEN") == true)
    }

    func test_anEmptyList_saysSoOnStderr_inText_andIsAnEmptyArrayInJSON() throws {
        let text = try run(StubTwitterAPI())
        XCTAssertEqual(text.output, "")
        XCTAssertEqual(text.errors, ["No tweets in @icanzilb/RxSwift yet."], "named by the view model's title")
        XCTAssertEqual(text.status, 0)
        let json = try run(StubTwitterAPI(), format: .json)
        XCTAssertEqual(try jsonItems(json.output).count, 0)
        XCTAssertEqual(json.errors, [])
    }
}
