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

    func test_reservedBanner_withoutText_keepsItsLine_andDrawsBlank() {
        let banner = MessageView(kind: .error, frame: Rect(x: 0, y: 0, width: 6, height: 1))
        banner.reservesSpace = true
        XCTAssertEqual(banner.sizeThatFits(Size(width: 6, height: 10)), Size(width: 6, height: 1))
        let buffer = banner.rendered(size: Size(width: 6, height: 1))
        XCTAssertEqual(buffer.lines, ["      "])
        XCTAssertEqual(buffer[0, 0]?.style, Style.plain, "no empty reversed bar")
        banner.text = "failed"
        XCTAssertTrue(banner.rendered(size: Size(width: 6, height: 1))[0, 0]?.style.attributes.contains(.reverse) == true)
        banner.text = ""
        XCTAssertEqual(banner.rendered(size: Size(width: 6, height: 1))[0, 0]?.style, Style.plain)
    }

    func test_reservedBanner_neverGetsShorter_untilTheWidthChanges() {
        let banner = MessageView(text: "no connection to the server")
        banner.reservesSpace = true
        XCTAssertEqual(banner.sizeThatFits(Size(width: 16, height: 10)).height, 2)
        banner.text = nil
        XCTAssertEqual(banner.sizeThatFits(Size(width: 16, height: 10)).height, 2, "the list under it does not move back")
        banner.text = "short"
        XCTAssertEqual(banner.sizeThatFits(Size(width: 16, height: 10)).height, 2)
        XCTAssertEqual(banner.sizeThatFits(Size(width: 40, height: 10)).height, 1, "a new width counts again")
    }

    func test_unreservedBanner_shrinksWithItsText() {
        let banner = MessageView(text: "no connection to the server")
        XCTAssertEqual(banner.sizeThatFits(Size(width: 16, height: 10)).height, 2)
        banner.text = "short"
        XCTAssertEqual(banner.sizeThatFits(Size(width: 16, height: 10)).height, 1)
    }
}
