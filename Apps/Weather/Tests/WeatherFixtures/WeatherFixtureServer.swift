import Foundation
import LoopbackHTTP

/// A loopback HTTP server answering as Open-Meteo (both hosts) and OpenWeatherMap from
/// the recorded answers in `shared/fixtures/open-meteo` and `…/openweathermap`, read in
/// place. For the weather tests, the end-to-end tests and `bench weather`.
///
/// How it answers:
/// - A request whose path and query (without `appid`) equal a recording's is answered
///   with that recording (every cassette and recorded URL, errors included; two bare
///   bodies get their request from SOURCES.md: `requestsOfBareBodies`).
/// - `/v1/search?name=N`: the recorded search of N (any count), else, for the three
///   places whose forecasts are recorded but whose searches are not — Berlin, Denver,
///   Brasília — a geocoding answer built here at the recorded forecasts' coordinates
///   (`KnownPlace`), else the recorded empty answer (Open-Meteo's "nothing found").
/// - `/v1/forecast`: the recorded forecast of the known place within 0.5° of the
///   coordinates, else a 400 in Open-Meteo's error shape saying nothing is recorded there.
/// - `/data/2.5/weather`: a key other than `acceptedKey` gets the recorded 401; the
///   recording with the same `q` (or `id`), `units` and `lang` answers; any other name
///   gets the recorded 2014 not-found (`"cod":"404"` inside an HTTP 200).
///
/// Thread safety: the recordings are immutable after init; `LoopbackServer` serializes
/// its own state.
public final class WeatherFixtureServer: @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let` of immutable data or the
    // thread-safe LoopbackServer.

    /// A place whose forecast is recorded but whose search is not; the server answers
    /// its name with a geocoding result built from these values.
    public struct KnownPlace: Sendable {
        /// The name searched for and answered.
        public let name: String
        /// The recorded forecast's coordinates.
        public let latitude: Double
        public let longitude: Double
        /// Country, its code, region and time zone, as Open-Meteo's geocoding spells them.
        public let country: String
        public let countryCode: String
        public let region: String
        public let timeZone: String
        /// The recorded forecast, relative to the fixtures directory.
        public let forecastFile: String

        /// A place of these names at these coordinates, with the forecast recorded in
        /// `forecastFile`.
        public init(name: String, latitude: Double, longitude: Double, country: String, countryCode: String, region: String,
                    timeZone: String, forecastFile: String) {
            self.name = name
            self.latitude = latitude
            self.longitude = longitude
            self.country = country
            self.countryCode = countryCode
            self.region = region
            self.timeZone = timeZone
            self.forecastFile = forecastFile
        }

        /// This place under another name (and region): a test's made-up place, such as
        /// one named with hostile text, answered with this place's forecast.
        public func renamed(_ name: String, region: String? = nil) -> KnownPlace {
            KnownPlace(name: name, latitude: latitude, longitude: longitude, country: country, countryCode: countryCode,
                       region: region ?? self.region, timeZone: timeZone, forecastFile: forecastFile)
        }
    }

    /// The places answered beyond the recorded searches.
    public static let knownPlaces: [KnownPlace] = [
        KnownPlace(name: "Berlin", latitude: 52.52, longitude: 13.41, country: "Germany", countryCode: "DE", region: "Land Berlin",
                   timeZone: "Europe/Berlin", forecastFile: "open-meteo/forecast_current_weather_berlin.json"),
        KnownPlace(name: "Denver", latitude: 39.7777343, longitude: -104.8649863, country: "United States", countryCode: "US",
                   region: "Colorado", timeZone: "America/Denver",
                   forecastFile: "open-meteo/more/jasonnoble_forecast_denver_current_daily_fahrenheit.json"),
        KnownPlace(name: "Brasília", latitude: -15.7797, longitude: -47.9297, country: "Brazil", countryCode: "BR", region: "Federal District",
                   timeZone: "America/Sao_Paulo", forecastFile: "open-meteo/more/tpisel_forecast_brasilia_hourly_temperature_2m_gem_global.json"),
    ]

    /// The requests of bare bodies recorded without a `.meta.json`, as SOURCES.md gives them.
    static let requestsOfBareBodies: [String: String] = [
        "open-meteo/forecast_current_weather_berlin.json": "https://api.open-meteo.com/v1/forecast?latitude=52.52&longitude=13.41&current_weather=true",
        "open-meteo/more/tpisel_geocoding_search_paris_count2.json": "https://geocoding-api.open-meteo.com/v1/search?name=paris&count=2",
    ]

    /// The key the recordings were made with (their placeholder); any other gets the recorded 401.
    public static let acceptedKey = "api-key"

    /// The server.
    public let server: LoopbackServer
    /// Every recording loaded.
    public let recordings: [RecordedExchange]
    /// The fixtures directory (holding `open-meteo` and `openweathermap`).
    public let fixtures: URL

    /// Starts a server over the recordings in `fixtures` (the `shared/fixtures` directory).
    ///
    /// - Parameters:
    ///   - extraSearches: more names to answer with known places, in order (a test's
    ///     made-up name matching several places, such as "Twin" → Berlin, Denver).
    ///   - extraPlaces: made-up places (a known place `renamed`), found by their names in
    ///     searches and in `extraSearches`.
    /// - Throws: when a recording cannot be read, a file the rules name is missing, or
    ///   the server cannot listen.
    public init(fixtures: URL, keepsConnectionsAlive: Bool = false, extraSearches: [String: [String]] = [:],
                extraPlaces: [KnownPlace] = []) throws {
        let places = WeatherFixtureServer.knownPlaces + extraPlaces
        self.fixtures = fixtures
        let base = fixtures.standardizedFileURL.path + "/"
        recordings = try (RecordedExchange.loadAll(in: fixtures.appendingPathComponent("open-meteo"))
            + RecordedExchange.loadAll(in: fixtures.appendingPathComponent("openweathermap"))).map { recording in
                let relative = String(recording.file.standardizedFileURL.path.dropFirst(base.count))
                guard recording.url == nil, let known = WeatherFixtureServer.requestsOfBareBodies[relative].flatMap(URL.init(string:)) else {
                    return recording
                }
                return recording.answering(known)
            }
        let byFile = Dictionary(recordings.map { ($0.file.standardizedFileURL.path, $0) }, uniquingKeysWith: { first, _ in first })
        func recording(_ relative: String) throws -> RecordedExchange {
            let path = fixtures.appendingPathComponent(relative).standardizedFileURL.path
            guard let found = byFile[path] else {
                throw RecordedExchange.ReadError(file: URL(fileURLWithPath: path), reason: "is missing from the fixtures")
            }
            return found
        }
        let knownForecasts = try WeatherFixtureServer.knownPlaces.map { try recording($0.forecastFile) }
        let emptySearch = try recording("open-meteo/more/tpisel_geocoding_search_no_results.json")
        let unauthorized = try recording("openweathermap/open-weather-ruby-client/errors_access_denied.json")
        let notFoundCity = try recording("openweathermap/ruby_open_weather_map/current_city_invalid.json")
        let recorded = recordings.filter { $0.url != nil }

        server = try LoopbackServer(keepsConnectionsAlive: keepsConnectionsAlive)
        server.route("/v1/search") { request in
            if let exact = WeatherFixtureServer.exactMatch(request, in: recorded) { return exact.reply }
            let name = WeatherFixtureServer.fold(request.queryItems["name"] ?? "")
            let searches = recorded.filter { $0.path == "/v1/search" && WeatherFixtureServer.fold($0.queryItems["name"] ?? "") == name }
            let count = request.queryItems["count"]
            if let search = searches.first(where: { $0.queryItems["count"] == count }) ?? searches.first(where: { $0.queryItems["count"] == nil }) ?? searches.first {
                return search.reply
            }
            if let place = places.first(where: { WeatherFixtureServer.fold($0.name) == name }) {
                return .json(WeatherFixtureServer.geocodingAnswer([place]))
            }
            if let names = extraSearches.first(where: { WeatherFixtureServer.fold($0.key) == name })?.value {
                return .json(WeatherFixtureServer.geocodingAnswer(names.compactMap { wanted in places.first { $0.name == wanted } }))
            }
            return emptySearch.reply
        }
        server.route("/v1/forecast") { request in
            if let exact = WeatherFixtureServer.exactMatch(request, in: recorded) { return exact.reply }
            let latitude = Double(request.queryItems["latitude"] ?? "") ?? .nan
            let longitude = Double(request.queryItems["longitude"] ?? "") ?? .nan
            for (place, forecast) in zip(WeatherFixtureServer.knownPlaces, knownForecasts)
            where abs(place.latitude - latitude) <= 0.5 && abs(place.longitude - longitude) <= 0.5 {
                return forecast.reply
            }
            let reason = "No forecast is recorded near latitude \(request.queryItems["latitude"] ?? "?") longitude \(request.queryItems["longitude"] ?? "?")"
            return .json(WeatherFixtureServer.json(["error": true, "reason": reason]), status: 400)
        }
        server.route("/data/2.5/weather") { request in
            guard request.queryItems["appid"] == WeatherFixtureServer.acceptedKey else { return unauthorized.reply }
            if let exact = WeatherFixtureServer.exactMatch(request, in: recorded.filter { $0.status == 200 && $0.file != notFoundCity.file }) {
                return exact.reply
            }
            return notFoundCity.reply
        }
    }

    /// `http://127.0.0.1:<port>`: the base URL for both Open-Meteo hosts and OpenWeatherMap.
    public var baseURL: URL { server.baseURL }

    /// Every request received, in order.
    public var requests: [LoopbackServer.Request] { server.requests }

    /// Stops the server.
    public func stop() {
        server.stop()
    }

    /// The recording made for this exact request: same path and query items, `appid`
    /// aside; names compared without case or accents (OpenWeatherMap's `q` is either).
    static func exactMatch(_ request: LoopbackServer.Request, in recordings: [RecordedExchange]) -> RecordedExchange? {
        let wanted = normalizedQuery(request.queryItems)
        return recordings.first { $0.path == request.path && normalizedQuery($0.queryItems) == wanted }
    }

    private static func normalizedQuery(_ items: [String: String]) -> [String: String] {
        var items = items
        items["appid"] = nil
        if let q = items["q"] { items["q"] = fold(q) }
        if let name = items["name"] { items["name"] = fold(name) }
        return items
    }

    /// `text` without case, accents or surrounding spaces.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).trimmingCharacters(in: .whitespaces)
    }

    /// An Open-Meteo geocoding answer with `places` as its results, marked as built here.
    static func geocodingAnswer(_ places: [KnownPlace]) -> String {
        json([
            "results": places.enumerated().map { index, place in
                [
                    "id": index + 1, "name": place.name, "latitude": place.latitude, "longitude": place.longitude, "country": place.country,
                    "country_code": place.countryCode, "admin1": place.region, "timezone": place.timeZone,
                ] as [String: Any]
            },
            "generationtime_ms": 0,
            "note": "built by WeatherFixtureServer: the fixtures record this place's forecast, not its search",
        ])
    }

    private static func json(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
