import Foundation
import XCTest
import RxStore
import TestSupport
@testable import NewsCore

/// The stories database on a real SQLite file (issue 29 item 14): stories kept in their
/// fetch's order, bounded by age and by count per source, and a restart (the file opened
/// again) finds the stories and the read marks.
final class NewsStorageTests: XCTestCase {
    private var directory: URL!
    private let now = Date(timeIntervalSince1970: 1_750_000_000)

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("news-storage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
        try super.tearDownWithError()
    }

    /// The app's database file, opened as the app opens it.
    private func open(bounds: NewsStoreBounds = NewsStoreBounds()) throws -> NewsStorage {
        let url = directory.appendingPathComponent(NewsStorage.fileName)
        let store = try Store(configuration: .file(url, schemaVersion: NewsStorage.schemaVersion, migrations: NewsStorage.migrations))
        return NewsStorage(store: store, bounds: bounds)
    }

    private func stories(_ range: Range<Int>, prefix: String = "s") -> [NewsItem] {
        range.map { NewsItem(id: "\(prefix)\($0)", title: "\(prefix) \($0)", source: "Feed", publishedAt: now) }
    }

    func test_aRestart_findsTheStoriesInOrder_andTheReadMarks() throws {
        var storage: NewsStorage? = try open()
        try storage?.keep(stories(0..<10), source: "feed:a", title: "Feed A", offset: 0, at: now)
        try storage?.keep(stories(10..<15), source: "feed:a", title: "Feed A, page 2", offset: 10, at: now.addingTimeInterval(2))
        try storage?.markRead("s3", at: now)
        try storage?.store.checkpoint()
        storage = nil

        let reopened = try open()
        let stored = try XCTUnwrap(try reopened.storedStories(of: "feed:a", limit: 100))
        XCTAssertEqual(stored.items.map(\.id), (0..<15).map { "s\($0)" })
        XCTAssertEqual(stored.items.first?.publishedAt, now, "the whole story is kept, not only its id")
        XCTAssertEqual(stored.fetchedAt, now, "a later page joins the fetch its first page began")
        XCTAssertEqual(stored.title, "Feed A", "the title its first page came with")
        XCTAssertEqual(reopened.store.objects(ReadMark.self).map(\.id), ["s3"])
    }

    func test_storedStories_areLimited_andEachSourceKeepsItsOwn() throws {
        let storage = try open()
        try storage.keep(stories(0..<10), source: "hn:top", offset: 0, at: now)
        try storage.keep(stories(5..<8), source: "hn:best", offset: 0, at: now)

        XCTAssertEqual(try storage.storedStories(of: "hn:top", limit: 4)?.items.map(\.id), ["s0", "s1", "s2", "s3"])
        XCTAssertEqual(try storage.storedStories(of: "hn:best", limit: 100)?.items.map(\.id), ["s5", "s6", "s7"])
        XCTAssertNil(try storage.storedStories(of: "feed:none", limit: 100))
    }

    func test_aNewFetch_putsItsStoriesFirst_inItsOrder() throws {
        let storage = try open()
        try storage.keep(stories(0..<3), source: "feed:a", offset: 0, at: now)
        try storage.keep([stories(2..<3)[0]] + stories(7..<8), source: "feed:a", offset: 0, at: now.addingTimeInterval(60))

        XCTAssertEqual(try storage.storedStories(of: "feed:a", limit: 100)?.items.map(\.id), ["s2", "s7", "s0", "s1"])
    }

    func test_storiesNoFetchBroughtForTheDays_arePruned() throws {
        let storage = try open(bounds: NewsStoreBounds(days: 30, itemsPerSource: 5_000))
        try storage.keep(stories(0..<3, prefix: "old"), source: "feed:a", offset: 0, at: now.addingTimeInterval(-31 * 86_400))
        try storage.keep(stories(0..<2, prefix: "recent"), source: "feed:b", offset: 0, at: now.addingTimeInterval(-29 * 86_400))
        try storage.keep(stories(0..<2, prefix: "new"), source: "feed:a", offset: 0, at: now)

        XCTAssertEqual(try storage.storedStories(of: "feed:a", limit: 100)?.items.map(\.id), ["new0", "new1"])
        XCTAssertEqual(try storage.storedStories(of: "feed:b", limit: 100)?.items.map(\.id), ["recent0", "recent1"])
    }

    func test_aSourcePastItsCount_keepsItsNewest() throws {
        let storage = try open(bounds: NewsStoreBounds(days: 30, itemsPerSource: 5))
        try storage.keep(stories(0..<4, prefix: "a"), source: "feed:a", offset: 0, at: now.addingTimeInterval(-60))
        try storage.keep(stories(0..<3, prefix: "b"), source: "feed:a", offset: 0, at: now)
        try storage.keep(stories(0..<4, prefix: "c"), source: "feed:c", offset: 0, at: now.addingTimeInterval(-60))

        XCTAssertEqual(try storage.storedStories(of: "feed:a", limit: 100)?.items.map(\.id), ["b0", "b1", "b2", "a0", "a1"])
        XCTAssertEqual(storage.store.objects(StoredStory.self).filter("source = ?", "feed:a").count, 5)
        // The bound is each source's own: another source's stories do not count.
        XCTAssertEqual(try storage.storedStories(of: "feed:c", limit: 100)?.items.count, 4)
    }
}
