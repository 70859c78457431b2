/// What the sky is doing, as a WMO weather interpretation code (the codes Open-Meteo
/// sends); OpenWeatherMap's condition ids are mapped to the nearest code.
public struct WeatherCondition: Codable, Hashable, Sendable {
    /// The WMO code (0 clear sky … 99 thunderstorm with heavy hail).
    public var code: Int

    /// The condition of WMO code `code`.
    public init(code: Int) {
        self.code = code
    }

    /// The condition of a code as a server sent it (a JSON number); a value that is not a
    /// whole number in 0...99 is an unknown condition, never a trap.
    init(reportedCode value: Double) {
        code = value.isFinite && value >= 0 && value <= 99 && value == value.rounded() ? Int(value) : -1
    }

    /// The nearest WMO condition to OpenWeatherMap's condition `id`
    /// (2xx thunderstorm, 3xx drizzle, 5xx rain, 6xx snow, 7xx atmosphere, 80x clouds).
    public init(openWeatherMapID id: Int) {
        switch id {
        case 200...299: code = 95
        case 300, 310: code = 51
        case 301, 311, 313, 321: code = 53
        case 302, 312, 314: code = 55
        case 300...399: code = 53
        case 500: code = 61
        case 501: code = 63
        case 502...504: code = 65
        case 511: code = 66
        case 520: code = 80
        case 521: code = 81
        case 522, 531: code = 82
        case 500...599: code = 63
        case 600: code = 71
        case 601: code = 73
        case 602: code = 75
        case 611...616: code = 66
        case 620: code = 85
        case 621, 622: code = 86
        case 600...699: code = 73
        case 700...799: code = 45
        case 800: code = 0
        case 801: code = 1
        case 802: code = 2
        case 803, 804: code = 3
        default: code = -1
        }
    }

    /// A short English description, such as "Partly cloudy".
    public var text: String {
        switch code {
        case 0: return "Clear sky"
        case 1: return "Mainly clear"
        case 2: return "Partly cloudy"
        case 3: return "Overcast"
        case 45: return "Fog"
        case 48: return "Rime fog"
        case 51: return "Light drizzle"
        case 53: return "Drizzle"
        case 55: return "Dense drizzle"
        case 56: return "Light freezing drizzle"
        case 57: return "Freezing drizzle"
        case 61: return "Light rain"
        case 63: return "Rain"
        case 65: return "Heavy rain"
        case 66: return "Light freezing rain"
        case 67: return "Freezing rain"
        case 71: return "Light snow"
        case 73: return "Snow"
        case 75: return "Heavy snow"
        case 77: return "Snow grains"
        case 80: return "Light showers"
        case 81: return "Showers"
        case 82: return "Violent showers"
        case 85: return "Snow showers"
        case 86: return "Heavy snow showers"
        case 95: return "Thunderstorm"
        case 96: return "Thunderstorm with hail"
        case 99: return "Thunderstorm with heavy hail"
        default: return "Unknown conditions"
        }
    }

    /// A Unicode symbol for the condition: one character, either narrow (☀ ☁ ❄) or
    /// East-Asian wide (⛅ ☔ ⚡), never an emoji that needs a variation selector, so
    /// terminals agree on its width.
    public var symbol: String {
        switch code {
        case 0: return "☀"
        case 1: return "☼"
        case 2: return "⛅"
        case 3: return "☁"
        case 45, 48: return "░"
        case 51...57: return "☂"
        case 61...67, 80...82: return "☔"
        case 71...77, 85, 86: return "❄"
        case 95...99: return "⚡"
        default: return "?"
        }
    }

    /// The symbol at night: a clear or mainly clear sky is a moon, a partly cloudy one a
    /// cloud (no sun after dark); the rest as by day.
    public var nightSymbol: String {
        switch code {
        case 0, 1: return "☾"
        case 2: return "☁"
        default: return symbol
        }
    }

    /// The symbol by day, or at night when `isDay` is false (nil: by day).
    public func symbol(isDay: Bool?) -> String {
        isDay == false ? nightSymbol : symbol
    }
}
