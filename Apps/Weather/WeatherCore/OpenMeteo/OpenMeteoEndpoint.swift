import Foundation

/// The two Open-Meteo calls the app makes.
public enum OpenMeteoEndpoint: Hashable, Sendable {
    /// Geocoding: `GET /v1/search?name=…&count=…`, places called `name`, best first.
    case search(name: String, count: Int)
    /// `GET /v1/forecast` at a place: the current temperature, weather code, wind and
    /// humidity; hourly temperature, precipitation probability and weather code; and 7
    /// days of minimum, maximum and weather code, in the place's time zone.
    case forecast(latitude: Double, longitude: Double)

    /// The path, the same on every host.
    public var path: String {
        switch self {
        case .search: return "/v1/search"
        case .forecast: return "/v1/forecast"
        }
    }

    /// The query parameters (metric units: Open-Meteo's defaults).
    ///
    /// Hourly values come for the 7 days (`forecast_hours`, which would cut them to 24,
    /// is left out so the request uses only long-documented parameters); the app shows
    /// the 24 from the current hour.
    public var parameters: [String: String] {
        switch self {
        case .search(let name, let count):
            return ["name": name, "count": String(count)]
        case .forecast(let latitude, let longitude):
            return [
                "latitude": OpenMeteoEndpoint.coordinate(latitude),
                "longitude": OpenMeteoEndpoint.coordinate(longitude),
                "current": "temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m,is_day",
                "hourly": "temperature_2m,precipitation_probability,weather_code",
                "daily": "weather_code,temperature_2m_max,temperature_2m_min",
                "forecast_days": "7",
                "timezone": "auto",
            ]
        }
    }

    /// The request for this call at `baseURL`.
    public func target(at baseURL: URL) -> WeatherTarget {
        WeatherTarget(path: path, parameters: parameters, baseURL: baseURL)
    }

    /// A coordinate with at most 4 decimals (11 m) and no exponent or trailing zeros.
    static func coordinate(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded()
        guard scaled.isFinite, abs(scaled) < 1e12 else { return "0" }
        var text = String(format: "%.4f", scaled / 10_000)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
