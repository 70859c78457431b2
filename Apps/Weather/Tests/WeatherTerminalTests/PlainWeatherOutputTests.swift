import Foundation
import XCTest
import LoopbackHTTP
import TestSupport
import WeatherCore
import WeatherFixtures
@testable import WeatherTerminal

/// `weather CITY` with its output on a pipe: the real executable against the loopback
/// server replaying the recordings, its text and JSON and exit statuses; and the
/// formatter on made-up data.
final class PlainWeatherOutputTests: XCTestCase {
    private var fixtures: WeatherFixtureServer?
    private var home: URL?

    override func tearDown() {
        fixtures?.stop()
        if let home { try? FileManager.default.removeItem(at: home) }
        super.tearDown()
    }

    /// Runs the built `weather` with `arguments` against the fixture server (or `baseURL`).
    private func weather(_ arguments: [String], baseURL: URL? = nil, environment extra: [String: String] = [:]) throws -> ChildProcess {
        let binary = try PackagePaths.builtProduct(named: "weather")
        if fixtures == nil { fixtures = try WeatherFixtureServer(fixtures: PackagePaths.fixturesDirectory(holding: "open-meteo", "openweathermap")) }
        if home == nil {
            home = FileManager.default.temporaryDirectory.appendingPathComponent("weather-plain-\(UUID().uuidString)")
        }
        let home = try XCTUnwrap(self.home)
        let server = try XCTUnwrap(baseURL ?? fixtures?.baseURL)
        var environment = ["HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        environment.merge(extra) { $1 }
        return try ChildProcess.run(binary.path, ["--base-url", server.absoluteString] + arguments, environment: environment)
    }

    func test_demo_printsMadeUpWeather_sayingSo_withNoNetworkAtAll() throws {
        let binary = try PackagePaths.builtProduct(named: "weather")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("weather-demo-\(UUID().uuidString)")
        self.home = home
        let environment = ["HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let run = try ChildProcess.run(binary.path, ["--demo", "Paris,", "US"], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 4, run.stdout)
        XCTAssertTrue(lines.first?.hasPrefix("Paris, Texas, United States: ") == true, run.stdout)
        XCTAssertTrue(lines.first?.hasSuffix(" (demo data)") == true, run.stdout)
        let json = try ChildProcess.run(binary.path, ["--demo", "--json", "Tokyo"], environment: environment)
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((object["source"] as? [String: Any])?["kind"] as? String, "demo")
        XCTAssertEqual((object["items"] as? [[String: Any]])?.first?["source"] as? String, "demo")
        let unknown = try ChildProcess.run(binary.path, ["--demo", "Atlantis"], environment: environment)
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.stderr.contains("The demo has no place called \"Atlantis\""), unknown.stderr)
    }

    func test_aCity_printsALineWithTheRecordedTemperature() throws {
        let run = try weather(["Berlin"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "Berlin, Land Berlin, Germany: 9°C, Partly cloudy, wind 4 km/h\n", "the recording's 9.0 °C and 4.1 km/h")
        XCTAssertEqual(run.stderr, "")
    }

    func test_aCityWithDays_printsTheNextThree_inTheUnitsAsked() throws {
        let run = try weather(["--units", "imperial", "Denver"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
        Denver, Colorado, United States: 67°F
        Fri: 43°F to 64°F, Overcast
        Sat: 35°F to 66°F, Overcast
        Sun: 50°F to 68°F, Overcast

        """, "the recording's °F values, rounded; no condition now: the answer gave none (today's is not now's)")
    }

    /// The envelope every app's `--json` prints (AppSupport's `JSONEnvelope`), its one
    /// item the place's forecast.
    func test_json_isTheSharedEnvelope_holdingTheRecordedForecast() throws {
        let run = try weather(["--json", "Berlin"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["schema", "app", "generatedAt", "source", "query", "title", "notices", "next", "items"])
        XCTAssertEqual(object["schema"] as? String, "rxmvvm.weather.forecasts/1")
        XCTAssertEqual(object["app"] as? String, "weather")
        let generatedAt = try XCTUnwrap(object["generatedAt"] as? String)
        XCTAssertNotNil(generatedAt.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/), generatedAt)
        XCTAssertEqual(object["source"] as? [String: String], ["kind": "live", "address": try XCTUnwrap(fixtures?.baseURL.absoluteString)])
        XCTAssertEqual(object["query"] as? String, "Berlin")
        XCTAssertEqual(object["title"] as? String, "Berlin, Land Berlin, Germany")
        XCTAssertEqual(object["notices"] as? [String], [])
        XCTAssertTrue(object["next"] is NSNull)
        let items = try XCTUnwrap(object["items"] as? [[String: Any]])
        XCTAssertEqual(items.count, 1)
        let forecast = items[0]
        let current = try XCTUnwrap(forecast["current"] as? [String: Any])
        XCTAssertEqual(current["temperature"] as? Double, 9.0)
        XCTAssertEqual(current["windSpeed"] as? Double, 4.1)
        XCTAssertEqual(current["time"] as? String, "2022-11-12T17:00:00Z")
        XCTAssertEqual(forecast["units"] as? String, "metric")
        XCTAssertEqual(forecast["source"] as? String, "open-meteo")
        XCTAssertEqual(forecast["matches"] as? [String], ["Berlin, Land Berlin, Germany"])
        XCTAssertNil(forecast["query"], "the envelope's")
        XCTAssertTrue(forecast["asOf"] == nil || forecast["asOf"] is NSNull)
    }

    /// Imperial JSON said `"windSpeed" : 7.599999999999999`: converted values come to a tenth.
    func test_json_inImperialUnits_givesConvertedValuesToATenth() throws {
        let run = try weather(["--json", "--units", "imperial", "Berlin"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("99999") || run.stdout.contains("00000"), run.stdout)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let current = try XCTUnwrap((object["items"] as? [[String: Any]])?.first?["current"] as? [String: Any])
        XCTAssertEqual(current["windSpeed"] as? Double, 2.5, "4.1 km/h is 2.547… mph")
        XCTAssertEqual(current["temperature"] as? Double, 48.2, "9.0 °C")
    }

    /// Offline, the saved forecast is printed: the envelope says it is the stored one and
    /// carries what stderr says.
    func test_json_offline_isTheStoredForecast_withTheFailureInItsNotices() throws {
        // Run outside the assertion: without the recordings `weather` throws XCTSkip, which
        // an assertion would report as a failure.
        let first = try weather(["Berlin"])
        XCTAssertEqual(first.status, 0, "saved by a first run")
        let closed = try LoopbackServer()
        let unreachable = closed.baseURL
        closed.stop()
        let run = try weather(["--json", "berlin"], baseURL: unreachable)
        XCTAssertEqual(run.status, 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
        XCTAssertEqual(object["source"] as? [String: String], ["kind": "stored", "address": unreachable.absoluteString])
        let notices = try XCTUnwrap(object["notices"] as? [String])
        XCTAssertEqual(notices.first?.hasPrefix("Cannot reach 127.0.0.1 (could not connect)."), true, "\(notices)")
        XCTAssertTrue(run.stderr.hasPrefix("weather: " + (notices.first ?? "-")), run.stderr)
        XCTAssertNotNil((object["items"] as? [[String: Any]])?.first?["asOf"] as? String)
    }

    func test_anUnknownCity_exits1_sayingSo() throws {
        let run = try weather(["Xyzzy"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "weather: No place called \"Xyzzy\" was found. Check the spelling, or add the country (\"Paris, US\").\n")
    }

    func test_offline_printsTheSavedForecastAsOfItsTime_andExits1() throws {
        let firstRun = try weather(["Berlin"])
        XCTAssertEqual(firstRun.status, 0, "saved by a first run")
        let closed = try LoopbackServer()
        let unreachable = closed.baseURL
        closed.stop()
        let run = try weather(["berlin"], baseURL: unreachable, environment: ["TZ": "UTC"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.hasPrefix("Berlin, Land Berlin, Germany: 9°C, Partly cloudy, wind 4 km/h (as of "), run.stdout)
        XCTAssertTrue(run.stderr.hasPrefix("weather: Cannot reach 127.0.0.1 (could not connect). Check the internet connection and try again."), run.stderr)
    }

    /// JSON always prints the envelope: an unknown city has no items and says why.
    func test_json_ofAnUnknownCity_isTheEnvelope_withNoItems_andTheReason() throws {
        let run = try weather(["--json", "Xyzzy"])
        XCTAssertEqual(run.status, 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
        XCTAssertEqual(object["query"] as? String, "Xyzzy")
        XCTAssertTrue(object["title"] is NSNull)
        XCTAssertEqual((object["items"] as? [Any])?.count, 0)
        let said = run.stderr.split(separator: "\n").map { String($0.dropFirst("weather: ".count)) }
        XCTAssertEqual(object["notices"] as? [String], said, "what stderr says")
        XCTAssertEqual(said.first?.hasPrefix("No place called \"Xyzzy\""), true, "\(said)")
        XCTAssertEqual((object["source"] as? [String: Any])?["kind"] as? String, "live", "the service answered")
    }

    func test_noCity_restoresTheLastOne_orAsksForOne() throws {
        let none = try weather([])
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.stderr, "weather: Which city? Give one, like: weather Berlin\n")
        XCTAssertEqual(try weather(["Denver"]).status, 0)
        XCTAssertTrue(try weather([]).stdout.hasPrefix("Denver, Colorado, United States: 20°C"))
    }

    func test_hostileNamesFromTheServer_areSanitizedInText() {
        let place = Place(name: "Evil\u{1B}]0;pwned\u{07}town", latitude: 0, longitude: 0)
        let shown = ForecastPresentation(Forecast(place: place, source: .openMeteo, current: CurrentWeather(temperature: 1)),
                                         units: .metric, now: Date())
        XCTAssertFalse(PlainWeatherFormatter.text(shown).contains("\u{1B}"))
    }

    func test_hostileNamesFromTheServer_areEscapedInJSON_andReadBackTheSame() throws {
        let name = "Evil\u{1B}]0;pwned\u{07}\u{9B}2Jtown"
        var snapshot = WeatherSnapshot()
        snapshot.query = name
        snapshot.forecast = Forecast(place: Place(name: name, latitude: 0, longitude: 0), source: .openMeteo, current: CurrentWeather(temperature: 1))
        let json = PlainWeatherFormatter.string(snapshot, format: .json, units: .metric, now: Date(timeIntervalSince1970: 0),
                                                source: .demo)
        XCTAssertFalse(json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }, json)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
        XCTAssertEqual(object["query"] as? String, name)
        XCTAssertEqual(object["generatedAt"] as? String, "1970-01-01T00:00:00Z")
    }
}
