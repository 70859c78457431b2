import Foundation
import XCTest
import LoopbackHTTP
import RxCore
import RxTesting
@testable import NewsCore

/// Feeds from files and from the loopback server, paged; NetEase-shaped files.
final class FeedSourceTests: XCTestCase {
    private func fetchPage(_ source: any NewsSource, at offset: Int, size: Int = 10) throws -> NewsPage {
        // Not XCTUnwrap: it would record a failure for the errors the tests expect.
        guard let page = try source.page(at: offset, size: size).asObservable().toBlocking(timeout: 20).first() else {
            throw NewsError.malformed(what: "the page", reason: "the source completed without one")
        }
        return page
    }

    func test_aFeedFile_isPagedInTens() throws {
        let file = try NewsFixtures.directory("rss").appendingPathComponent("guardian.rss")
        let source = FeedSource(location: .file(file))
        XCTAssertEqual(source.title, "guardian.rss")
        XCTAssertEqual(source.sectioning, .byDay)

        let first = try fetchPage(source, at: 0)
        let last = try fetchPage(source, at: 50)
        XCTAssertEqual(first.items.count, 10)
        XCTAssertEqual(first.nextOffset, 10)
        XCTAssertEqual(first.sourceTitle, "The Guardian")
        XCTAssertEqual(last.items.count, 5)
        XCTAssertNil(last.nextOffset)
    }

    func test_aNamedFeed_isTitledByItsName() throws {
        let file = try NewsFixtures.directory("rss").appendingPathComponent("heise.atom")
        let page = try fetchPage(FeedSource(location: .file(file), name: "heise"), at: 0)
        XCTAssertEqual(page.sourceTitle, "heise")
    }

    func test_aMissingFile_isAClearError() {
        let source = FeedSource(location: .file(URL(fileURLWithPath: "/nonexistent/feed.xml")))
        XCTAssertThrowsError(try fetchPage(source, at: 0)) { error in
            XCTAssertEqual(error as? NewsError, .unreadableFile(path: "/nonexistent/feed.xml", reason: "no such file"))
        }
    }

    func test_aDirectory_isAClearError() {
        let directory = FileManager.default.temporaryDirectory
        XCTAssertThrowsError(try fetchPage(FeedSource(location: .file(directory)), at: 0)) { error in
            XCTAssertEqual(error as? NewsError, .unreadableFile(path: directory.path, reason: "it is a directory, not a feed file"))
        }
    }

    func test_aFeedURL_isDownloaded_withTheCharsetOfItsAnswer() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        var body = Data("<rss><channel><title>Новости</title><item><title>".utf8)
        body.append(contentsOf: [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2])
        body.append(contentsOf: Array("</title><link>/a</link></item></channel></rss>".utf8))
        server.route("/feed.xml", reply: LoopbackServer.Reply(headers: ["Content-Type": "application/rss+xml; charset=windows-1251"], body: body))
        let url = server.baseURL.appendingPathComponent("feed.xml")

        let page = try fetchPage(FeedSource(location: .url(url)), at: 0)
        XCTAssertEqual(page.items.map(\.title), ["Привет"])
        XCTAssertEqual(page.items.first?.link?.absoluteString, server.baseURL.absoluteString + "/a")
        XCTAssertEqual(server.requests.first?.header("Accept")?.contains("application/rss+xml"), true)
    }

    func test_aFeedURL_thatIsGone_saysSo() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("gone.xml")
        XCTAssertThrowsError(try fetchPage(FeedSource(location: .url(url)), at: 0)) { error in
            XCTAssertEqual(error as? NewsError, .httpStatus(404, url: url.absoluteString))
        }
    }

    func test_locations_fromText() {
        XCTAssertEqual(FeedSource.Location("https://e.example/rss"), .url(URL(string: "https://e.example/rss")!))
        XCTAssertEqual(FeedSource.Location("file:///tmp/a.xml"), .file(URL(fileURLWithPath: "/tmp/a.xml")))
        XCTAssertEqual(FeedSource.Location("feeds/a.xml", relativeTo: URL(fileURLWithPath: "/home/u")), .file(URL(fileURLWithPath: "/home/u/feeds/a.xml")))
        XCTAssertNil(FeedSource.Location("ftp://e.example/rss"))
        XCTAssertNil(FeedSource.Location("https:///nohost"))
    }

    // MARK: - NetEase

    func test_theNetEaseChannelList_hasItsFiftyOneChannels() throws {
        let channels = try NetEaseChannel.parseList(NewsFixtures.data("netease", "topic_news.json"))
        XCTAssertEqual(channels.count, 51)
        XCTAssertEqual(channels.first, NetEaseChannel(id: "T1370583240249", name: "原创", alias: "The Truth"))
        XCTAssertTrue(channels.contains(NetEaseChannel(id: "T1348647853363", name: "头条", alias: "Top News")))
    }

    func test_aChannelList_isNotAnArticleList() throws {
        let data = try NewsFixtures.data("netease", "topic_news.json")
        XCTAssertThrowsError(try NetEaseArticleList.parse(data)) { error in
            XCTAssertEqual((error as? NewsError)?.message.contains("channel list (51 channels), not an article list"), true, "\(error)")
        }
    }

    func test_theDocumentsArticleShape_isRead() throws {
        // The fields the document reads, replyCount as a string (as it parses it) and as a number.
        let json = """
        {"T1348649079062":[
         {"title":"One picture","source":"网易","replyCount":"12","imgsrc":"https://e.example/1.jpg","imgnewextra":[],"ptime":"2018-03-26 11:02:11","docid":"D1"},
         {"title":"Three pictures","source":"网易","replyCount":7,"imgsrc":"https://e.example/a.jpg","imgnewextra":[{"imgsrc":"https://e.example/b.jpg"},{"imgsrc":"https://e.example/c.jpg"}]},
         {"source":"no title"},
         "not an object"
        ]}
        """
        let list = try NetEaseArticleList.parse(Data(json.utf8))
        XCTAssertEqual(list.skipped, 2)
        let items = list.items
        XCTAssertEqual(items.map(\.title), ["One picture", "Three pictures"])
        XCTAssertEqual(items.map(\.layout), [.oneImage, .threeImages])
        XCTAssertEqual(items.map(\.commentCount), [12, 7])
        XCTAssertEqual(items[1].extraImageURLs.map(\.lastPathComponent), ["a.jpg", "b.jpg", "c.jpg"])
        XCTAssertEqual(items[0].publishedAt, FeedDate.date(from: "2018-03-26T03:02:11Z"), "Beijing time")
    }

    func test_aNetEaseShapedFile_isAFeed() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("netease-\(UUID().uuidString).json")
        try Data(#"{"T1":[{"title":"Replayed","source":"s","replyCount":"1"}]}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let page = try fetchPage(FeedSource(location: .file(file)), at: 0)
        XCTAssertEqual(page.items.map(\.title), ["Replayed"])
    }

    // MARK: - Demo and fallback

    func test_theDemo_isOurOwnNewsInTheNetEaseShape_datedFromNow() throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let demo = DemoNews(title: "Demo news (offline)", now: { now })
        let items = try demo.items()
        XCTAssertEqual(items.count, 30)
        XCTAssertEqual(items.first?.publishedAt, now.addingTimeInterval(-300))
        XCTAssertEqual(items.filter { $0.layout == .threeImages }.count, 9)
        XCTAssertTrue(items.contains { $0.imageURL == nil })
        XCTAssertEqual(try fetchPage(demo, at: 20).items.count, 10)
        XCTAssertEqual(try fetchPage(demo, at: 0).sourceTitle, "Demo news (offline)")
    }

    func test_offline_theFallbackAnswers_titledSo_untilAReloadReachesThePrimary() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let primary = ScriptedNewsSource(title: "Live")
        primary.fail(at: 0)
        let fallback = ScriptedNewsSource(title: "Demo")
        let source = OfflineFallbackSource(primary: OfflineSource(wrapping: primary), fallback: fallback,
                                           offlineTitle: "Demo news (offline)", scheduler: scheduler)

        XCTAssertEqual(try fetchPage(source, at: 0).sourceTitle, "Demo news (offline)")
        XCTAssertEqual(source.title, "Demo news (offline)")
        XCTAssertEqual(try fetchPage(source, at: 10).items.first?.id, "Demo:10")
        primary.heal(0)
        XCTAssertEqual(try fetchPage(source, at: 0).sourceTitle, "Live")
        XCTAssertEqual(source.title, "Live")
    }

    func test_otherFailures_areNotHiddenByTheFallback() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let primary = ScriptedNewsSource(title: "Live")
        primary.fail(at: 0)
        let source = OfflineFallbackSource(primary: primary, fallback: ScriptedNewsSource(title: "Demo"),
                                           offlineTitle: "offline", scheduler: scheduler)
        XCTAssertThrowsError(try fetchPage(source, at: 0))
    }

    func test_aPrimaryThatTakesTooLong_givesWayToTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = OfflineFallbackSource(primary: SilentSource(), fallback: ScriptedNewsSource(title: "Demo"),
                                           offlineTitle: "Demo news (offline)", firstPageTimeout: .seconds(8), scheduler: scheduler)
        let pages = scheduler.start(created: 0, subscribed: 0, disposed: 100) { source.page(at: 0, size: 10).asObservable() }
        XCTAssertEqual(pages.events.map(\.time), [8, 8])
        XCTAssertEqual(pages.events.first?.value.element?.sourceTitle, "Demo news (offline)")
    }
}

/// A source whose failures say the network is not there.
private final class OfflineSource: NewsSource {
    let wrapped: ScriptedNewsSource
    init(wrapping wrapped: ScriptedNewsSource) { self.wrapped = wrapped }
    var title: String { wrapped.title }
    var sectioning: NewsSectioning { wrapped.sectioning }
    func page(at offset: Int, size: Int) -> Single<NewsPage> {
        wrapped.page(at: offset, size: size).catch { _ in .error(NewsError.network("could not look up the host", offline: true)) }
    }
}

/// A source that never answers.
private final class SilentSource: NewsSource {
    var title: String { "Silent" }
    var sectioning: NewsSectioning { .single("Silent") }
    func page(at offset: Int, size: Int) -> Single<NewsPage> { .never() }
}
