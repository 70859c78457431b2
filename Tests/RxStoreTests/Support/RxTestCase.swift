import XCTest
import RxCore

/// The base of the store tests: fails a test that leaves a subscription, sink or
/// scheduled action alive (debug builds count them in `Resources.total`), as
/// RxCoreTests' base class does.
///
/// A test that delivers on a real queue must let that queue finish (see
/// `StoreTestCase.drain(_:)`) before it returns, so the count has settled.
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
