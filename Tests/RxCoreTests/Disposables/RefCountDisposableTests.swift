import XCTest
import RxCore

final class RefCountDisposableTests: RxTestCase {
    func test_dispose_withNoReferences_disposesTheUnderlyingAtOnce() {
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        XCTAssertFalse(refCount.isDisposed)
        refCount.dispose()
        XCTAssertEqual(underlying.count, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func test_underlying_isDisposedOnlyAfterThePrimaryAndEveryReference() {
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()

        refCount.dispose()
        XCTAssertEqual(underlying.count, 0)
        XCTAssertFalse(refCount.isDisposed)

        first.dispose()
        XCTAssertEqual(underlying.count, 0)

        second.dispose()
        XCTAssertEqual(underlying.count, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func test_referencesDisposedFirst_thenPrimary_disposesTheUnderlyingWithThePrimary() {
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()
        first.dispose()
        second.dispose()
        XCTAssertEqual(underlying.count, 0, "the primary reference still holds it")

        refCount.dispose()

        XCTAssertEqual(underlying.count, 1)
    }

    func test_disposingAReferenceTwice_countsOnce() {
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        first.dispose()
        first.dispose()
        XCTAssertEqual(underlying.count, 0, "second is still alive")
        second.dispose()
        XCTAssertEqual(underlying.count, 1)
    }

    func test_disposingThePrimaryTwice_countsOnce() {
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        let reference = refCount.retain()
        refCount.dispose()
        refCount.dispose()
        XCTAssertEqual(underlying.count, 0)
        reference.dispose()
        XCTAssertEqual(underlying.count, 1)
    }

    func test_retainAfterThePrimaryWasDisposed_whileReferencesRemain_keepsTheUnderlyingAlive() {
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        refCount.dispose()
        let late = refCount.retain()
        first.dispose()
        XCTAssertEqual(underlying.count, 0)
        late.dispose()
        XCTAssertEqual(underlying.count, 1)
    }

    func test_retainAfterTheUnderlyingWasDisposed_returnsAHarmlessReference() {
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        refCount.dispose()
        let late = refCount.retain()
        late.dispose()
        XCTAssertEqual(underlying.count, 1)
    }

    func test_references_keepWorking_afterTheRefCountDisposableItselfIsReleased() {
        let underlying = DisposeCounter()
        var refCount: RefCountDisposable? = RefCountDisposable(disposable: underlying)
        let reference = refCount!.retain()
        refCount!.dispose()
        refCount = nil

        reference.dispose()

        XCTAssertEqual(underlying.count, 1, "the last reference must still dispose the underlying disposable")
    }
}
