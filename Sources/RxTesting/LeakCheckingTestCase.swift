import XCTest
import RxCore

/// A test case that fails a test which leaves a subscription, sink or scheduled action
/// alive: debug builds count them in `Resources.total`, and `tearDown` checks that the
/// count is back where `setUp` found it (RxSwift's tests do the same with
/// `TRACE_RESOURCES`).
///
/// Tests run one at a time in a process (XCTest's default), which the global count
/// relies on. Work handed to real threads (a URLSession answer, a dispatch queue) may
/// release its last resources just after the test's own code returned, so `tearDown`
/// gives the count up to `settleTimeout` to come back, running the main run loop
/// meanwhile; a test whose count is already back pays nothing. A test that sets
/// `checksResources` to false is not checked, but its tail is still waited for, so it
/// cannot disturb the count of the test after it.
open class LeakCheckingTestCase: XCTestCase {
    private var startResourceCount = 0

    /// Whether `tearDown` checks for leaked resources.
    open var checksResources = true

    /// How long `tearDown` waits for resources released by other threads (2 s).
    open var settleTimeout: TimeInterval = 2

    /// Records the resource count before the test.
    open override func setUp() {
        super.setUp()
        startResourceCount = Resources.total
    }

    /// Fails the test if it left resources alive (debug builds only).
    open override func tearDown() {
        super.tearDown()
        #if DEBUG
        let deadline = Date().addingTimeInterval(settleTimeout)
        while Resources.total != startResourceCount && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.005))
        }
        if checksResources {
            XCTAssertEqual(Resources.total, startResourceCount, "the test leaked \(Resources.total - startResourceCount) resource(s)")
        }
        #endif
    }
}
