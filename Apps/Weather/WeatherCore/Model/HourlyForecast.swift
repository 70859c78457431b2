import Foundation

/// One hour of the forecast, in metric units (°C).
public struct HourlyForecast: Codable, Hashable, Sendable {
    /// The start of the hour.
    public var time: Date
    /// The temperature in °C, when forecast.
    public var temperature: Double?
    /// The chance of precipitation in percent, when forecast.
    public var precipitationProbability: Double?
    /// The condition, when forecast.
    public var condition: WeatherCondition?

    /// An hour with these parts.
    public init(time: Date, temperature: Double? = nil, precipitationProbability: Double? = nil, condition: WeatherCondition? = nil) {
        self.time = time
        self.temperature = temperature
        self.precipitationProbability = precipitationProbability
        self.condition = condition
    }
}
