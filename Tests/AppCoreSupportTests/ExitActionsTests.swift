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

    /// A registry keeps nothing alive: at exit only the objects still alive get the action.
    func test_aRegistry_callsTheActionOnTheObjectsStillAlive_only() {
        final class Database: Sendable {
            let name: String
            init(_ name: String) { self.name = name }
        }
        let checkpointed = Mutex<[String]>([])
        let registry = ExitRegistry<Database> { database in checkpointed.withLock { $0.append(database.name) } }
        let kept = Database("kept")
        weak var released: Database?
        do {
            let closed = Database("closed")
            released = closed
            registry.register(closed)
        }
        registry.register(kept)
        XCTAssertNil(released, "registering holds nothing")
        registry.runAll()
        XCTAssertEqual(checkpointed.withLock { $0 }, ["kept"])
        withExtendedLifetime(kept) {}
    }
}
