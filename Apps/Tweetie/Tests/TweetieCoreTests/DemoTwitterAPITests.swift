import Foundation
import XCTest
import RxCore
import RxTesting
@testable import TweetieCore

/// The demo data source: enough varied data, decoded like live data, and tweets that
/// pour in as the reader polls.
final class DemoTwitterAPITests: LeakCheckingTestCase {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)
    private var api: DemoTwitterAPI!

    override func setUp() {
        super.setUp()
        api = DemoTwitterAPI(now: now)
    }

    override func tearDown() {
        api = nil
        super.tearDown()
    }

    private func firstPage() throws -> [Tweet] {
        let objects = try api.timeline(of: DemoData.list)("demo", .none).awaitAnswer()
        let decoded = Tweet.decodeMany(objects)
        XCTAssertEqual(decoded.skipped, 0)
        return decoded.values
    }

    func test_theListIsRxmvvmReactiveSwift_andTheAccountIsAuthorizedAsDemo() {
        XCTAssertEqual(DemoData.list.description, "rxmvvm/reactive-swift")
        XCTAssertEqual(DemoData.accountStatus, .authorized("demo"))
    }

    func test_members_areAtLeastSix_andAllDecode_withNamesAndBios() throws {
        let objects = try api.members(of: DemoData.list)("demo", .none).awaitAnswer()
        let decoded = User.decodeMany(objects)
        XCTAssertGreaterThanOrEqual(decoded.values.count, 6)
        XCTAssertEqual(decoded.skipped, 0)
        XCTAssertTrue(decoded.values.allSatisfy { !$0.name.isEmpty && !$0.about.isEmpty })
        XCTAssertEqual(Set(decoded.values.map(\.id)).count, decoded.values.count)
    }

    func test_members_includeNonASCIINames_andABioWithATerminalEscape() throws {
        let users = User.decodeMany(try api.members(of: DemoData.list)("demo", .none).awaitAnswer()).values
        XCTAssertTrue(users.contains { $0.name.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }, "a CJK name")
        XCTAssertTrue(users.contains { $0.name.contains("é") || $0.name.contains("Í") || $0.name.contains("ë") }, "an accented name")
        XCTAssertTrue(users.contains { $0.name.unicodeScalars.contains { $0.properties.isEmojiPresentation } }, "an emoji name")
        XCTAssertTrue(users.contains { $0.about.contains("\u{1B}]0;pwned\u{07}") }, "a hostile bio survives decoding, for the view to sanitize")
    }

    func test_theFirstPage_hasAtLeast80Tweets_allDecoding_newestFirst() throws {
        let tweets = try firstPage()
        XCTAssertGreaterThanOrEqual(tweets.count, 80)
        XCTAssertEqual(tweets.map(\.id), tweets.map(\.id).sorted(by: >))
        XCTAssertEqual(tweets.map(\.createdAt), tweets.map(\.createdAt).sorted(by: >))
        XCTAssertGreaterThanOrEqual(Set(tweets.map(\.screenName)).count, 6, "tweets are spread over the members")
    }

    func test_tweets_areTimedRelativeToNow() throws {
        let tweets = try firstPage()
        let newest = try XCTUnwrap(tweets.first)
        XCTAssertLessThan(newest.createdAt, now)
        XCTAssertGreaterThan(newest.createdAt, now.addingTimeInterval(-3 * 3600), "the newest shown tweet is fresh")
        let later = try DemoTwitterAPI(now: now.addingTimeInterval(86_400)).timeline(of: DemoData.list)("demo", .none).awaitAnswer()
        XCTAssertEqual(Tweet.decodeMany(later).values.first?.createdAt, newest.createdAt.addingTimeInterval(86_400))
    }

    func test_tweets_includeCJKEmojiURLsMentionsAndLongText() throws {
        let all = try firstPage() + (try revealAll())
        let texts = all.map(\.text)
        XCTAssertTrue(texts.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }, "CJK")
        XCTAssertTrue(texts.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } }, "emoji")
        XCTAssertTrue(texts.contains { $0.contains("https://") }, "URLs")
        XCTAssertTrue(texts.contains { $0.contains("@") }, "mentions")
        XCTAssertTrue(texts.contains { $0.count > 200 }, "a long tweet that wraps")
        XCTAssertTrue(texts.contains { $0.contains("\u{1B}") }, "a hostile tweet for the sanitizer")
    }

    /// A demo tweet showing an address in its text carries it as a link, as the live API
    /// does (`entities.urls`): `o` on it opens that address instead of saying the tweet has
    /// no link to open.
    func test_everyAddressInADemoTweet_isOneOfItsLinks() throws {
        let all = try firstPage() + (try revealAll())
        let withAddresses = all.filter { $0.text.contains("https://") }
        XCTAssertFalse(withAddresses.isEmpty)
        for tweet in withAddresses {
            let pattern = try NSRegularExpression(pattern: "https://\\S+")
            let text = tweet.text as NSString
            let shown = pattern.matches(in: tweet.text, range: NSRange(location: 0, length: text.length)).map { text.substring(with: $0.range) }
            XCTAssertEqual(tweet.details?.links ?? [], shown, tweet.text)
        }
    }

    /// Polls with the newest id seen as `sinceId` until nothing new comes.
    private func revealAll() throws -> [Tweet] {
        var newest = try XCTUnwrap(try firstPage().first?.id)
        var revealed: [Tweet] = []
        for _ in 0..<100 {
            let page = Tweet.decodeMany(try api.timeline(of: DemoData.list)("demo", TimelineCursor(max: .max, since: newest)).awaitAnswer()).values
            if page.isEmpty { return revealed }
            revealed += page
            newest = page[0].id
        }
        throw TwitterTestFailure("polling never ran out of tweets")
    }

    func test_eachPollWithSinceId_revealsAFewNewerTweets_untilExhausted() throws {
        let first = try firstPage()
        let newest = try XCTUnwrap(first.first?.id)
        let poll = Tweet.decodeMany(try api.timeline(of: DemoData.list)("demo", TimelineCursor(max: .max, since: newest)).awaitAnswer()).values
        XCTAssertEqual(poll.count, DemoData.revealedPerPoll)
        XCTAssertTrue(poll.allSatisfy { $0.id > newest })
        XCTAssertEqual(poll.map(\.id), poll.map(\.id).sorted(by: >), "newest first")

        let revealed = try revealAll()
        XCTAssertEqual(revealed.count, DemoData.heldBackCount)
        XCTAssertEqual(Set(revealed.map(\.id)).intersection(first.map(\.id)), [], "revealed tweets are new")
        XCTAssertGreaterThanOrEqual(first.count + revealed.count, 80)
    }

    func test_theDocumentsCursorAfterTheFirstPage_stillReveals() throws {
        let first = try firstPage()
        let newest = try XCTUnwrap(first.first?.id), oldest = try XCTUnwrap(first.last?.id)
        // The documents' TimelineFetcher moves to (max: oldest - 1, since: newest).
        let poll = try api.timeline(of: DemoData.list)("demo", TimelineCursor(max: oldest - 1, since: newest)).awaitAnswer()
        XCTAssertEqual(poll.count, DemoData.revealedPerPoll)
    }

    func test_maxIdAlone_pagesBackThroughTheFirstPage() throws {
        let first = try firstPage()
        let middle = first[first.count / 2].id
        let older = Tweet.decodeMany(try api.timeline(of: DemoData.list)("demo", TimelineCursor(max: middle, since: 0)).awaitAnswer()).values
        XCTAssertEqual(older.map(\.id), first.map(\.id).filter { $0 <= middle })
    }

    func test_aUsersTimeline_hasOnlyTheirTweets() throws {
        let tweets = Tweet.decodeMany(try api.timeline(of: "kenji_obs")("demo", .none).awaitAnswer()).values
        XCTAssertFalse(tweets.isEmpty)
        XCTAssertTrue(tweets.allSatisfy { $0.screenName == "kenji_obs" && $0.authorName == "山田健二" })
    }

    func test_unknownListsAndUsers_failAsTheLiveAPIDoes() {
        let other = ListIdentifier(username: "someone", slug: "else")
        XCTAssertEqual(api.timeline(of: other)("demo", .none).awaitTwitterError(), .unknownList(other))
        XCTAssertEqual(api.members(of: other)("demo", .none).awaitTwitterError(), .unknownList(other))
        XCTAssertEqual(api.timeline(of: "nobody")("demo", .none).awaitTwitterError(), .unknownUser("nobody"))
    }

    func test_aResponseDelay_runsOnTheInjectedScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let delayed = DemoTwitterAPI(now: now, responseDelay: .seconds(2), scheduler: scheduler)
        let observer = scheduler.start(created: 0, subscribed: 100, disposed: 1000) {
            delayed.members(of: DemoData.list)("demo", .none).map(\.count)
        }
        XCTAssertEqual(observer.events.map(\.time), [102, 102])
        XCTAssertEqual(observer.events.first?.value.element, DemoData.members.count)
    }

    func test_theDemoAccount_isAuthorizedAsDemo() throws {
        var account: TwitterAccount!
        SharingScheduler.mock(scheduler: SerialDispatchQueueScheduler(qos: .default)) {
            account = DemoTwitterAPI.account()
        }
        XCTAssertEqual(try account.default.asObservable().toBlocking(timeout: 5).first(), .authorized("demo"))
    }
}
