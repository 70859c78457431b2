import XCTest
import Foundation
import RxCore
import Differentiator
@testable import RxStore

final class ObservableStoreTests: StoreTestCase {
    /// Collects emissions from the scheduler's queue. Lock discipline: `lock` guards `list`.
    final class Recorder<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [T] = []
        func add(_ value: T) { lock.lock(); list.append(value); lock.unlock() }
        var values: [T] { lock.lock(); defer { lock.unlock() }; return list }
    }

    func waitUntil(_ condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(5)
        while !condition() && Date() < deadline { usleep(1000) }
        XCTAssertTrue(condition(), "timed out", file: file, line: line)
    }

    func test_changeset_firstNil_thenInsertsUpdatesDeletesAfterEachCommit() throws {
        let store = try Store(url: fileURL())
        try store.add([Tweet(id: 1), Tweet(id: 2)])
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "store-test")
        let recorder = Recorder<(ids: [Int], changeset: Changeset<Tweet>?)>()
        let results = store.objects(Tweet.self).sorted(by: "id", ascending: false)
        let subscription = Observable.changeset(from: results, on: scheduler).subscribe(onNext: { results, changeset in
            recorder.add((Array(results).map(\.id), changeset))
        })
        XCTAssertEqual(recorder.values.count, 1)
        XCTAssertEqual(recorder.values.first?.ids, [2, 1])
        XCTAssertNil(recorder.values.first?.changeset)

        try store.add(Tweet(id: 3))
        waitUntil { recorder.values.count == 2 }
        XCTAssertEqual(recorder.values.last?.changeset?.inserted, [0])

        try store.add(Tweet(id: 1, text: "edited"), update: .all)
        waitUntil { recorder.values.count == 3 }
        XCTAssertEqual(recorder.values.last?.changeset?.updated, [2])

        try store.add(Tweet(id: 2), update: .modified)  // identical: no emission
        try store.delete(Tweet.self, forPrimaryKey: 3)
        waitUntil { recorder.values.count == 4 }
        XCTAssertEqual(recorder.values.last?.changeset?.deleted, [0])
        XCTAssertEqual(recorder.values.last?.ids, [2, 1])
        subscription.dispose()

        try store.add(Tweet(id: 9))
        usleep(20_000)
        XCTAssertEqual(recorder.values.count, 4, "nothing after dispose")
    }

    func test_arrayFrom_andRxAdd_bindAFeedIntoTheStore() throws {
        let store = try Store(configuration: .inMemory())
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "store-test")
        let recorder = Recorder<[Int]>()
        let subscription = Observable.array(from: store.objects(Tweet.self).sorted(by: "id"), on: scheduler)
            .subscribe(onNext: { recorder.add($0.map(\.id)) })
        let timeline = PublishSubject<[Tweet]>()
        let binding = timeline.subscribe(store.rx.add(update: .all))
        timeline.onNext([Tweet(id: 1), Tweet(id: 2)])
        timeline.onNext([Tweet(id: 2, text: "edit"), Tweet(id: 3)])
        waitUntil { recorder.values.last == [1, 2, 3] }
        XCTAssertEqual(recorder.values.first, [])
        XCTAssertEqual(try store.object(ofType: Tweet.self, forPrimaryKey: 2)?.text, "edit")
        binding.dispose()
        subscription.dispose()
    }
}
