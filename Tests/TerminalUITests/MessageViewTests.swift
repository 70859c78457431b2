import XCTest
@testable import TerminalUI

final class MessageViewTests: XCTestCase {
    func test_banner_fillsItsWidthReversed() {
        let banner = MessageView(text: "3 new", frame: Rect(x: 0, y: 0, width: 8, height: 1))
        let buffer = banner.rendered(size: Size(width: 8, height: 1))
        XCTAssertEqual(buffer.lines, [" 3 new  "])
        XCTAssertTrue(buffer[7, 0]?.style.attributes.contains(.reverse) == true)
    }

    func test_banner_error_isBoldAndRedAndStillReversedWithoutColor() {
        let banner = MessageView(text: "failed", kind: .error, frame: Rect(x: 0, y: 0, width: 8, height: 1))
        let terminal = HeadlessTerminal(width: 8, height: 1, capabilities: TerminalCapabilities(colors: .none))
        Renderer(terminal: terminal).render(banner.rendered(size: terminal.size))
        XCTAssertEqual(terminal.style(atX: 1, y: 0), Style(attributes: [.reverse, .bold]))
    }

    func test_banner_longText_wrapsAndGrows() {
        let banner = MessageView(text: "no connection to the server")
        XCTAssertEqual(banner.sizeThatFits(Size(width: 16, height: 10)), Size(width: 16, height: 2))
    }

    func test_hiddenBanner_drawsNothing() {
        let banner = MessageView(text: "x", frame: Rect(x: 0, y: 0, width: 3, height: 1))
        banner.isHidden = true
        XCTAssertEqual(banner.rendered(size: Size(width: 3, height: 1)).lines, ["   "])
    }
}
