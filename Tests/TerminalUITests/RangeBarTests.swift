import XCTest
@testable import TerminalUI

final class RangeBarTests: XCTestCase {
    private func bar(_ range: ClosedRange<Double>?, scale: ClosedRange<Double> = 0...10, width: Int = 6) -> String {
        let bar = RangeBar(scale: scale, range: range, frame: Rect(x: 0, y: 0, width: width, height: 1))
        return bar.rendered(size: Size(width: width, height: 1)).lines[0]
    }

    func test_theBar_spansItsRange_onTheScale_inHalfCells() {
        XCTAssertEqual(bar(0...10), "━━━━━━")
        XCTAssertEqual(bar(0...5), "━━━   ")
        XCTAssertEqual(bar(5...10), "   ━━━")
        XCTAssertEqual(bar(1...10), "╺━━━━━")
        XCTAssertEqual(bar(0...9), "━━━━━╸")
        XCTAssertEqual(bar(1...9), "╺━━━━╸")
    }

    func test_aSinglePoint_isHalfACell() {
        XCTAssertEqual(bar(0...0), "╸     ")
        XCTAssertEqual(bar(10...10), "     ╺")
    }

    func test_valuesOutsideTheScale_areClamped_andNoRangeDrawsTheTrack() {
        XCTAssertEqual(bar(-5...20), "━━━━━━")
        let track = RangeBar(scale: 0...1, frame: Rect(x: 0, y: 0, width: 4, height: 1))
        track.trackSymbol = "·"
        XCTAssertEqual(track.rendered(size: Size(width: 4, height: 1)).lines, ["····"])
        XCTAssertNil(track.coveredHalves(width: 4))
    }

    func test_nonFiniteValues_drawNothing_andAnEmptyScaleDoesNotTrap() {
        XCTAssertEqual(bar(0...Double.infinity), "      ")
        XCTAssertEqual(bar(1...1, scale: 1...1), "╸     ")
    }
}
