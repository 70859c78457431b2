import TerminalUI
import WeatherCore

/// The next 24 hours: a title with the unit and the highest chance of rain, and a
/// column chart of the temperature with an axis, the hours labelled every three. A
/// forecast without hours says so instead. Shows nothing without a forecast. Main queue only.
final class HourlyForecastView: View {
    let titleLabel = Label(style: .bold)
    let chart = BarChartView()
    let noteLabel = Label(style: .dim)

    /// The chart's lines (columns, axis, labels).
    static let chartHeight = 6

    var presentation: ForecastPresentation? {
        didSet {
            guard presentation != oldValue else { return }
            let hours = presentation?.hours ?? []
            let hasTemperatures = hours.contains { $0.temperature != nil }
            var title = "Next \(hours.count) hours"
            if let presentation { title += " · \(presentation.units.temperatureSymbol)" }
            if let rain = hours.compactMap(\.precipitationProbability).max() { title += " · rain up to \(Int(rain.rounded()))%" }
            titleLabel.text = title
            chart.values = hours.map(\.temperature)
            chart.labels = hours.enumerated().map { index, hour in index % 3 == 0 ? hour.label : "" }
            chart.isHidden = !hasTemperatures
            titleLabel.isHidden = !hasTemperatures
            noteLabel.isHidden = hasTemperatures
            noteLabel.text = presentation.map { "No hourly temperatures from \($0.sourceName)." }
            setNeedsLayout()
        }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        chart.preferredHeight = HourlyForecastView.chartHeight
        chart.barStyle = Style(foreground: .yellow)
        addSubview(titleLabel)
        addSubview(chart)
        addSubview(noteLabel)
    }

    override func sizeThatFits(_ size: Size) -> Size {
        guard presentation != nil else { return Size(width: size.width, height: 0) }
        return Size(width: size.width, height: min(size.height, chart.isHidden ? 1 : 1 + HourlyForecastView.chartHeight))
    }

    override func layoutSubviews() {
        titleLabel.frame = Rect(x: 0, y: 0, width: frame.width, height: 1)
        noteLabel.frame = Rect(x: 0, y: 0, width: frame.width, height: 1)
        chart.frame = Rect(x: 0, y: 1, width: frame.width, height: max(0, min(HourlyForecastView.chartHeight, frame.height - 1)))
    }
}
