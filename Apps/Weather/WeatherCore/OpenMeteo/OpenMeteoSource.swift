import Foundation
import RxCore
import RxNetwork

/// Open-Meteo on RxNetwork: geocoding, then the forecast of the best match. No key is
/// needed. One class serves the live service (at its two hosts, or one base URL that
/// replaces both) and a replay directory of recordings in `ReplayStore`'s naming.
///
/// Failures are `WeatherError`s: no geocoding results → `.notFound`; a 400 with a
/// reason → `.badRequest`; 429 → `.rateLimited`; other statuses → `.server`; no
/// connection → `.offline`; a body that is not the endpoint's JSON → `.malformedResponse`;
/// no recording in replay mode → `.missingRecording`.
///
/// Thread safety: immutable after init; call from any thread.
public final class OpenMeteoSource: WeatherSource, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let`; the provider is thread-safe.

    /// `https://geocoding-api.open-meteo.com`.
    public static let defaultGeocodingURL = OpenMeteoSource.literalURL("https://geocoding-api.open-meteo.com")
    /// `https://api.open-meteo.com`.
    public static let defaultForecastURL = OpenMeteoSource.literalURL("https://api.open-meteo.com")

    /// How many places a search asks for.
    public static let matchCount = 5

    /// How many places a qualified query asks for ("Paris, US"): the geocoder's most, so
    /// the places in the country asked for are among them.
    public static let qualifiedMatchCount = 100

    /// The geocoding host.
    public let geocodingURL: URL
    /// The forecast host.
    public let forecastURL: URL
    /// The recordings answered from instead of the network, in replay mode.
    public let replayDirectory: URL?

    let provider: Provider<WeatherTarget>

    /// Open-Meteo at its own hosts, or at `baseURL` for both (the paths stay), or
    /// answering from `replayDirectory`.
    ///
    /// - Parameters:
    ///   - plugins: RxNetwork plugins (a recorder, a logger).
    ///   - requestTimeout: how long a request may take before it fails as `.offline`.
    ///   - scheduler: runs the timeouts.
    public init(baseURL: URL? = nil, replayDirectory: URL? = nil, plugins: [PluginType] = [],
                requestTimeout: TimeInterval? = 10, scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)) {
        geocodingURL = baseURL ?? OpenMeteoSource.defaultGeocodingURL
        forecastURL = baseURL ?? OpenMeteoSource.defaultForecastURL
        self.replayDirectory = replayDirectory
        provider = Provider(scheduler: scheduler, plugins: plugins, requestTimeout: replayDirectory == nil ? requestTimeout : nil,
                            replay: replayDirectory.map { ReplayStore(directory: $0) })
    }

    /// Open-Meteo.
    public var kind: WeatherSourceKind { .openMeteo }

    /// Geocoding for `text` (read as a `CityQuery`: "Paris, US" is Paris in the United
    /// States), then the forecast of the first place.
    public func lookup(_ text: String) -> Single<WeatherLookup> {
        let query = CityQuery(parsing: text)
        return places(for: query, orElse: query.splits).flatMap { [self] places in
            guard let first = places.first else { throw WeatherError.notFound(text) }
            return forecast(for: first).map { WeatherLookup(matches: places, forecast: $0) }
        }
    }

    /// The places `query` names, best first: a name alone asks for `matchCount` places; a
    /// qualified one asks for as many as the geocoder gives (`qualifiedMatchCount`) and
    /// keeps those within the qualifiers. When nothing is found, the next reading of
    /// `others` is tried ("Paris US" as Paris in US).
    func places(for query: CityQuery, orElse others: [CityQuery]) -> Single<[Place]> {
        let count = query.qualifiers.isEmpty ? OpenMeteoSource.matchCount : OpenMeteoSource.qualifiedMatchCount
        return places(named: query.name, count: count).flatMap { [self] candidates in
            let found = Array(query.filter(candidates).prefix(OpenMeteoSource.matchCount))
            guard found.isEmpty, let next = others.first else { return .just(found) }
            return places(for: next, orElse: Array(others.dropFirst()))
        }
    }

    /// The places called `name`, best first (empty when there are none), `count` at most.
    public func places(named name: String, count: Int = OpenMeteoSource.matchCount) -> Single<[Place]> {
        guard !name.isEmpty else { return .just([]) }
        return send(OpenMeteoEndpoint.search(name: name, count: count).target(at: geocodingURL)) {
            try OpenMeteoResponse.places(from: $0)
        }
    }

    /// The forecast at `place`.
    public func forecast(for place: Place) -> Single<Forecast> {
        send(OpenMeteoEndpoint.forecast(latitude: place.latitude, longitude: place.longitude).target(at: forecastURL)) {
            try OpenMeteoResponse.forecast(from: $0, for: place)
        }
    }

    private func send<Value>(_ target: WeatherTarget, decode: @escaping (Data) throws -> Value) -> Single<Value> {
        let host = target.baseURL.host ?? target.baseURL.absoluteString
        let replayDirectory = self.replayDirectory
        return provider.outcome(of: target).map { result in
            switch result {
            case .success(let response) where (200..<300).contains(response.statusCode):
                return try decode(response.data)
            case .success(let response):
                throw OpenMeteoSource.error(for: response)
            case .failure(let error):
                throw WeatherError(error, host: host, replayDirectory: replayDirectory)
            }
        }
    }

    /// The error for a response with a status other than 2xx.
    static func error(for response: Response) -> WeatherError {
        switch response.statusCode {
        case 400:
            return .badRequest(OpenMeteoResponse.errorReason(from: response.data) ?? "HTTP 400 without a reason")
        case 429:
            return .rateLimited
        default:
            return .server(status: response.statusCode)
        }
    }

    /// A URL from a literal known to parse; never data from outside.
    static func literalURL(_ text: String) -> URL {
        guard let url = URL(string: text) else { preconditionFailure("\(text) is a valid URL") }
        return url
    }
}
