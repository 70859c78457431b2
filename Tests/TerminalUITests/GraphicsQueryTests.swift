import Foundation
@testable import TerminalUI
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The start-up question about pictures: the answers read from canned bytes, the wait
/// on a real descriptor, and what the answer changes.
final class GraphicsQueryTests: XCTestCase {
    private let kittyOK = "\u{1B}_Gi=31;OK\u{1B}\\"
    private let kittyError = "\u{1B}_Gi=31;ENOENT:unsupported format\u{1B}\\"
    private let attributesWithSixel = "\u{1B}[?62;4;6;22c"
    private let attributesWithoutSixel = "\u{1B}[?62;6;22c"
    private let cellSize = "\u{1B}[6;20;10t"

    private func parse(_ chunks: [String]) -> (answer: GraphicsAnswer, keptInput: String, complete: Bool) {
        var parser = GraphicsAnswerParser()
        for chunk in chunks { parser.feed(Array(chunk.utf8)) }
        let complete = parser.isComplete
        let (answer, kept) = parser.finish()
        return (answer, String(decoding: kept, as: UTF8.self), complete)
    }

    func test_theRequest_asksKittyThenTheCellSizeThenDeviceAttributesLast() {
        XCTAssertEqual(GraphicsQuery.request, "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c")
    }

    func test_kittyOK_thenAttributes_isKitty() {
        let result = parse([kittyOK + cellSize + attributesWithSixel])
        XCTAssertTrue(result.complete)
        XCTAssertEqual(result.answer, GraphicsAnswer(answered: true, kitty: .ok, sixel: true, cellPixelSize: Size(width: 10, height: 20)))
        XCTAssertEqual(result.answer.graphics, .kitty, "kitty is preferred over sixel")
        XCTAssertEqual(result.keptInput, "")
    }

    func test_kittyError_isNotKitty_andSixelWinsWhenListed() {
        let result = parse([kittyError + attributesWithSixel])
        XCTAssertEqual(result.answer.kitty, .error("ENOENT:unsupported format"))
        XCTAssertEqual(result.answer.graphics, .sixel)
    }

    func test_attributesWithoutFour_areCells() {
        let result = parse([attributesWithoutSixel])
        XCTAssertEqual(result.answer, GraphicsAnswer(answered: true))
        XCTAssertEqual(result.answer.graphics, GraphicsProtocol.none)
        // 4 as the terminal class (the first number) is not the sixel attribute.
        XCTAssertEqual(parse(["\u{1B}[?4;6c"]).answer.sixel, false)
    }

    func test_answersSplitAcrossReads_atEveryByte_areJoined() {
        let whole = Array((kittyOK + cellSize + attributesWithSixel).utf8)
        let chunks = whole.map { String(decoding: [$0], as: UTF8.self) }
        let result = parse(chunks)
        XCTAssertTrue(result.complete)
        XCTAssertEqual(result.answer.graphics, .kitty)
        XCTAssertEqual(result.answer.cellPixelSize, Size(width: 10, height: 20))
        XCTAssertEqual(result.keptInput, "")
    }

    func test_noAnswer_isNotAnswered_andLeavesTheEnvironmentsGuess() {
        let result = parse([])
        XCTAssertFalse(result.complete)
        XCTAssertNil(result.answer.graphics)
        let guessed = TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty"])
        XCTAssertEqual(guessed.answered(result.answer).graphics, .kitty)
        XCTAssertEqual(guessed.answered(parse([attributesWithoutSixel]).answer).graphics, GraphicsProtocol.none,
                       "an answer overrules the guess")
        // Only the kitty reply came before the wait ended: still not an answer.
        XCTAssertNil(parse([kittyOK]).answer.graphics)
    }

    func test_keysTypedMeanwhile_areKeptInOrder_forTheApp() {
        let result = parse(["j", "k\u{1B}[A", kittyOK + "é", "\u{1B}[1;5", "C" + attributesWithoutSixel + "q\u{1B}"])
        XCTAssertTrue(result.complete)
        XCTAssertEqual(result.keptInput, "jk\u{1B}[Aé\u{1B}[1;5Cq\u{1B}")
        // Alt+x, an unrelated APC and a lone Esc at the end survive too.
        let other = parse(["\u{1B}x\u{1B}_Gi=7;OK\u{1B}\\\u{1B}"])
        XCTAssertFalse(other.complete)
        XCTAssertEqual(other.keptInput, "\u{1B}x\u{1B}_Gi=7;OK\u{1B}\\\u{1B}")
        XCTAssertEqual(other.answer.kitty, GraphicsAnswer.KittyReply.none)
    }

    func test_aPasteLongerThanAnyAnswer_isKept() {
        let long = "\u{1B}[" + String(repeating: "1", count: 2000) + "x"
        XCTAssertEqual(parse([long]).keptInput, long)
    }

    // MARK: - Waiting on a descriptor

    func test_readAnswer_stopsAtTheAttributes_andKeepsTheRest() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]); close(ends[1]) }
        let bytes = Array(("x" + kittyOK + attributesWithSixel + "y").utf8)
        XCTAssertEqual(write(ends[1], bytes, bytes.count), bytes.count)
        // A minute's timeout: only the answer can end this wait early.
        let (answer, kept) = GraphicsProbe.readAnswer(from: ends[0], timeoutMilliseconds: 60_000)
        XCTAssertEqual(answer.graphics, .kitty)
        XCTAssertEqual(String(decoding: kept, as: UTF8.self), "xy")
    }

    func test_readAnswer_withoutAnAnswer_endsAtTheTimeout() {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]); close(ends[1]) }
        let (answer, kept) = GraphicsProbe.readAnswer(from: ends[0], timeoutMilliseconds: 10)
        XCTAssertFalse(answer.answered)
        XCTAssertEqual(kept, [])
    }

    // MARK: - When to ask

    func test_asksOnlyWhenAutomatic_withColour_andOutsideMultiplexers() {
        XCTAssertTrue(TerminalCapabilities.shouldQueryGraphics(environment: ["TERM": "xterm-256color"]))
        XCTAssertFalse(TerminalCapabilities.shouldQueryGraphics(environment: ["TERM": "xterm-256color", "TMUX": "/tmp/t,1,0"]))
        XCTAssertFalse(TerminalCapabilities.shouldQueryGraphics(environment: ["TERM": "screen-256color"]))
        XCTAssertFalse(TerminalCapabilities.shouldQueryGraphics(environment: ["TERM": "xterm", "STY": "1.pts"]))
        XCTAssertFalse(TerminalCapabilities.shouldQueryGraphics(environment: ["TERM": "dumb"]))
        XCTAssertFalse(TerminalCapabilities.shouldQueryGraphics(environment: ["TERM": "linux"]))
        XCTAssertFalse(TerminalCapabilities.shouldQueryGraphics(environment: ["TERM": "xterm", "NO_COLOR": "1"]))
        XCTAssertFalse(TerminalCapabilities.shouldQueryGraphics(environment: ["TERM": "xterm", "RXMVVM_GRAPHICS": "cells"]))
        XCTAssertTrue(TerminalCapabilities.shouldQueryGraphics(environment: ["TERM": "xterm", "RXMVVM_GRAPHICS": "auto"]))
    }

    func test_theSetting_forcesAProtocol_evenInsideTmux_orHalfBlocks() {
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "tmux-256color", "TMUX": "x", "RXMVVM_GRAPHICS": "sixel"]).graphics, .sixel)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "screen", "RXMVVM_GRAPHICS": "KITTY"]).graphics, .kitty)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty", "RXMVVM_GRAPHICS": "cells"]).graphics, GraphicsProtocol.none)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty", "RXMVVM_GRAPHICS": "blocks"]).graphics, GraphicsProtocol.none)
        XCTAssertEqual(GraphicsSetting(environment: ["RXMVVM_GRAPHICS": "bogus"]), .auto)
    }

    // MARK: - A real terminal (a pseudo-terminal pair)

    func test_enter_onATerminal_asksOnce_takesTheAnswer_andHandsTypedKeysToTheApp() throws {
        var masterEnd: Int32 = -1
        var slave: Int32 = -1
        XCTAssertEqual(openpty(&masterEnd, &slave, nil, nil, nil), 0)
        defer { close(masterEnd); close(slave) }

        // The "terminal": waits for the question, then a key typed and the answers.
        let answered = expectation(description: "answered")
        let reply = Array(("j" + "\u{1B}_Gi=31;EINVAL\u{1B}\\" + cellSize + attributesWithSixel).utf8)
        let master = masterEnd
        DispatchQueue.global().async {
            var seen: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 256)
            let question = Array("\u{1B}[c".utf8)
            while !seen.ends(with: question) {
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { return }
                seen += buffer[0..<count]
            }
            _ = write(master, reply, reply.count)
            answered.fulfill()
        }
        let terminal = TTYTerminal(input: slave, output: slave, environment: ["TERM": "xterm-256color"])
        terminal.graphicsQueryTimeout = 60_000
        try terminal.enter()
        defer { terminal.restore() }
        wait(for: [answered], timeout: 10)
        XCTAssertEqual(terminal.capabilities.graphics, GraphicsProtocol.sixel)
        XCTAssertEqual(terminal.capabilities.cellPixelSize, Size(width: 10, height: 20))
        XCTAssertEqual(terminal.takePendingInput(), Array("j".utf8))
        XCTAssertEqual(terminal.takePendingInput(), [])
    }
}

private extension Array where Element: Equatable {
    func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
