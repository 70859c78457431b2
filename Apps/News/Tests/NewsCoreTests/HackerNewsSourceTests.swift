import Foundation
import XCTest
import LoopbackHTTP
import RxCore
import RxNetwork
import RxTesting
import TestSupport
@testable import NewsCore

/// The Hacker News source against the real loopback server serving the recorded answers
/// (and, for the cases the recordings lack, answers of the same shape).
final class HackerNewsSourceTests: XCTestCase {
    private var server: LoopbackServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try LoopbackServer()
    }

    override func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func serveFixtures() throws {
        for (path, body) in try HackerNewsFixtures.responses() {
            server.route(path, reply: .json(String(decoding: body, as: UTF8.self)))
        }
    }

    private func source(_ list: HackerNewsList = .top, concurrency: Int = 4) -> HackerNewsSource {
        HackerNewsSource(list: list, baseURL: server.baseURL, maxConcurrentRequests: concurrency, requestTimeout: 10)
    }

    private func fetchPage(_ source: any NewsSource, at offset: Int, size: Int = 10) throws -> NewsPage {
        // Not XCTUnwrap: it would record a failure for the errors the tests expect.
        guard let page = try source.page(at: offset, size: size).asObservable().toBlocking(timeout: 20).first() else {
            throw NewsError.malformed(what: "the page", reason: "the source completed without one")
        }
        return page
    }

    /// The recorded titles of the ranking's slots, nil where no item was recorded.
    private func recordedTitles(_ slots: Range<Int>) throws -> [String?] {
        let ids = try NewsFixtures.topStoryIDs()
        let directory = try NewsFixtures.directory("hackernews")
        return try ids[slots].map { id in
            let file = directory.appendingPathComponent("items/item_\(id).json")
            guard FileManager.default.fileExists(atPath: file.path) else { return nil }
            return try HackerNewsItem.decode(Data(contentsOf: file), id: id)?.title
        }
    }

    // MARK: - Pages

    func test_firstPage_isTheRankingsFirstSlots_inOrder_missingItemsSkippedAndCounted() throws {
        try serveFixtures()
        let page = try fetchPage(source(), at: 0)

        let expected = try recordedTitles(0..<10)
        XCTAssertEqual(page.items.map(\.title), expected.compactMap { $0 })
        XCTAssertEqual(page.skipped, expected.filter { $0 == nil }.count)
        XCTAssertEqual(page.skipped, 1, "41245073 was not recorded: the server answers 404")
        XCTAssertEqual(page.nextOffset, 10)
        XCTAssertEqual(page.sourceTitle, "Hacker News: top stories")
        XCTAssertEqual(page.items.first?.title, "Examples of Great URL Design (2023)")
        XCTAssertEqual(page.items.first?.id, "hn:41243992")
        XCTAssertEqual(server.requests.filter { $0.path == "/v0/topstories.json" }.count, 1)
    }

    func test_laterPages_reuseTheRanking_andPageZeroFetchesItAgain() throws {
        try serveFixtures()
        let hackerNews = source()
        _ = try fetchPage(hackerNews, at: 0)
        let second = try fetchPage(hackerNews, at: 10)
        XCTAssertEqual(second.items.map(\.title), try recordedTitles(10..<20).compactMap { $0 })
        XCTAssertEqual(server.requests.filter { $0.path == "/v0/topstories.json" }.count, 1)

        _ = try fetchPage(hackerNews, at: 0)
        XCTAssertEqual(server.requests.filter { $0.path == "/v0/topstories.json" }.count, 2, "a reload asks for the ranking again")
    }

    func test_slowItems_stillComeInRankOrder() throws {
        try serveFixtures()
        let ids = try NewsFixtures.topStoryIDs()
        let recorded = try NewsFixtures.recordedItemIDs()
        let directory = try NewsFixtures.directory("hackernews")
        // The first slots answer last.
        for (slot, id) in ids.prefix(10).enumerated() where recorded.contains(id) {
            let body = try String(contentsOf: directory.appendingPathComponent("items/item_\(id).json"), encoding: .utf8)
            server.route("/v0/item/\(id).json", reply: .json(body, delay: Double(10 - slot) * 0.02))
        }
        let page = try fetchPage(source(), at: 0)
        XCTAssertEqual(page.items.map(\.title), try recordedTitles(0..<10).compactMap { $0 })
    }

    func test_itemsAreFetched_atMostFourAtATime() throws {
        try serveFixtures()
        let ids = try NewsFixtures.topStoryIDs()
        let gate = RequestGate()
        for id in ids.prefix(10) {
            server.route("/v0/item/\(id).json") { _ in
                gate.hold()
                return .json(#"{"id":\#(id),"type":"story","title":"Story \#(id)","time":1723600000}"#)
            }
        }
        let answered = expectation(description: "page")
        let subscription = source(concurrency: 4).page(at: 0, size: 10).subscribe { _ in answered.fulfill() }
        defer { subscription.dispose() }

        for released in 0..<10 {
            XCTAssertTrue(gate.waitUntilHeld(min(4, 10 - released), timeout: 10), "requests in flight: \(gate.peak)")
            gate.releaseOne()
        }
        wait(for: [answered], timeout: 10)
        XCTAssertEqual(gate.peak, 4)
    }

    // MARK: - Rate limits

    func test_aShortRateLimit_isWaitedOutOnce_andALongOneOrASecond_saysWhenToTryAgain() throws {
        server.route("/v0/item/1.json", reply: .json(#"{"id":1,"type":"story","time":1723600000,"title":"After the wait","url":"https://example.org/a"}"#))
        let asked = NSLock()
        var rankings = 0
        server.route("/v0/topstories.json") { _ in
            let count = asked.withLock { () -> Int in
                rankings += 1
                return rankings
            }
            return count == 1 ? .json("{}", status: 429, headers: ["Retry-After": "0"]) : .json("[1]")
        }
        XCTAssertEqual(try fetchPage(source(), at: 0).items.map(\.title), ["After the wait"])
        XCTAssertEqual(server.requests.filter { $0.path == "/v0/topstories.json" }.count, 2, "asked again once the wait was over")

        server.route("/v0/newstories.json", reply: .json("{}", status: 429, headers: ["Retry-After": "3600"]))
        XCTAssertThrowsError(try fetchPage(source(.new), at: 0)) { error in
            XCTAssertEqual((error as? NewsError)?.message,
                           "Too many requests: the server asked to wait 60 minutes before asking again for \(self.server.baseURL.absoluteString)/v0/newstories.json. Try again then.")
        }
        XCTAssertEqual(server.requests.filter { $0.path == "/v0/newstories.json" }.count, 1, "an hour is not waited out")

        server.route("/v0/beststories.json", reply: .json("{}", status: 429, headers: ["Retry-After": "0"]))
        XCTAssertThrowsError(try fetchPage(source(.best), at: 0)) { error in
            XCTAssertEqual((error as? NewsError)?.message.hasPrefix("Too many requests: the server asked to wait 0 s"), true, "\(error)")
        }
        XCTAssertEqual(server.requests.filter { $0.path == "/v0/beststories.json" }.count, 2, "waited out once, not twice")
    }

    // MARK: - Kinds of items

    func test_everyKindOfItem_deletedAndDeadSkipped() throws {
        server.route("/v0/askstories.json", reply: .json("[1,2,3,4,5,6,7,8]"))
        let items = [
            1: #"{"id":1,"type":"story","by":"ann","time":1723600000,"title":"With a link","url":"https://www.example.org/a","score":10,"descendants":4}"#,
            2: #"{"id":2,"type":"story","by":"bo","time":1723600000,"title":"Ask HN: Without a link?","text":"Why <i>not</i>?<p>See <a href=\"https:&#x2F;&#x2F;x.example&#x2F;\">x</a>","score":3}"#,
            3: #"{"id":3,"type":"job","by":"co","time":1723600000,"title":"Acme (YC S24) is hiring","url":"https://acme.example/jobs"}"#,
            4: #"{"id":4,"deleted":true,"type":"story","time":1723600000}"#,
            5: #"{"id":5,"dead":true,"type":"story","title":"Flagged","time":1723600000}"#,
            6: #"{"id":6,"type":"comment","text":"a comment","time":1723600000}"#,
            7: "null",
            8: #"{"id":8,"type":"poll","title":"Poll: tabs or spaces?","text":"Vote","descendants":2,"time":1723600000}"#,
        ]
        for (id, body) in items { server.route("/v0/item/\(id).json", reply: .json(body)) }
        let page = try fetchPage(source(.ask), at: 0)

        XCTAssertEqual(page.items.map(\.title), ["With a link", "Ask HN: Without a link?", "Acme (YC S24) is hiring", "Poll: tabs or spaces?"])
        XCTAssertEqual(page.skipped, 4, "deleted, dead, a comment and null")
        XCTAssertNil(page.nextOffset)
        let story = page.items[0]
        XCTAssertEqual(story.source, "example.org")
        XCTAssertEqual(story.author, "ann")
        XCTAssertEqual(story.score, 10)
        XCTAssertEqual(story.commentCount, 4)
        XCTAssertEqual(story.publishedAt, Date(timeIntervalSince1970: 1_723_600_000))
        XCTAssertEqual(story.discussionURL?.absoluteString, "https://news.ycombinator.com/item?id=1")
        let ask = page.items[1]
        XCTAssertEqual(ask.source, "news.ycombinator.com")
        XCTAssertEqual(ask.link, ask.discussionURL, "a post without a link opens its discussion")
        XCTAssertEqual(ask.text, "Why not?\n\nSee x [1]")
        XCTAssertEqual(ask.digest, "Why not? See x")
        XCTAssertEqual(ask.links.map(\.absoluteString), ["https://x.example/"])
        XCTAssertEqual(ask.commentCount, 0)
        XCTAssertNil(page.items[2].commentCount, "jobs have no comments")
        XCTAssertNil(page.items[2].score, "nor points (Hacker News gives every job 1)")
        XCTAssertEqual(page.items.map(\.kind), ["story", "ask", "job", "poll"])
    }

    func test_everyRecordedItem_decodesToAStory() throws {
        let directory = try NewsFixtures.directory("hackernews").appendingPathComponent("items")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        XCTAssertEqual(names.count, 31)
        let items = try names.compactMap { name -> NewsItem? in
            try HackerNewsItem.decode(Data(contentsOf: directory.appendingPathComponent(name)), id: 0)?.newsItem
        }
        XCTAssertEqual(items.count, 31)
        XCTAssertEqual(items.filter { !$0.text.isEmpty }.count, 7, "Ask, Tell, Show and Launch HN posts with text")
        XCTAssertEqual(try NewsFixtures.topStoryIDs().count, 500)
    }

    // MARK: - Replay and failures

    func test_replayingTheSharedFixtures_needsNoServer() throws {
        let directory = try NewsFixtures.directory("hackernews")
        XCTAssertTrue(HackerNewsRecordings.isRecordingDirectory(directory))
        let replay = HackerNewsSource(list: .top, recordings: HackerNewsRecordings(directory: directory))
        let page = try fetchPage(replay, at: 0)
        XCTAssertEqual(page.items.map(\.title), try recordedTitles(0..<10).compactMap { $0 })
        XCTAssertEqual(replay.title, "Hacker News: top stories (recorded)")

        let missing = HackerNewsSource(list: .job, recordings: HackerNewsRecordings(directory: directory))
        XCTAssertThrowsError(try self.fetchPage(missing, at: 0)) { error in
            XCTAssertEqual(error as? NewsError, .missingRecording(what: "the jobs list", directory: directory.path))
        }
    }

    func test_noServer_isAnOfflineNetworkError() throws {
        let closed = source()
        server.stop()
        XCTAssertThrowsError(try fetchPage(closed, at: 0)) { error in
            guard let error = error as? NewsError else { return XCTFail("\(error)") }
            XCTAssertTrue(error.isOffline, error.message)
            XCTAssertTrue(error.message.contains("could not connect to 127.0.0.1"), error.message)
        }
    }

    func test_aServerError_saysTheStatus() throws {
        server.route("/v0/topstories.json", reply: .json("{}", status: 503))
        XCTAssertThrowsError(try fetchPage(source(), at: 0)) { error in
            XCTAssertEqual(error as? NewsError, .httpStatus(503, url: server.baseURL.absoluteString + "/v0/topstories.json"))
        }
    }

    func test_aRankingThatIsNotIDs_isMalformed() throws {
        server.route("/v0/topstories.json", reply: .json(#"{"error":"Permission denied"}"#))
        XCTAssertThrowsError(try fetchPage(source(), at: 0)) { error in
            guard case .malformed(let what, _)? = error as? NewsError else { return XCTFail("\(error)") }
            XCTAssertEqual(what, "the Hacker News top stories list")
        }
    }
}

/// Holds item requests on the server's connection threads until the test lets them go,
/// counting how many are held at once.
private final class RequestGate: @unchecked Sendable {
    // @unchecked Sendable: `held` and `peak` are only touched while `condition` is locked;
    // `release` is a semaphore.
    private let condition = NSCondition()
    private let release = DispatchSemaphore(value: 0)
    private var held = 0
    private var highest = 0

    /// The most requests held at once.
    var peak: Int { condition.withLock { highest } }

    /// Called by a request: waits until the test releases one.
    func hold() {
        condition.withLock {
            held += 1
            highest = max(highest, held)
            condition.broadcast()
        }
        release.wait()
        condition.withLock {
            held -= 1
            condition.broadcast()
        }
    }

    /// Waits until at least `count` requests are held.
    func waitUntilHeld(_ count: Int, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        return condition.withLock {
            while held < count {
                if !condition.wait(until: deadline) { return false }
            }
            return true
        }
    }

    /// Lets one held request answer.
    func releaseOne() {
        release.signal()
    }
}
