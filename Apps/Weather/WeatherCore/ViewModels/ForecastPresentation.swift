import Foundation

/// A forecast ready to show: texts formatted and numbers converted to the user's
/// units. Platform-independent; the terminal and the plain-text front end both read it.
public struct ForecastPresentation: Hashable, Sendable {
    /// One hour of the chart.
    public struct Hour: Hashable, Sendable {
        /// The hour in the place's local time, "00" to "23".
        public var label: String
        /// The temperature in the display unit, nil when not forecast.
        public var temperature: Double?
        /// The chance of precipitation in percent, nil when not forecast.
        public var precipitationProbability: Double?
    }

    /// One day of the table.
    public struct Day: Hashable, Sendable {
        /// "Today", then weekday abbreviations ("Tue").
        public var label: String
        /// The condition's symbol ("" when unknown).
        public var symbol: String
        /// The condition in words ("" when unknown).
        public var conditionText: String
        /// The lowest temperature in the display unit.
        public var minimum: Double?
        /// The highest temperature in the display unit.
        public var maximum: Double?
    }

    /// "Berlin, Germany".
    public var cityName: String
    /// The temperature now, rounded, with its unit: "9°C" ("–" when unknown).
    public var degrees: String
    /// The temperature now in the display unit, unrounded.
    public var temperature: Double?
    /// The condition in words: the source's description, else the WMO code's ("" when unknown).
    public var conditionText: String
    /// The condition's symbol ("" when unknown).
    public var conditionSymbol: String
    /// Wind and humidity: "Wind 15 km/h · Humidity 81%" (only what is known).
    public var details: String
    /// The next 24 hours (fewer when the source sent fewer; none from OpenWeatherMap).
    public var hours: [Hour]
    /// The days forecast, today first.
    public var days: [Day]
    /// "as of 14:05" when the forecast is a saved one, nil for a fresh answer.
    public var asOf: String?
    /// The units the numbers are in.
    public var units: UnitSystem
    /// Who answered: "Open-Meteo" or "OpenWeatherMap".
    public var sourceName: String
    /// Whether the weather is the bundled demo's, made up (outputs without a title say so).
    public var isDemo: Bool

    /// `forecast` for display in `units`; `now` picks the next hours when the forecast
    /// has no current time; `savedAt` (a saved forecast) gives `asOf` in `timeZone`.
    public init(_ forecast: Forecast, units: UnitSystem, now: Date, savedAt: Date? = nil, timeZone: TimeZone = .current) {
        cityName = forecast.place.displayName
        let celsius = forecast.temperatureNow(now: now)
        temperature = celsius.map(units.temperature)
        degrees = celsius.map { units.format(temperature: $0) } ?? "–"
        let condition = forecast.conditionNow(now: now)
        conditionText = forecast.current?.description ?? condition?.text ?? ""
        conditionSymbol = condition?.symbol(isDay: forecast.current?.isDay) ?? ""
        var parts: [String] = []
        if let wind = forecast.current?.windSpeed { parts.append("Wind \(units.format(windSpeed: wind))") }
        if let humidity = forecast.current?.humidity { parts.append("Humidity \(UnitSystem.whole(humidity))%") }
        details = parts.joined(separator: " · ")
        let offset = forecast.utcOffsetSeconds
        hours = forecast.nextHours(24, now: now).map { hour in
            Hour(label: ForecastPresentation.twoDigits(ForecastPresentation.secondsOfDay(hour.time, offset: offset) / 3600),
                 temperature: hour.temperature.map(units.temperature), precipitationProbability: hour.precipitationProbability)
        }
        // Days of nulls only (a point at sea) are no table: the note says there is none.
        let saysSomething = forecast.daily.contains { $0.minimum != nil || $0.maximum != nil || $0.condition != nil }
        days = !saysSomething ? [] : forecast.daily.enumerated().map { index, day in
            Day(label: index == 0 ? "Today" : ForecastPresentation.weekday(day.date, offset: offset),
                symbol: day.condition?.symbol ?? "", conditionText: day.condition?.text ?? "",
                minimum: day.minimum.map(units.temperature), maximum: day.maximum.map(units.temperature))
        }
        asOf = savedAt.map { "as of \(ForecastPresentation.clock($0, timeZone: timeZone))" }
        self.units = units
        sourceName = forecast.source.displayName
        isDemo = forecast.source == .demo
    }

    /// Seconds since local midnight of `date` at `offset` from UTC.
    static func secondsOfDay(_ date: Date, offset: Int) -> Int {
        let seconds = wholeSeconds(date) + offset
        return ((seconds % 86_400) + 86_400) % 86_400
    }

    /// The weekday abbreviation of `date` in local time at `offset`.
    static func weekday(_ date: Date, offset: Int) -> String {
        let seconds = wholeSeconds(date) + offset
        let days = (seconds - secondsOfDay(date, offset: offset)) / 86_400
        // 1970-01-01 was a Thursday.
        let names = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
        return names[((days % 7) + 7) % 7]
    }

    /// `date` as whole seconds since 1970, clamped to ±10,000 years so no date traps.
    private static func wholeSeconds(_ date: Date) -> Int {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite else { return 0 }
        return Int(max(-3.2e11, min(3.2e11, seconds)).rounded(.down))
    }

    /// "HH:mm" of `date` in `timeZone`.
    static func clock(_ date: Date, timeZone: TimeZone) -> String {
        let ofDay = secondsOfDay(date, offset: timeZone.secondsFromGMT(for: date))
        return "\(twoDigits(ofDay / 3600)):\(twoDigits(ofDay % 3600 / 60))"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
