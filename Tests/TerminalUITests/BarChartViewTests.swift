import XCTest
@testable import TerminalUI

final class BarChartViewTests: XCTestCase {
    private func chart(_ values: [Double?], labels: [String] = [], width: Int, height: Int) -> [String] {
        let chart = BarChartView(frame: Rect(x: 0, y: 0, width: width, height: height))
        chart.values = values
        chart.labels = labels
        return chart.rendered(size: Size(width: width, height: height)).lines
    }

    func test_columns_stepByEighths_betweenTheRoundedLowestAndHighest_withAxes() {
        XCTAssertEqual(chart([0, 1, 2, 3, 4], labels: ["00", "", "02", "", "04"], width: 18, height: 5), [
            "4┤         ▂▂ ██  ",
            " │      ▅▅ ██ ██  ",
            "0┤▁▁ ▇▇ ██ ██ ██  ",
            " └┬─────┬─────┬───",
            "  00    02    04  ",
        ])
    }

    func test_theLowestValue_stillShowsAnEighth_andNilLeavesAGap() {
        let lines = chart([5, nil, 5.5], width: 8, height: 3)
        XCTAssertEqual(lines[0], "6┤▁▁  ▅▅", "one line of columns: the top value only")
    }

    func test_moreValuesThanColumns_showsThoseThatFit() {
        let lines = chart((0..<20).map(Double.init), width: 10, height: 3)
        XCTAssertEqual(lines[0].count, 10)
        XCTAssertEqual(lines[0], "19┤▁▁▂▂▂▃▃", "the first 7 of 20, a column each, no gaps at width 1")
    }

    func test_labelsThatWouldTouch_areSkipped() {
        let lines = chart([1, 2, 3], labels: ["long", "x", "y"], width: 12, height: 3)
        XCTAssertEqual(lines[2], "  long  y   ")
        XCTAssertEqual(lines[1], " └┬─────┬───")
    }

    func test_noValues_drawsTheEmptyAxes() {
        XCTAssertEqual(chart([], width: 5, height: 3), ["│    ", "└────", "     "])
        XCTAssertNil(BarChartView().scale)
    }

    func test_equalValues_getAScaleOneApart_andWildValuesDoNotTrap() {
        let flat = BarChartView()
        flat.values = [7, 7]
        XCTAssertEqual(flat.scale?.lower, 7)
        XCTAssertEqual(flat.scale?.upper, 8)
        XCTAssertEqual(chart([.infinity, -.infinity, .nan, 1e300], width: 12, height: 3).count, 3)
    }

    func test_hostileLabels_areSanitized() {
        XCTAssertFalse(chart([1], labels: ["\u{1B}]0;x\u{7}"], width: 12, height: 3).joined().contains("\u{1B}"))
    }

    func test_itAsksForItsPreferredHeight() {
        let chart = BarChartView()
        chart.preferredHeight = 6
        XCTAssertEqual(chart.sizeThatFits(Size(width: 40, height: 20)), Size(width: 40, height: 6))
        XCTAssertEqual(chart.sizeThatFits(Size(width: 40, height: 4)), Size(width: 40, height: 4))
    }
}
