#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import TerminalUI

/// The crash handler holds the terminal's restoration exactly while the terminal is
/// taken over; `GalleryEndToEndTests` crashes a real process to see it work.
final class CrashRestoreTests: XCTestCase {
    private var descriptors: [Int32] = []

    override func tearDown() {
        CrashRestore.disarm()
        descriptors.forEach { close($0) }
        descriptors = []
        super.tearDown()
    }

    private func makePipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        descriptors += ends
        return (ends[0], ends[1])
    }

    func test_enter_armsTheHandler_restoreDisarmsIt() throws {
        let input = makePipe()
        let output = makePipe()
        let terminal = TTYTerminal(input: input.read, output: output.write, environment: ["TERM": "xterm-256color"])
        XCTAssertFalse(CrashRestore.isArmed)
        try terminal.enter()
        XCTAssertTrue(CrashRestore.isArmed, "output goes to a descriptor the handler can write the exit sequence to")
        terminal.restore()
        XCTAssertFalse(CrashRestore.isArmed)
        try terminal.enter()
        XCTAssertTrue(CrashRestore.isArmed, "armed again after a resume")
        terminal.restore()
    }

    func test_customWriterWithoutRawMode_leavesNothingForTheHandler() throws {
        let input = makePipe()
        let output = makePipe()
        let terminal = TTYTerminal(input: input.read, output: output.write, environment: ["TERM": "xterm"], writer: { _ in })
        try terminal.enter()
        XCTAssertFalse(CrashRestore.isArmed, "a pipe is not raw and the writer is not a descriptor")
        terminal.restore()
    }

    func test_dumbTerminalWithoutRawMode_isNotArmed() throws {
        let input = makePipe()
        let output = makePipe()
        let terminal = TTYTerminal(input: input.read, output: output.write, environment: ["TERM": "dumb"])
        try terminal.enter()
        XCTAssertFalse(CrashRestore.isArmed, "no escape sequence to write and no raw mode to undo")
        terminal.restore()
    }
}
