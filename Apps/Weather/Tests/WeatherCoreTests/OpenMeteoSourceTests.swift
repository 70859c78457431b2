import Foundation
import XCTest
import LoopbackHTTP
import RxCore
import RxNetwork
import RxTesting
import TestSupport
import WeatherFixtures
@testable import WeatherCore

/// `OpenMeteoSource` against the real loopback server replaying the recorded answers:
/// the requests it sends, what it makes of each answer, and replay directories.
final class OpenMeteoSourceTests: LeakCheckingTestCase {
    private var fixtures: WeatherFixtureServer!
    private var source: OpenMeteoSource!

    override func setUpWithError() throws {
        try super.setUpWithError()
        fixtures = try failingSetUp { try WeatherFixtureFiles.server() }
        source = OpenMeteoSource(baseURL: fixtures.baseURL)
    }

    override func tearDown() {
        fixtures?.stop()
        fixtures = nil
        source = nil
        super.tearDown()
    }

    func test_lookup_asksGeocodingThenTheForecastOfTheFirstPlace() throws {
        let lookup = try source.lookup("Berlin").awaitValue()
        XCTAssertEqual(lookup.matches.map(\.displayName), ["Berlin, Land Berlin, Germany"])
        XCTAssertEqual(lookup.forecast.current?.temperature, 9.0, "the recorded temperature")
        XCTAssertEqual(lookup.forecast.place, lookup.matches[0])
        let requests = fixtures.requests
        XCTAssertEqual(requests.map(\.path), ["/v1/search", "/v1/forecast"])
        XCTAssertEqual(requests[0].queryItems, ["name": "Berlin", "count": "5"])
        XCTAssertEqual(requests[1].queryItems, [
            "latitude": "52.52", "longitude": "13.41",
            "current": "temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m,is_day",
            "hourly": "temperature_2m,precipitation_probability,weather_code",
            "daily": "weather_code,temperature_2m_max,temperature_2m_min",
            "forecast_days": "7", "timezone": "auto",
        ])
        XCTAssertEqual(requests[0].header("Accept"), "application/json")
    }

    func test_aNameWithManyPlaces_givesThemAll_bestFirst() throws {
        let places = try source.places(named: "Hollywood").awaitValue()
        XCTAssertEqual(places.count, 10)
        XCTAssertEqual(places.first?.region, "Florida")
        XCTAssertEqual(try source.places(named: "paris").awaitValue().map(\.countryCode), ["FR", "US"])
    }

    /// "Paris, US" showed Paris, France: the not-found message tells users to add the
    /// country, and the country was sent as part of the name.
    func test_aCountryAfterTheName_picksThePlaceThere_asACodeANameOrWithoutAComma() throws {
        for text in ["Paris, US", "Paris, United States", "paris, usa", "Paris US", "Paris United States"] {
            let places = try source.places(for: CityQuery(parsing: text), orElse: CityQuery(parsing: text).splits).awaitValue()
            XCTAssertEqual(places.map(\.countryCode), ["US"], text)
        }
        XCTAssertEqual(try source.places(for: CityQuery(parsing: "Paris, France"), orElse: []).awaitValue().map(\.countryCode), ["FR"])
        let searches = fixtures.requests.filter { $0.path == "/v1/search" }
        XCTAssertEqual(searches.first?.queryItems, ["name": "Paris", "count": "100"], "a qualified search asks for every place, then keeps the country's")
        XCTAssertThrowsError(try source.lookup("Paris, Japan").awaitValue()) { error in
            XCTAssertEqual(error as? WeatherError, .notFound("Paris, Japan"))
        }
    }

    func test_aFahrenheitAnswer_isReadInMetric() throws {
        let lookup = try source.lookup("Denver").awaitValue()
        XCTAssertEqual(lookup.forecast.current?.temperature ?? 0, (67.4 - 32) * 5 / 9, accuracy: 1e-9)
        XCTAssertEqual(lookup.forecast.daily.count, 7)
    }

    func test_aNameNothingMatches_isNotFound_andAsksNoForecast() {
        XCTAssertEqual(source.lookup("Xyzzy").awaitWeatherError(), .notFound("Xyzzy"))
        XCTAssertEqual(fixtures.requests.map(\.path), ["/v1/search"])
    }

    func test_a400_isBadRequest_withTheServersReason() throws {
        // The fixture server has no forecast for Hollywood, Florida, and says so as Open-Meteo would.
        XCTAssertEqual(source.lookup("Hollywood").awaitWeatherError(),
                       .badRequest("No forecast is recorded near latitude 26.0112 longitude -80.1495"))
        for file in ["open-meteo/more/tpisel_forecast_400_invalid_temperature_unit.json",
                     "open-meteo/more/tpisel_forecast_400_invalid_hourly_variable.json"] {
            let recorded = try WeatherFixtureFiles.exchange(file)
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/forecast", reply: recorded.reply)
            let reason = OpenMeteoResponse.errorReason(from: recorded.body) ?? "?"
            XCTAssertEqual(OpenMeteoSource(baseURL: server.baseURL).forecast(for: Place(name: "X", latitude: 1, longitude: 2)).awaitWeatherError(),
                           .badRequest(reason), file)
        }
    }

    func test_otherStatuses_andBodies_mapToTheirErrors() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let place = Place(name: "X", latitude: 1, longitude: 2)
        let answerWith = { (reply: LoopbackServer.Reply) -> WeatherError? in
            server.route("/v1/forecast", reply: reply)
            return OpenMeteoSource(baseURL: server.baseURL).forecast(for: place).awaitWeatherError()
        }
        XCTAssertEqual(answerWith(.json(#"{"error":true,"reason":"Too many"}"#, status: 429)), .rateLimited)
        XCTAssertEqual(answerWith(.json("", status: 503)), .server(status: 503))
        XCTAssertEqual(answerWith(.json(#"{"error":true}"#, status: 400)), .badRequest("HTTP 400 without a reason"))
        XCTAssertEqual(answerWith(LoopbackServer.Reply(headers: ["Content-Type": "text/html"], body: Data("<html>".utf8))),
                       .malformedResponse("not JSON"), "a forecast body that is not JSON")
    }

    func test_noServer_isOffline_namingTheHost() throws {
        let server = try LoopbackServer()
        let closed = server.baseURL
        server.stop()
        XCTAssertEqual(OpenMeteoSource(baseURL: closed).lookup("Berlin").awaitWeatherError(),
                       .offline(host: "127.0.0.1", reason: "could not connect"))
    }

    func test_recordedAnswers_replayOffline_andAMissingOneNamesItsFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let recorder = OpenMeteoSource(baseURL: fixtures.baseURL, plugins: [RecordPlugin(store: ReplayStore(directory: directory.url))])
        let live = try recorder.lookup("Denver").awaitValue()
        XCTAssertEqual(directory.files().filter { !$0.hasSuffix(".meta.json") }, [
            ReplayStore.fileName(for: try XCTUnwrap(fixtures.requests.last.flatMap { URL(string: "http://x\($0.target)") })),
            "v1/search-count-5-name-Denver",
        ])
        let replay = OpenMeteoSource(replayDirectory: directory.url)
        XCTAssertEqual(try replay.lookup("Denver").awaitValue(), live)
        XCTAssertEqual(replay.lookup("Oslo").awaitWeatherError(), .missingRecording(file: "v1/search-count-5-name-Oslo"))
    }

    func test_coordinates_areSentWithFourDecimalsAtMost() {
        XCTAssertEqual(OpenMeteoEndpoint.coordinate(52.52), "52.52")
        XCTAssertEqual(OpenMeteoEndpoint.coordinate(-104.8649863), "-104.865")
        XCTAssertEqual(OpenMeteoEndpoint.coordinate(13), "13")
        XCTAssertEqual(OpenMeteoEndpoint.coordinate(-0.00001), "0")
        XCTAssertEqual(OpenMeteoEndpoint.coordinate(.nan), "0")
    }
}
