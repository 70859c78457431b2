import Foundation
import RxCore
@testable import WeatherCore

/// Storage that keeps nothing: nothing restored, saves dropped, no recent cities. For
/// tests about lookups, where what is kept does not matter.
final class ForgetfulWeatherStorage: WeatherStorageType {
    func lastCity() throws -> RecentCity? { nil }
    func city(forQuery query: String) throws -> RecentCity? { nil }
    func save(query: String, forecast: Forecast, at date: Date) throws {}
    func recentCities(on scheduler: ImmediateSchedulerType) -> Observable<[RecentCity]> { .just([]) }
}

/// Storage whose reads and writes all fail, as a damaged or full disk would.
final class BrokenWeatherStorage: WeatherStorageType {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "disk I/O error" }
    }

    func lastCity() throws -> RecentCity? { throw Broken() }
    func city(forQuery query: String) throws -> RecentCity? { throw Broken() }
    func save(query: String, forecast: Forecast, at date: Date) throws { throw Broken() }
    func recentCities(on scheduler: ImmediateSchedulerType) -> Observable<[RecentCity]> { .error(Broken()) }
}
