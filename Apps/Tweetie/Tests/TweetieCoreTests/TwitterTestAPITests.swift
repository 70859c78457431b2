import Foundation
import RxNetwork
import XCTest
import RxCore
import RxTesting
@testable import TweetieCore

/// The mock API records its calls and delivers what a test feeds it; the value types the
/// endpoints take behave as the documents' did.
final class TwitterTestAPITests: LeakCheckingTestCase {
    private let list = ListIdentifier(username: "icanzilb", slug: "RxSwift")

    private let testAPI = TwitterTestAPI()

    func test_endpoints_recordTheirCallsWithTokenAndCursor() {
        let api: any TwitterAPIProtocol = testAPI
        let cursor = TimelineCursor(max: 20, since: 10)
        _ = api.timeline(of: list)("token", .none)
        _ = api.timeline(of: "fpillet")("token", cursor)
        _ = api.members(of: list)("other", .none)
        XCTAssertEqual(testAPI.calls, [
            .init(method: "timeline(of:list)", argument: "icanzilb/RxSwift", token: "token", cursor: .none),
            .init(method: "timeline(of:username)", argument: "fpillet", token: "token", cursor: cursor),
            .init(method: "members(of:)", argument: "icanzilb/RxSwift", token: "other", cursor: .none),
        ])
        XCTAssertEqual(testAPI.lastMethodCall, "members(of:)")
    }

    func test_timeline_deliversTheObjectsFedToTheMock_decodedAsTweets() {
        var received: [Decoded<Tweet>] = []
        let subscription = testAPI.timeline(of: list)("token", .none)
            .map { Tweet.decodeMany($0) }
            .subscribe(onNext: { received.append($0) })
        let status: JSONObject = ["id": 1, "text": "hi", "created_at": "Sat Dec 08 08:47:15 +0000 2018",
                                  "user": ["id": 2, "name": "Ann", "screen_name": "ann"]]
        testAPI.objects.onNext([status, ["id": 3]])
        subscription.dispose()
        XCTAssertEqual(received.map(\.values.count), [1])
        XCTAssertEqual(received.map(\.skipped), [1])
    }

    func test_cursorNone_isTheOnlyCursorWithoutParameters() {
        XCTAssertTrue(TimelineCursor.none.isNone)
        XCTAssertFalse(TimelineCursor(max: 5, since: 0).isNone)
    }

    func test_listIdentifier_parsesOwnerSlug() {
        XCTAssertEqual(ListIdentifier("@icanzilb/RxSwift"), list)
        XCTAssertEqual(ListIdentifier("icanzilb/RxSwift")?.description, "icanzilb/RxSwift")
        XCTAssertNil(ListIdentifier("icanzilb"))
        XCTAssertNil(ListIdentifier("/RxSwift"))
        XCTAssertNil(ListIdentifier("a/b/c"))
    }

    func test_twitterListIdentifier_refusesNamesTwitterCannotHave() {
        XCTAssertEqual(ListIdentifier(twitterList: "rxmvvm/reactive-swift")?.slug, "reactive-swift")
        XCTAssertEqual(ListIdentifier(twitterList: "a_1/B_2-x")?.username, "a_1")
        XCTAssertNil(ListIdentifier(twitterList: "a b/c"))
        XCTAssertNil(ListIdentifier(twitterList: "a/b c"))
        XCTAssertNil(ListIdentifier(twitterList: "ü/list"))
        XCTAssertNil(ListIdentifier(twitterList: "a/..%2F"))
        XCTAssertNil(ListIdentifier(twitterList: "pfrazee.com/list"))
        XCTAssertNil(ListIdentifier(twitterList: String(repeating: "a", count: 16) + "/list"))
        XCTAssertNotNil(ListIdentifier(twitterList: String(repeating: "a", count: 15) + "/" + String(repeating: "b", count: 25)))
        XCTAssertNil(ListIdentifier(twitterList: "a/" + String(repeating: "b", count: 26)))
    }
}
