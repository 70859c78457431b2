import Dispatch
import Foundation
import Synchronization
import XCTest
import RxCore
import Differentiator
@testable import RxStore

/// A `Results` value is one consistent snapshot as a collection: its count, indexes and
/// elements agree whatever commits meanwhile, from any thread.
final class ResultsSnapshotTests: StoreTestCase {
    private let rowCount = 40

    /// Every row's `likes` is the generation of the write that last set it; one write
    /// sets every row, so the rows of one snapshot all share one generation.
    private func storeWithGenerations() throws -> Store {
        let store = try Store(url: fileURL())
        try store.add((1...rowCount).map { Tweet(id: $0, likes: 0) })
        return store
    }

    func test_results_readAsACollectionFromSeveralThreads_whileWritesCommit_neverMixesSnapshots() throws {
        let store = try storeWithGenerations()
        let rowCount = self.rowCount
        let readersDone = SharedCounter()
        let writes = SharedCounter()
        let writerDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var generation = 0
            while readersDone.value == 0 {
                generation += 1
                do {
                    try store.add((1...rowCount).map { Tweet(id: $0, likes: generation) }, update: .all)
                    writes.add()
                } catch {
                    break
                }
            }
            writerDone.signal()
        }

        let readers = 4
        let passes = 60
        let mixed = SharedCounter()
        let wrongCount = SharedCounter()
        DispatchQueue.concurrentPerform(iterations: readers) { reader in
            let shared = store.objects(Tweet.self).sorted(by: "id")
            for pass in 0..<passes {
                // A fresh value per pass (its first use reads), and one shared by every pass
                // of this reader; both are walked by index, by `map` and by iteration.
                let results = pass % 2 == 0 ? store.objects(Tweet.self).sorted(by: "id") : shared
                var byIndex: [Int] = []
                for index in 0..<results.count {
                    byIndex.append(results[index].likes)
                }
                let mapped = results.map(\.likes)
                var iterated: [Int] = []
                for tweet in results { iterated.append(tweet.likes) }
                for walk in [byIndex, mapped, iterated] {
                    if walk.count != rowCount { wrongCount.add() }
                    if Set(walk).count > 1 { mixed.add() }
                }
                if byIndex != mapped || mapped != iterated { mixed.add() }
                _ = reader
            }
        }
        readersDone.add()
        XCTAssertEqual(writerDone.wait(timeout: .now() + 30), .success, "the writer stopped")
        XCTAssertGreaterThan(writes.value, 1, "writes committed while the readers read")
        XCTAssertEqual(mixed.value, 0, "walks of one value saw rows of different commits")
        XCTAssertEqual(wrongCount.value, 0)
    }

    func test_results_keepsTheRowsOfItsFirstUse_andANewQuerySeesLaterWrites() throws {
        let store = try Store(url: fileURL())
        let results = store.objects(Tweet.self).sorted(by: "id")
        try store.add([Tweet(id: 2), Tweet(id: 1)])
        XCTAssertEqual(results.map(\.id), [1, 2], "read at its first use, after the write")
        try store.delete(Tweet.self, forPrimaryKey: 1)
        XCTAssertEqual(results.map(\.id), [1, 2], "the value keeps its snapshot")
        let copy = results
        XCTAssertEqual(copy.map(\.id), [1, 2], "copies share it")
        XCTAssertEqual(store.objects(Tweet.self).sorted(by: "id").map(\.id), [2])
        XCTAssertEqual(results.sorted(by: "text").map(\.id), [2], "a refined query is a new value")
        XCTAssertEqual(try results.toArray().map(\.id), [2], "toArray reads now")
    }

    func test_changeset_emitsValuesShowingExactlyTheirRows_afterLaterCommits() throws {
        let store = try Store(url: fileURL())
        try store.add([Tweet(id: 1), Tweet(id: 2)])
        let scheduler = ManualScheduler()
        var emitted: [(Results<Tweet>, ListChangeset<Tweet>?)] = []
        let subscription = Observable.changeset(from: store.objects(Tweet.self).sorted(by: "id"), on: scheduler)
            .subscribe(onNext: { emitted.append($0) })
        try store.add(Tweet(id: 3))
        scheduler.runAll()
        try store.add(Tweet(id: 4))
        XCTAssertEqual(emitted.count, 2)
        XCTAssertEqual(emitted.first.map { $0.0.map(\.id) }, [1, 2], "the first value keeps its rows")
        XCTAssertEqual(emitted.last.map { $0.0.map(\.id) }, [1, 2, 3])
        XCTAssertEqual(emitted.last?.1?.finalItems.map(\.id), [1, 2, 3])
        scheduler.runAll()
        subscription.dispose()
    }
}

/// A counter shared between threads.
private final class SharedCounter: Sendable {
    private let storage = Atomic<Int>(0)

    func add() {
        storage.wrappingAdd(1, ordering: .sequentiallyConsistent)
    }

    var value: Int { storage.load(ordering: .sequentiallyConsistent) }
}
