import AppCoreSupport
import Foundation
import RxCore

/// `WeatherEnvironment.unimplemented`'s storage: every call reports its use; reads find
/// nothing and writes fail.
final class UnimplementedWeatherStorage: WeatherStorageType {
    let unimplemented: Unimplemented

    init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    func lastCity() throws -> RecentCity? {
        unimplemented("WeatherEnvironment.storage")
        return nil
    }

    func city(forQuery query: String) throws -> RecentCity? {
        unimplemented("WeatherEnvironment.storage")
        return nil
    }

    func save(query: String, forecast: Forecast, at date: Date) throws {
        unimplemented("WeatherEnvironment.storage")
        throw UnimplementedDependency(name: "WeatherEnvironment.storage")
    }

    func recentCities(on scheduler: ImmediateSchedulerType) -> Observable<[RecentCity]> {
        unimplemented.observable("WeatherEnvironment.storage")
    }
}
