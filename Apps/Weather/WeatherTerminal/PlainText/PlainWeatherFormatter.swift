import AppSupport
import Foundation
import TerminalUI
import WeatherCore

/// The plain front end's output: a line for now and a line for each of the next three
/// days as text, or everything as the `--json` envelope. Text from servers is sanitized,
/// so nothing in it can drive a terminal the output ends up on (JSON escapes it).
enum PlainWeatherFormatter {
    /// `snapshot`'s forecast in `format`, in `units`. Text is "" when there is no forecast;
    /// JSON is always the envelope (no items then, `notices` saying why): it names `source`
    /// as where the forecast came from (`stored` when the lookup failed) and carries
    /// `notices`, what the run says on stderr.
    static func string(_ snapshot: WeatherSnapshot, format: PlainFormat, units: UnitSystem, now: Date, timeZone: TimeZone = .current,
                       source: JSONEnvelope.Source, notices: [String] = []) -> String {
        let shown = snapshot.forecast.map { ForecastPresentation($0, units: units, now: now, savedAt: snapshot.savedAt, timeZone: timeZone) }
        switch format {
        case .text:
            return shown.map(text) ?? ""
        case .json:
            var failed = false
            if case .failed = snapshot.state { failed = true }
            var envelope = JSONEnvelope(app: "weather", itemKind: "forecasts", generatedAt: now, source: source.stored(failed),
                                        query: snapshot.query, title: snapshot.forecast?.place.displayName, notices: notices)
            if let forecast = snapshot.forecast, let shown {
                envelope.append(encoding: PlainWeatherReport(snapshot: snapshot, forecast: forecast, shown: shown, now: now))
            }
            return envelope.document
        }
    }

    /// "Berlin, Germany: 9°C, Partly cloudy, wind 4 km/h" and, when forecast, the next
    /// three days: "Fri: 1°C to 20°C, Overcast".
    static func text(_ shown: ForecastPresentation) -> String {
        var now = [shown.degrees]
        if !shown.conditionText.isEmpty { now.append(shown.conditionText) }
        // "Wind 12 km/h · Humidity 74%" continues the sentence: "wind 12 km/h, humidity 74%".
        if !shown.details.isEmpty { now.append(shown.details.components(separatedBy: " · ").map(\.lowercasedFirst).joined(separator: ", ")) }
        let notes = [shown.asOf, shown.isDemo ? "demo data" : nil].compactMap { $0 }
        var lines = ["\(shown.cityName): \(now.joined(separator: ", "))" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")]
        for day in shown.days.dropFirst().prefix(3) {
            var parts: [String] = []
            switch (day.minimum, day.maximum) {
            case let (low?, high?): parts.append("\(shown.units.format(shownTemperature: low)) to \(shown.units.format(shownTemperature: high))")
            case let (low?, nil): parts.append("low \(shown.units.format(shownTemperature: low))")
            case let (nil, high?): parts.append("high \(shown.units.format(shownTemperature: high))")
            case (nil, nil): break
            }
            if !day.conditionText.isEmpty { parts.append(day.conditionText) }
            lines.append("\(day.label): \(parts.isEmpty ? "no forecast" : parts.joined(separator: ", "))")
        }
        return lines.map { sanitize($0) }.joined(separator: "\n") + "\n"
    }
}

private extension String {
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
