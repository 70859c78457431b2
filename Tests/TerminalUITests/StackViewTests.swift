import XCTest
@testable import TerminalUI

final class StackViewTests: XCTestCase {
    func test_verticalStack_givesLabelsTheirLinesAndTheRestToFlexibleViews() {
        let body = View()
        body.backgroundStyle = .plain
        let title = Label("Title")
        let footer = Label("footer")
        let stack = StackView(arrangedSubviews: [title, body, footer], axis: .vertical, frame: Rect(x: 0, y: 0, width: 8, height: 5))
        XCTAssertEqual(stack.rendered(size: Size(width: 8, height: 5)).lines, ["Title   ", "        ", "        ", "        ", "footer  "])
        XCTAssertEqual(body.frame, Rect(x: 0, y: 1, width: 8, height: 3))
    }

    func test_horizontalStack_withSpacing() {
        let stack = StackView(arrangedSubviews: [Label("ab"), Label("cd")], axis: .horizontal, spacing: 1, frame: Rect(x: 0, y: 0, width: 7, height: 1))
        XCTAssertEqual(stack.rendered(size: Size(width: 7, height: 1)).lines, ["ab cd  "])
    }

    func test_hiddenView_takesNoSpace() {
        let banner = MessageView(text: "offline")
        let list = Label("list")
        let stack = StackView(arrangedSubviews: [banner, list], frame: Rect(x: 0, y: 0, width: 9, height: 2))
        XCTAssertEqual(stack.rendered(size: Size(width: 9, height: 2)).lines, [" offline ", "list     "])
        banner.isHidden = true
        XCTAssertEqual(stack.rendered(size: Size(width: 9, height: 2)).lines, ["list     ", "         "])
    }

    func test_twoFlexibleViews_shareTheSpace() {
        let top = View()
        let bottom = View()
        let stack = StackView(arrangedSubviews: [top, bottom], frame: Rect(x: 0, y: 0, width: 4, height: 5))
        stack.layoutIfNeeded()
        XCTAssertEqual(top.frame.height, 3)
        XCTAssertEqual(bottom.frame, Rect(x: 0, y: 3, width: 4, height: 2))
    }
}
