import XCTest
@testable import TerminalUI

final class BigLabelTests: XCTestCase {
    func test_digitsAndDegrees_areDrawnThreeLinesTall_inHalfBlocks() {
        let label = BigLabel("-9°C", frame: Rect(x: 0, y: 0, width: 16, height: 3))
        XCTAssertEqual(label.rendered(size: Size(width: 16, height: 3)).lines, [
            "    █▀█ ██ █▀▀  ",
            "▀▀▀ ▀▀█    █    ",
            "    ▀▀▀    ▀▀▀  ",
        ])
        XCTAssertEqual(label.sizeThatFits(Size(width: 80, height: 10)), Size(width: 14, height: 3))
    }

    func test_everyDigit_hasAGlyph() {
        XCTAssertTrue(BigLabel("0123456789").isBig)
        XCTAssertEqual(BigLabel("12").bigLines, ["▄█  ▀▀█", " █  █▀▀", "▀▀▀ ▀▀▀"])
    }

    func test_aCharacterWithoutAGlyph_fallsBackToPlainText_onTheMiddleLine() {
        let label = BigLabel("9 mph", frame: Rect(x: 0, y: 0, width: 8, height: 3))
        XCTAssertFalse(label.isBig)
        XCTAssertEqual(label.rendered(size: Size(width: 8, height: 3)).lines, ["        ", "9 mph   ", "        "])
        XCTAssertEqual(label.sizeThatFits(Size(width: 80, height: 10)), Size(width: 5, height: 1))
    }

    func test_hostileText_isSanitized_inTheFallback() {
        let label = BigLabel("\u{1B}[2Jx", frame: Rect(x: 0, y: 0, width: 8, height: 3))
        XCTAssertFalse(label.rendered(size: Size(width: 8, height: 3)).lines.joined().contains("\u{1B}"))
    }

    func test_alignment_placesTheTextInItsWidth() {
        let label = BigLabel("1", frame: Rect(x: 0, y: 0, width: 7, height: 3))
        label.alignment = .right
        XCTAssertEqual(label.rendered(size: Size(width: 7, height: 3)).lines.first, "    ▄█ ")
        label.alignment = .center
        XCTAssertEqual(label.rendered(size: Size(width: 7, height: 3)).lines.first, "  ▄█   ")
    }

    func test_changingTheText_asksForARedraw() {
        let label = BigLabel("1")
        var asked = 0
        label.onNeedsDisplay = { asked += 1 }
        label.text = "2"
        XCTAssertEqual(asked, 1)
        XCTAssertNil(BigLabel(nil).bigLines)
    }
}
