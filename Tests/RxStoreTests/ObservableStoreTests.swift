import XCTest
import Foundation
import RxCore
import Differentiator
import TestSupport
@testable import RxStore

/// `Observable.changeset(from:)`, `collection(from:)`, `array(from:)` and `store.rx.add`.
///
/// Most tests deliver on a `ManualScheduler`: a write only queues the refresh, and
/// `scheduler.runAll()` delivers it, so each test states exactly what arrives when.
final class ObservableStoreTests: StoreTestCase {
    typealias Emission = (rows: [Tweet], changeset: ListChangeset<Tweet>?)

    /// Subscribes to `results`' change sets on `scheduler`, recording each emission with
    /// the rows `results` shows at that moment.
    func observe(_ results: Results<Tweet>, on scheduler: ImmediateSchedulerType) -> (Recorder<Emission>, Disposable) {
        let recorder = Recorder<Emission>()
        let subscription = Observable.changeset(from: results, on: scheduler).subscribe(onNext: { results, changeset in
            recorder.add((Array(results), changeset))
        })
        return (recorder, subscription)
    }

    /// Asserts that `emission` carries a change set that turns `old` into its rows, and
    /// that the emitted query shows those same rows.
    func assertReplays(_ emission: Emission?, from old: [Tweet], file: StaticString = #filePath, line: UInt = #line) {
        guard let emission, let changeset = emission.changeset else {
            return XCTFail("no change set", file: file, line: line)
        }
        XCTAssertEqual(emission.rows, changeset.finalItems, "the query shows the change set's rows", file: file, line: line)
        XCTAssertEqual(try Diff.apply(changeset, to: old), changeset.finalItems, "the change set replays", file: file, line: line)
    }

    func ids(_ emission: Emission?) -> [Int] { emission?.rows.map(\.id) ?? [] }

    /// A file store (live queries read on the reader pool) holding tweets `ids`.
    func store(with ids: [Int]) throws -> Store {
        let store = try Store(url: fileURL())
        try store.add(ids.map { Tweet(id: $0) })
        return store
    }

    // MARK: First emission

    func test_changeset_firstEmission_isTheRowsWithANilChangeset_onTheSubscribingThread() throws {
        let store = try store(with: [1, 2, 3])
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self).sorted(by: "id", ascending: false), on: scheduler)
        XCTAssertEqual(recorder.values.count, 1)
        XCTAssertEqual(ids(recorder.values.first), [3, 2, 1])
        XCTAssertNil(recorder.values.first?.changeset)
        XCTAssertEqual(scheduler.pendingCount, 0)
        subscription.dispose()
    }

    func test_changeset_withoutSynchronousStart_deliversTheFirstEmissionOnTheScheduler() throws {
        let store = try store(with: [1])
        let scheduler = ManualScheduler()
        let recorder = Recorder<Int>()
        let subscription = Observable.changeset(from: store.objects(Tweet.self), synchronousStart: false, on: scheduler)
            .subscribe(onNext: { results, _ in recorder.add(results.count) })
        XCTAssertEqual(recorder.values, [])
        scheduler.runAll()
        XCTAssertEqual(recorder.values, [1])
        subscription.dispose()
    }

    func test_changeset_beforeTheTableExists_startsEmpty_thenReportsInserts() throws {
        let store = try Store(url: fileURL())
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self).sorted(by: "id"), on: scheduler)
        try store.add([Tweet(id: 1), Tweet(id: 2)])
        scheduler.runAll()
        XCTAssertEqual(recorder.values.count, 2)
        XCTAssertEqual(recorder.values.last?.changeset?.inserted, [0, 1])
        assertReplays(recorder.values.last, from: [])
        subscription.dispose()
    }

    // MARK: Kinds of change

    func test_changeset_insertsAtTheHead_reportNewIndexes() throws {
        let store = try store(with: [1, 2, 3, 4, 5])
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self).sorted(by: "createdAt", ascending: false), on: scheduler)
        try store.add([Tweet(id: 6), Tweet(id: 7)])
        scheduler.runAll()
        let last = recorder.values.last
        XCTAssertEqual(last?.changeset?.inserted, [0, 1])
        XCTAssertEqual(last?.changeset?.deleted, [])
        XCTAssertEqual(last?.changeset?.updated, [])
        XCTAssertEqual(last?.changeset?.moved.count, 0)
        XCTAssertEqual(ids(last), [7, 6, 5, 4, 3, 2, 1])
        assertReplays(last, from: recorder.values[0].rows)
        subscription.dispose()
    }

    func test_changeset_deletions_reportOldIndexes() throws {
        let store = try store(with: [1, 2, 3, 4, 5])
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self).sorted(by: "id", ascending: false), on: scheduler)
        try store.write {
            try store.delete(Tweet.self, forPrimaryKey: 4)
            try store.delete(Tweet(id: 2))
        }
        scheduler.runAll()
        XCTAssertEqual(recorder.values.last?.changeset?.deleted, [1, 3])
        XCTAssertEqual(recorder.values.last?.changeset?.inserted, [])
        XCTAssertEqual(ids(recorder.values.last), [5, 3, 1])
        assertReplays(recorder.values.last, from: recorder.values[0].rows)
        subscription.dispose()
    }

    func test_changeset_updates_reportNewIndexes() throws {
        let store = try store(with: [1, 2, 3])
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self).sorted(by: "id", ascending: false), on: scheduler)
        try store.add([Tweet(id: 1, text: "edited"), Tweet(id: 3, likes: 7)], update: .all)
        scheduler.runAll()
        XCTAssertEqual(recorder.values.last?.changeset?.updated, [0, 2])
        XCTAssertEqual(recorder.values.last?.rows.first?.likes, 7)
        XCTAssertEqual(recorder.values.last?.rows.last?.text, "edited")
        assertReplays(recorder.values.last, from: recorder.values[0].rows)
        subscription.dispose()
    }

    func test_changeset_rewritingIdenticalRecords_emitsNothing() throws {
        let store = try store(with: [1, 2, 3])
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self), on: scheduler)
        // `.all` runs an UPDATE even when nothing differs: the rows are re-read, found
        // equal, and no change set is sent.
        try store.add([Tweet(id: 1), Tweet(id: 2)], update: .all)
        scheduler.runAll()
        XCTAssertEqual(recorder.values.count, 1)
        subscription.dispose()
    }

    func test_changeset_sortKeyChange_reportsAMoveAndAnUpdate() throws {
        let store = try Store(url: fileURL())
        try store.add((1...5).map { Tweet(id: $0, likes: $0) })
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self).sorted(by: "likes"), on: scheduler)
        try store.add(Tweet(id: 1, likes: 10), update: .modified)
        scheduler.runAll()
        let changeset = recorder.values.last?.changeset
        XCTAssertEqual(ids(recorder.values.last), [2, 3, 4, 5, 1])
        XCTAssertEqual(changeset?.moved.map(\.from), [0])
        XCTAssertEqual(changeset?.moved.map(\.to), [4])
        XCTAssertEqual(changeset?.updated, [4])
        XCTAssertEqual(changeset?.inserted, [])
        XCTAssertEqual(changeset?.deleted, [])
        assertReplays(recorder.values.last, from: recorder.values[0].rows)
        subscription.dispose()
    }

    func test_changeset_deletingAndReAddingAKey_isAnUpdateOfThatKey() throws {
        let store = try store(with: [1, 2, 3])
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self).sorted(by: "id"), on: scheduler)
        try store.write {
            try store.delete(Tweet.self, forPrimaryKey: 2)
            try store.add(Tweet(id: 2, text: "back"))
        }
        scheduler.runAll()
        XCTAssertEqual(recorder.values.last?.changeset?.updated, [1])
        XCTAssertEqual(recorder.values.last?.changeset?.inserted, [])
        XCTAssertEqual(recorder.values.last?.changeset?.deleted, [])
        assertReplays(recorder.values.last, from: recorder.values[0].rows)
        subscription.dispose()
    }

    func test_changeset_limitWindow_rowsPushedOutAndPulledIn() throws {
        let store = try store(with: [1, 2, 3, 4, 5])
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self).sorted(by: "id", ascending: false).limit(3), on: scheduler)
        XCTAssertEqual(ids(recorder.values.last), [5, 4, 3])
        try store.add(Tweet(id: 6))
        scheduler.runAll()
        XCTAssertEqual(ids(recorder.values.last), [6, 5, 4])
        XCTAssertEqual(recorder.values.last?.changeset?.inserted, [0])
        XCTAssertEqual(recorder.values.last?.changeset?.deleted, [2])
        assertReplays(recorder.values.last, from: recorder.values[0].rows)
        // Row 3 was not written, but comes back into the window.
        try store.delete(Tweet.self, forPrimaryKey: 6)
        scheduler.runAll()
        XCTAssertEqual(ids(recorder.values.last), [5, 4, 3])
        XCTAssertEqual(recorder.values.last?.changeset?.deleted, [0])
        XCTAssertEqual(recorder.values.last?.changeset?.inserted, [2])
        assertReplays(recorder.values.last, from: recorder.values[1].rows)
        subscription.dispose()
    }

    func test_changeset_filter_rowsLeavingAndEnteringIt() throws {
        let store = try Store(url: fileURL())
        try store.add((1...4).map { Tweet(id: $0, likes: $0) })
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self).filter("likes >= ?", 3).sorted(by: "id"), on: scheduler)
        XCTAssertEqual(ids(recorder.values.last), [3, 4])
        try store.add([Tweet(id: 1, likes: 9), Tweet(id: 4, likes: 0)], update: .all)
        scheduler.runAll()
        XCTAssertEqual(ids(recorder.values.last), [1, 3])
        XCTAssertEqual(recorder.values.last?.changeset?.inserted, [0])
        XCTAssertEqual(recorder.values.last?.changeset?.deleted, [1])
        assertReplays(recorder.values.last, from: recorder.values[0].rows)
        subscription.dispose()
    }

    func test_changeset_deleteAllAndRawSQL_areReadInFull() throws {
        let store = try store(with: [1, 2, 3])
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self).sorted(by: "id"), on: scheduler)
        try store.execute("UPDATE Tweet SET likes = likes + ? WHERE id >= ?", 1, 2)
        scheduler.runAll()
        XCTAssertEqual(recorder.values.last?.changeset?.updated, [1, 2])
        assertReplays(recorder.values.last, from: recorder.values[0].rows)
        try store.deleteAll(Tweet.self)
        scheduler.runAll()
        XCTAssertEqual(recorder.values.last?.changeset?.deleted, [0, 1, 2])
        XCTAssertEqual(ids(recorder.values.last), [])
        subscription.dispose()
    }

    func test_changeset_manyChangedRows_areReadInOnePass_andStayRight() throws {
        let store = try store(with: Array(1...200))
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self).sorted(by: "id"), on: scheduler)
        try store.add((1...200).filter { $0.isMultiple(of: 2) }.map { Tweet(id: $0, likes: 1) }, update: .all)
        scheduler.runAll()
        XCTAssertEqual(recorder.values.last?.changeset?.updated, Array(stride(from: 1, to: 200, by: 2)))
        assertReplays(recorder.values.last, from: recorder.values[0].rows)
        subscription.dispose()
    }

    func test_changeset_otherTables_doNotWakeTheQuery() throws {
        struct Note: Record, Equatable { static let primaryKey = "id"; var id: Int }
        let store = try store(with: [1])
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self), on: scheduler)
        try store.add(Note(id: 1))
        XCTAssertEqual(scheduler.pendingCount, 0)
        XCTAssertEqual(recorder.values.count, 1)
        subscription.dispose()
    }

    func test_changeset_afterSmallWrites_decodesOnlyTheRowsThatChangedOrCameIntoView() throws {
        let store = try Store(url: fileURL())
        try store.add((1...500).map { CountedRecord(id: $0) })
        let scheduler = ManualScheduler()
        let recorder = Recorder<ListChangeset<CountedRecord>?>()
        let all = Observable.changeset(from: store.objects(CountedRecord.self).sorted(by: "id", ascending: false), on: scheduler)
            .subscribe(onNext: { recorder.add($1) })
        let decodesBefore = CountedRecord.decodes.value
        try store.add([CountedRecord(id: 501), CountedRecord(id: 502), CountedRecord(id: 7, likes: 1)], update: .all)
        scheduler.runAll()
        XCTAssertEqual(CountedRecord.decodes.value - decodesBefore, 3, "two inserts and one update are decoded, not 503 rows")
        XCTAssertEqual(recorder.values.last??.inserted, [0, 1])
        XCTAssertEqual(recorder.values.last??.updated, [495])
        all.dispose()

        let window = Observable.changeset(from: store.objects(CountedRecord.self).sorted(by: "id", ascending: false).limit(10), on: scheduler)
            .subscribe(onNext: { recorder.add($1) })
        let windowBefore = CountedRecord.decodes.value
        try store.delete(CountedRecord.self, forPrimaryKey: 502)
        scheduler.runAll()
        XCTAssertEqual(CountedRecord.decodes.value - windowBefore, 1, "only the row pulled into the window is decoded")
        XCTAssertEqual(recorder.values.last??.deleted, [0])
        XCTAssertEqual(recorder.values.last??.inserted, [9])
        window.dispose()
    }

    // MARK: Coalescing

    func test_changeset_closeWrites_coalesceIntoOneChangeset() throws {
        let store = try store(with: [1, 2, 3])
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self).sorted(by: "id"), on: scheduler)
        try store.add(Tweet(id: 4))
        try store.delete(Tweet.self, forPrimaryKey: 1)
        try store.add(Tweet(id: 2, text: "edited"), update: .all)
        XCTAssertEqual(scheduler.pendingCount, 1, "one refresh for three commits")
        scheduler.runAll()
        XCTAssertEqual(recorder.values.count, 2)
        let changeset = recorder.values.last?.changeset
        XCTAssertEqual(changeset?.deleted, [0])
        XCTAssertEqual(changeset?.inserted, [2])
        XCTAssertEqual(changeset?.updated, [0])
        XCTAssertEqual(ids(recorder.values.last), [2, 3, 4])
        assertReplays(recorder.values.last, from: recorder.values[0].rows)
        subscription.dispose()
    }

    func test_changeset_writeDuringARefresh_isDeliveredByTheSameRefreshRun() throws {
        let store = try store(with: [1])
        let scheduler = ManualScheduler()
        let recorder = Recorder<[Int]>()
        var wroteOnce = false
        let subscription = Observable.changeset(from: store.objects(Tweet.self).sorted(by: "id"), on: scheduler)
            .subscribe(onNext: { results, changeset in
                recorder.add(results.map(\.id))
                // A subscriber that writes: the refresh notices and goes round once more.
                if changeset != nil && !wroteOnce {
                    wroteOnce = true
                    do { try store.add(Tweet(id: 3)) } catch { XCTFail("\(error)") }
                }
            })
        try store.add(Tweet(id: 2))
        scheduler.runAll()
        XCTAssertEqual(recorder.values, [[1], [1, 2], [1, 2, 3]])
        subscription.dispose()
    }

    // MARK: Scheduling and disposal

    func test_changeset_deliversOnTheChosenScheduler() throws {
        let store = try store(with: [1])
        let key = DispatchSpecificKey<String>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "store-test", serialQueueConfiguration: { queue in
            queue.setSpecific(key: key, value: "store-test")
        })
        let delivered = expectation(description: "a change set on the scheduler's queue")
        let queues = Recorder<String?>()
        let subscription = Observable.changeset(from: store.objects(Tweet.self), on: scheduler).subscribe(onNext: { _, changeset in
            queues.add(DispatchQueue.getSpecific(key: key))
            if changeset != nil { delivered.fulfill() }
        })
        try store.add(Tweet(id: 2))
        wait(for: [delivered], timeout: 10)
        subscription.dispose()
        drain(scheduler)
        XCTAssertEqual(queues.values, [nil, "store-test"], "the first on the subscribing thread, then on the queue")
    }

    func test_changeset_fromAWriterThread_isDeliveredOnTheScheduler_notTheWriter() throws {
        let store = try store(with: [1])
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self), on: scheduler)
        let written = DispatchSemaphore(value: 0)
        Thread {
            try? store.add(Tweet(id: 2))
            written.signal()
        }.start()
        XCTAssertEqual(written.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(recorder.values.count, 1, "nothing is delivered on the writer's thread")
        scheduler.runAll()
        XCTAssertEqual(recorder.values.count, 2)
        subscription.dispose()
    }

    func test_changeset_afterDispose_deliversNothing_andReleasesEverything() throws {
        let store = try store(with: [1])
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(store.objects(Tweet.self), on: scheduler)
        try store.add(Tweet(id: 2))
        subscription.dispose()
        scheduler.runAll()
        try store.add(Tweet(id: 3))
        XCTAssertEqual(scheduler.pendingCount, 0, "the store no longer calls the query")
        XCTAssertEqual(recorder.values.count, 1)
        XCTAssertEqual(store.database.observerCount, 0)
    }

    func test_changeset_readError_endsTheSequenceWithIt() throws {
        struct Strict: Record, Equatable { static let primaryKey = "id"; static let tableName = "Tweet"; var id: Int; var likes: Int }
        let store = try store(with: [1])
        let scheduler = ManualScheduler()
        let errors = Recorder<Error>()
        let subscription = Observable.changeset(from: store.objects(Strict.self), on: scheduler)
            .subscribe(onError: { errors.add($0) })
        try store.execute("UPDATE Tweet SET likes = ?", "not a number")
        scheduler.runAll()
        XCTAssertEqual(errors.values.count, 1)
        guard case StoreError.invalidRecord? = errors.values.first as? StoreError else { return XCTFail("\(errors.values)") }
        subscription.dispose()
        XCTAssertEqual(store.database.observerCount, 0)
    }

    // MARK: collection, array and rx.add

    func test_collectionAndArrayFrom_emitTheRowsAfterEachChange() throws {
        let store = try Store(configuration: .inMemory())
        let scheduler = ManualScheduler()
        let arrays = Recorder<[Int]>()
        let counts = Recorder<Int>()
        let query = store.objects(Tweet.self).sorted(by: "id")
        let first = Observable.array(from: query, on: scheduler).subscribe(onNext: { arrays.add($0.map(\.id)) })
        let second = Observable.collection(from: query, on: scheduler).subscribe(onNext: { counts.add($0.count) })
        try store.add([Tweet(id: 2), Tweet(id: 1)])
        scheduler.runAll()
        XCTAssertEqual(arrays.values, [[], [1, 2]])
        XCTAssertEqual(counts.values, [0, 2])
        first.dispose()
        second.dispose()
    }

    func test_rxAdd_bindsAFeedIntoTheStore() throws {
        let store = try Store(configuration: .inMemory())
        let scheduler = ManualScheduler()
        let recorder = Recorder<[Int]>()
        let subscription = Observable.array(from: store.objects(Tweet.self).sorted(by: "id"), on: scheduler)
            .subscribe(onNext: { recorder.add($0.map(\.id)) })
        let timeline = PublishSubject<[Tweet]>()
        let binding = timeline.subscribe(store.rx.add(update: .all))
        timeline.onNext([Tweet(id: 1), Tweet(id: 2)])
        timeline.onNext([Tweet(id: 2, text: "edit"), Tweet(id: 3)])
        scheduler.runAll()
        XCTAssertEqual(recorder.values, [[], [1, 2, 3]])
        XCTAssertEqual(try store.object(ofType: Tweet.self, forPrimaryKey: 2)?.text, "edit")
        let single = PublishSubject<Tweet>()
        let errors = Recorder<Error>()
        let singleBinding = single.subscribe(store.rx.add(update: .error, onError: { errors.add($0) }))
        single.onNext(Tweet(id: 1))
        XCTAssertEqual(errors.values.count, 1, "a duplicate key with .error is reported, not thrown")
        binding.dispose()
        singleBinding.dispose()
        subscription.dispose()
        scheduler.runAll()
    }

    // MARK: Property test

    func test_changeset_rowsEnteringALongQuery_editTheSpareCopyInPlace_andReplay() throws {
        var generator = SeededGenerator(seed: 11)
        let store = try Store(url: fileURL())
        // Even ids below, so odd ones can enter anywhere; more rows than the spare's minimum.
        try store.add((0..<SpareRows<Tweet>.minimumCount + 200).map { Tweet(id: $0 * 2) })
        let scheduler = ManualScheduler()
        let query = store.objects(Tweet.self).sorted(by: "id", ascending: false)
        let (recorder, subscription) = observe(query, on: scheduler)
        defer { subscription.dispose() }
        var shown = recorder.values.last?.rows ?? []
        let takenBefore = SpareRowsCopies.taken.load(ordering: .relaxed)
        var top = (SpareRows<Tweet>.minimumCount + 200) * 2
        for round in 0..<16 {
            SpareRowsCopies.inFlight.wait()
            try store.write {
                // New rows on top, and a few runs of rows entering in the middle (a run
                // may be longer than one row; round 5 makes more runs than the limit).
                for _ in 0..<Int.random(in: 0...3, using: &generator) {
                    top += 1
                    try store.add(Tweet(id: top))
                }
                // Every fourth round also rewrites a stored row: the change set then comes from
                // the diff rows the rounds before edited in place.
                if round % 4 == 3 { try store.add(Tweet(id: 2 * Int.random(in: 0..<100, using: &generator), text: "rewritten"), update: .all) }
                for _ in 0..<(round == 5 ? 12 : Int.random(in: 1...3, using: &generator)) {
                    let start = Int.random(in: 0..<(SpareRows<Tweet>.minimumCount + 190), using: &generator) * 2 + 1
                    for id in stride(from: start, to: start + 2 * Int.random(in: 1...3, using: &generator), by: 2) {
                        try store.add(Tweet(id: id, text: "entered in round \(round)"), update: .all)
                    }
                }
            }
            scheduler.runAll()
            XCTAssertEqual(recorder.values.last?.rows ?? [], try query.toArray(), "round \(round)")
            assertReplays(recorder.values.last, from: shown)
            shown = recorder.values.last?.rows ?? []
        }
        XCTAssertGreaterThanOrEqual(SpareRowsCopies.taken.load(ordering: .relaxed) - takenBefore, 7, "the spare was edited, not the rows copied")
    }

    func test_changeset_randomWrites_alwaysReplayToTheQueryRows() throws {
        var generator = SeededGenerator(seed: 7)
        let store = try Store(url: fileURL())
        try store.add((0..<40).map { Tweet(id: $0, likes: $0 % 9) })
        let scheduler = ManualScheduler()
        let queries = [
            store.objects(Tweet.self).sorted(by: "likes", ascending: false),
            store.objects(Tweet.self).filter("likes % 2 = ?", 0).sorted(by: "id").limit(12),
            store.objects(Tweet.self).sorted(by: "text").sorted(by: "id", ascending: false).limit(20),
            // In rowid order (the INTEGER primary key, or no order): the changed rows are merged into the old order.
            store.objects(Tweet.self).filter("likes % 3 != ?", 0).sorted(by: "id", ascending: false),
            store.objects(Tweet.self).filter("text != ?", "t1"),
        ]
        let observed = queries.map { observe($0, on: scheduler) }
        var delivered = observed.map { $0.0.values.count }
        var shown = observed.map { $0.0.values.last?.rows ?? [] }
        var nextID = 40
        for round in 0..<150 {
            try store.write {
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let id = Int.random(in: 0..<nextID, using: &generator)
                    switch Int.random(in: 0..<4, using: &generator) {
                    case 0:
                        try store.add(Tweet(id: nextID, likes: Int.random(in: 0..<9, using: &generator)))
                        nextID += 1
                    case 1:
                        try store.delete(Tweet.self, forPrimaryKey: id)
                    case 2:
                        try store.add(Tweet(id: id, likes: Int.random(in: 0..<9, using: &generator)), update: .all)
                    default:
                        try store.add(Tweet(id: id, text: "t\(Int.random(in: 0..<5, using: &generator))"), update: .modified)
                    }
                }
            }
            // Deliver after most rounds; let some rounds coalesce with the next.
            guard round % 3 != 1 else { continue }
            scheduler.runAll()
            for (index, query) in queries.enumerated() {
                let values = observed[index].0.values
                XCTAssertEqual(values.last?.rows ?? [], try query.toArray(), "query \(index), round \(round)")
                if values.count > delivered[index] {
                    XCTAssertEqual(values.count, delivered[index] + 1, "one change set per delivery")
                    assertReplays(values.last, from: shown[index])
                    delivered[index] = values.count
                    shown[index] = values.last?.rows ?? []
                }
            }
        }
        for (_, subscription) in observed { subscription.dispose() }
        scheduler.runAll()
    }
}

/// A record that counts its decodings, to show which rows a live query re-reads.
struct CountedRecord: Record, Equatable {
    static let primaryKey = "id"
    static let decodes = Counter()

    var id: Int
    var likes: Int

    init(id: Int, likes: Int = 0) {
        self.id = id
        self.likes = likes
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        likes = try container.decode(Int.self, forKey: .likes)
        Self.decodes.increment()
    }
}

/// A thread-safe count. Lock discipline: `lock` guards `count`.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
