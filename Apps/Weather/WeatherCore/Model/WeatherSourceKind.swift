/// Which service a forecast came from.
public enum WeatherSourceKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// Open-Meteo (open-meteo.com): no key, geocoding plus hourly and daily forecasts.
    case openMeteo = "open-meteo"
    /// OpenWeatherMap (openweathermap.org): needs a key; current weather only.
    case openWeatherMap = "openweathermap"
    /// The bundled demo (`--demo`): made-up weather for a few places, no network.
    case demo

    /// The service's name as users know it.
    public var displayName: String {
        switch self {
        case .openMeteo: return "Open-Meteo"
        case .openWeatherMap: return "OpenWeatherMap"
        case .demo: return "the demo"
        }
    }
}
