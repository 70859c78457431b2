import XCTest
import RxCore

/// The base of every operator test: fails a test that leaves a subscription,
/// sink or scheduled action alive (debug builds count them in `Resources.total`).
class RxTestCase: XCTestCase {
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
