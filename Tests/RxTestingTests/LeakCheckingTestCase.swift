import XCTest
import RxTesting

/// Fails a test that leaves a subscription or scheduled action alive
/// (debug builds count them in `Resources.total`).
class LeakCheckingTestCase: XCTestCase {
    private var startResourceCount = 0

    override func setUp() {
        super.setUp()
        startResourceCount = Resources.total
    }

    override func tearDown() {
        super.tearDown()
        #if DEBUG
        XCTAssertEqual(Resources.total, startResourceCount, "the test leaked \(Resources.total - startResourceCount) resource(s)")
        #endif
    }
}

/// The errors the tests send; equal by case.
enum TestError: Error, Equatable {
    case dummy
    case other
}
