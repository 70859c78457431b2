import AppSupport
import Foundation
import RxNetwork
import RxStore
import WeatherCore
import WeatherTerminal

/// What `weather` will ask and where it keeps what it learns, decided from the options
/// and the environment before anything is opened.
public struct WeatherStartup: AppStartup {
    /// Where weather comes from.
    public var source: any WeatherSource
    /// The units shown.
    public var units: UnitSystem
    /// The cities' database (one per source, and apart for replayed data).
    public var database: LocalDatabase

    /// The view models' environment once the database opened as `store`.
    public func environment(store: Store) -> WeatherEnvironment {
        .live(source: source, store: store)
    }

    /// The startup for `options`: `--demo` the bundled demo, else `OPENWEATHER_API_KEY`
    /// picks OpenWeatherMap, otherwise Open-Meteo; `--api-cache` replays either; units from `--units`, else the locale.
    static func make(options: WeatherOptions, environment: [String: String], paths: AppPaths) throws(WeatherStartupError) -> WeatherStartup {
        let units = options.units ?? UnitSystem(environment: environment)
        let program = WeatherOptions.commandLine.program
        if let directory = options.apiCache {
            do {
                try ReplayDirectory.check(directory, program: program)
            } catch {
                throw .commandLine(error)
            }
        }
        let source: any WeatherSource
        if options.demo {
            source = DemoWeatherSource()
        } else if let key = OpenWeatherMapKey(environment: environment) {
            if options.baseURL != nil { throw .baseURLForOtherSource }
            if options.apiCache == nil, let url = options.openWeatherMapBaseURL, let origin = Origin(url), !origin.mayCarryCredentials {
                // RxNetwork would refuse each request; say so once, before anything starts.
                throw .insecureBaseURL(url)
            }
            source = OpenWeatherMapSource(key: key, baseURL: options.openWeatherMapBaseURL ?? OpenWeatherMapSource.defaultBaseURL,
                                          units: OpenWeatherMapUnits(units), replayDirectory: options.apiCache)
        } else {
            if options.openWeatherMapBaseURL != nil { throw .keylessOpenWeatherMap }
            source = OpenMeteoSource(baseURL: options.baseURL, replayDirectory: options.apiCache)
        }
        let file = source.kind.rawValue + (source.isReplay ? "-recorded" : "") + ".sqlite"
        return WeatherStartup(
            source: source, units: units,
            database: LocalDatabase(url: paths.dataDirectory.appendingPathComponent(file), schemaVersion: WeatherStorage.schemaVersion,
                                    applicationID: WeatherStorage.applicationID, kind: "weather database", appName: "Weather"))
    }
}

/// Why `weather` cannot start with what it was given; `message` says what to do.
public enum WeatherStartupError: AppError, Equatable, CustomStringConvertible {
    /// A value on the command line is not usable (`--api-cache` names no directory).
    case commandLine(CommandLineError)
    /// `--base-url` (Open-Meteo's) while the key selects OpenWeatherMap.
    case baseURLForOtherSource
    /// `--owm-base-url` without a key, so Open-Meteo is used.
    case keylessOpenWeatherMap
    /// A plain run without a city, and none looked up before.
    case noCity
    /// `--owm-base-url` over plain http:// to another machine: the key would not be sent.
    case insecureBaseURL(URL)

    /// 2: a command line to fix.
    public var exitStatus: Int32 { 2 }

    public var message: String {
        switch self {
        case .commandLine(let error):
            return error.message
        case .baseURLForOtherSource:
            return "--base-url is Open-Meteo's, but OPENWEATHER_API_KEY is set, so OpenWeatherMap is used: give --owm-base-url, or unset the key."
        case .keylessOpenWeatherMap:
            return "--owm-base-url is OpenWeatherMap's, which needs OPENWEATHER_API_KEY; without it Open-Meteo is used (--base-url)."
        case .noCity:
            return "Which city? Give one, like: weather Berlin"
        case .insecureBaseURL(let url):
            return "--owm-base-url \(Redaction.url(url)): the API key is not sent over plain http:// except to this machine "
                + "(localhost, 127.0.0.1, ::1); use an https:// URL."
        }
    }

    public var description: String { message }
}
