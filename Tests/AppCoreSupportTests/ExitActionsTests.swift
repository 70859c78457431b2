import Synchronization
import XCTest
@testable import AppCoreSupport

/// The exit work's order and once-only run, on a list of its own (the process's list runs
/// when this test process exits).
final class ExitActionsTests: XCTestCase {
    func test_actions_runTheLastAddedFirst_andOnlyOnce() {
        let ran = Mutex<[String]>([])
        var list = ExitActions.List()
        list.add { ran.withLock { $0.append("checkpoint the database") } }
        list.add { ran.withLock { $0.append("write the reading position") } }

        for action in list.takeForRunning() { action() }
        XCTAssertEqual(ran.withLock { $0 }, ["write the reading position", "checkpoint the database"],
                       "what was added after the database is written before its checkpoint")
        list.add { ran.withLock { $0.append("late") } }
        XCTAssertTrue(list.takeForRunning().isEmpty, "exit work runs once, whether exit(3) or AppProcess.exit comes first")
    }
}
