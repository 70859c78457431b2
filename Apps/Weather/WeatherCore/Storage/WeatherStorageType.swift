import Foundation
import RxCore

/// Where the weather app keeps the cities looked up and their last forecasts: the view
/// model's storage, behind this protocol so tests can swap it. `WeatherStorage` keeps
/// them in SQLite. Implementations are thread-safe.
public protocol WeatherStorageType: AnyObject, Sendable {
    /// The city looked up last, nil when there is none.
    func lastCity() throws -> RecentCity?
    /// The saved row of `query` (compared as `RecentCity.key(for:)` does), nil when none.
    func city(forQuery query: String) throws -> RecentCity?
    /// Saves `forecast` as the last one of `query`, at `date`.
    func save(query: String, forecast: Forecast, at date: Date) throws
    /// The saved cities, newest first, now and after every change (on `scheduler`).
    func recentCities(on scheduler: ImmediateSchedulerType) -> Observable<[RecentCity]>
}

extension WeatherStorage: WeatherStorageType {}
