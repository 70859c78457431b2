import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import TerminalUI

/// What can be checked without a real tty: the sequences written on enter and exit,
/// idempotence, the fallback size, the raw-mode flags and the default writer.
final class TTYTerminalTests: XCTestCase {
    private var descriptors: [Int32] = []

    override func tearDown() {
        descriptors.forEach { close($0) }
        descriptors = []
        super.tearDown()
    }

    /// A pipe's (read, write) ends, closed after the test.
    private func makePipe() -> (Int32, Int32) {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        descriptors += ends
        return (ends[0], ends[1])
    }

    private func terminal(environment: [String: String] = ["TERM": "xterm-256color"], log: @escaping (String) -> Void) -> TTYTerminal {
        let (input, _) = makePipe()
        let (_, output) = makePipe()
        return TTYTerminal(input: input, output: output, environment: environment, writer: log)
    }

    func test_enterAndRestore_writeTheSequencesOnce() throws {
        var written: [String] = []
        let terminal = terminal { written.append($0) }
        try terminal.enter()
        try terminal.enter()
        XCTAssertTrue(terminal.isActive)
        XCTAssertFalse(terminal.isRawMode, "a pipe is not a tty")
        terminal.restore()
        terminal.restore()
        XCTAssertEqual(written, [
            "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h",
            "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l",
        ])
    }

    func test_mouseWheel_isOffByDefault() throws {
        var written: [String] = []
        let terminal = terminal { written.append($0) }
        XCTAssertFalse(terminal.isMouseWheelEnabled)
        try terminal.enter()
        terminal.restore()
        XCTAssertFalse(written.joined().contains("\u{1B}[?1000"), "no mouse reporting unless asked:\n\(written)")
    }

    func test_mouseWheel_turnsSGRReportingOnAfterTheAlternateScreen_andOffBeforeLeavingIt() throws {
        var written: [String] = []
        let (input, _) = makePipe()
        let (_, output) = makePipe()
        let terminal = TTYTerminal(input: input, output: output, environment: ["TERM": "xterm-256color"], mouseWheel: true) { written.append($0) }
        try terminal.enter()
        terminal.restore()
        try terminal.enter()
        terminal.restore()
        let on = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h"
        let off = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"
        XCTAssertEqual(written, [on, off, on, off])
        XCTAssertFalse(written.joined().contains("?1002h") || written.joined().contains("?1003h"), "no motion tracking")
        XCTAssertEqual(terminal.exitOutput, off, "the crash handler is armed with the same bytes")
    }

    func test_mouseWheel_dumbTerminal_writesNoSequences() throws {
        var written: [String] = []
        let (input, _) = makePipe()
        let (_, output) = makePipe()
        let terminal = TTYTerminal(input: input, output: output, environment: ["TERM": "dumb"], mouseWheel: true) { written.append($0) }
        try terminal.enter()
        terminal.restore()
        XCTAssertEqual(written, [])
    }

    func test_mouseWheel_defaultWriter_putsTheSequencesOnTheOutput() throws {
        let (input, _) = makePipe()
        let (readEnd, writeEnd) = makePipe()
        let terminal = TTYTerminal(input: input, output: writeEnd, environment: ["TERM": "xterm"], mouseWheel: true)
        try terminal.enter()
        terminal.restore()
        let expected = terminal.enterOutput + terminal.exitOutput
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while received.count < expected.utf8.count {
            let count = read(readEnd, &chunk, chunk.count)
            guard count > 0 else { break }
            received += chunk[0..<count]
        }
        XCTAssertEqual(String(decoding: received, as: UTF8.self), expected)
        XCTAssertTrue(expected.contains(TTYTerminal.mouseWheelOnSequence) && expected.hasSuffix(TTYTerminal.exitSequence))
    }

    func test_deinit_restores() throws {
        var written: [String] = []
        var terminal: TTYTerminal? = terminal { written.append($0) }
        try terminal?.enter()
        terminal = nil
        XCTAssertEqual(written.last, TTYTerminal.exitSequence)
    }

    func test_restoreWithoutEnter_writesNothing() {
        var written: [String] = []
        let terminal = terminal { written.append($0) }
        terminal.restore()
        XCTAssertEqual(written, [])
    }

    func test_dumbTerminal_writesNoSequences() throws {
        var written: [String] = []
        let terminal = terminal(environment: ["TERM": "dumb"]) { written.append($0) }
        try terminal.enter()
        terminal.write("frame")
        terminal.restore()
        XCTAssertEqual(written, ["frame"])
        XCTAssertEqual(terminal.capabilities, .dumb)
    }

    func test_capabilities_honourNoColor() {
        let terminal = terminal(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) { _ in }
        XCTAssertEqual(terminal.capabilities.colors, ColorSupport.none)
    }

    func test_size_fallsBackWhenNotATerminal() {
        let terminal = terminal { _ in }
        XCTAssertEqual(terminal.size, TTYTerminal.fallbackSize)
    }

    func test_makeRaw_turnsOffEchoLineEditingAndSignals() {
        var attributes = termios()
        attributes.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        attributes.c_iflag = tcflag_t(ICRNL | IXON)
        attributes.c_oflag = tcflag_t(OPOST)
        TTYTerminal.makeRaw(&attributes)
        XCTAssertEqual(attributes.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN), 0)
        XCTAssertEqual(attributes.c_iflag & tcflag_t(ICRNL | IXON), 0)
        XCTAssertEqual(attributes.c_oflag & tcflag_t(OPOST), tcflag_t(OPOST))
        XCTAssertEqual(attributes.c_cflag & tcflag_t(CSIZE), tcflag_t(CS8))
        withUnsafeBytes(of: attributes.c_cc) { controlCharacters in
            XCTAssertEqual(controlCharacters[Int(VMIN)], 1)
            XCTAssertEqual(controlCharacters[Int(VTIME)], 0)
        }
    }

    func test_defaultWriter_writesEveryByteToTheOutput() throws {
        let (input, _) = makePipe()
        let (readEnd, writeEnd) = makePipe()
        let terminal = TTYTerminal(input: input, output: writeEnd, environment: ["TERM": "xterm"])
        let frame = String(repeating: "é日x", count: 1000)
        terminal.write(frame)
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while received.count < frame.utf8.count {
            let count = read(readEnd, &chunk, chunk.count)
            guard count > 0 else { break }
            received += chunk[0..<count]
        }
        XCTAssertEqual(String(decoding: received, as: UTF8.self), frame)
    }
}
