#if canImport(Glibc)
import Glibc
#endif
import RxCore
import RxTesting
import XCTest
@testable import TerminalUI

/// A headless terminal that records `enter()` and `restore()`, like `TTYTerminal` would
/// switch raw mode on and off.
private final class SessionTerminal: TerminalSession {
    let screen: HeadlessTerminal
    private(set) var log: [String] = []
    private(set) var isEntered = false
    /// What `enter()` read while asking the terminal (keys typed meanwhile).
    var typedDuringEnter: [UInt8] = []

    init(width: Int, height: Int) {
        screen = HeadlessTerminal(width: width, height: height)
    }

    var size: Size { screen.size }
    var capabilities: TerminalCapabilities { screen.capabilities }
    func write(_ output: String) { screen.write(output) }

    func enter() throws {
        guard !isEntered else { return }
        isEntered = true
        log.append("enter")
    }

    func takePendingInput() -> [UInt8] {
        defer { typedDuringEnter = [] }
        return typedDuringEnter
    }

    func restore() {
        guard isEntered else { return }
        isEntered = false
        log.append("restore")
    }
}

/// A screen with a label that counts the keys it was given.
private final class CountingViewController: ViewController {
    let label = Label("keys: 0")
    var keys: [Key] = []

    override func loadView() {
        view = label
    }

    override func processKey(_ key: Key) -> Bool {
        guard key != .ctrl("c"), key != .ctrl("z") else { return false }
        keys.append(key)
        label.text = "keys: \(keys.count)"
        return true
    }
}

/// The run loop without a tty: renders coalesced per main-queue turn (the turn is
/// simulated by holding the scheduled work), and every exit path restores the terminal.
final class ApplicationTests: XCTestCase {
    private var terminal: SessionTerminal!
    private var screen: CountingViewController!
    private var pending: [() -> Void] = []
    private var exitStatuses: [Int32] = []
    private var suspensions = 0

    override func setUp() {
        super.setUp()
        terminal = SessionTerminal(width: 20, height: 3)
        screen = CountingViewController()
        pending = []
        exitStatuses = []
        suspensions = 0
    }

    private func makeApplication() throws -> Application {
        let hooks = ProcessHooks(
            terminate: { [unowned self] in self.exitStatuses.append($0) },
            suspend: { [unowned self] in
                XCTAssertEqual(self.terminal.log.last, "restore", "restored before stopping")
                self.suspensions += 1
            }
        )
        let application = Application(
            rootViewController: screen,
            terminal: terminal,
            keyScheduler: TestScheduler(initialClock: 0),
            scheduleOnMain: { [unowned self] in self.pending.append($0) },
            hooks: hooks
        )
        try application.start()
        return application
    }

    /// Runs the work queued for the next main-queue turn.
    private func runMainQueueTurn() {
        let work = pending
        pending = []
        work.forEach { $0() }
    }

    func test_keysTypedWhileTheTerminalWasAsked_reachTheScreen() throws {
        terminal.typedDuringEnter = Array("jk".utf8)
        _ = try makeApplication()
        XCTAssertEqual(screen.keys, [.character("j"), .character("k")])
        XCTAssertEqual(terminal.takePendingInput(), [], "handed over once")
    }

    func test_start_entersTheTerminalAndDrawsTheFirstFrame() throws {
        let application = try makeApplication()
        XCTAssertEqual(terminal.log, ["enter"])
        XCTAssertEqual(application.renderCount, 1)
        XCTAssertEqual(terminal.screen.lines[0], "keys: 0".padding(toLength: 20, withPad: " ", startingAt: 0))
    }

    func test_setNeedsDisplay_manyRequestsInOneTurn_renderOnce() throws {
        let application = try makeApplication()
        application.setNeedsDisplay()
        screen.view.setNeedsDisplay()
        application.setNeedsDisplay()
        XCTAssertEqual(pending.count, 1)
        XCTAssertEqual(application.renderCount, 1, "nothing drawn before the turn ends")
        runMainQueueTurn()
        XCTAssertEqual(application.renderCount, 2)
        application.setNeedsDisplay()
        XCTAssertEqual(pending.count, 1, "a later turn can ask again")
    }

    func test_input_manyKeysInOneRead_oneFrameShowsThemAll() throws {
        let application = try makeApplication()
        terminal.screen.clearWrites()
        application.handleInput(Array("abc".utf8))
        application.handleInput(Array("d".utf8))
        XCTAssertEqual(screen.keys, [.character("a"), .character("b"), .character("c"), .character("d")])
        runMainQueueTurn()
        XCTAssertEqual(application.renderCount, 2)
        XCTAssertEqual(terminal.screen.writes.count, 1)
        XCTAssertTrue(terminal.screen.lines[0].hasPrefix("keys: 4"))
    }

    func test_exit_restoresOnceAndTerminatesWithTheStatus() throws {
        let application = try makeApplication()
        application.exit(3)
        application.exit(4)
        XCTAssertEqual(terminal.log, ["enter", "restore"])
        XCTAssertEqual(exitStatuses, [3, 4])
        application.setNeedsDisplay()
        XCTAssertTrue(pending.isEmpty, "no frames after exit")
    }

    func test_terminatingSignals_restoreAndExitWith128PlusTheSignal() throws {
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            terminal = SessionTerminal(width: 20, height: 3)
            exitStatuses = []
            let application = try makeApplication()
            application.handleSignal(signal)
            XCTAssertEqual(terminal.log, ["enter", "restore"], "signal \(signal)")
            XCTAssertEqual(exitStatuses, [128 + signal])
        }
    }

    func test_ctrlC_notConsumed_exitsLikeSIGINT() throws {
        let application = try makeApplication()
        application.handleInput([0x03])
        XCTAssertEqual(terminal.log, ["enter", "restore"])
        XCTAssertEqual(exitStatuses, [128 + SIGINT])
    }

    func test_inputEnded_restoresAndExitsCleanly() throws {
        let application = try makeApplication()
        application.inputEnded()
        XCTAssertEqual(terminal.log, ["enter", "restore"])
        XCTAssertEqual(exitStatuses, [0])
    }

    func test_suspend_restoresStopsThenReentersAndRedrawsWhole() throws {
        let application = try makeApplication()
        terminal.screen.clearWrites()
        application.handleSignal(SIGTSTP)
        XCTAssertEqual(suspensions, 1)
        XCTAssertEqual(terminal.log, ["enter", "restore", "enter"])
        XCTAssertTrue(application.isRunning)
        XCTAssertEqual(terminal.screen.writes.count, 1)
        XCTAssertTrue(terminal.screen.writes[0].contains("\u{1B}[2J"), "the whole screen is drawn again")
        application.handleSignal(SIGCONT)
        XCTAssertEqual(terminal.log, ["enter", "restore", "enter"], "SIGCONT while running changes nothing")
    }

    func test_ctrlZ_notConsumed_suspendsLikeSIGTSTP() throws {
        let application = try makeApplication()
        application.handleInput([0x1A])
        XCTAssertEqual(suspensions, 1)
        XCTAssertEqual(terminal.log, ["enter", "restore", "enter"])
    }

    func test_resize_redrawsAtOnceAtTheNewSize() throws {
        let application = try makeApplication()
        terminal.screen.size = Size(width: 10, height: 2)
        application.handleSignal(SIGWINCH)
        XCTAssertEqual(application.window.size, Size(width: 10, height: 2))
        XCTAssertEqual(application.renderCount, 2)
        XCTAssertEqual(terminal.screen.lines, ["keys: 0   ", "          "])
    }

    func test_resize_keepsTheTableSelectionAndScroll() throws {
        let table = TableView()
        let items = (0..<100).map { "row \($0)" }
        let dataSource = RxTableViewReloadDataSource<String> { tableView, row, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: row, section: 0))
            cell.textLabel.text = item
            return cell
        }
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        let subscription = Observable.just(items).bind(to: table.rx.items(dataSource: dataSource))
        defer { subscription.dispose() }
        let controller = ViewController()
        controller.view = table
        terminal = SessionTerminal(width: 20, height: 10)
        let application = Application(
            rootViewController: controller,
            terminal: terminal,
            keyScheduler: TestScheduler(initialClock: 0),
            scheduleOnMain: { [unowned self] in self.pending.append($0) },
            hooks: ProcessHooks(terminate: { _ in }, suspend: {})
        )
        try application.start()
        table.selectRow(at: IndexPath(row: 50, section: 0))
        application.renderNow()
        let offset = table.contentOffset
        terminal.screen.size = Size(width: 30, height: 12)
        application.handleSignal(SIGWINCH)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 50, section: 0))
        XCTAssertEqual(table.contentOffset, offset)
        XCTAssertTrue(terminal.screen.lines.contains { $0.hasPrefix("row 50") })
    }
}

/// Changes made outside input handling (bindings delivering later) ask for a frame, and
/// drawing a frame never asks for the next one.
final class ApplicationRedrawTests: XCTestCase {
    func test_changesOutsideInput_askForOneFrame_andDrawingAsksForNone() throws {
        let terminal = HeadlessSession(width: 20, height: 4)
        let label = Label("before")
        let banner = MessageView(text: "banner")
        let table = TableView()
        let controller = ViewController()
        controller.view = StackView(arrangedSubviews: [banner, label, table])
        var pending: [() -> Void] = []
        let application = Application(
            rootViewController: controller,
            terminal: terminal,
            keyScheduler: TestScheduler(initialClock: 0),
            scheduleOnMain: { pending.append($0) },
            hooks: ProcessHooks(terminate: { _ in }, suspend: {})
        )
        try application.start()
        XCTAssertTrue(pending.isEmpty, "the first frame's layout asks for nothing more")
        label.text = "after"
        banner.isHidden = true
        table.reloadData()
        XCTAssertEqual(pending.count, 1)
        pending.removeFirst()()
        XCTAssertTrue(pending.isEmpty)
        XCTAssertTrue(terminal.screen.lines[0].hasPrefix("after"))
    }
}

/// A headless terminal whose enter and restore do nothing.
private final class HeadlessSession: TerminalSession {
    let screen: HeadlessTerminal
    init(width: Int, height: Int) { screen = HeadlessTerminal(width: width, height: height) }
    var size: Size { screen.size }
    var capabilities: TerminalCapabilities { screen.capabilities }
    func write(_ output: String) { screen.write(output) }
    func enter() throws {}
    func restore() {}
}
