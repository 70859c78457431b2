import Foundation
import RxCore
import RxStore

/// The cities looked up and their last forecasts, in an RxStore `Store` (a SQLite file
/// in the app, a fresh in-memory database in tests).
///
/// Keeps the newest `capacity` cities; saving one more forgets the oldest. Thread-safe,
/// as `Store` is.
public final class WeatherStorage: Sendable {
    /// The store the cities live in.
    public let store: Store
    /// How many cities are kept.
    public let capacity: Int

    /// The schema version of the weather database.
    public static let schemaVersion = 1

    /// The weather database's SQLite `application_id`, "WthR": another app's database
    /// is refused untouched instead of being written into.
    public static let applicationID: Int32 = 0x5774_6852

    /// Storage in `store`, keeping `capacity` cities.
    public init(store: Store, capacity: Int = 20) {
        self.store = store
        self.capacity = max(1, capacity)
    }

    /// Storage in a fresh in-memory database (tests, and a front end that keeps nothing).
    public static func inMemory(capacity: Int = 20) throws -> WeatherStorage {
        WeatherStorage(store: try Store(configuration: .inMemory(schemaVersion: schemaVersion)), capacity: capacity)
    }

    /// The newest cities first.
    var newestFirst: Results<RecentCity> {
        store.objects(RecentCity.self).sorted(by: "savedAt", ascending: false)
    }

    /// The city looked up last, nil when there is none.
    public func lastCity() throws -> RecentCity? {
        try newestFirst.limit(1).toArray().first
    }

    /// The saved row of `query` (compared as `RecentCity.key(for:)` does), nil when none.
    public func city(forQuery query: String) throws -> RecentCity? {
        try store.object(ofType: RecentCity.self, forPrimaryKey: RecentCity.key(for: query))
    }

    /// Saves `forecast` as the last one of `query`, then forgets cities beyond `capacity`;
    /// one transaction.
    public func save(query: String, forecast: Forecast, at date: Date) throws {
        try store.write {
            try store.add(RecentCity(query: query, forecast: forecast, savedAt: date), update: .all)
            for old in try newestFirst.toArray().dropFirst(capacity) {
                try store.delete(old)
            }
        }
    }

    /// The saved cities, newest first, now and after every change (on `scheduler`).
    public func recentCities(on scheduler: ImmediateSchedulerType) -> Observable<[RecentCity]> {
        Observable.array(from: newestFirst, on: scheduler)
    }
}
