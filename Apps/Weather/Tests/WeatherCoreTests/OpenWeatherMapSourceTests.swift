import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
import LoopbackHTTP
import RxCore
import RxNetwork
import RxTesting
import TestSupport
import WeatherFixtures
@testable import WeatherCore

/// `OpenWeatherMapSource` against the real loopback server replaying the recorded
/// answers: cities by name and id in each unit and language, both not-found forms, the
/// 401, and where the key may and may not go.
final class OpenWeatherMapSourceTests: LeakCheckingTestCase {
    private var fixtures: WeatherFixtureServer!
    private let key = OpenWeatherMapKey(WeatherFixtureServer.acceptedKey)

    override func setUpWithError() throws {
        try super.setUpWithError()
        fixtures = try failingSetUp { try WeatherFixtureFiles.server() }
    }

    override func tearDown() {
        fixtures?.stop()
        fixtures = nil
        super.tearDown()
    }

    private func source(units: OpenWeatherMapUnits = .metric, language: String? = nil, key: OpenWeatherMapKey? = nil) -> OpenWeatherMapSource {
        OpenWeatherMapSource(key: key ?? self.key, baseURL: fixtures.baseURL, units: units, language: language)
    }

    func test_aCityByName_isOneMatch_withTheWeatherNow() throws {
        let lookup = try source(units: .standard).lookup("London").awaitValue()
        XCTAssertEqual(lookup.matches.map(\.displayName), ["London, GB"])
        XCTAssertEqual(lookup.forecast.current?.temperature ?? 0, 9.42, accuracy: 1e-9)
        XCTAssertEqual(lookup.forecast.source, .openWeatherMap)
        XCTAssertTrue(lookup.forecast.hourly.isEmpty)
        XCTAssertEqual(fixtures.requests.map(\.path), ["/data/2.5/weather"])
        XCTAssertEqual(fixtures.requests.first?.queryItems, ["q": "London", "appid": "api-key"])
    }

    func test_aNameWithStateAndCountry_andMetricUnits() throws {
        XCTAssertEqual(try source(units: .standard).lookup("New York,NY,US").awaitValue().forecast.place.name, "New York")
        let kochi = try source(units: .metric).lookup(",Cochin, In").awaitValue().forecast
        XCTAssertEqual(kochi.current?.temperature, 26.643)
        XCTAssertEqual(fixtures.requests.last?.queryItems, ["q": ",Cochin, In", "units": "metric", "appid": "api-key"])
    }

    func test_aCountrysName_isSentAsItsCode_whichIsAllOpenWeatherMapReads() throws {
        _ = try? source(units: .metric).lookup("Paris, United States").awaitValue()
        XCTAssertEqual(fixtures.requests.last?.queryItems["q"], "Paris,US")
    }

    func test_aPlaceWithAnID_isAskedByID_inTheLanguageAndUnitsChosen() throws {
        let moscow = Place(id: 524_901, name: "Moscow", latitude: 55.75, longitude: 37.62)
        let french = try source(units: .metric, language: "fr").forecast(for: moscow).awaitValue()
        XCTAssertEqual(french.place.name, "Moscou")
        XCTAssertEqual(french.current?.description, "Petites averses")
        let russian = try source(units: .imperial, language: "ru").forecast(for: moscow).awaitValue()
        XCTAssertEqual(russian.place.name, "Москва")
        XCTAssertEqual(russian.current?.temperature ?? 0, 12, accuracy: 1e-9)
        XCTAssertEqual(fixtures.requests.last?.queryItems, ["id": "524901", "lang": "ru", "units": "imperial", "appid": "api-key"])
    }

    func test_notFound_insideAn200_asIn2014_isNotFound() {
        XCTAssertEqual(source().lookup("Cochiiiiiin").awaitWeatherError(), .notFound("Cochiiiiiin"))
    }

    func test_notFound_asA404_isNotFound() throws {
        // Not recorded (the fixtures' known gap): the documented modern answer, scripted.
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/data/2.5/weather", reply: .json(#"{"cod":"404","message":"city not found"}"#, status: 404))
        let source = OpenWeatherMapSource(key: key, baseURL: server.baseURL)
        XCTAssertEqual(source.lookup("Atlantis").awaitWeatherError(), .notFound("Atlantis"))
    }

    func test_aRefusedKey_isUnauthorized_andNoMessageShowsTheKey() throws {
        let secret = "s3cr3t-key-0123456789"
        let source = self.source(key: OpenWeatherMapKey(secret))
        let error = try XCTUnwrap(source.lookup("London").awaitWeatherError())
        XCTAssertEqual(error, .unauthorized)
        XCTAssertEqual(fixtures.requests.last?.queryItems["appid"], secret, "the key went to its own host")
        let texts = [error.message, "\(error)", String(reflecting: error), "\(OpenWeatherMapKey(secret) as Any)",
                     String(reflecting: OpenWeatherMapKey(secret)), "\(source)", "\(OpenWeatherMapEndpoint.weatherNamed("London", units: .metric, language: nil).target(at: fixtures.baseURL))"]
        var dumped = ""
        dump(OpenWeatherMapKey(secret), to: &dumped)
        for text in texts + [dumped] {
            XCTAssertFalse(text.contains(secret), text)
        }
    }

    func test_theKey_neverGoesOverPlainHTTPToAnotherMachine_nothingIsSent() throws {
        let plain = OpenWeatherMapSource(key: key, baseURL: try XCTUnwrap(URL(string: "http://weather.example")))
        let error = try XCTUnwrap(plain.lookup("London").awaitWeatherError())
        XCTAssertEqual(error, .keyRefused("the API key for http://weather.example:80 is only sent over https:// (or plain http:// to this machine); use an https:// URL"))
        XCTAssertFalse(error.message.contains("api-key"))
    }

    func test_replay_sendsNoKey_soRecordingNamesNeverHoldOne() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let replay = OpenWeatherMapSource(key: OpenWeatherMapKey("s3cr3t"), units: .metric, replayDirectory: directory.url)
        XCTAssertEqual(replay.lookup("Paris").awaitWeatherError(), .missingRecording(file: "data/2.5/weather-q-Paris-units-metric"))
    }

    func test_aKey_isTrimmed_andAnEmptyOneIsNone() {
        XCTAssertNil(OpenWeatherMapKey("  \n"))
        XCTAssertNil(OpenWeatherMapKey(environment: ["OPENWEATHER_API_KEY": ""]))
        XCTAssertEqual(OpenWeatherMapKey(environment: ["OPENWEATHER_API_KEY": " abc "])?.value, "abc")
    }
}
