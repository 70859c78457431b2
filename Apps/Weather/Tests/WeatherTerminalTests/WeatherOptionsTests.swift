import AppSupport
import Foundation
import TestSupport
import XCTest
import WeatherCore
@testable import Weather
@testable import WeatherTerminal

/// The command line and what it starts: units, sources, base URLs and their conflicts.
final class WeatherOptionsTests: XCTestCase {
    private let paths = AppPaths(configDirectory: URL(fileURLWithPath: "/tmp/c"), dataDirectory: URL(fileURLWithPath: "/tmp/d"),
                                 cacheDirectory: URL(fileURLWithPath: "/tmp/k"))

    /// The damaged-database screen's title and the database's messages name the app as
    /// its README titles it: one spelling rule for the four apps (`LocalDatabase.appName`).
    func test_theDatabase_namesTheApp_asItsREADMETitlesIt() throws {
        let startup = try WeatherStartup.make(options: WeatherOptions(), environment: [:], paths: paths)
        XCTAssertEqual(startup.database.appName, try PackagePaths.readmeTitle(ofApp: "Weather"))
    }

    /// `--json`'s envelope names the source: the service asked, or the recordings.
    func test_jsonSource_isTheForecastServer_orTheRecordings() throws {
        let local = try XCTUnwrap(URL(string: "http://127.0.0.1:9"))
        XCTAssertEqual(WeatherApp.jsonSource(OpenMeteoSource(baseURL: local)), .init(kind: .live, address: "http://127.0.0.1:9"))
        XCTAssertEqual(WeatherApp.jsonSource(OpenMeteoSource(baseURL: nil)).address, OpenMeteoSource.defaultForecastURL.absoluteString)
        XCTAssertEqual(WeatherApp.jsonSource(OpenWeatherMapSource(key: nil, baseURL: local)), .init(kind: .live, address: "http://127.0.0.1:9"))
        let directory = URL(fileURLWithPath: "/tmp/recorded-weather")
        XCTAssertEqual(WeatherApp.jsonSource(OpenMeteoSource(baseURL: nil, replayDirectory: directory)), .recording(directory))
    }

    func test_theCity_isEveryWordGiven() throws {
        XCTAssertEqual(try WeatherOptions.parse(["New", "York"]).city, "New York")
        XCTAssertNil(try WeatherOptions.parse([]).city)
        XCTAssertNil(try WeatherOptions.parse(["  "]).city)
    }

    func test_units_fromTheOption_elseTheLocale() throws {
        XCTAssertEqual(try WeatherOptions.parse(["--units", "imperial"]).units, .imperial)
        XCTAssertEqual(try WeatherOptions.parse(["--units=metric"]).units, .metric)
        XCTAssertThrowsError(try WeatherOptions.parse(["--units", "kelvin"])) { error in
            XCTAssertEqual((error as? CommandLineError)?.message, "Bad value 'kelvin' for --units: expected metric or imperial.")
        }
        let us = try WeatherStartup.make(options: WeatherOptions(), environment: ["LANG": "en_US.UTF-8"], paths: paths)
        XCTAssertEqual(us.units, .imperial)
        var metric = WeatherOptions()
        metric.units = .metric
        XCTAssertEqual(try WeatherStartup.make(options: metric, environment: ["LANG": "en_US.UTF-8"], paths: paths).units, .metric)
    }

    func test_noKey_isOpenMeteo_atTheBaseURLGiven_andAKeyIsOpenWeatherMap() throws {
        var options = try WeatherOptions.parse(["--base-url", "http://127.0.0.1:9/x"])
        let keyless = try WeatherStartup.make(options: options, environment: [:], paths: paths)
        XCTAssertEqual((keyless.source as? OpenMeteoSource)?.forecastURL.absoluteString, "http://127.0.0.1:9/x")
        XCTAssertEqual((keyless.source as? OpenMeteoSource)?.geocodingURL.absoluteString, "http://127.0.0.1:9/x")
        XCTAssertEqual(keyless.database.url.lastPathComponent, "open-meteo.sqlite")
        XCTAssertNil(WeatherEnvironment.note(for: keyless.source))

        options = try WeatherOptions.parse(["--owm-base-url", "https://owm.example"])
        let keyed = try WeatherStartup.make(options: options, environment: ["OPENWEATHER_API_KEY": "k"], paths: paths)
        XCTAssertEqual((keyed.source as? OpenWeatherMapSource)?.baseURL.absoluteString, "https://owm.example")
        XCTAssertEqual(keyed.database.url.lastPathComponent, "openweathermap.sqlite")
        XCTAssertEqual(WeatherEnvironment.note(for: keyed.source), "OpenWeatherMap")
    }

    func test_baseURLsOfTheOtherSource_andReplayWithALiveURL_areRefused() throws {
        let openMeteoURL = try WeatherOptions.parse(["--base-url", "http://127.0.0.1:9"])
        XCTAssertThrowsError(try WeatherStartup.make(options: openMeteoURL, environment: ["OPENWEATHER_API_KEY": "k"], paths: paths)) {
            XCTAssertEqual($0 as? WeatherStartupError, .baseURLForOtherSource)
        }
        let owmURL = try WeatherOptions.parse(["--owm-base-url", "http://127.0.0.1:9"])
        XCTAssertThrowsError(try WeatherStartup.make(options: owmURL, environment: [:], paths: paths)) {
            XCTAssertEqual($0 as? WeatherStartupError, .keylessOpenWeatherMap)
        }
        let plain = try WeatherOptions.parse(["--owm-base-url", "http://owm.example"])
        XCTAssertThrowsError(try WeatherStartup.make(options: plain, environment: ["OPENWEATHER_API_KEY": "secret"], paths: paths)) {
            XCTAssertEqual(($0 as? WeatherStartupError)?.message,
                           "--owm-base-url http://owm.example: the API key is not sent over plain http:// except to this machine (localhost, 127.0.0.1, ::1); use an https:// URL.")
        }
        XCTAssertThrowsError(try WeatherOptions.parse(["--api-cache", "/tmp", "--base-url", "http://x"])) {
            XCTAssertEqual(($0 as? CommandLineError)?.exitStatus, 2)
        }
        XCTAssertThrowsError(try WeatherStartup.make(options: WeatherOptions.parse(["--api-cache", "/nonexistent/dir"]), environment: [:], paths: paths)) {
            XCTAssertEqual(($0 as? WeatherStartupError)?.message, "Bad value '/nonexistent/dir' for --api-cache: not a directory.")
        }
    }

    func test_replay_keepsItsCitiesApart_andSaysSo() throws {
        let replay = try WeatherStartup.make(options: WeatherOptions.parse(["--api-cache", "/tmp"]), environment: [:], paths: paths)
        XCTAssertEqual(replay.database.url.path, "/tmp/d/open-meteo-recorded.sqlite")
        XCTAssertEqual(WeatherEnvironment.note(for: replay.source), "recorded")
        XCTAssertEqual((replay.source as? OpenMeteoSource)?.replayDirectory?.path, "/tmp")
    }

    func test_demo_isTheBundledSource_inADatabaseOfItsOwn_andTheTitleSaysSo() throws {
        let demo = try WeatherStartup.make(options: WeatherOptions.parse(["--demo", "Paris"]), environment: ["OPENWEATHER_API_KEY": "k"], paths: paths)
        XCTAssertTrue(demo.source is DemoWeatherSource, "the demo even with a key set")
        XCTAssertEqual(demo.database.url.lastPathComponent, "demo.sqlite")
        XCTAssertEqual(WeatherEnvironment.note(for: demo.source), "demo data")
    }

    func test_demoWithAServiceOption_isRefused() {
        for service in [["--api-cache", "/tmp"], ["--base-url", "http://127.0.0.1:9"], ["--owm-base-url", "https://owm.example"]] {
            XCTAssertThrowsError(try WeatherOptions.parse(["--demo"] + service), "\(service)") { error in
                XCTAssertTrue((error as? CommandLineError)?.message.contains("--demo needs no service") == true, "\(error)")
            }
        }
    }

    func test_help_namesEveryDemoPlace() {
        let usage = WeatherApp.commandLine.usage
        XCTAssertTrue(usage.contains("--demo"))
        for name in DemoWeatherSource.placeNames {
            XCTAssertTrue(usage.contains(name), name)
        }
    }

    func test_help_listsOptionsKeysSourcesAndData() {
        let usage = WeatherApp.commandLine.usage
        for part in ["Usage: weather [options] [CITY]", "--units metric|imperial", "--json", "--api-cache DIR", "--base-url URL",
                     "--owm-base-url URL", "--fresh", "OPENWEATHER_API_KEY", "Open-Meteo", "$XDG_DATA_HOME/weather", "q  Quit"] {
            XCTAssertTrue(usage.contains(part), part)
        }
    }
}
