import Foundation

/// One day of the forecast, in metric units (°C).
public struct DailyForecast: Codable, Hashable, Sendable {
    /// The day's local midnight.
    public var date: Date
    /// The lowest temperature in °C, when forecast.
    public var minimum: Double?
    /// The highest temperature in °C, when forecast.
    public var maximum: Double?
    /// The day's most significant condition, when forecast.
    public var condition: WeatherCondition?

    /// A day with these parts.
    public init(date: Date, minimum: Double? = nil, maximum: Double? = nil, condition: WeatherCondition? = nil) {
        self.date = date
        self.minimum = minimum
        self.maximum = maximum
        self.condition = condition
    }
}
