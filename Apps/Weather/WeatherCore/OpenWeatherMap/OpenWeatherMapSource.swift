import Foundation
import RxCore
import RxNetwork

/// OpenWeatherMap's current weather on RxNetwork, for users with a key
/// (`OPENWEATHER_API_KEY`). A city name gives one place (OpenWeatherMap picks it) with
/// the weather now; there is no hourly or daily forecast in this call. One class serves
/// the live API and a replay directory.
///
/// The key is a secret: the target never holds it, RxNetwork's `APIKeyQueryPlugin` adds
/// `appid` only to the base URL's origin and only over HTTPS (or to this machine) —
/// anything else fails with `.keyRefused` before it is sent — replay requests never
/// carry it (so recording file names cannot), and no error message contains it.
///
/// Failures are `WeatherError`s: "city not found" — HTTP 404, or `"cod":"404"` inside an
/// HTTP 200 as the API answered in 2014 — → `.notFound`; 401 → `.unauthorized`; 429 →
/// `.rateLimited`; no connection → `.offline`; others as `OpenMeteoSource`'s.
///
/// Thread safety: immutable after init; call from any thread.
public final class OpenWeatherMapSource: WeatherSource, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let`; the provider is thread-safe.

    /// `https://api.openweathermap.org`.
    public static let defaultBaseURL = OpenMeteoSource.literalURL("https://api.openweathermap.org")

    /// The API host.
    public let baseURL: URL
    /// The units asked for (answers are converted to metric either way).
    public let units: OpenWeatherMapUnits
    /// The language of the condition descriptions (`lang`), nil for OpenWeatherMap's default (English).
    public let language: String?
    /// The recordings answered from instead of the network, in replay mode.
    public let replayDirectory: URL?

    let provider: Provider<WeatherTarget>

    /// OpenWeatherMap at `baseURL` with `key`, or answering from `replayDirectory`
    /// (where no key is sent).
    ///
    /// A key with a plain-HTTP base URL that is not this machine is never sent: every
    /// request then fails with `.keyRefused`.
    public init(key: OpenWeatherMapKey?, baseURL: URL = OpenWeatherMapSource.defaultBaseURL, units: OpenWeatherMapUnits = .metric,
                language: String? = nil, replayDirectory: URL? = nil, plugins: [PluginType] = [], requestTimeout: TimeInterval? = 10,
                scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)) {
        self.baseURL = baseURL
        self.units = units
        self.language = language
        self.replayDirectory = replayDirectory
        var keyPlugin: [PluginType] = []
        if replayDirectory == nil, let key, let origin = Origin(baseURL) {
            keyPlugin = [APIKeyQueryPlugin(parameter: "appid", origin: origin) { _ in key.value }]
        }
        provider = Provider(scheduler: scheduler, plugins: keyPlugin + plugins, requestTimeout: replayDirectory == nil ? requestTimeout : nil,
                            replay: replayDirectory.map { ReplayStore(directory: $0) })
    }

    /// OpenWeatherMap.
    public var kind: WeatherSourceKind { .openWeatherMap }

    /// The weather of the city OpenWeatherMap finds for `name`: one match.
    public func lookup(_ name: String) -> Single<WeatherLookup> {
        weather(.weatherNamed(CityQuery.openWeatherMapQuery(for: name), units: units, language: language), query: name)
            .map { WeatherLookup(matches: [$0.place], forecast: $0) }
    }

    /// The weather of `place`, by its city id when it has one, else by name.
    public func forecast(for place: Place) -> Single<Forecast> {
        let endpoint: OpenWeatherMapEndpoint = place.id.map { .weatherWithID($0, units: units, language: language) }
            ?? .weatherNamed(place.name, units: units, language: language)
        return weather(endpoint, query: place.name)
    }

    private func weather(_ endpoint: OpenWeatherMapEndpoint, query: String) -> Single<Forecast> {
        let host = baseURL.host ?? baseURL.absoluteString
        let replayDirectory = self.replayDirectory
        let units = endpoint.units
        return provider.outcome(of: endpoint.target(at: baseURL)).map { result in
            switch result {
            case .success(let response) where (200..<300).contains(response.statusCode):
                return try OpenWeatherMapResponse.forecast(from: response.data, units: units, query: query)
            case .success(let response):
                throw OpenWeatherMapResponse.error(code: response.statusCode, query: query)
            case .failure(let error):
                throw WeatherError(error, host: host, replayDirectory: replayDirectory)
            }
        }
    }
}
