import TerminalUI
import WeatherCore

/// The weather now: the place (bold) and, for a saved forecast, "as of HH:MM", and
/// which of several matches it is (`matchesLabel`, set by the screen); the
/// temperature in big digits beside the condition's symbol and words, the wind and
/// humidity, and who answered. Given fewer lines than the big digits need (a short
/// terminal), the temperature is written in plain bold before the condition instead of
/// cut digits nobody can read. Shows nothing without a forecast. Main queue only.
final class CurrentWeatherView: View {
    let cityLabel = Label(style: .bold)
    let asOfLabel = Label(style: Style(foreground: .yellow, attributes: .bold))
    let matchesLabel = Label(style: .dim)
    let degreesLabel = BigLabel()
    /// The temperature in one line, for a view too short for the big digits.
    let compactDegreesLabel = Label(style: .bold)
    let conditionLabel = Label()
    let detailsLabel = Label()
    let sourceLabel = Label(style: .dim)

    /// What is shown; nil hides everything.
    var presentation: ForecastPresentation? {
        didSet {
            guard presentation != oldValue else { return }
            cityLabel.text = presentation?.cityName
            asOfLabel.text = presentation?.asOf
            degreesLabel.text = presentation?.degrees
            compactDegreesLabel.text = presentation?.degrees
            conditionLabel.text = presentation?.conditionLine
            detailsLabel.text = presentation?.details
            sourceLabel.text = presentation?.sourceLine
            setNeedsLayout()
        }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        for view in [cityLabel, asOfLabel, matchesLabel, degreesLabel, compactDegreesLabel, conditionLabel, detailsLabel, sourceLabel] as [View] {
            addSubview(view)
        }
    }

    /// Four lines with a forecast, none without.
    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: presentation == nil ? 0 : min(size.height, 1 + BigLabel.height))
    }

    override func layoutSubviews() {
        let width = frame.width
        var x = 0
        for label in [cityLabel, asOfLabel, matchesLabel] {
            let wanted = label.text?.isEmpty == false ? label.sizeThatFits(Size(width: max(0, width - x), height: 1)).width : 0
            label.frame = Rect(x: min(width, x), y: 0, width: min(wanted, max(0, width - x)), height: 1)
            if wanted > 0 { x += wanted + 2 }
        }
        let compact = frame.height < 1 + BigLabel.height
        degreesLabel.isHidden = compact
        compactDegreesLabel.isHidden = !compact
        let digits: Int
        if compact {
            digits = min(width, compactDegreesLabel.sizeThatFits(Size(width: width, height: 1)).width)
            compactDegreesLabel.frame = Rect(x: 0, y: 1, width: digits, height: 1)
        } else {
            digits = min(width, degreesLabel.sizeThatFits(Size(width: width, height: BigLabel.height)).width)
            degreesLabel.frame = Rect(x: 0, y: 1, width: digits, height: BigLabel.height)
        }
        let textX = min(width, digits + (compact ? 1 : 3))
        for (row, label) in [conditionLabel, detailsLabel, sourceLabel].enumerated() {
            label.frame = Rect(x: textX, y: 1 + row, width: max(0, width - textX), height: 1)
        }
    }
}
