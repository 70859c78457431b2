import Foundation

/// The weather now, in metric units whatever the source sent (°C, km/h).
public struct CurrentWeather: Codable, Hashable, Sendable {
    /// When it was observed or modelled.
    public var time: Date?
    /// The air temperature in °C (2 m above ground).
    public var temperature: Double?
    /// The condition.
    public var condition: WeatherCondition?
    /// The source's own words for the condition (OpenWeatherMap's, in its language);
    /// nil when the source only sends a code.
    public var description: String?
    /// The wind speed in km/h (10 m above ground).
    public var windSpeed: Double?
    /// The relative humidity in percent.
    public var humidity: Double?
    /// Whether the sun is up at the place now (Open-Meteo's `is_day`); nil when not said.
    public var isDay: Bool?

    /// Conditions with these parts.
    public init(time: Date? = nil, temperature: Double? = nil, condition: WeatherCondition? = nil, description: String? = nil,
                windSpeed: Double? = nil, humidity: Double? = nil, isDay: Bool? = nil) {
        self.time = time
        self.temperature = temperature
        self.condition = condition
        self.description = description
        self.windSpeed = windSpeed
        self.humidity = humidity
        self.isDay = isDay
    }
}
