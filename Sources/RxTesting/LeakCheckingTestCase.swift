import XCTest
import RxCore

/// A test case that fails a test which leaves a subscription, sink or scheduled action
/// alive: debug builds count them in `Resources.total`, and `tearDown` checks that the
/// count is back where `setUp` found it (RxSwift's tests do the same with
/// `TRACE_RESOURCES`).
///
/// Tests run one at a time in a process (XCTest's default), which the global count
/// relies on. A test that hands work to real threads should wait for them to finish
/// before it returns, or set `checksResources` to false.
open class LeakCheckingTestCase: XCTestCase {
    private var startResourceCount = 0

    /// Whether `tearDown` checks for leaked resources.
    open var checksResources = true

    /// Records the resource count before the test.
    open override func setUp() {
        super.setUp()
        startResourceCount = Resources.total
    }

    /// Fails the test if it left resources alive (debug builds only).
    open override func tearDown() {
        super.tearDown()
        #if DEBUG
        if checksResources {
            XCTAssertEqual(Resources.total, startResourceCount, "the test leaked \(Resources.total - startResourceCount) resource(s)")
        }
        #endif
    }
}
