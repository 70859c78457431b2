/// The units a source answered in, read from its unit labels ("°F", "mph") or known from
/// the request, and the conversions to the metric values the models hold.
enum SourceUnits {
    /// A temperature labelled `unit` ("°C", "°F", "K"; nil means °C) in °C.
    static func celsius(_ value: Double, unit: String?) -> Double {
        switch unit?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "°f", "f", "fahrenheit": return (value - 32) * 5 / 9
        case "k", "kelvin": return value - 273.15
        default: return value
        }
    }

    /// A speed labelled `unit` ("km/h", "mph", "m/s", "kn"; nil means km/h) in km/h.
    static func kilometresPerHour(_ value: Double, unit: String?) -> Double {
        switch unit?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "mph", "mp/h": return value * 1.609344
        case "m/s", "ms": return value * 3.6
        case "kn", "kt", "knots": return value * 1.852
        default: return value
        }
    }
}
