import Foundation
import RxCore

/// The bundled demo (`weather --demo`): a handful of places with made-up weather, drawn
/// from each place's climate and the time now, so the chart starts at this hour and the
/// table at today. Needs no network and answers at once; the screen and the output say
/// the weather is the demo's.
///
/// Thread safety: immutable after init; call from any thread.
public final class DemoWeatherSource: WeatherSource {
    private let now: @Sendable () -> Date

    /// The demo, its weather drawn for the time `now` gives.
    public init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
    }

    /// The demo.
    public var kind: WeatherSourceKind { .demo }

    /// The names of the places the demo knows, for messages and help.
    public static var placeNames: [String] {
        var names: [String] = []
        for demo in DemoPlace.all where !names.contains(demo.place.name) { names.append(demo.place.name) }
        return names.sorted()
    }

    /// The demo places whose name starts with `text`'s (as a geocoder matches), kept to
    /// the country or region after a comma ("Paris, US"), and the forecast of the first;
    /// fails with `.notInDemo` for a name the demo does not know.
    public func lookup(_ text: String) -> Single<WeatherLookup> {
        Single.deferred { [self] in
            let query = CityQuery(parsing: text)
            for reading in [query] + query.splits {
                let matches = reading.filter(DemoWeatherSource.places(named: reading.name))
                if let first = matches.first {
                    return .just(WeatherLookup(matches: matches, forecast: forecast(at: first)))
                }
            }
            return .error(WeatherError.notInDemo(text, known: DemoWeatherSource.placeNames))
        }
    }

    /// The forecast of `place`, one of a lookup's matches.
    public func forecast(for place: Place) -> Single<Forecast> {
        Single.deferred { [self] in .just(forecast(at: place)) }
    }

    /// The demo places called `name` or a name starting with it, folded as `CityQuery`
    /// folds (case and accents ignored), the most populous first; none for an empty name.
    static func places(named name: String) -> [Place] {
        let wanted = CityQuery.fold(name)
        guard !wanted.isEmpty else { return [] }
        return DemoPlace.all.map(\.place).filter { CityQuery.fold($0.name).hasPrefix(wanted) }
            .sorted { ($0.population ?? 0) > ($1.population ?? 0) }
    }

    /// `place`'s demo forecast now: the current hour, 48 hours from it, and 7 days from today.
    func forecast(at place: Place) -> Forecast {
        guard let demo = DemoPlace.all.first(where: { $0.place == place }) else {
            return Forecast(place: place, source: .demo)
        }
        let climate = DemoClimate(demo)
        let hour = climate.startOfHour(now())
        let today = climate.startOfDay(hour)
        let localHour = climate.localHour(hour)
        let current = CurrentWeather(time: hour, temperature: climate.temperature(at: hour), condition: climate.condition(at: hour),
                                     windSpeed: climate.wind(at: hour), humidity: climate.humidity(at: hour),
                                     isDay: (7..<17).contains(localHour))
        let hourly = (0..<48).map { step -> HourlyForecast in
            let time = hour.addingTimeInterval(Double(step) * 3600)
            return HourlyForecast(time: time, temperature: climate.temperature(at: time),
                                  precipitationProbability: climate.precipitationProbability(at: time), condition: climate.condition(at: time))
        }
        let daily = (0..<7).map { day -> DailyForecast in
            let date = today.addingTimeInterval(Double(day) * 86_400)
            let temperatures = (0..<24).map { climate.temperature(at: date.addingTimeInterval(Double($0) * 3600)) }
            return DailyForecast(date: date, minimum: temperatures.min(), maximum: temperatures.max(), condition: climate.condition(at: date))
        }
        return Forecast(place: place, source: .demo, utcOffsetSeconds: demo.utcOffsetSeconds, current: current, hourly: hourly, daily: daily)
    }
}
