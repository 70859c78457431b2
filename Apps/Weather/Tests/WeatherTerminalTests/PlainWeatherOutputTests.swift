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
        XCTAssertEqual(object["source"] as? String, "demo")
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

    func test_json_holdsTheRecordedValues() throws {
        let run = try weather(["--json", "Berlin"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let current = try XCTUnwrap(object["current"] as? [String: Any])
        XCTAssertEqual(current["temperature"] as? Double, 9.0)
        XCTAssertEqual(current["windSpeed"] as? Double, 4.1)
        XCTAssertEqual(current["time"] as? String, "2022-11-12T17:00:00Z")
        XCTAssertEqual(object["units"] as? String, "metric")
        XCTAssertEqual(object["source"] as? String, "open-meteo")
        XCTAssertEqual(object["matches"] as? [String], ["Berlin, Land Berlin, Germany"])
        XCTAssertTrue(object["asOf"] == nil || object["asOf"] is NSNull)
    }

    /// Imperial JSON said `"windSpeed" : 7.599999999999999`: converted values come to a tenth.
    func test_json_inImperialUnits_givesConvertedValuesToATenth() throws {
        let run = try weather(["--json", "--units", "imperial", "Berlin"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("99999"), run.stdout)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let current = try XCTUnwrap(object["current"] as? [String: Any])
        XCTAssertEqual(current["windSpeed"] as? Double, 2.5, "4.1 km/h is 2.547… mph")
        XCTAssertEqual(current["temperature"] as? Double, 48.2, "9.0 °C")
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
}
