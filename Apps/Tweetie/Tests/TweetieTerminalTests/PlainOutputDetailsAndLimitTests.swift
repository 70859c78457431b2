import AppSupport
import Foundation
import RxCore
import RxNetwork
import RxStore
import RxTesting
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// The plain front end's details (reposter, reply, attachments, labels, quote as `> `
/// lines; the same as JSON fields) and `--limit N`: older pages are loaded until N tweets
/// are stored or the source has no more, and the newest N are printed.
final class PlainOutputDetailsAndLimitTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_544_258_835)

    private var detailed: Tweet {
        Tweet(id: 9, text: "Look\u{1B}[31m here", authorName: "Paul Frazee", screenName: "pfrazee.com", createdAt: now,
              details: TweetDetails(uri: "at://did:plc:p/app.bsky.feed.post/9", repostedBy: "gil.test", replyTo: "ann.test",
                                    quote: QuotedTweet(authorName: "Denis", screenName: "d.test", text: "Quoted\nwords"),
                                    attachments: [Attachment(kind: .link, text: "Docs", url: "https://docs.bsky.app")],
                                    links: ["https://docs.bsky.app/full/path"], labels: ["spam"]))
    }

    func test_text_showsTheDetails_andQuotesWithAngleBrackets() {
        XCTAssertEqual(PlainTimelineFormatter.text([detailed]), """
        Paul Frazee @pfrazee.com 2018-12-08T08:47:15Z
        reposted by @gil.test · replying to @ann.test
        Look here
        [link] Docs https://docs.bsky.app
        [labels: spam]
        [link] https://docs.bsky.app/full/path
        > Denis @d.test
        > Quoted
        > words

        """)
    }

    /// A pipe has no `o`: a link the text shows shortened is written out whole, once; one
    /// the text or a link card already shows whole is not repeated.
    func test_text_writesOutTheLinksTheTextShortens() {
        let tweet = Tweet(id: 3, text: "New release\nwww.example.org/downloads/fi...\nhttps://example.com/whole", authorName: "A",
                          screenName: "a.test", createdAt: now,
                          details: TweetDetails(attachments: [Attachment(kind: .link, text: "Card", url: "https://card.example/x")],
                                                links: ["https://www.example.org/downloads/file.php?id=4719", "https://example.com/whole",
                                                        "https://card.example/x", "https://evil.example/\u{1B}[2J"]))
        XCTAssertEqual(PlainTimelineFormatter.text([tweet]), """
        A @a.test 2018-12-08T08:47:15Z
        New release
        www.example.org/downloads/fi...
        https://example.com/whole
        [link] Card https://card.example/x
        [link] https://www.example.org/downloads/file.php?id=4719
        [link] https://evil.example/

        """)
    }

    func test_json_addsTheDetailsFields_onlyWhenThereAreDetails() throws {
        let output = PlainTimelineFormatter.json([detailed, Tweet(id: 1, text: "plain", authorName: "A", screenName: "a", createdAt: now)],
                                                 list: "a/b", title: nil, source: .demo, notices: [], generatedAt: now)
        let parsed = try jsonItems(output)
        XCTAssertEqual(parsed[0]["uri"] as? String, "at://did:plc:p/app.bsky.feed.post/9")
        XCTAssertEqual(parsed[0]["reposted_by"] as? String, "gil.test")
        XCTAssertEqual(parsed[0]["reply_to"] as? String, "ann.test")
        XCTAssertEqual(parsed[0]["links"] as? [String], ["https://docs.bsky.app/full/path"])
        XCTAssertEqual(parsed[0]["labels"] as? [String], ["spam"])
        XCTAssertEqual((parsed[0]["quote"] as? [String: Any])?["text"] as? String, "Quoted\nwords")
        XCTAssertEqual((parsed[0]["attachments"] as? [[String: Any]])?.first?["kind"] as? String, "link")
        XCTAssertEqual(parsed[0]["text"] as? String, "Look here")
        XCTAssertEqual(Set(parsed[1].keys), ["id", "id_str", "author", "screen_name", "created_at", "text"])
    }

    /// An id past 2^53 is given as text too, digit for digit: jq and JavaScript read `id`
    /// as a double and round it to a neighbour's.
    func test_json_givesALargeIdAsTextToo_digitForDigit() throws {
        let id: Int64 = 1_860_000_000_744_386_123
        let output = PlainTimelineFormatter.json([Tweet(id: id, text: "big", authorName: "A", screenName: "a", createdAt: now)],
                                                 list: "a/b", title: nil, source: .demo, notices: [], generatedAt: now)
        XCTAssertEqual(try jsonItems(output).first?["id_str"] as? String, "1860000000744386123")
        XCTAssertEqual(Double(id), Double(id + 1), "the id and its neighbour are one double, so `id` alone can't tell them apart")
    }

    // MARK: - --limit

    private func run(_ api: PagedStubAPI, limit: Int?) throws -> PlainOutcome {
        try plainOutcome(api, format: .json, limit: limit)
    }

    private func ids(_ outcome: PlainOutcome) throws -> [Int64] {
        try jsonItems(outcome.output).compactMap { ($0["id"] as? NSNumber)?.int64Value }
    }

    func test_limit_loadsOlderPagesUntilThereAreEnough_andPrintsTheNewest() throws {
        let api = PagedStubAPI(ids: Array((1...10).reversed()), pageSize: 3)
        let outcome = try run(api, limit: 5)
        XCTAssertEqual(outcome.status, 0, outcome.errors.joined())
        XCTAssertEqual(try ids(outcome), [10, 9, 8, 7, 6])
        XCTAssertEqual(api.cursors, [.none, TimelineCursor(max: 7, since: 0)])
        XCTAssertEqual(outcome.errors, [], "as many as asked: nothing to say")
    }

    func test_limit_stopsAtTheEnd() throws {
        let api = PagedStubAPI(ids: Array((1...7).reversed()), pageSize: 3)
        let outcome = try run(api, limit: 50)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(try ids(outcome), [7, 6, 5, 4, 3, 2, 1])
        XCTAssertEqual(api.cursors.map(\.maxId), [.max, 4, 1, 0], "the last page is empty")
        XCTAssertEqual(outcome.errors, ["7 tweets of the 50 asked for: the list has no older tweets."])
    }

    func test_withoutALimit_printsTheFirstFetchOnly() throws {
        let api = PagedStubAPI(ids: Array((1...10).reversed()), pageSize: 3)
        XCTAssertEqual(try ids(try run(api, limit: nil)), [10, 9, 8])
        XCTAssertEqual(api.cursors, [.none])
    }

    func test_limit_addsUpTheUnreadableTweetsOfEveryPageRead() throws {
        let api = PagedStubAPI(ids: Array((1...10).reversed()), pageSize: 3)
        api.unreadablePerPage = 1
        let outcome = try run(api, limit: 5)
        XCTAssertEqual(outcome.status, 0, outcome.errors.joined())
        XCTAssertEqual(try ids(outcome), [10, 9, 8, 7, 6])
        XCTAssertEqual(outcome.errors.count, 1)
        XCTAssertTrue(outcome.errors.first?.hasPrefix("skipped 2 tweets of the 2 pages read") == true, outcome.errors.joined())
    }

    func test_withoutALimit_theUnreadableTweetsOfTheUpdateAreCounted() throws {
        let api = PagedStubAPI(ids: Array((1...10).reversed()), pageSize: 3)
        api.unreadablePerPage = 2
        let outcome = try run(api, limit: nil)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(outcome.errors.first?.hasPrefix("skipped 2 tweets of the latest update") == true, outcome.errors.joined())
    }

    func test_aFailedOlderPage_printsWhatThereIs_andFails() throws {
        let api = PagedStubAPI(ids: Array((1...10).reversed()), pageSize: 3)
        api.failsOlderPages = true
        let outcome = try run(api, limit: 5)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(try ids(outcome), [10, 9, 8])
        XCTAssertEqual(outcome.errors, [TwitterError.network("down").message + " Check the connection and try again. Showing stored tweets."])
    }
}

/// A list of Twitter tweets with ids `ids` (newest first), answered `pageSize` at a time
/// below a cursor's `maxId`, at once; records each cursor.
///
/// `@unchecked Sendable`: used from the main thread only, like the fetcher that calls it.
final class PagedStubAPI: TwitterAPIProtocol, @unchecked Sendable {
    let ids: [Int64]
    let pageSize: Int
    var failsOlderPages = false
    /// Broken elements (no author, no date) added to each page that has tweets.
    var unreadablePerPage = 0
    private(set) var cursors: [TimelineCursor] = []

    init(ids: [Int64], pageSize: Int) {
        self.ids = ids
        self.pageSize = pageSize
    }

    func timeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, cursor in
            cursors.append(cursor)
            if failsOlderPages && cursor.maxId != .max { return .error(TwitterError.network("down")) }
            let page = ids.filter { $0 <= cursor.maxId && $0 > cursor.sinceId }.prefix(pageSize)
            let tweets = page.map { TweetJSON.tweet(id: $0, text: "tweet \($0)", createdAt: Date(timeIntervalSince1970: 1_544_258_835 + Double($0))) }
            let broken: [JSONObject] = tweets.isEmpty ? [] : Array(repeating: ["id": 0], count: unreadablePerPage)
            return .just(tweets + broken)
        }
    }

    func timeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> { { _, _ in .just([]) } }

    func members(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> { { _, _ in .just([]) } }
}
