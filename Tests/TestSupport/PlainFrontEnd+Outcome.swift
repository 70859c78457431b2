import AppSupport
import Foundation
import XCTest

extension PlainFrontEnd {
    /// Runs the front end and turns the main run loop until it finishes (its answers may
    /// come from real sockets); after `timeout` seconds fails the test and throws. Main
    /// thread only.
    public func outcome(timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws -> PlainOutcome {
        var outcome: PlainOutcome?
        run { outcome = $0 }
        let deadline = Date().addingTimeInterval(timeout)
        while outcome == nil && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        return try XCTUnwrap(outcome, "the plain front end never finished", file: file, line: line)
    }
}
