import XCTest
import RxCore

final class BooleanDisposableTests: RxTestCase {
    func test_init_isNotDisposed() {
        XCTAssertFalse(BooleanDisposable().isDisposed)
    }

    func test_dispose_marksItDisposed_andStaysDisposed() {
        let disposable = BooleanDisposable()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
    }

    func test_initIsDisposed_setsTheInitialState() {
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
        XCTAssertFalse(BooleanDisposable(isDisposed: false).isDisposed)
    }

    func test_disposedInstance_isDisposed() {
        XCTAssertTrue(BooleanDisposable.disposed.isDisposed)
        BooleanDisposable.disposed.dispose()
        XCTAssertTrue(BooleanDisposable.disposed.isDisposed)
    }
}
