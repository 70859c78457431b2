import XCTest
@testable import TerminalUI

final class LabelTests: XCTestCase {
    func test_label_drawsItsTextInItsFrame() {
        let label = Label("hello", frame: Rect(x: 1, y: 1, width: 8, height: 1))
        XCTAssertEqual(label.rendered(size: Size(width: 10, height: 2)).lines, ["          ", " hello    "])
    }

    func test_label_longText_isTruncatedWithEllipsis() {
        let label = Label("a very long title", frame: Rect(x: 0, y: 0, width: 8, height: 1))
        XCTAssertEqual(label.rendered(size: Size(width: 8, height: 1)).lines, ["a very …"])
    }

    func test_label_multiline_wrapsAndMarksCutText() {
        let label = Label("one two three four five", frame: Rect(x: 0, y: 0, width: 9, height: 2))
        label.numberOfLines = 2
        XCTAssertEqual(label.rendered(size: Size(width: 9, height: 2)).lines, ["one two  ", "three…   "])
        label.numberOfLines = 0
        XCTAssertEqual(label.sizeThatFits(Size(width: 9, height: 10)), Size(width: 9, height: 3))
    }

    func test_label_alignment() {
        let label = Label("ab", frame: Rect(x: 0, y: 0, width: 6, height: 1))
        label.alignment = .right
        XCTAssertEqual(label.rendered(size: Size(width: 6, height: 1)).lines, ["    ab"])
        label.alignment = .center
        XCTAssertEqual(label.rendered(size: Size(width: 6, height: 1)).lines, ["  ab  "])
    }

    func test_label_hostileText_cannotReachTheTerminal() {
        let label = Label("\u{1B}]0;pwned\u{7}hi\u{1B}[2J\u{202E}!", frame: Rect(x: 0, y: 0, width: 6, height: 1))
        let terminal = HeadlessTerminal(width: 6, height: 1)
        Renderer(terminal: terminal).render(label.rendered(size: terminal.size))
        XCTAssertEqual(terminal.lines, ["hi!   "])
        let written = terminal.writes.joined()
        XCTAssertFalse(written.contains("\u{1B}]"))
        XCTAssertFalse(written.contains("\u{202E}"))
    }

    func test_label_style_isApplied() {
        let label = Label("x", style: .bold, frame: Rect(x: 0, y: 0, width: 2, height: 1))
        let buffer = label.rendered(size: Size(width: 2, height: 1))
        XCTAssertEqual(buffer[0, 0]?.style, .bold)
    }

    func test_label_wideText_inTinyFrame() {
        let label = Label("日本語", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(label.rendered(size: Size(width: 1, height: 1)).lines, ["…"])
        label.frame = Rect(x: 0, y: 0, width: 0, height: 0)
        XCTAssertEqual(label.rendered(size: Size(width: 1, height: 1)).lines, [" "])
    }
}

/// A label keeps its lines for the last width until what they depend on changes.
final class LabelLayoutCacheTests: XCTestCase {
    func test_cachedLines_followTextWidthNumberOfLinesAndStyleChanges() {
        let label = Label("one two three", frame: Rect(x: 0, y: 0, width: 9, height: 2))
        XCTAssertEqual(label.rendered(size: Size(width: 9, height: 2)).lines, ["one two …", "         "])
        // The same width again: the same lines.
        XCTAssertEqual(label.rendered(size: Size(width: 9, height: 2)).lines, ["one two …", "         "])
        label.text = "four"
        XCTAssertEqual(label.rendered(size: Size(width: 9, height: 2)).lines, ["four     ", "         "])
        label.text = "one two three"
        label.numberOfLines = 0
        XCTAssertEqual(label.rendered(size: Size(width: 9, height: 2)).lines, ["one two  ", "three    "])
        label.frame = Rect(x: 0, y: 0, width: 14, height: 2)
        XCTAssertEqual(label.rendered(size: Size(width: 14, height: 2)).lines, ["one two three ", "              "])
        XCTAssertEqual(label.sizeThatFits(Size(width: 5, height: 9)), Size(width: 5, height: 3))
        XCTAssertEqual(label.rendered(size: Size(width: 14, height: 2)).lines, ["one two three ", "              "])
        label.style = .underline
        XCTAssertEqual(label.rendered(size: Size(width: 14, height: 2))[0, 0]?.style, .underline)
        label.alignment = .right
        XCTAssertEqual(label.rendered(size: Size(width: 14, height: 2)).lines[0], " one two three")
    }
}
