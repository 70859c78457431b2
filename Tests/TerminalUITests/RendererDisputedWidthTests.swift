import XCTest
@testable import TerminalUI

/// Graphemes whose width terminals disagree on (`⬆️`, `1️⃣`, `→`) must not shift the
/// cells after them, whatever rule the terminal follows: the headless terminal plays
/// terminals that count differently from `DisplayWidth`, and every cell that is not the
/// disputed grapheme's own must show what the frame holds.
final class RendererDisputedWidthTests: XCTestCase {
    /// tmux 3.3's rule: a variation selector or a keycap mark does not widen the
    /// character before it (`⬆️` and `1️⃣` take one column).
    private static func narrowEmojiSequences(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }), let first = scalars.first {
            return DisplayWidth.of(first)
        }
        return DisplayWidth.of(character)
    }

    /// A CJK terminal's rule: East Asian Ambiguous symbols (`→`, `…`) take two columns.
    private static func wideAmbiguous(_ character: Character) -> Int {
        "→←…①".contains(character) ? 2 : DisplayWidth.of(character)
    }

    private func frame(width: Int, _ lines: [String]) -> Buffer {
        var buffer = Buffer(width: width, height: lines.count)
        for (y, line) in lines.enumerated() {
            buffer.write(line, at: Point(x: 0, y: y))
        }
        return buffer
    }

    /// Every cell of `frame` is on `terminal` where the frame has it, except the disputed
    /// graphemes' own columns (drawn narrower, their second column is blank).
    private func assertShows(_ frame: Buffer, on terminal: HeadlessTerminal, _ message: String, line: UInt = #line) {
        for y in 0..<frame.size.height {
            var disputedEnd = 0
            for x in 0..<frame.size.width {
                guard let cell = frame[x, y], let shown = terminal.screen[x, y] else { continue }
                if cell.glyph.isDisputed { disputedEnd = x + cell.width }
                if x < disputedEnd && cell.isContinuation {
                    XCTAssertTrue(shown.isContinuation || shown.symbol == " ",
                                  "\(message): column \(x) of row \(y) shows \"\(shown.symbol)\"\n\(terminal.screen)", line: line)
                    continue
                }
                XCTAssertEqual(shown.symbol, cell.symbol, "\(message): column \(x) of row \(y)\nexpected:\n\(frame)\nshown:\n\(terminal.screen)", line: line)
            }
        }
    }

    func test_emojiSequences_onATerminalDrawingThemNarrower_shiftNothingAndLeaveNoStrayCells() {
        let terminal = HeadlessTerminal(width: 24, height: 3)
        terminal.characterWidth = Self.narrowEmojiSequences
        let renderer = Renderer(terminal: terminal)
        let list = frame(width: 24, ["⬆️ up 1️⃣ one ⬆️ end", "1️⃣ first", "plain line"])
        let person = frame(width: 24, ["a timeline of a person", "🎉 x first wide", "plain LINE"])

        renderer.render(list)
        assertShows(list, on: terminal, "the list drawn whole")
        renderer.render(person)
        assertShows(person, on: terminal, "another screen over it")
        renderer.render(list)
        assertShows(list, on: terminal, "the list again, only its changed cells written")
    }

    func test_disputedGrapheme_changedAlone_rewritesTheUnchangedCellAfterIt() {
        let terminal = HeadlessTerminal(width: 8, height: 1)
        terminal.characterWidth = Self.wideAmbiguous
        let renderer = Renderer(terminal: terminal)
        renderer.render(frame(width: 8, ["a→bc"]))
        terminal.clearWrites()

        renderer.render(frame(width: 8, ["a←bc"]))

        // Drawn wide, ← covered b's column: b is written again, placed explicitly.
        XCTAssertEqual(terminal.writes, ["\u{1B}[1;2H\u{1B}[0m←\u{1B}[1;3Hb"])
        XCTAssertEqual(terminal.screen[2, 0]?.symbol, "b")
        XCTAssertEqual(terminal.screen[3, 0]?.symbol, "c")
    }

    func test_ambiguousSymbols_onATerminalDrawingThemWide_shiftNothing() {
        let terminal = HeadlessTerminal(width: 16, height: 2)
        terminal.characterWidth = Self.wideAmbiguous
        let renderer = Renderer(terminal: terminal)
        let first = frame(width: 16, ["① go → there…", "x"])
        let second = frame(width: 16, ["① go ← there…", "y"])
        renderer.render(first)
        // Only the cells after each symbol can be checked: a symbol drawn wide is itself
        // blanked by the cell written over its right half, as terminals do.
        for (x, expected) in [(1, " "), (2, "g"), (3, "o"), (6, " "), (7, "t"), (10, "r"), (11, "e")] {
            XCTAssertEqual(terminal.screen[x, 0]?.symbol, expected, "column \(x)\n\(terminal.screen)")
        }
        renderer.render(second)
        for (x, expected) in [(1, " "), (2, "g"), (3, "o"), (6, " "), (7, "t"), (10, "r"), (11, "e")] {
            XCTAssertEqual(terminal.screen[x, 0]?.symbol, expected, "column \(x)\n\(terminal.screen)")
        }
    }

    func test_disputedGrapheme_isBlankedFirst_thenTheNextCellIsPlacedExplicitly() {
        let terminal = HeadlessTerminal(width: 6, height: 1)
        let renderer = Renderer(terminal: terminal)
        renderer.render(Buffer(width: 6, height: 1))
        terminal.clearWrites()

        renderer.render(frame(width: 6, ["⬆️ok"]))

        XCTAssertEqual(terminal.writes, ["\u{1B}[1;1H\u{1B}[0m  \u{1B}[1;1H⬆️\u{1B}[1;3Hok"])
        XCTAssertEqual(terminal.lines, ["⬆️ok  "])
    }

    func test_agreeingTerminal_showsExactlyTheFrame_withDisputedGraphemes() {
        let terminal = HeadlessTerminal(width: 30, height: 2)
        let renderer = Renderer(terminal: terminal)
        let first = frame(width: 30, ["⬆️ 1️⃣ 👍🏽 🇯🇵 👨‍👩‍👧 → … ☀ end", "x"])
        renderer.render(first)
        XCTAssertEqual(terminal.screen, first)
        let second = frame(width: 30, ["⬆️ 2️⃣ 👍🏽 🇫🇷 👨‍👩‍👧 ← … ☁ END", "y"])
        renderer.render(second)
        XCTAssertEqual(terminal.screen, second)
    }

    func test_disputedReach_countsWhatATerminalMayDraw() {
        XCTAssertEqual(DisplayWidth.disputedReach(of: "a"), 0)
        XCTAssertEqual(DisplayWidth.disputedReach(of: "é"), 0)
        XCTAssertEqual(DisplayWidth.disputedReach(of: "e\u{301}"), 0)
        XCTAssertEqual(DisplayWidth.disputedReach(of: "漢"), 0)
        XCTAssertEqual(DisplayWidth.disputedReach(of: "🎉"), 0)
        XCTAssertEqual(DisplayWidth.disputedReach(of: "─"), 0, "box drawing is left out")
        XCTAssertEqual(DisplayWidth.disputedReach(of: "⬆️"), 2)
        XCTAssertEqual(DisplayWidth.disputedReach(of: "1️⃣"), 2)
        XCTAssertEqual(DisplayWidth.disputedReach(of: "→"), 2)
        XCTAssertEqual(DisplayWidth.disputedReach(of: "…"), 2)
        XCTAssertEqual(DisplayWidth.disputedReach(of: "☀"), 2)
        XCTAssertEqual(DisplayWidth.disputedReach(of: "\u{E0A0}"), 2, "private use (icon fonts)")
        XCTAssertEqual(DisplayWidth.disputedReach(of: "👍🏽"), 4)
        XCTAssertEqual(DisplayWidth.disputedReach(of: "🇯🇵"), 4)
        XCTAssertEqual(DisplayWidth.disputedReach(of: "👨‍👩‍👧"), 6)
        XCTAssertEqual(DisplayWidth.disputedReach(of: "कि"), 2, "a spacing mark")
    }
}
