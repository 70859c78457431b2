import Foundation

/// How temperatures and speeds are shown: metric (°C, km/h) or imperial (°F, mph).
///
/// Models hold metric values; front ends convert with `temperature(_:)` and
/// `windSpeed(_:)` and label with the symbols.
public enum UnitSystem: String, Codable, Hashable, Sendable, CaseIterable {
    /// Degrees Celsius and kilometres per hour.
    case metric
    /// Degrees Fahrenheit and miles per hour.
    case imperial

    /// The regions whose locale measures in US customary units (CLDR's "US" measurement
    /// system): the United States, Liberia and Myanmar.
    static let imperialRegions: Set<String> = ["US", "LR", "MM"]

    /// The units of the POSIX locale in `environment`: the first non-empty of `LC_ALL`,
    /// `LC_MEASUREMENT` and `LANG` (as the C library picks them); a US locale
    /// (`en_US.UTF-8`, `es_US`) is imperial, anything else (or none, or `C`) metric.
    public init(environment: [String: String]) {
        let locale = ["LC_ALL", "LC_MEASUREMENT", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        self = UnitSystem.region(ofLocale: locale).map { UnitSystem.imperialRegions.contains($0) } == true ? .imperial : .metric
    }

    /// The region of a POSIX locale name (`language[_REGION][.codeset][@modifier]`), uppercased.
    static func region(ofLocale name: String) -> String? {
        let withoutModifier = name.split(separator: "@", maxSplits: 1).first ?? ""
        let withoutCodeset = withoutModifier.split(separator: ".", maxSplits: 1).first ?? ""
        let parts = withoutCodeset.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count >= 2 else { return nil }
        return parts[1].uppercased()
    }

    /// `--units` spelling: "metric" or "imperial" (also "si", "us", "c", "f" and any case).
    public init?(option: String) {
        switch option.lowercased() {
        case "metric", "si", "c", "celsius": self = .metric
        case "imperial", "us", "f", "fahrenheit": self = .imperial
        default: return nil
        }
    }

    /// `celsius` in this system's temperature unit.
    public func temperature(_ celsius: Double) -> Double {
        self == .metric ? celsius : celsius * 9 / 5 + 32
    }

    /// `kilometresPerHour` in this system's speed unit.
    public func windSpeed(_ kilometresPerHour: Double) -> Double {
        self == .metric ? kilometresPerHour : kilometresPerHour / 1.609344
    }

    /// "°C" or "°F".
    public var temperatureSymbol: String { self == .metric ? "°C" : "°F" }

    /// "km/h" or "mph".
    public var windSpeedSymbol: String { self == .metric ? "km/h" : "mph" }

    /// A temperature in °C shown in this system, rounded to whole degrees: "9°C", "-3°F"
    /// (a rounded -0 shows as 0).
    public func format(temperature celsius: Double) -> String {
        format(shownTemperature: temperature(celsius))
    }

    /// A temperature already in this system's unit (a `ForecastPresentation` value),
    /// rounded, with its symbol: "48°F".
    public func format(shownTemperature value: Double) -> String {
        "\(UnitSystem.whole(value))\(temperatureSymbol)"
    }

    /// A wind speed in km/h shown in this system, rounded: "15 km/h", "9 mph".
    public func format(windSpeed kilometresPerHour: Double) -> String {
        "\(UnitSystem.whole(windSpeed(kilometresPerHour))) \(windSpeedSymbol)"
    }

    /// `value` rounded half away from zero for display, without a negative zero (a
    /// non-finite value is 0).
    public static func whole(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        // Clamped, so a wild value from a server cannot trap the conversion to Int.
        let rounded = Int(max(-1_000_000, min(1_000_000, value)).rounded())
        return rounded == 0 ? 0 : rounded
    }
}
