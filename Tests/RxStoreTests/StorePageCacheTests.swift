import Foundation
import RxStore
import XCTest

final class StorePageCacheTests: StoreTestCase {
    func test_pageCacheSize_isSetInKibibytesOnTheWriterAndTheReaders() throws {
        var configuration = Store.Configuration.file(fileURL())
        configuration.pageCacheSize = 64 << 10
        let store = try Store(configuration: configuration)
        XCTAssertEqual(try store.read { try store.rows("PRAGMA cache_size").first?["cache_size"] }, .integer(-64))
        XCTAssertEqual(try store.write { try store.rows("PRAGMA cache_size").first?["cache_size"] }, .integer(-64))
    }

    func test_aCacheSmallerThanTheFile_stillReadsAndWritesEveryRow() throws {
        var configuration = Store.Configuration.file(fileURL())
        configuration.pageCacheSize = 8 << 10
        let store = try Store(configuration: configuration)
        // ~300 KB of rows through a cache a small fraction of that: pages leave and come back.
        try store.add((1...300).map { Tweet(id: $0, text: String(repeating: "c", count: 1_000)) })
        try store.write { try store.execute("DELETE FROM Tweet WHERE id % 2 = 0") }
        let read = try store.read { try store.objects(Tweet.self).sorted(by: "id").toArray() }
        XCTAssertEqual(read.map(\.id), Array(stride(from: 1, through: 299, by: 2)))
        XCTAssertTrue(read.allSatisfy { $0.text.utf8.count == 1_000 })
    }

    func test_pageCacheSize_keepsSQLitesDefaultUnlessAsked() throws {
        let store = try Store(url: fileURL())
        XCTAssertEqual(try store.read { try store.rows("PRAGMA cache_size").first?["cache_size"] }, .integer(-2000))
    }
}
