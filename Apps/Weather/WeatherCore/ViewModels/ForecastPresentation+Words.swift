import Foundation

/// The words every front end shows around the forecast, written once: the condition with
/// its symbol, who answered, the chart's and the table's headings, and what is said when
/// the source sent no hours or no days.
extension ForecastPresentation {
    /// The condition with its symbol: "⛅ Partly cloudy" (the words alone without a symbol).
    public var conditionLine: String {
        conditionSymbol.isEmpty ? conditionText : "\(conditionSymbol) \(conditionText)"
    }

    /// Who answered: "by Open-Meteo".
    public var sourceLine: String { "by \(sourceName)" }

    /// Whether the chart has a temperature to draw.
    public var hasHourlyTemperatures: Bool { hours.contains { $0.temperature != nil } }

    /// The chart's heading: "Next 24 hours · °C · rain up to 40%" (rain when forecast).
    public var hourlyTitle: String {
        var title = "Next \(hours.count) hours · \(units.temperatureSymbol)"
        if let rain = hours.compactMap(\.precipitationProbability).max() { title += " · rain up to \(Int(rain.rounded()))%" }
        return title
    }

    /// What is said instead of the chart: "No hourly temperatures from OpenWeatherMap."
    public var hourlyNote: String { "No hourly temperatures from \(sourceName)." }

    /// The table's heading: "Next 7 days".
    public var dailyTitle: String { "Next \(days.count) days" }

    /// What is said instead of the table: "No daily forecast from OpenWeatherMap."
    public var dailyNote: String { "No daily forecast from \(sourceName)." }

    /// The week's scale for the days' low-to-high bars: the lowest low to the highest high.
    public var weekScale: ClosedRange<Double> {
        let values = days.flatMap { [$0.minimum, $0.maximum] }.compactMap { $0 }
        return (values.min() ?? 0)...(values.max() ?? 1)
    }
}

extension ForecastPresentation.Day {
    /// The low as shown in a day's row: "3°"; nil when not forecast.
    public var minimumText: String? { minimum.map { "\(UnitSystem.whole($0))°" } }
    /// The high as shown in a day's row: "12°"; nil when not forecast.
    public var maximumText: String? { maximum.map { "\(UnitSystem.whole($0))°" } }
}

extension ForecastPresentation.Day {
    /// The day's condition with its symbol: "☔ Light rain" (the words alone without one).
    public var conditionLine: String {
        symbol.isEmpty ? conditionText : "\(symbol) \(conditionText)"
    }
}
