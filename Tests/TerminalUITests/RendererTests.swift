import XCTest
@testable import TerminalUI

final class RendererTests: XCTestCase {
    func test_render_firstFrame_drawsTheWholeScreen() {
        let terminal = HeadlessTerminal(width: 6, height: 2)
        let renderer = Renderer(terminal: terminal)
        var frame = Buffer(width: 6, height: 2)
        frame.write("hello", at: .zero, style: .bold)
        frame.write("日本", at: Point(x: 1, y: 1))
        renderer.render(frame)
        XCTAssertEqual(terminal.lines, ["hello ", " 日本 "])
        XCTAssertEqual(terminal.style(atX: 0, y: 0), .bold)
        XCTAssertEqual(terminal.style(atX: 0, y: 1), .plain)
        XCTAssertEqual(terminal.writes.count, 1)
    }

    func test_render_secondFrame_writesOnlyTheChangedCells() {
        let terminal = HeadlessTerminal(width: 10, height: 3)
        let renderer = Renderer(terminal: terminal)
        var frame = Buffer(width: 10, height: 3)
        frame.write("aaaaaaaaaa", at: .zero)
        frame.write("bbbbbbbbbb", at: Point(x: 0, y: 1))
        renderer.render(frame)
        frame.write("X", at: Point(x: 4, y: 1))
        terminal.clearWrites()
        renderer.render(frame)
        XCTAssertEqual(terminal.writes, ["\u{1B}[2;5H\u{1B}[0mX"])
        XCTAssertEqual(terminal.lines[1], "bbbbXbbbbb")
    }

    func test_render_unchangedFrame_writesNothing() {
        let terminal = HeadlessTerminal(width: 4, height: 1)
        let renderer = Renderer(terminal: terminal)
        let frame = Buffer(width: 4, height: 1)
        renderer.render(frame)
        terminal.clearWrites()
        renderer.render(frame)
        XCTAssertEqual(terminal.writes, [])
    }

    func test_render_adjacentChanges_shareOneCursorMove() {
        let terminal = HeadlessTerminal(width: 6, height: 1)
        let renderer = Renderer(terminal: terminal)
        renderer.render(Buffer(width: 6, height: 1))
        var frame = Buffer(width: 6, height: 1)
        frame.write("ab", at: Point(x: 1, y: 0), style: .reverse)
        terminal.clearWrites()
        renderer.render(frame)
        XCTAssertEqual(terminal.writes, ["\u{1B}[1;2H\u{1B}[0;7mab\u{1B}[0m"])
        XCTAssertEqual(terminal.style(atX: 2, y: 0), .reverse)
    }

    func test_render_afterResize_redrawsEverything() {
        let terminal = HeadlessTerminal(width: 4, height: 1)
        let renderer = Renderer(terminal: terminal)
        var frame = Buffer(width: 4, height: 1)
        frame.write("abcd", at: .zero)
        renderer.render(frame)
        terminal.size = Size(width: 3, height: 2)
        var resized = Buffer(width: 3, height: 2)
        resized.write("xyz", at: Point(x: 0, y: 1))
        renderer.render(resized)
        XCTAssertEqual(terminal.lines, ["   ", "xyz"])
    }

    func test_render_colors_areDegradedToTheTerminal() {
        let terminal = HeadlessTerminal(width: 2, height: 1, capabilities: TerminalCapabilities(colors: .ansi256))
        let renderer = Renderer(terminal: terminal)
        var frame = Buffer(width: 2, height: 1)
        frame.write("a", at: .zero, style: Style(foreground: .rgb(255, 0, 0)))
        frame.write("b", at: Point(x: 1, y: 0), style: Style(foreground: .indexed(196), background: .blue))
        renderer.render(frame)
        XCTAssertEqual(terminal.style(atX: 0, y: 0)?.foreground, .indexed(196))
        XCTAssertEqual(terminal.style(atX: 1, y: 0), Style(foreground: .indexed(196), background: .blue))

        let basic = HeadlessTerminal(width: 1, height: 1, capabilities: TerminalCapabilities(colors: .ansi16))
        var small = Buffer(width: 1, height: 1)
        small.write("c", at: .zero, style: Style(foreground: .rgb(250, 10, 10)))
        Renderer(terminal: basic).render(small)
        XCTAssertEqual(basic.style(atX: 0, y: 0)?.foreground, .brightRed)
    }

    func test_render_noColor_keepsAttributesButNoColors() {
        let capabilities = TerminalCapabilities.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        XCTAssertEqual(capabilities.colors, .none)
        let terminal = HeadlessTerminal(width: 1, height: 1, capabilities: capabilities)
        var frame = Buffer(width: 1, height: 1)
        frame.write("a", at: .zero, style: Style(foreground: .red, attributes: .bold))
        Renderer(terminal: terminal).render(frame)
        XCTAssertEqual(terminal.style(atX: 0, y: 0), .bold)
    }

    func test_render_dumbTerminal_writesPlainLinesWithoutEscapes() {
        let capabilities = TerminalCapabilities.detect(environment: ["TERM": "dumb"])
        XCTAssertEqual(capabilities, .dumb)
        let terminal = HeadlessTerminal(width: 3, height: 2, capabilities: capabilities)
        var frame = Buffer(width: 3, height: 2)
        frame.write("ab", at: .zero, style: .reverse)
        Renderer(terminal: terminal).render(frame)
        XCTAssertEqual(terminal.writes, ["ab \r\n   \r\n"])
        XCTAssertFalse(terminal.writes.joined().contains("\u{1B}"))
    }

    func test_detect_environments() {
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "xterm", "COLORTERM": "truecolor"]).colors, .trueColor)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "screen-256color"]).colors, .ansi256)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "xterm"]).colors, .ansi16)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "xterm", "NO_COLOR": ""]).colors, .ansi16)
    }

    func test_degrade_rgbGrey_picksTheGreyRamp() {
        XCTAssertEqual(Color.rgb(128, 128, 128).degraded(to: .ansi256), .indexed(244))
        XCTAssertEqual(Color.rgb(0, 0, 0).degraded(to: .ansi256), .indexed(16))
        XCTAssertNil(Color.red.degraded(to: .none))
    }

    func test_render_diffOfAScrolledFrame_matchesAFullRedraw() {
        let terminal = HeadlessTerminal(width: 12, height: 5)
        let renderer = Renderer(terminal: terminal)
        for offset in 0..<4 {
            var frame = Buffer(width: 12, height: 5)
            for row in 0..<5 {
                frame.write("row \(row + offset) 日", at: Point(x: 0, y: row), style: row == 2 ? .reverse : .plain)
            }
            renderer.render(frame)
            XCTAssertEqual(terminal.screen, frame)
        }
    }
}
