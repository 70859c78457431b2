import WeatherCore
import WebUI

/// The weather now, as a card: the place, "as of" a saved forecast's time, which of
/// several places it is, the temperature in large type, the condition, wind and humidity,
/// and who answered. Hidden without weather. Main queue only.
final class CurrentWeatherView: StackView {
    let cityLabel = Label(textStyle: .headline)
    let asOfLabel = Label(textStyle: .secondary)
    let placesLabel = Label(textStyle: .secondary)
    let degreesLabel = Label(textStyle: .display)
    let conditionLabel = Label()
    let detailsLabel = Label(textStyle: .secondary)
    let sourceLabel = Label(textStyle: .caption)

    init() {
        super.init(arrangedSubviews: [], spacing: .small)
        styleName = "card"
        for view in [cityLabel, asOfLabel, placesLabel, degreesLabel, conditionLabel, detailsLabel, sourceLabel] as [View] {
            addArrangedSubview(view)
        }
        isHidden = true
    }

    /// What is shown; nil hides the card.
    var presentation: ForecastPresentation? {
        didSet {
            guard presentation != oldValue else { return }
            isHidden = presentation == nil
            guard let presentation else { return }
            cityLabel.text = presentation.cityName
            asOfLabel.text = presentation.asOf
            asOfLabel.isHidden = presentation.asOf == nil
            degreesLabel.text = presentation.degrees
            conditionLabel.text = presentation.conditionLine
            detailsLabel.text = presentation.details
            sourceLabel.text = presentation.sourceLine
        }
    }

    /// "2 of 10 places", nil hides it.
    var placesNote: String? {
        didSet {
            placesLabel.text = placesNote
            placesLabel.isHidden = placesNote == nil
        }
    }
}
