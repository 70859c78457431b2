import XCTest
import RxTesting

/// The errors the tests send; equal by case.
enum TestError: Error, Equatable {
    case dummy
    case other
}
