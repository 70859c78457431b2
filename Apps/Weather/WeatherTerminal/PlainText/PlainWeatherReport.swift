import AppSupport
import Foundation
import WeatherCore

/// The item `weather --json` prints in its envelope (whose `query` is the city asked
/// for): the place and the other matches, and the forecast in the units shown (`units`),
/// numbers converted to them rounded to tenths, times as ISO 8601 instants.
struct PlainWeatherReport: Encodable {
    struct PlaceInfo: Encodable {
        var name: String
        var region: String?
        var country: String?
        var countryCode: String?
        var latitude: Double
        var longitude: Double
        var timeZone: String?
    }

    struct Now: Encodable {
        var time: Date?
        var temperature: Double?
        var condition: String?
        var symbol: String?
        var windSpeed: Double?
        var humidity: Double?
    }

    struct Hour: Encodable {
        var time: Date
        var temperature: Double?
        var precipitationProbability: Double?
    }

    struct Day: Encodable {
        var date: Date
        var minimum: Double?
        var maximum: Double?
        var condition: String?
    }

    var source: String
    var units: String
    var temperatureUnit: String
    var windSpeedUnit: String
    var place: PlaceInfo
    var matches: [String]
    /// When the forecast was saved, when it is a saved one (the lookup failed).
    var asOf: Date?
    var current: Now
    var hourly: [Hour]
    var daily: [Day]

    init(snapshot: WeatherSnapshot, forecast: Forecast, shown: ForecastPresentation, now: Date) {
        let units = shown.units
        source = forecast.source.rawValue
        self.units = units.rawValue
        temperatureUnit = units.temperatureSymbol
        windSpeedUnit = units.windSpeedSymbol
        let location = forecast.place
        place = PlaceInfo(name: location.name, region: location.region, country: location.country, countryCode: location.countryCode,
                          latitude: location.latitude, longitude: location.longitude, timeZone: location.timeZone)
        matches = snapshot.matches.map(\.displayName)
        asOf = snapshot.savedAt
        current = Now(time: forecast.current?.time, temperature: shown.temperature.map(PlainWeatherReport.tenths),
                      condition: shown.conditionText.isEmpty ? nil : shown.conditionText,
                      symbol: shown.conditionSymbol.isEmpty ? nil : shown.conditionSymbol,
                      windSpeed: forecast.current?.windSpeed.map { PlainWeatherReport.tenths(units.windSpeed($0)) },
                      humidity: forecast.current?.humidity)
        hourly = forecast.nextHours(24, now: now).map {
            Hour(time: $0.time, temperature: $0.temperature.map { PlainWeatherReport.tenths(units.temperature($0)) },
                 precipitationProbability: $0.precipitationProbability)
        }
        daily = forecast.daily.map {
            Day(date: $0.date, minimum: $0.minimum.map { PlainWeatherReport.tenths(units.temperature($0)) },
                maximum: $0.maximum.map { PlainWeatherReport.tenths(units.temperature($0)) }, condition: $0.condition?.text)
        }
    }

    /// `value` to a tenth: a converted unit ("7.6" mph) without the float's tail
    /// ("7.599999999999999"), finer than any service measures.
    static func tenths(_ value: Double) -> Double {
        JSONEnvelope.rounded(value, toPlaces: 1)
    }
}
