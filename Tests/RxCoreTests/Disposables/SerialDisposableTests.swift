import XCTest
import RxCore

final class SerialDisposableTests: RxTestCase {
    func test_init_isNotDisposed() {
        XCTAssertFalse(SerialDisposable().isDisposed)
    }

    func test_settingADisposable_doesNotDisposeIt_andTheGetterReturnsIt() {
        let serial = SerialDisposable()
        let counter = DisposeCounter()
        serial.disposable = counter
        XCTAssertEqual(counter.count, 0)
        XCTAssertTrue(serial.disposable as AnyObject === counter)
        serial.dispose()
    }

    func test_replacing_disposesTheOldOne_only() {
        let serial = SerialDisposable()
        let first = DisposeCounter(), second = DisposeCounter()
        serial.disposable = first
        serial.disposable = second
        XCTAssertEqual([first.count, second.count], [1, 0])
        serial.dispose()
        XCTAssertEqual([first.count, second.count], [1, 1])
    }

    func test_dispose_disposesTheCurrentOne_once() {
        let serial = SerialDisposable()
        let counter = DisposeCounter()
        serial.disposable = counter
        serial.dispose()
        serial.dispose()
        XCTAssertTrue(serial.isDisposed)
        XCTAssertEqual(counter.count, 1)
    }

    func test_afterDispose_newDisposablesAreDisposedAtOnce() {
        let serial = SerialDisposable()
        serial.dispose()
        let first = DisposeCounter(), second = DisposeCounter()
        serial.disposable = first
        XCTAssertEqual(first.count, 1)
        serial.disposable = second
        XCTAssertEqual([first.count, second.count], [1, 1], "the earlier one is not disposed a second time")
    }

    func test_dispose_withoutADisposable_isFine() {
        let serial = SerialDisposable()
        serial.dispose()
        XCTAssertTrue(serial.isDisposed)
    }

    func test_assigningFromInsideTheOldOnesDispose_doesNotDeadlock_andTheLastAssignmentWins() {
        let serial = SerialDisposable()
        let replacement = DisposeCounter(), reassigned = DisposeCounter()
        serial.disposable = Disposables.create { serial.disposable = reassigned }

        // The old one is disposed after the lock is released; it assigns `reassigned`,
        // which replaces (and disposes) `replacement`.
        serial.disposable = replacement

        XCTAssertEqual([replacement.count, reassigned.count], [1, 0])
        serial.dispose()
        XCTAssertEqual([replacement.count, reassigned.count], [1, 1])
    }
}
