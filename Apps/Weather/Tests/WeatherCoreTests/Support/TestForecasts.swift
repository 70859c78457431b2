import Foundation
@testable import WeatherCore

/// Forecasts made up for the view-model tests (the fixture tests use the recordings).
enum TestForecasts {
    static let noon = Date(timeIntervalSince1970: 1_700_000_000)

    static func place(_ name: String, country: String = "Germany", latitude: Double = 52.52, longitude: Double = 13.41) -> Place {
        Place(id: name.unicodeScalars.reduce(0) { $0 + Int($1.value) }, name: name, latitude: latitude, longitude: longitude, country: country)
    }

    /// A forecast for `name` at `celsius`, with 24 hours and 7 days.
    static func forecast(_ name: String, celsius: Double, country: String = "Germany") -> Forecast {
        let hours = (0..<24).map { hour -> HourlyForecast in
            let time = noon.addingTimeInterval(Double(hour) * 3600)
            let temperature = celsius + Double(hour % 6)
            return HourlyForecast(time: time, temperature: temperature, precipitationProbability: Double(hour * 4 % 100),
                                  condition: WeatherCondition(code: 2))
        }
        let days = (0..<7).map { day -> DailyForecast in
            DailyForecast(date: noon.addingTimeInterval(Double(day) * 86_400), minimum: celsius - 3, maximum: celsius + 5,
                          condition: WeatherCondition(code: 3))
        }
        return Forecast(place: place(name, country: country), source: .openMeteo, utcOffsetSeconds: 3600,
                        current: CurrentWeather(time: noon, temperature: celsius, condition: WeatherCondition(code: 2), windSpeed: 12, humidity: 70),
                        hourly: hours, daily: days)
    }
}
