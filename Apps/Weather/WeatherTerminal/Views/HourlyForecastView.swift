import TerminalUI
import WeatherCore

/// The next 24 hours: a title with the unit and the highest chance of rain, and a
/// column chart of the temperature with an axis, the hours labelled every three. A
/// forecast without hours says so instead. Shows nothing without a forecast. Main queue only.
final class HourlyForecastView: View {
    let titleLabel = Label(style: .bold)
    let chart = BarChartView()
    let noteLabel = Label(style: .dim)

    /// The chart's lines (columns, axis, labels) on a small screen, and at most.
    static let chartHeights = 6...16
    /// The lines left below the chart for the days table (title, 7 days, a blank).
    static let reservedBelow = 10

    var presentation: ForecastPresentation? {
        didSet {
            guard presentation != oldValue else { return }
            let hours = presentation?.hours ?? []
            let hasTemperatures = presentation?.hasHourlyTemperatures ?? false
            titleLabel.text = presentation?.hourlyTitle
            chart.values = hours.map(\.temperature)
            chart.labels = hours.enumerated().map { index, hour in index % 3 == 0 ? hour.label : "" }
            chart.isHidden = !hasTemperatures
            titleLabel.isHidden = !hasTemperatures
            noteLabel.isHidden = hasTemperatures
            noteLabel.text = presentation?.hourlyNote
            setNeedsLayout()
        }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        chart.barStyle = Style(foreground: .yellow)
        addSubview(titleLabel)
        addSubview(chart)
        addSubview(noteLabel)
    }

    override func sizeThatFits(_ size: Size) -> Size {
        guard presentation != nil else { return Size(width: size.width, height: 0) }
        guard !chart.isHidden else { return Size(width: size.width, height: min(size.height, 1)) }
        // Taller on tall screens, leaving the days table its lines.
        let rows = HourlyForecastView.chartHeights.clamped(size.height - 1 - HourlyForecastView.reservedBelow)
        return Size(width: size.width, height: min(size.height, 1 + rows))
    }

    override func layoutSubviews() {
        titleLabel.frame = Rect(x: 0, y: 0, width: frame.width, height: 1)
        noteLabel.frame = Rect(x: 0, y: 0, width: frame.width, height: 1)
        chart.frame = Rect(x: 0, y: 1, width: frame.width, height: max(0, frame.height - 1))
    }
}

private extension ClosedRange where Bound == Int {
    func clamped(_ value: Int) -> Int { Swift.min(upperBound, Swift.max(lowerBound, value)) }
}
