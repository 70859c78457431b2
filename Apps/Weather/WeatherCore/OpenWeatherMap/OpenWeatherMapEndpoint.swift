import Foundation

/// The units OpenWeatherMap answers in (its `units` parameter).
public enum OpenWeatherMapUnits: String, Hashable, Sendable, CaseIterable {
    /// Kelvin and m/s (no `units` parameter is sent).
    case standard
    /// °C and m/s.
    case metric
    /// °F and mph.
    case imperial

    /// The units matching how the app shows values.
    public init(_ system: UnitSystem) {
        self = system == .metric ? .metric : .imperial
    }

    /// The temperature label the answer's numbers are in.
    var temperatureUnit: String {
        switch self {
        case .standard: return "K"
        case .metric: return "°C"
        case .imperial: return "°F"
        }
    }

    /// The speed label the answer's numbers are in.
    var speedUnit: String { self == .imperial ? "mph" : "m/s" }
}

/// The current weather call, `GET /data/2.5/weather`, by city name or by city id.
public enum OpenWeatherMapEndpoint: Hashable, Sendable {
    /// `q=<name>`: "London", "New York,NY,US".
    case weatherNamed(String, units: OpenWeatherMapUnits, language: String?)
    /// `id=<city id>`.
    case weatherWithID(Int, units: OpenWeatherMapUnits, language: String?)

    /// `/data/2.5/weather`.
    public var path: String { "/data/2.5/weather" }

    /// The query parameters, without the key (a plugin adds it for the live host).
    public var parameters: [String: String] {
        var parameters: [String: String]
        let units: OpenWeatherMapUnits
        let language: String?
        switch self {
        case .weatherNamed(let name, let chosenUnits, let chosenLanguage):
            parameters = ["q": name]
            (units, language) = (chosenUnits, chosenLanguage)
        case .weatherWithID(let id, let chosenUnits, let chosenLanguage):
            parameters = ["id": String(id)]
            (units, language) = (chosenUnits, chosenLanguage)
        }
        if units != .standard { parameters["units"] = units.rawValue }
        if let language { parameters["lang"] = language }
        return parameters
    }

    /// The request for this call at `baseURL`.
    public func target(at baseURL: URL) -> WeatherTarget {
        WeatherTarget(path: path, parameters: parameters, baseURL: baseURL)
    }

    /// The units asked for.
    public var units: OpenWeatherMapUnits {
        switch self {
        case .weatherNamed(_, let units, _), .weatherWithID(_, let units, _): return units
        }
    }
}
