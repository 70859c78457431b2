import Foundation
import TerminalUI

/// The chart views with made-up data: a big number (`BigLabel`), a column chart with
/// axes (`BarChartView`) and range bars on a shared scale (`RangeBar`).
final class ChartsViewController: GalleryScreen {
    init() {
        super.init(title: "Charts")
    }

    override func makeContent() -> View {
        let chart = BarChartView()
        chart.values = (0..<24).map { hour -> Double? in
            let angle = Double(hour - 9) / 24 * 2 * Double.pi
            return 12 + 6 * sin(angle)
        }
        chart.labels = (0..<24).map { $0 % 3 == 0 ? String(format: "%02d", $0) : "" }
        chart.preferredHeight = 7
        chart.barStyle = Style(foreground: .yellow)
        let spans: [ClosedRange<Double>] = [3...12, 5...15, -2...6, 0...9, 8...18]
        let bars = spans.map { span -> View in
            let bar = RangeBar(scale: -2...18, range: span)
            bar.style = Style(foreground: .cyan)
            bar.trackSymbol = "·"
            let label = Label("\(Int(span.lowerBound))° – \(Int(span.upperBound))°".padding(toLength: 11, withPad: " ", startingAt: 0))
            return StackView(arrangedSubviews: [label, bar], axis: .horizontal)
        }
        return StackView(arrangedSubviews: [BigLabel("-12.5°C"), Label("24 values, eighth-block columns:", style: .dim), chart]
                         + [Label("Spans on one scale, half-cell ends:", style: .dim)] + bars, spacing: 0)
    }
}
