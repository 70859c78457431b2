import Foundation
import AppCoreSupport
import RxCore
import RxStore

/// Everything the weather app's view models need from the world, injected through their
/// init (the founding documents' dependencies, in one value): where weather comes from,
/// where cities are kept, time, and what the title says about the source.
///
/// `live` is the app's; tests start from `unimplemented` and set what they use, so a
/// dependency a test forgot fails that test instead of reaching the network or the disk.
public struct WeatherEnvironment {
    /// Where weather comes from (Open-Meteo or OpenWeatherMap, live or replayed).
    public var source: any WeatherSource
    /// Where the cities looked up and their last forecasts are kept.
    public var storage: any WeatherStorageType
    /// Runs the debounce and delivers answers (the main scheduler in the app).
    public var scheduler: SchedulerType
    /// The time now: which hours the chart starts at, when a forecast was saved.
    public var now: () -> Date
    /// The zone "as of" times are written in (the user's).
    public var timeZone: TimeZone
    /// Said after the screen's title ("recorded", "OpenWeatherMap"); nil for none.
    public var note: String?

    /// An environment of these dependencies.
    public init(source: any WeatherSource, storage: any WeatherStorageType, scheduler: SchedulerType = MainScheduler.instance,
                now: @escaping () -> Date = { Date() }, timeZone: TimeZone = .current, note: String? = nil) {
        self.source = source
        self.storage = storage
        self.scheduler = scheduler
        self.now = now
        self.timeZone = timeZone
        self.note = note
    }

    /// The app's environment: `source` (which says whether it replays recordings), cities
    /// kept in `store`, the main scheduler and the wall clock.
    public static func live(source: any WeatherSource, store: Store) -> WeatherEnvironment {
        WeatherEnvironment(source: source, storage: WeatherStorage(store: store), note: note(for: source))
    }

    /// What the title says about `source`: "OpenWeatherMap" (Open-Meteo is the usual one),
    /// "demo data" for the bundled demo, "recorded" for a replay; nil for live Open-Meteo.
    public static func note(for source: any WeatherSource) -> String? {
        var notes: [String] = []
        switch source.kind {
        case .openWeatherMap: notes.append(source.kind.displayName)
        case .demo: notes.append("demo data")
        case .openMeteo: break
        }
        if source.isReplay { notes.append("recorded") }
        return notes.isEmpty ? nil : notes.joined(separator: ", ")
    }

    /// Recordings of Open-Meteo in `directory` replayed instead of the network, cities kept
    /// in `store`.
    public static func replay(directory: URL, store: Store) -> WeatherEnvironment {
        live(source: OpenMeteoSource(replayDirectory: directory), store: store)
    }

    /// A test's starting point: every member reports its use through `unimplemented`
    /// (`Unimplemented(failTest)`) until the test sets it; the time zone is UTC.
    public static func unimplemented(_ unimplemented: Unimplemented) -> WeatherEnvironment {
        WeatherEnvironment(source: UnimplementedWeatherSource(unimplemented),
                           storage: UnimplementedWeatherStorage(unimplemented),
                           scheduler: unimplemented.scheduler("WeatherEnvironment.scheduler"),
                           now: unimplemented.clock("WeatherEnvironment.now"),
                           timeZone: TimeZone(identifier: "UTC") ?? .current)
    }
}
