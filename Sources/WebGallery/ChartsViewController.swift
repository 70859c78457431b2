import RxCore
import WebUI

/// A big number, a week's temperatures as a bar chart, and each day's low–high as range bars.
final class ChartsViewController: DemoViewController {
    private let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private let highs: [Double] = [14, 17, 21, 19, 12, 9, 11]
    private let lows: [Double] = [6, 8, 11, 12, 5, -2, 1]

    init() {
        super.init(title: "Charts")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let now = Label("17°", textStyle: .display)
        let condition = Label("Partly cloudy · Bergen", textStyle: .secondary)
        let chart = BarChartView()
        chart.values = highs
        chart.labels = days
        chart.valueFormatter = { "\(Int($0))°" }
        chart.accessibilityLabel = "Highs this week"
        let scale = (lows.min() ?? 0)...(highs.max() ?? 1)
        let rows = days.indices.map { index -> View in
            let row = StackView(arrangedSubviews: [Label(days[index], textStyle: .caption), Label("\(Int(lows[index]))°", textStyle: .caption),
                                                   RangeBar(scale: scale, range: lows[index]...highs[index]), Label("\(Int(highs[index]))°", textStyle: .caption)],
                                axis: .horizontal, spacing: .small)
            row.styleName = "range-row"
            return row
        }
        stack.addArrangedSubview(card(nil, [now, condition]))
        stack.addArrangedSubview(card("Highs this week", [chart]))
        stack.addArrangedSubview(card("Lows and highs", rows))
    }
}
