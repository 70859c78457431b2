#if canImport(Glibc)
import Glibc
#endif
import RxCore
import RxTesting
import XCTest
@testable import TerminalUI

/// The run loop over a real `TTYTerminal` (on pipes) with the wheel on: mouse reporting
/// is switched on with the terminal and off again on every way out, and wheel reports
/// read from input reach the focused table.
final class ApplicationMouseWheelTests: XCTestCase {
    private var descriptors: [Int32] = []
    private var written = ""
    private var pending: [() -> Void] = []
    private var exitStatuses: [Int32] = []
    private var suspensions = 0

    private let on = TTYTerminal.mouseWheelOnSequence
    private let off = TTYTerminal.mouseWheelOffSequence

    override func setUp() {
        super.setUp()
        written = ""
        pending = []
        exitStatuses = []
        suspensions = 0
    }

    override func tearDown() {
        CrashRestore.disarm()
        descriptors.forEach { close($0) }
        descriptors = []
        super.tearDown()
    }

    private func makePipe() -> (Int32, Int32) {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        descriptors += ends
        return (ends[0], ends[1])
    }

    private func makeApplication(mouseWheel: Bool = true, root: ViewController = ViewController()) throws -> Application {
        let (input, _) = makePipe()
        let (_, output) = makePipe()
        let terminal = TTYTerminal(input: input, output: output, environment: ["TERM": "xterm-256color"], mouseWheel: mouseWheel) { [unowned self] in
            self.written += $0
        }
        let hooks = ProcessHooks(
            terminate: { [unowned self] in self.exitStatuses.append($0) },
            suspend: { [unowned self] in
                let restored = mouseWheel ? self.off + TTYTerminal.exitSequence : TTYTerminal.exitSequence
                XCTAssertTrue(self.written.hasSuffix(restored), "restored (reporting off) while stopped")
                self.suspensions += 1
            }
        )
        let application = Application(
            rootViewController: root,
            terminal: terminal,
            keyScheduler: TestScheduler(initialClock: 0),
            scheduleOnMain: { [unowned self] in self.pending.append($0) },
            hooks: hooks
        )
        try application.start()
        return application
    }

    /// How often `sequence` was written so far.
    private func count(_ sequence: String) -> Int {
        written.components(separatedBy: sequence).count - 1
    }

    func test_start_turnsReportingOnAfterTheAlternateScreen() throws {
        let application = try makeApplication()
        XCTAssertTrue(application.isRunning)
        XCTAssertTrue(written.hasPrefix(TTYTerminal.enterSequence + on), written.debugDescription)
        XCTAssertEqual(count(on), 1)
        XCTAssertEqual(count(off), 0)
    }

    func test_withoutTheOption_reportingIsNeverTurnedOn() throws {
        let application = try makeApplication(mouseWheel: false)
        application.handleSignal(SIGTSTP)
        application.exit(0)
        XCTAssertEqual(count("\u{1B}[?1000"), 0)
        XCTAssertEqual(count("\u{1B}[?1006"), 0)
    }

    func test_exit_turnsReportingOff() throws {
        let application = try makeApplication()
        application.exit(0)
        XCTAssertTrue(written.hasSuffix(off + TTYTerminal.exitSequence))
        XCTAssertEqual(exitStatuses, [0])
    }

    func test_terminatingSignals_turnReportingOff() throws {
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            written = ""
            let application = try makeApplication()
            application.handleSignal(signal)
            XCTAssertEqual(count(on), 1, "signal \(signal)")
            XCTAssertEqual(count(off), 1, "signal \(signal)")
            XCTAssertTrue(written.hasSuffix(off + TTYTerminal.exitSequence), "signal \(signal)")
        }
        XCTAssertEqual(exitStatuses, [SIGINT, SIGTERM, SIGHUP].map { 128 + $0 })
    }

    func test_inputEnded_turnsReportingOff() throws {
        let application = try makeApplication()
        application.inputEnded()
        XCTAssertTrue(written.hasSuffix(off + TTYTerminal.exitSequence))
        XCTAssertEqual(exitStatuses, [0])
    }

    func test_suspend_turnsReportingOffWhileStopped_andOnAgainAfter() throws {
        let application = try makeApplication()
        written = ""
        application.handleSignal(SIGTSTP)
        XCTAssertEqual(suspensions, 1)
        let offAt = try XCTUnwrap(written.range(of: off))
        let onAt = try XCTUnwrap(written.range(of: on))
        XCTAssertLessThan(offAt.lowerBound, onAt.lowerBound, "off for the shell, then on again")
        XCTAssertEqual(count(on), 1)
        XCTAssertEqual(count(off), 1)
        application.exit(0)
        XCTAssertEqual(count(off), 2)
    }

    func test_crashHandler_isArmedWhileRunning_andDisarmedAfter() throws {
        // The bytes it writes are `exitOutput` (checked in TTYTerminalTests); the
        // gallery's end-to-end crash test sees a real crash turn reporting off.
        let application = try makeApplication()
        application.exit(0)
        XCTAssertFalse(CrashRestore.isArmed)
    }

    func test_wheelReportsFromInput_scrollTheFocusedTable() throws {
        let table = TableView()
        let source = TableTestSource(rows: rowNames("row ", 100))
        table.dataSource = source
        let controller = ViewController()
        controller.view = table
        let application = try makeApplication(root: controller)
        XCTAssertEqual(table.contentOffset, 0)
        application.handleInput(Array("\u{1B}[<65;5;5M\u{1B}[<65;5;5M".utf8))
        XCTAssertEqual(table.contentOffset, 6)
        application.handleInput(Array("\u{1B}[M".utf8) + [96, 40, 40])
        XCTAssertEqual(table.contentOffset, 3)
        application.handleInput(Array("\u{1B}[<0;5;5M\u{1B}[<0;5;5m".utf8))
        XCTAssertEqual(table.contentOffset, 3, "a click does nothing")
        XCTAssertEqual(exitStatuses, [])
    }
}
