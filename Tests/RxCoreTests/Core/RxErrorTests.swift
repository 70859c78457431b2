import XCTest
import RxCore

final class RxErrorTests: RxTestCase {
    func test_debugDescription_saysWhatHappened() {
        XCTAssertEqual(RxError.unknown.debugDescription, "Unknown error occurred.")
        XCTAssertEqual(RxError.overflow.debugDescription, "Arithmetic overflow occurred.")
        XCTAssertEqual(RxError.argumentOutOfRange.debugDescription, "Argument out of range.")
        XCTAssertEqual(RxError.noElements.debugDescription, "Sequence doesn't contain any elements.")
        XCTAssertEqual(RxError.moreThanOneElement.debugDescription, "Sequence contains more than one element.")
        XCTAssertEqual(RxError.timeout.debugDescription, "Sequence timeout.")
    }

    func test_disposedDescription_namesTheObjectsType() {
        let subject = PublishSubject<Int>()
        XCTAssertEqual(RxError.disposed(object: subject).debugDescription, "Object of type `PublishSubject<Int>` was already disposed.")
    }

    func test_description_equalsDebugDescription_andIsUsedByStringInterpolation() {
        let errors: [RxError] = [.unknown, .overflow, .argumentOutOfRange, .noElements, .moreThanOneElement, .timeout, .disposed(object: BooleanDisposable())]
        for error in errors {
            XCTAssertEqual(error.description, error.debugDescription)
            XCTAssertEqual("\(error)", error.debugDescription)
        }
    }

    func test_equality_isByCase() {
        XCTAssertEqual(RxError.noElements, RxError.noElements)
        XCTAssertNotEqual(RxError.noElements, RxError.moreThanOneElement)
        XCTAssertNotEqual(RxError.timeout, RxError.unknown)
    }

    func test_disposedEquality_isByObjectIdentity() {
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        XCTAssertEqual(RxError.disposed(object: first), RxError.disposed(object: first))
        XCTAssertNotEqual(RxError.disposed(object: first), RxError.disposed(object: second))
        XCTAssertNotEqual(RxError.disposed(object: first), RxError.unknown)
    }

    func test_isASwiftError_thatCanBeCaughtAndCastBack() {
        let error: Error = RxError.overflow
        XCTAssertEqual(error as? RxError, .overflow)
    }
}
