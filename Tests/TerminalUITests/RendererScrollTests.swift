import TestSupport
import XCTest
@testable import TerminalUI

/// Moved lines are scrolled by the terminal (scroll region + delete/insert line), and
/// the headless terminal interprets those sequences, so the screen still matches.
final class RendererScrollTests: XCTestCase {
    private let names = ["Ada 日本", "Grace", "Linus 😀", "Ken", "Dennis", "Barbara", "Edsger", "美咲"]

    /// A frame with a title line, `rows` list lines starting at `first`, and a footer.
    private func listFrame(width: Int = 50, height: Int = 8, first: Int, selected: Int? = nil) -> Buffer {
        var frame = Buffer(width: width, height: height)
        frame.write("Title", at: .zero, style: .bold)
        for line in 1..<(height - 1) {
            let number = first + line - 1
            let letters = String(repeating: Character(Unicode.Scalar(UInt8(97 + number % 26))), count: 20)
            frame.write("\(names[number % names.count]) \(number) \(letters)", at: Point(x: 0, y: line), style: number == selected ? .reverse : .plain)
        }
        frame.write("footer", at: Point(x: 0, y: height - 1), style: .reverse)
        return frame
    }

    func test_contentMovedUp_isScrolledInARegion_andOnlyTheNewLineWritten() {
        let terminal = HeadlessTerminal(width: 50, height: 8)
        let renderer = Renderer(terminal: terminal)
        renderer.render(listFrame(first: 0))
        terminal.clearWrites()
        let next = listFrame(first: 1)
        renderer.render(next)
        XCTAssertEqual(terminal.screen, next)
        let output = terminal.writes.joined()
        XCTAssertTrue(output.hasPrefix("\u{1B}[2;7r\u{1B}[2;1H\u{1B}[1M\u{1B}[r"), "region rows 2-7, one line deleted: \(output.debugDescription)")
        XCTAssertFalse(output.contains("Grace 1"), "moved lines are not written again")
        XCTAssertTrue(output.contains("Edsger") && output.contains("gggg"), "the line that came in is: \(output.debugDescription)")
        XCTAssertFalse(output.contains("Title") || output.contains("footer"), "lines outside the region stay")
    }

    func test_contentMovedDown_insertsLines() {
        let terminal = HeadlessTerminal(width: 50, height: 8)
        let renderer = Renderer(terminal: terminal)
        renderer.render(listFrame(first: 10))
        terminal.clearWrites()
        let previous = listFrame(first: 8)
        renderer.render(previous)
        XCTAssertEqual(terminal.screen, previous)
        let output = terminal.writes.joined()
        XCTAssertTrue(output.hasPrefix("\u{1B}[2;7r\u{1B}[2;1H\u{1B}[2L\u{1B}[r"), output.debugDescription)
        XCTAssertFalse(output.contains("😀 10"), "moved down, not written again")
    }

    func test_scrollWithSelectionMoving_matchesAFullRedraw_inFewerBytes() {
        let scrolled = HeadlessTerminal(width: 50, height: 8)
        let cellByCell = HeadlessTerminal(width: 50, height: 8, capabilities: TerminalCapabilities(colors: .trueColor, scrollRegions: false))
        let renderers = [Renderer(terminal: scrolled), Renderer(terminal: cellByCell)]
        for first in 0..<6 {
            let frame = listFrame(first: first, selected: first + 5)
            renderers.forEach { $0.render(frame) }
            XCTAssertEqual(scrolled.screen, frame, "after scrolling to \(first)")
            XCTAssertEqual(cellByCell.screen, frame)
        }
        scrolled.clearWrites()
        cellByCell.clearWrites()
        let last = listFrame(first: 6, selected: 11)
        renderers.forEach { $0.render(last) }
        XCTAssertEqual(scrolled.screen, last)
        XCTAssertLessThan(scrolled.bytesWritten * 3, cellByCell.bytesWritten * 2, "at most two thirds of the bytes")
    }

    func test_linesThatChangedLittle_arePatchedInPlace_notScrolled() {
        var old = Buffer(width: 20, height: 6)
        var new = Buffer(width: 20, height: 6)
        for y in 0..<6 {
            old.write("same long text \(y)", at: Point(x: 0, y: y))
            new.write("same long text \(y + 1)", at: Point(x: 0, y: y))
        }
        XCTAssertNil(LineScroll.detect(from: old, to: new), "one digit per line is cheaper than a scroll")
        let terminal = HeadlessTerminal(width: 20, height: 6)
        let renderer = Renderer(terminal: terminal)
        renderer.render(old)
        renderer.render(new)
        XCTAssertEqual(terminal.screen, new)
    }

    func test_fewChangedLines_areWrittenInPlace() {
        let terminal = HeadlessTerminal(width: 50, height: 8)
        let renderer = Renderer(terminal: terminal)
        renderer.render(listFrame(first: 0, selected: 1))
        terminal.clearWrites()
        renderer.render(listFrame(first: 0, selected: 2))
        XCTAssertFalse(terminal.writes.joined().contains("r\u{1B}"), "no scroll region for a selection move")
        XCTAssertEqual(terminal.screen, listFrame(first: 0, selected: 2))
    }

    func test_randomEdits_neverLeaveTheScreenWrong() {
        var generator = SeededGenerator(seed: 7)
        let terminal = HeadlessTerminal(width: 12, height: 10)
        let renderer = Renderer(terminal: terminal)
        var lines = (0..<10).map { "line \($0)" }
        for step in 0..<300 {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                lines.removeFirst(Int.random(in: 1...3, using: &generator))
                while lines.count < 10 { lines.append("new \(step) \(lines.count)") }
            case 1:
                for _ in 0..<Int.random(in: 1...3, using: &generator) { lines.insert("ins \(step) 😀", at: Int.random(in: 0...3, using: &generator)) }
                lines = Array(lines.prefix(10))
            case 2:
                lines[Int.random(in: 0..<10, using: &generator)] = "edit \(step)"
            default:
                lines.shuffle(using: &generator)
            }
            var frame = Buffer(width: 12, height: 10)
            for (y, line) in lines.enumerated() { frame.write(line, at: Point(x: 0, y: y), style: y % 3 == 0 ? .bold : .plain) }
            renderer.render(frame)
            XCTAssertEqual(terminal.screen, frame, "step \(step)")
            if terminal.screen != frame { return }
        }
    }

    func test_headless_interpretsRegionScrollUpAndDown() {
        let terminal = HeadlessTerminal(width: 3, height: 5)
        terminal.write("\u{1B}[1;1Ha\u{1B}[2;1Hb\u{1B}[3;1Hc\u{1B}[4;1Hd\u{1B}[5;1He")
        terminal.write("\u{1B}[2;4r\u{1B}[1S")
        XCTAssertEqual(terminal.lines, ["a  ", "c  ", "d  ", "   ", "e  "], "SU moves the region only")
        terminal.write("\u{1B}[2T")
        XCTAssertEqual(terminal.lines, ["a  ", "   ", "   ", "c  ", "e  "], "SD")
        terminal.write("\u{1B}[r\u{1B}[1;1H\u{1B}[1M")
        XCTAssertEqual(terminal.lines, ["   ", "   ", "c  ", "e  ", "   "], "DL on the whole screen")
        terminal.write("\u{1B}[3;1H\u{1B}[1L")
        XCTAssertEqual(terminal.lines, ["   ", "   ", "   ", "c  ", "e  "], "IL")
    }
}
