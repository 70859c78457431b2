import XCTest
import RxCore

final class SingleAssignmentDisposableTests: RxTestCase {
    func test_init_isNotDisposed() {
        XCTAssertFalse(SingleAssignmentDisposable().isDisposed)
    }

    func test_assignThenDispose_disposesTheAssignedOne() {
        let single = SingleAssignmentDisposable()
        let counter = DisposeCounter()
        single.setDisposable(counter)
        XCTAssertEqual(counter.count, 0)
        XCTAssertFalse(single.isDisposed)

        single.dispose()

        XCTAssertTrue(single.isDisposed)
        XCTAssertEqual(counter.count, 1)
    }

    func test_disposeBeforeAssignment_disposesTheDisposableWhenAssigned() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        let counter = DisposeCounter()

        single.setDisposable(counter)

        XCTAssertEqual(counter.count, 1)
    }

    func test_disposeTwice_disposesTheAssignedOneOnce() {
        let single = SingleAssignmentDisposable()
        let counter = DisposeCounter()
        single.setDisposable(counter)
        single.dispose()
        single.dispose()
        XCTAssertEqual(counter.count, 1)
    }

    func test_disposeBeforeAssignment_thenDisposeAgain_disposesOnce() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        let counter = DisposeCounter()
        single.setDisposable(counter)
        single.dispose()
        XCTAssertEqual(counter.count, 1)
    }

    func test_assigningTwice_isReported_disposesTheSecond_andKeepsTheFirst() {
        let single = SingleAssignmentDisposable()
        let first = DisposeCounter(), second = DisposeCounter()
        let reports = recordingMisuse {
            single.setDisposable(first)
            single.setDisposable(second)
        }
        #if DEBUG
        XCTAssertEqual(reports.count, 1)
        #endif
        XCTAssertEqual([first.count, second.count], [0, 1])

        single.dispose()

        XCTAssertEqual([first.count, second.count], [1, 1], "dispose still reaches the first (valid) assignment")
    }
}
