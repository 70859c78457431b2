import Foundation

/// The weather of one place: now, by the hour and by the day, always in metric units
/// (°C, km/h), whatever units the source answered in. Front ends convert with
/// `UnitSystem` when they show it.
public struct Forecast: Codable, Hashable, Sendable {
    /// Where.
    public var place: Place
    /// Which service answered.
    public var source: WeatherSourceKind
    /// The place's offset from UTC in seconds (the local times of `hourly` and `daily`).
    public var utcOffsetSeconds: Int
    /// The weather now, when the source sent it.
    public var current: CurrentWeather?
    /// The hours forecast, oldest first (empty when the source sent none).
    public var hourly: [HourlyForecast]
    /// The days forecast, oldest first (empty when the source sent none).
    public var daily: [DailyForecast]

    /// A forecast with these parts.
    public init(place: Place, source: WeatherSourceKind, utcOffsetSeconds: Int = 0, current: CurrentWeather? = nil,
                hourly: [HourlyForecast] = [], daily: [DailyForecast] = []) {
        self.place = place
        self.source = source
        self.utcOffsetSeconds = utcOffsetSeconds
        self.current = current
        self.hourly = hourly
        self.daily = daily
    }

    /// Up to `count` hours from the hour that holds the current observation's time (or
    /// `now` when there is none). When that hour is not among the forecast's hours (an
    /// old recording), the hours are taken from the first one.
    public func nextHours(_ count: Int = 24, now: Date) -> ArraySlice<HourlyForecast> {
        let reference = current?.time ?? now
        var start = 0
        if let index = hourly.lastIndex(where: { $0.time <= reference }),
           reference.timeIntervalSince(hourly[index].time) < 3600 {
            start = index
        }
        return hourly[start..<min(hourly.count, start + count)]
    }

    /// The temperature to show as "now" in °C: the current one, else the first of
    /// `nextHours` (a source that only forecasts by the hour); nil when neither exists.
    public func temperatureNow(now: Date) -> Double? {
        current?.temperature ?? nextHours(1, now: now).first?.temperature
    }

    /// Whether the answer says anything of the weather: a temperature now, an hour's, or a
    /// day's low, high or condition (a point at sea is answered with nulls only).
    public var hasWeather: Bool {
        current?.temperature != nil || hourly.contains { $0.temperature != nil }
            || daily.contains { $0.minimum != nil || $0.maximum != nil || $0.condition != nil }
    }

    /// The condition to show as "now": the current one, else the next hour's; nil when
    /// the answer says neither (today's is not the weather now, so none is made up).
    public func conditionNow(now: Date) -> WeatherCondition? {
        current?.condition ?? nextHours(1, now: now).first?.condition
    }
}
