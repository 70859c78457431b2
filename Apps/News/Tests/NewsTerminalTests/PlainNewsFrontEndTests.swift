import AppSupport
import Foundation
import NewsCore
import RxCore
import RxStore
import TestSupport
import XCTest
@testable import NewsTerminal

/// The pipe front end over the real view model: text and JSON, following pages up to the
/// limit, failures, hostile text.
final class PlainNewsFrontEndTests: XCTestCase {
    /// `asThePipe` sets the environment up as `news`'s pipe does: no offset throttle, no
    /// frames, as many stored stories as the limit.
    private func run(_ source: any NewsSource, leftOut: [String] = [], limit: Int, format: PlainFormat,
                     asThePipe: Bool = false) throws -> PlainOutcome {
        let store = try Store(configuration: .inMemory())
        var environment = NewsEnvironment.live(sourceList: NewsSourceList([source], leftOut: leftOut), store: store)
        environment.now = { Date(timeIntervalSince1970: 1_800_000_000) }
        if asThePipe {
            environment.throttle = .seconds(0)
            environment.frameInterval = nil
            environment.storedStoryLimit = limit
        }
        let viewModel = NewsViewModel(environment: environment)
        return try PlainNewsFrontEnd(viewModel: viewModel, limit: limit, format: format).outcome()
    }

    func test_text_numbersTheStories_andFollowsPagesToTheLimit() throws {
        let source = StubNewsSource(count: 40)
        let outcome = try run(source, limit: 25, format: .text)

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.errors, [])
        XCTAssertEqual(source.requests, [0, 10, 20], "the pages up to the limit, once each")
        let lines = outcome.output.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "Stub news")
        XCTAssertEqual(lines[2], " 1. Story 1")
        XCTAssertEqual(lines[3], "    example.org · 1 comment")
        XCTAssertEqual(lines[4], "    https://example.org/1")
        XCTAssertTrue(outcome.output.contains("25. Story 25\n"), outcome.output)
        XCTAssertFalse(outcome.output.contains("Story 26"), outcome.output)
    }

    /// `news --feed A --feed B | cat`: every feed given is printed, in turn (the second
    /// used to be dropped silently); JSON is then one envelope holding both feeds' stories
    /// in turn, titled with both titles.
    func test_severalSources_arePrintedInTurn_andJSONIsOneEnvelope() throws {
        let store = try Store(configuration: .inMemory())
        func viewModels() -> [NewsViewModel] {
            [StubNewsSource(title: "First", count: 3), StubNewsSource(title: "Second", count: 12)].map { source in
                NewsViewModel(environment: .live(sourceList: NewsSourceList([source]), store: store))
            }
        }
        let text = try PlainNewsFrontEnd(viewModels: viewModels(), limit: 2, format: .text).outcome()
        XCTAssertEqual(text.status, 0)
        XCTAssertEqual(text.output.components(separatedBy: "\n").filter { $0 == "First" || $0 == "Second" || $0.hasPrefix(" ") == false && $0.contains(". Story") },
                       ["First", "1. Story 1", "2. Story 2", "Second", "1. Story 1", "2. Story 2"])
        let json = try PlainNewsFrontEnd(viewModels: viewModels(), limit: 2, format: .json).outcome()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], json.output)
        XCTAssertEqual(object["schema"] as? String, "rxmvvm.news.stories/1")
        XCTAssertEqual(object["title"] as? String, "First · Second")
        XCTAssertEqual((object["items"] as? [[String: Any]])?.count, 4, "two stories of each feed")
    }

    /// `news --feed A --feed B | cat` offline: each source's failure names its source (it
    /// said the same "No network" twice, naming neither), in text and in JSON's notices.
    func test_severalSources_failing_sayWhichSourceEachFailureIsAbout() throws {
        let store = try Store(configuration: .inMemory())
        func viewModels() -> [NewsViewModel] {
            [StubNewsSource(title: "First", count: 3), StubNewsSource(title: "Second", count: 3)].map { source in
                source.fail(at: 0)
                return NewsViewModel(environment: .live(sourceList: NewsSourceList([source]), store: store))
            }
        }
        let text = try PlainNewsFrontEnd(viewModels: viewModels(), limit: 2, format: .text).outcome()
        XCTAssertEqual(text.status, 1)
        XCTAssertEqual(text.errors.count, 2, "\(text.errors)")
        XCTAssertTrue(text.errors[0].hasPrefix("First: "), "\(text.errors)")
        XCTAssertTrue(text.errors[1].hasPrefix("Second: "), "\(text.errors)")
        XCTAssertTrue(text.errors.allSatisfy { $0.contains("could not connect to news.example") }, "\(text.errors)")
        let json = try PlainNewsFrontEnd(viewModels: viewModels(), limit: 2, format: .json).outcome()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], json.output)
        XCTAssertEqual(object["notices"] as? [String], text.errors)
    }

    /// One source's failure is said as it was, with no name in front.
    func test_oneSourceFailing_saysItsFailureUnprefixed() throws {
        let source = StubNewsSource(title: "Only", count: 3)
        source.fail(at: 0)
        let outcome = try run(source, limit: 2, format: .text)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errors.count, 1, "\(outcome.errors)")
        XCTAssertFalse(outcome.errors[0].hasPrefix("Only: "), "\(outcome.errors)")
    }

    /// The envelope every app's `--json` prints (AppSupport's `JSONEnvelope`), titled
    /// with the source's title, its items the stories.
    func test_json_isTheSharedEnvelope_withTheSourcesTitleAndStories() throws {
        let outcome = try run(StubNewsSource(count: 3), limit: 30, format: .json)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["schema", "app", "generatedAt", "source", "query", "title", "notices", "next", "items"])
        XCTAssertEqual(object["schema"] as? String, "rxmvvm.news.stories/1")
        XCTAssertEqual(object["app"] as? String, "news")
        XCTAssertEqual(object["generatedAt"] as? String, "2027-01-15T08:00:00Z")
        XCTAssertEqual(object["title"] as? String, "Stub news")
        XCTAssertEqual(object["notices"] as? [String], [])
        XCTAssertTrue(object["next"] is NSNull)
        let stories = try XCTUnwrap(object["items"] as? [[String: Any]])
        XCTAssertEqual(stories.map { $0["title"] as? String }, ["Story 1", "Story 2", "Story 3"])
        XCTAssertEqual(stories.first?["link"] as? String, "https://example.org/1")
        XCTAssertEqual(stories.first?["comments"] as? Int, 1)
    }

    /// A story that is its text (Ask HN, a job) can be read from a pipe: the whole text in
    /// both formats, and JSON says what kind of item it is.
    func test_aTextStory_isPrintedWhole_andJSONSaysItsType() throws {
        let body = "We are hiring.\n\nApply by mail: \u{1B}]52;c;ZXZpbA==\u{07}jobs@example.org. " + Array(repeating: "More words.", count: 40).joined(separator: " ")
        let job = NewsItem(id: "hn:1", title: "Example (YC S26) is hiring", source: "news.ycombinator.com", digest: String(body.prefix(200)),
                           text: body, link: URL(string: "https://news.ycombinator.com/item?id=1"), kind: "job")
        let source = StubNewsSource(stories: [job])
        let text = try run(source, limit: 1, format: .text).output
        XCTAssertTrue(text.contains("   Apply by mail: jobs@example.org. More words."), text)
        XCTAssertTrue(text.hasSuffix("More words.\n"), "the whole text: \(text)")
        XCTAssertFalse(text.contains("\u{1B}"), "sanitized")
        XCTAssertFalse(text.contains("point"), "a job has no points")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try run(source, limit: 1, format: .json).output.utf8)) as? [String: Any])
        let story = try XCTUnwrap((object["items"] as? [[String: Any]])?.first)
        XCTAssertEqual(story["type"] as? String, "job")
        XCTAssertEqual((story["text"] as? String)?.count, body.count - "\u{1B}]52;c;ZXZpbA==\u{07}".count, "whole, only the escape sequence gone")
        XCTAssertTrue((story["text"] as? String)?.contains("We are hiring.\n\nApply") == true)
    }

    /// A text's `[1]` points somewhere a pipe can see: the links are listed under the
    /// text, and JSON carries them beside it.
    func test_aTextsNumberedLinks_areListedUnderIt_andInJSON() throws {
        let story = NewsItem(id: "hn:2", title: "Ask: which scheduler?", source: "news.ycombinator.com",
                             text: "See the article [1] and the talk [2].",
                             links: [try XCTUnwrap(URL(string: "https://example.org/a")), try XCTUnwrap(URL(string: "https://example.org/talk"))])
        let text = try run(StubNewsSource(stories: [story]), limit: 1, format: .text).output
        XCTAssertTrue(text.hasSuffix("   See the article [1] and the talk [2].\n   [1] https://example.org/a\n   [2] https://example.org/talk\n"), text)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try run(StubNewsSource(stories: [story]), limit: 1, format: .json).output.utf8))
                                   as? [String: Any])
        XCTAssertEqual((object["items"] as? [[String: Any]])?.first?["links"] as? [String], ["https://example.org/a", "https://example.org/talk"])
    }

    /// `news --demo | cat`: the demo answers in the same turn and the pipe throttles no
    /// offset; a limit above the first page prints every story up to it (it hung, waiting
    /// for a page that had come).
    func test_aSourceAnsweringAtOnce_unthrottled_atALimitAboveItsFirstPage_printsToTheLimit() throws {
        let demo = DemoNews(now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let all = try demo.items().count
        let outcome = try run(demo, limit: 30, format: .text, asThePipe: true)
        XCTAssertEqual(outcome.status, 0, "\(outcome.errors)")
        XCTAssertTrue(outcome.output.contains("\(min(all, 30)). "), outcome.output)
        XCTAssertFalse(outcome.output.contains("\(min(all, 30) + 1). "), outcome.output)
    }

    /// Items that are gone or unreadable are said on stderr, as the screen's status says
    /// them; a ranking whose items all fail stops being asked after a few pages.
    func test_skippedStories_areSaid_andAllUnreadable_stopsAfterAFewPages() throws {
        let some = SkippingNewsSource(total: 40, readable: { $0 % 10 != 3 })
        let fine = try run(some, limit: 20, format: .text)
        XCTAssertEqual(fine.status, 0)
        XCTAssertEqual(fine.errors, ["Skipped 3 stories that are gone or could not be read."])
        XCTAssertEqual(try run(SkippingNewsSource(total: 10, readable: { $0 != 3 }), limit: 20, format: .text).errors,
                       ["Skipped 1 story that is gone or could not be read."], "one story, one verb")

        let none = SkippingNewsSource(total: 500, readable: { _ in false })
        let outcome = try run(none, limit: 30, format: .text)
        XCTAssertEqual(outcome.status, 1, "nothing came")
        XCTAssertLessThanOrEqual(none.requests.count, 1 + PlainNewsFrontEnd.fruitlessPageLimit, "\(none.requests)")
        XCTAssertEqual(outcome.errors.last, "Stopped asking after 3 pages in a row without a readable story.")
        XCTAssertTrue(outcome.errors.first?.hasPrefix("Skipped ") == true, "\(outcome.errors)")
    }

    /// What the screen's banner said during the run and a later page put away (a story
    /// that could not be kept) is still said on stderr and in JSON's notices, once.
    func test_aStorageProblemDuringTheRun_isSaidOnce_thoughALaterPageClearedTheBanner() throws {
        let storage = UnwritableNewsStorage(try NewsStorage.inMemory())
        let source = StubNewsSource(count: 30, storageKey: "stub")
        var environment = NewsEnvironment(sourceList: NewsSourceList([source]), storage: storage,
                                          now: { Date(timeIntervalSince1970: 1_800_000_000) }, throttle: .seconds(0))
        environment.frameInterval = nil
        let text = try PlainNewsFrontEnd(viewModel: NewsViewModel(environment: environment), limit: 25, format: .text).outcome()
        XCTAssertEqual(text.status, 0, "the stories came")
        XCTAssertEqual(text.errors, ["Local database error: disk is full."])
        XCTAssertTrue(text.output.contains("25. Story 25"), text.output)
        let json = try PlainNewsFrontEnd(viewModel: NewsViewModel(environment: environment), limit: 25, format: .json).outcome()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], json.output)
        XCTAssertEqual(object["notices"] as? [String], ["Local database error: disk is full."])
    }

    /// In a pipe there is no `r` to press: the error says to try again, not which key.
    func test_aFailingPage_printsWhatCame_andFails() throws {
        let source = StubNewsSource(count: 30)
        source.fail(at: 10)
        let outcome = try run(source, limit: 20, format: .text)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errors, ["No network (could not connect to news.example). Check the connection and try again."])
        XCTAssertTrue(outcome.output.contains("10. Story 10"), outcome.output)
    }

    func test_aFailedFirstPage_printsNoText_onlyTheError() throws {
        let source = StubNewsSource(count: 30)
        source.fail(at: 0)
        let text = try run(source, limit: 20, format: .text)
        XCTAssertEqual(text, PlainOutcome(output: "", errors: ["No network (could not connect to news.example). Check the connection and try again."],
                                          status: 1))
        let json = try run(source, limit: 20, format: .json)
        XCTAssertEqual(json.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], json.output)
        XCTAssertEqual(object["title"] as? String, "Stub news", "JSON still says which source")
        XCTAssertEqual((object["items"] as? [Any])?.count, 0, "and that none came")
        XCTAssertEqual(object["notices"] as? [String], json.errors, "and why")
    }

    /// The envelope's source says how the stories were got: Hacker News live or recorded,
    /// a feed by its address or path, the demo — also when it stood in for Hacker News.
    func test_jsonSource_namesHowTheStoriesWereGot() throws {
        let base = try XCTUnwrap(URL(string: "http://127.0.0.1:9/"))
        XCTAssertEqual(HackerNewsSource(list: .ask, baseURL: base).jsonSource, .init(kind: .live, address: "http://127.0.0.1:9/"))
        XCTAssertEqual(HackerNewsSource(list: .ask, baseURL: base).jsonQuery, "ask")
        let directory = URL(fileURLWithPath: "/tmp/recorded-hn")
        XCTAssertEqual(HackerNewsSource(list: .top, recordings: HackerNewsRecordings(directory: directory)).jsonSource,
                       .init(kind: .recording, address: "/tmp/recorded-hn"))
        XCTAssertEqual(FeedSource(location: .file(URL(fileURLWithPath: "/tmp/feed.xml"))).jsonSource, .init(kind: .live, address: "/tmp/feed.xml"))
        XCTAssertNil(FeedSource(location: .file(URL(fileURLWithPath: "/tmp/feed.xml"))).jsonQuery)
        XCTAssertEqual(DemoNews().jsonSource, .demo)
    }

    /// What the feed list left out is said first (the screen's banner shows it at start),
    /// then why a page failed; one line each.
    func test_whatTheFeedListLeftOut_isSaid_thenAFailure() throws {
        let leftOut = ["/home/u/.config/news/urls line 3: exec: feeds run commands, which news never does; left out",
                       "/home/u/.config/news/urls line 5: a quote is not closed"]
        let fine = try run(StubNewsSource(count: 3), leftOut: leftOut, limit: 5, format: .text)
        let notice = "Left out of the feed list: /home/u/.config/news/urls line 3: exec: feeds run commands, which news never does; "
            + "left out; /home/u/.config/news/urls line 5: a quote is not closed"
        XCTAssertEqual(fine.errors, [notice])
        XCTAssertEqual(fine.status, 0, "a feed left out is not a failure")

        let source = StubNewsSource(count: 30)
        source.fail(at: 10)
        let failed = try run(source, leftOut: leftOut, limit: 20, format: .text)
        XCTAssertEqual(failed.errors, [notice, "No network (could not connect to news.example). Check the connection and try again."])
        XCTAssertEqual(failed.status, 1)
    }

    func test_hostileText_isSanitized_inTextAndJSON() throws {
        let hostile = NewsItem(id: "x", title: "Evil \u{1B}]0;pwned\u{07}title\u{1B}[2J", source: "s\u{9B}31m", digest: "d\u{1B}[1;1H")
        for format in [PlainFormat.text, .json] {
            let outcome = try run(StubNewsSource(stories: [hostile]), limit: 5, format: format)
            XCTAssertFalse(outcome.output.contains("\u{1B}") || outcome.output.contains("\u{9B}") || outcome.output.contains("pwned")
                           || outcome.output.contains("\\u001b") || outcome.output.contains("\\u009b"), outcome.output)
            XCTAssertTrue(outcome.output.contains("Evil title"), outcome.output)
        }
    }
}

/// A source of `total` slots in pages, the slots `readable` says no to skipped (gone, or
/// not readable), as Hacker News's ranking with dead or broken items.
private final class SkippingNewsSource: NewsSource, @unchecked Sendable {
    // @unchecked Sendable: `asked` is only touched under `lock`.
    let title = "Skipping news"
    let sectioning = NewsSectioning.single("Stories")
    private let total: Int
    private let readable: @Sendable (Int) -> Bool
    private let lock = NSLock()
    private var asked: [Int] = []

    init(total: Int, readable: @escaping @Sendable (Int) -> Bool) {
        self.total = total
        self.readable = readable
    }

    var requests: [Int] { lock.withLock { asked } }

    func page(at offset: Int, size: Int) -> Single<NewsPage> {
        Single.deferred { [self] in
            lock.withLock { asked.append(offset) }
            let slots = Array(offset..<min(total, offset + size))
            let items = slots.filter(readable).map { StubNewsSource.story($0 + 1) }
            return .just(NewsPage(items: items, skipped: slots.count - items.count, nextOffset: offset + size < total ? offset + size : nil,
                                  sourceTitle: title))
        }
    }
}
