import XCTest
import Foundation
import RxCore
import Differentiator
@testable import RxStore

/// Two stores on one real file, as two processes sharing a database are (each has its own
/// SQLite connections): live queries of one see what the other commits.
final class OtherProcessesTests: StoreTestCase {
    /// A store on the shared file that looks for the other's commits only when told
    /// (`refresh()`) or when it writes, so each test says when that happens.
    func openStore(checkingEvery interval: TimeInterval = 0) throws -> Store {
        var configuration = Store.Configuration.file(fileURL())
        configuration.otherProcessesCheckInterval = interval
        return try Store(configuration: configuration)
    }

    func observe(_ store: Store, on scheduler: ImmediateSchedulerType) -> (Recorder<[Int]>, Disposable) {
        let recorder = Recorder<[Int]>()
        let subscription = Observable.changeset(from: store.objects(Tweet.self).sorted(by: "id", ascending: false), on: scheduler)
            .subscribe(onNext: { results, changeset in
                if let changeset {
                    XCTAssertEqual(Array(results), changeset.finalItems)
                }
                recorder.add(results.map(\.id))
            })
        return (recorder, subscription)
    }

    /// This store holding rows 1 and 2 observed on a manual scheduler, after another store
    /// on the file added rows 3 and 4.
    func observeWhileTheOtherAddsTwoRows() throws -> (Store, ManualScheduler, Recorder<[Int]>, Disposable) {
        let mine = try openStore()
        try mine.add([Tweet(id: 1), Tweet(id: 2)])
        let other = try openStore()
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(mine, on: scheduler)
        try other.add([Tweet(id: 3), Tweet(id: 4)])
        return (mine, scheduler, recorder, subscription)
    }

    func test_refresh_afterAnotherStoreCommits_emitsItsRows() throws {
        let (mine, scheduler, recorder, subscription) = try observeWhileTheOtherAddsTwoRows()
        scheduler.runAll()
        XCTAssertEqual(recorder.values, [[2, 1]], "not seen before this store looks")
        XCTAssertTrue(try mine.refresh())
        scheduler.runAll()
        XCTAssertEqual(recorder.values.last, [4, 3, 2, 1])
        XCTAssertFalse(try mine.refresh(), "nothing new since")
        subscription.dispose()
    }

    func test_ownWrite_afterAnotherStoresCommit_showsBothStoresRows() throws {
        // The row-by-row change log knows only this store's rows: the other's must not be
        // left out of the merge.
        let (mine, scheduler, recorder, subscription) = try observeWhileTheOtherAddsTwoRows()
        try mine.add(Tweet(id: 5))
        scheduler.runAll()
        XCTAssertEqual(recorder.values.last, [5, 4, 3, 2, 1])
        subscription.dispose()
    }

    func test_ownWriteOfRowsTheOtherStoreAlreadyHas_stillShowsThem() throws {
        // Both write the same rows (two readers of one list): the second write changes
        // nothing, and its live query must still show the rows the first stored.
        let mine = try openStore()
        let other = try openStore()
        let scheduler = ManualScheduler()
        let (recorder, subscription) = observe(mine, on: scheduler)

        try other.add([Tweet(id: 1), Tweet(id: 2)])
        try mine.add([Tweet(id: 1), Tweet(id: 2)], update: .modified)
        scheduler.runAll()
        XCTAssertEqual(recorder.values.last, [2, 1])
        subscription.dispose()
    }

    func test_liveQuery_seesAnotherStoresCommit_byItself() throws {
        let mine = try openStore(checkingEvery: 0.05)
        let other = try openStore()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "other-processes-test")
        let arrived = expectation(description: "the other store's rows")
        let subscription = Observable.array(from: mine.objects(Tweet.self), on: scheduler).subscribe(onNext: { tweets in
            if tweets.map(\.id) == [7] { arrived.fulfill() }
        })
        try other.add(Tweet(id: 7))
        wait(for: [arrived], timeout: 10)
        subscription.dispose()
        drain(scheduler)
    }

    func test_inMemoryStore_hasNoOtherProcesses() throws {
        let store = try Store(configuration: .inMemory())
        XCTAssertFalse(try store.refresh())
    }
}
