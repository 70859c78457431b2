import Foundation
import TestSupport
import XCTest

/// The end-to-end tests run `tweetie` through `ChildProcess.run`; one run of these suites
/// hung on a child that never ended. A child past its deadline is killed and the run
/// throws, so such a child fails its test instead.
final class ChildProcessDeadlineTests: XCTestCase {
    func test_aChildStillRunningAtItsDeadline_isKilled_andTheRunThrows() throws {
        XCTAssertThrowsError(try ChildProcess.run("/bin/sh", ["-c", "echo started >&2; exec sleep 600"], timeout: 2)) { error in
            guard let timedOut = error as? ChildProcess.TimedOut else { return XCTFail("\(error)") }
            XCTAssertEqual(timedOut.command.first, "/bin/sh")
            XCTAssertEqual(timedOut.stderr, "started\n", "what it wrote before the deadline is kept")
        }
    }

    func test_aChildThatEndsInTime_givesItsStatusAndOutput() throws {
        let run = try ChildProcess.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"])
        XCTAssertEqual(run.status, 3)
        XCTAssertEqual(run.stdout, "out\n")
        XCTAssertEqual(run.stderr, "err\n")
    }
}
