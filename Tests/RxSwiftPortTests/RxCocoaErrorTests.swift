import XCTest
import RxCocoa

// RxCocoa's error enum, as ported code throws and matches it.
final class RxCocoaErrorTests: XCTestCase {
    func test_castingError_describesTheObjectAndTheTargetType_asRxCocoaDoes() {
        let error: Swift.Error = RxCocoa.RxCocoaError.castingError(object: 1, targetType: String.self)
        guard case RxCocoaError.castingError(let object, let targetType)? = error as? RxCocoaError else {
            return XCTFail("not a castingError: \(error)")
        }
        XCTAssertEqual(object as? Int, 1)
        XCTAssertTrue(targetType == String.self)
        XCTAssertEqual((error as? RxCocoaError)?.debugDescription, "Error casting `1` to `String`")
    }
}
