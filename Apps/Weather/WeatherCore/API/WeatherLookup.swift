/// The answer to a city name: every place it matched, best first, and the forecast of
/// the first (a name like "Hollywood" matches many; the user may pick another).
public struct WeatherLookup: Hashable, Sendable {
    /// The places matched, best first; never empty.
    public var matches: [Place]
    /// The forecast of `matches[0]`.
    public var forecast: Forecast

    /// A lookup answer.
    public init(matches: [Place], forecast: Forecast) {
        self.matches = matches
        self.forecast = forecast
    }
}
