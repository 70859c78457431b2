import WeatherCore
import WebUI

/// The next hours as a card: the heading ("Next 24 hours · °C · rain up to 40%") over a
/// bar chart of the temperatures, hours labelled every three; the source's note when it
/// sent none. Hidden without weather. Main queue only.
final class HourlyForecastView: StackView {
    let titleLabel = Label(textStyle: .headline)
    let chart = BarChartView()
    let noteLabel = Label(textStyle: .secondary)

    init() {
        super.init(arrangedSubviews: [], spacing: .normal)
        styleName = "card"
        for view in [titleLabel, chart, noteLabel] as [View] { addArrangedSubview(view) }
        chart.valueFormatter = { "\(UnitSystem.whole($0))°" }
        isHidden = true
    }

    /// What is shown; nil hides the card.
    var presentation: ForecastPresentation? {
        didSet {
            guard presentation != oldValue else { return }
            isHidden = presentation == nil
            guard let presentation else { return }
            let hasTemperatures = presentation.hasHourlyTemperatures
            titleLabel.text = presentation.hourlyTitle
            titleLabel.isHidden = !hasTemperatures
            chart.values = presentation.hours.map(\.temperature)
            chart.labels = presentation.hours.enumerated().map { index, hour in index % 3 == 0 ? hour.label : "" }
            chart.accessibilityLabel = presentation.hourlyTitle
            chart.isHidden = !hasTemperatures
            noteLabel.text = presentation.hourlyNote
            noteLabel.isHidden = hasTemperatures
        }
    }
}
