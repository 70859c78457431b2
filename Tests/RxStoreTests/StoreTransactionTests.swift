import XCTest
import Foundation
@testable import RxStore

final class StoreTransactionTests: StoreTestCase {
    struct Failure: Error {}

    func test_write_whenBodyThrows_rollsBackEverything() throws {
        let store = try Store(url: fileURL())
        try store.add(Tweet(id: 1))
        XCTAssertThrowsError(try store.write {
            try store.add(Tweet(id: 2))
            try store.delete(Tweet.self, forPrimaryKey: 1)
            throw Failure()
        })
        XCTAssertEqual(try store.objects(Tweet.self).toArray().map(\.id), [1])
    }

    func test_nestedWrite_whenItThrows_undoesOnlyItsOwnChanges() throws {
        let store = try Store(configuration: .inMemory())
        try store.write {
            try store.add(Tweet(id: 1))
            XCTAssertThrowsError(try store.write {
                try store.add(Tweet(id: 2))
                throw Failure()
            })
            try store.add(Tweet(id: 3))
        }
        XCTAssertEqual(try store.objects(Tweet.self).toArray().map(\.id), [1, 3])
    }

    func test_readInsideWrite_seesUncommittedChanges_otherReadersDoNot() throws {
        let store = try Store(url: fileURL())
        try store.write {
            try store.add(Tweet(id: 1))
            XCTAssertEqual(try store.objects(Tweet.self).toArray().count, 1)
            // A real other thread: DispatchQueue.sync may run the block on this one.
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var count = -1
            Thread {
                count = (try? store.objects(Tweet.self).toArray().count) ?? -2
                done.signal()
            }.start()
            done.wait()
            XCTAssertEqual(count, 0)
        }
        XCTAssertEqual(try store.objects(Tweet.self).toArray().count, 1)
    }

    func test_readBlock_seesOneSnapshot() throws {
        let store = try Store(url: fileURL())
        try store.add(Tweet(id: 1))
        try store.read {
            XCTAssertEqual(try store.objects(Tweet.self).toArray().count, 1)
            try DispatchQueue(label: "writer").sync { try store.add(Tweet(id: 2)) }
            XCTAssertEqual(try store.objects(Tweet.self).toArray().count, 1)
        }
        XCTAssertEqual(try store.objects(Tweet.self).toArray().count, 2)
    }

    func test_inMemoryStores_areIsolatedByIdentifier_andSharedWithinOne() throws {
        let first = try Store(configuration: .inMemory())
        let second = try Store(configuration: .inMemory())
        try first.add(Tweet(id: 1))
        XCTAssertEqual(try second.objects(Tweet.self).toArray(), [])
        let named = try Store(configuration: .inMemory(identifier: "shared-\(UUID())"))
        let sameName = try Store(configuration: named.configuration)
        try named.add(Tweet(id: 7))
        XCTAssertEqual(try sameName.objects(Tweet.self).toArray().map(\.id), [7])
    }

    func test_inMemoryStore_isGoneWhenTheLastStoreIsReleased() throws {
        let identifier = "transient-\(UUID())"
        do {
            let store = try Store(configuration: .inMemory(identifier: identifier))
            try store.add(Tweet(id: 1))
        }
        let again = try Store(configuration: .inMemory(identifier: identifier))
        XCTAssertEqual(try again.objects(Tweet.self).toArray(), [])
    }

    func test_multiThreadStress_writersAndReadersAtOnce_keepTotals() throws {
        let store = try Store(url: fileURL())
        let writers = 4
        let perWriter = 200
        let errors = ErrorBox()
        DispatchQueue.concurrentPerform(iterations: writers * 2) { worker in
            do {
                if worker < writers {
                    for index in 0..<perWriter {
                        let id = worker * perWriter + index
                        if index.isMultiple(of: 2) {
                            try store.add(Tweet(id: id))
                        } else {
                            try store.write {
                                try store.add(Tweet(id: id, likes: 1))
                                try store.add(Tweet(id: id, likes: 2), update: .all)
                            }
                        }
                    }
                } else {
                    for _ in 0..<100 {
                        let ids = try store.read { try store.objects(Tweet.self).toArray().map(\.id) }
                        if Set(ids).count != ids.count { errors.add("duplicate rows in one read") }
                    }
                }
            } catch {
                errors.add("\(error)")
            }
        }
        XCTAssertEqual(errors.messages, [])
        let all = try store.objects(Tweet.self).toArray()
        XCTAssertEqual(all.count, writers * perWriter)
        XCTAssertEqual(all.reduce(0) { $0 + $1.likes }, writers * perWriter / 2 * 2)
    }
}

/// Collects failure messages from several threads. Lock discipline: `lock` guards `list`.
final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ message: String) { lock.lock(); list.append(message); lock.unlock() }
    var messages: [String] { lock.lock(); defer { lock.unlock() }; return list }
}
