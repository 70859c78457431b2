import XCTest
import RxCore

final class CompositeDisposableTests: RxTestCase {
    func test_init_isEmptyAndNotDisposed() {
        let composite = CompositeDisposable()
        XCTAssertEqual(composite.count, 0)
        XCTAssertFalse(composite.isDisposed)
        composite.dispose()
        XCTAssertTrue(composite.isDisposed)
    }

    func test_initializers_holdTheGivenDisposables() {
        let a = DisposeCounter(), b = DisposeCounter(), c = DisposeCounter()
        XCTAssertEqual(CompositeDisposable(a, b).count, 2)
        XCTAssertEqual(CompositeDisposable(a, b, c).count, 3)
        XCTAssertEqual(CompositeDisposable(a, b, c, a).count, 4)
        XCTAssertEqual(CompositeDisposable(disposables: [a]).count, 1)
        XCTAssertEqual([a.count, b.count, c.count], [0, 0, 0])
    }

    func test_dispose_disposesEveryDisposableInInsertionOrder() {
        let log = CallRecorder()
        let composite = CompositeDisposable(Disposables.create { log.append("1") }, Disposables.create { log.append("2") })
        composite.insert(Disposables.create { log.append("3") })
        composite.insert(Disposables.create { log.append("4") })

        composite.dispose()

        XCTAssertEqual(log.entries, ["1", "2", "3", "4"])
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(composite.count, 0)
    }

    func test_dispose_twice_disposesEachOnlyOnce() {
        let a = DisposeCounter(), b = DisposeCounter()
        let composite = CompositeDisposable(disposables: [a, b])
        composite.dispose()
        composite.dispose()
        XCTAssertEqual([a.count, b.count], [1, 1])
    }

    func test_insert_returnsDistinctKeys_andCountsTheDisposables() {
        let composite = CompositeDisposable(DisposeCounter(), DisposeCounter())
        let keys = (0..<10).compactMap { _ in composite.insert(DisposeCounter()) }
        XCTAssertEqual(keys.count, 10)
        XCTAssertEqual(Set(keys).count, 10)
        XCTAssertEqual(composite.count, 12)
        composite.dispose()
    }

    func test_insert_doesNotDisposeTheDisposable() {
        let counter = DisposeCounter()
        let composite = CompositeDisposable()
        XCTAssertNotNil(composite.insert(counter))
        XCTAssertEqual(counter.count, 0)
        composite.dispose()
        XCTAssertEqual(counter.count, 1)
    }

    func test_insert_afterDispose_disposesAtOnce_andReturnsNil() {
        let composite = CompositeDisposable()
        composite.dispose()
        let counter = DisposeCounter()

        let key = composite.insert(counter)

        XCTAssertNil(key)
        XCTAssertEqual(counter.count, 1)
        XCTAssertEqual(composite.count, 0)
    }

    func test_removeForKey_disposesOnlyThatDisposable_andForgetsIt() {
        let a = DisposeCounter(), b = DisposeCounter(), c = DisposeCounter()
        let composite = CompositeDisposable()
        composite.insert(a)
        let keyB = composite.insert(b)
        composite.insert(c)

        composite.remove(for: keyB!)

        XCTAssertEqual([a.count, b.count, c.count], [0, 1, 0])
        XCTAssertEqual(composite.count, 2)

        composite.dispose()
        XCTAssertEqual([a.count, b.count, c.count], [1, 1, 1], "a removed disposable is not disposed again")
    }

    func test_removeForKey_twice_disposesOnlyOnce() {
        let counter = DisposeCounter()
        let composite = CompositeDisposable()
        let key = composite.insert(counter)!
        composite.remove(for: key)
        composite.remove(for: key)
        XCTAssertEqual(counter.count, 1)
        composite.dispose()
        XCTAssertEqual(counter.count, 1)
    }

    func test_removeForKey_afterDispose_doesNothing() {
        let counter = DisposeCounter()
        let composite = CompositeDisposable()
        let key = composite.insert(counter)!
        composite.dispose()
        composite.remove(for: key)
        XCTAssertEqual(counter.count, 1)
    }

    func test_keys_areNotReused_afterRemoval() {
        let composite = CompositeDisposable()
        let first = composite.insert(DisposeCounter())!
        composite.remove(for: first)
        let later = DisposeCounter()
        let second = composite.insert(later)!
        XCTAssertNotEqual(first, second)
        composite.remove(for: first)
        XCTAssertEqual(later.count, 0, "a stale key must not remove a newer disposable")
        composite.dispose()
    }

    func test_initializerKeys_doNotCollideWithInsertedKeys() {
        let initial = DisposeCounter()
        let composite = CompositeDisposable(disposables: [initial, DisposeCounter()])
        let inserted = DisposeCounter()
        let key = composite.insert(inserted)!
        composite.remove(for: key)
        XCTAssertEqual(inserted.count, 1)
        XCTAssertEqual(initial.count, 0)
        composite.dispose()
    }

    func test_dispose_whenAMemberInsertsIntoTheGroup_disposesTheNewOneAtOnce() {
        let composite = CompositeDisposable()
        let late = DisposeCounter()
        composite.insert(Disposables.create { composite.insert(late) })
        composite.dispose()
        XCTAssertEqual(late.count, 1)
    }

    func test_dispose_whenAMemberRemovesAnother_doesNotDeadlockOrDisposeTwice() {
        let composite = CompositeDisposable()
        let other = DisposeCounter()
        var otherKey: CompositeDisposable.DisposeKey?
        composite.insert(Disposables.create { if let otherKey { composite.remove(for: otherKey) } })
        otherKey = composite.insert(other)
        composite.dispose()
        XCTAssertEqual(other.count, 1)
    }
}
