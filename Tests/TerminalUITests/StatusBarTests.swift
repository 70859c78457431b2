import XCTest
@testable import TerminalUI

final class StatusBarTests: XCTestCase {
    func test_hintsAndMessage() {
        let bar = StatusBar(hints: [KeyHint(key: "q", title: "Quit"), KeyHint(.character("?"), title: "Help")], message: "3 new",
                            frame: Rect(x: 0, y: 0, width: 24, height: 1))
        let buffer = bar.rendered(size: bar.frame.size)
        XCTAssertEqual(buffer.lines, [" q Quit  ? Help   3 new "])
        XCTAssertEqual(buffer[1, 0]?.style, Style(attributes: [.reverse, .bold]))
        XCTAssertEqual(buffer[3, 0]?.style, Style(attributes: .reverse))
        XCTAssertEqual(buffer[23, 0]?.style, Style(attributes: .reverse))
    }

    func test_hintsThatDoNotFit_areDroppedWhole() {
        let bar = StatusBar(hints: [KeyHint(key: "q", title: "Quit"), KeyHint(key: "r", title: "Refresh")],
                            frame: Rect(x: 0, y: 0, width: 12, height: 1))
        XCTAssertEqual(bar.rendered(size: bar.frame.size).lines, [" q Quit     "])
    }

    func test_longMessage_isTruncated() {
        let bar = StatusBar(hints: [KeyHint(key: "q", title: "Quit")], message: "connection lost",
                            frame: Rect(x: 0, y: 0, width: 16, height: 1))
        XCTAssertEqual(bar.rendered(size: bar.frame.size).lines, [" q Quit  conne… "])
    }

    func test_hostileText_isSanitized() {
        let bar = StatusBar(hints: [KeyHint(key: "\u{1B}[31mx", title: "a\u{07}b")], message: "\u{1B}]0;t\u{07}ok",
                            frame: Rect(x: 0, y: 0, width: 12, height: 1))
        XCTAssertEqual(bar.rendered(size: bar.frame.size).lines, [" x ab    ok "])
    }

    func test_isOneLineHigh() {
        XCTAssertEqual(StatusBar().sizeThatFits(Size(width: 30, height: 10)), Size(width: 30, height: 1))
    }
}
