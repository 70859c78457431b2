import XCTest
@testable import TerminalUI

final class BufferTests: XCTestCase {
    func test_write_text_appearsAtThePoint() {
        var buffer = Buffer(width: 8, height: 2)
        buffer.write("hi", at: Point(x: 2, y: 1))
        XCTAssertEqual(buffer.lines, ["        ", "  hi    "])
    }

    func test_write_pastTheRightEdge_isClipped() {
        var buffer = Buffer(width: 5, height: 1)
        let written = buffer.write("abcdefgh", at: Point(x: 2, y: 0))
        XCTAssertEqual(buffer.lines, ["  abc"])
        XCTAssertEqual(written, 3)
    }

    func test_write_outsideTheGrid_isDropped() {
        var buffer = Buffer(width: 3, height: 1)
        buffer.write("x", at: Point(x: 0, y: 5))
        buffer.write("y", at: Point(x: -1, y: 0))
        buffer.write("z", at: Point(x: 9, y: 0))
        XCTAssertEqual(buffer.lines, ["   "])
    }

    func test_write_negativeStart_showsTheVisiblePart() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.write("abcdef", at: Point(x: -2, y: 0))
        XCTAssertEqual(buffer.lines, ["cdef"])
    }

    func test_write_withClip_staysInsideIt() {
        var buffer = Buffer(width: 6, height: 1)
        buffer.write("abcdef", at: Point(x: 0, y: 0), clip: Rect(x: 1, y: 0, width: 3, height: 1))
        XCTAssertEqual(buffer.lines, [" bcd  "])
    }

    func test_write_wideGraphemes_takeTwoCellsAndAreNotSplit() {
        var buffer = Buffer(width: 5, height: 1)
        buffer.write("日本語", at: .zero)
        XCTAssertEqual(buffer.lines, ["日本 "])
        XCTAssertEqual(buffer[1, 0]?.isContinuation, true)
    }

    func test_write_overHalfAWideGrapheme_blanksTheOtherHalf() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.write("日本", at: .zero)
        buffer.write("x", at: Point(x: 1, y: 0))
        XCTAssertEqual(buffer.lines, [" x本"])
        buffer.write("y", at: Point(x: 2, y: 0))
        XCTAssertEqual(buffer.lines, [" xy "])
    }

    func test_write_controlCharacters_areNotStored() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.write("a\u{7}\u{1B}b", at: .zero)
        XCTAssertEqual(buffer.lines, ["ab  "])
    }

    func test_zeroSizedBuffer_acceptsWrites() {
        var buffer = Buffer(width: 0, height: 0)
        buffer.write("abc", at: .zero)
        buffer.fill(Rect(x: 0, y: 0, width: 5, height: 5))
        XCTAssertEqual(buffer.lines, [])
    }
}
