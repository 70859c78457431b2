import AppSupport
import Foundation
import RxCore
import RxStore
import TerminalUI
import TestSupport
import WeatherCore
import WeatherFixtures
import XCTest
@testable import WeatherTerminal

/// The weather app's screens in the shared `ScreenHarness` (80×24 unless given), shown
/// by its navigator and terminal presenter as the app shows them, asking the real
/// loopback server replaying the fixtures (or `baseURL`), keeping cities in a SQLite
/// file in the harness's directory; "as of" times are written in UTC. Answers come from
/// real sockets, so tests wait for the screen to show what they expect. Main thread only.
final class WeatherScreenHarness: ScreenHarness {
    let fixtures: WeatherFixtureServer
    let storage: WeatherStorage
    let navigator: Navigator

    /// - Parameters:
    ///   - baseURL: where the source asks (the fixture server by default).
    ///   - prepare: runs on the storage before the view model reads it (save cities).
    ///   - size: the terminal's size.
    init(baseURL: URL? = nil, units: UnitSystem = .metric, extraSearches: [String: [String]] = [:],
         size: Size = Size(width: 80, height: 24), prepare: (WeatherStorage) throws -> Void = { _ in }) throws {
        fixtures = try WeatherFixtureServer(fixtures: PackagePaths.fixturesDirectory(holding: "open-meteo", "openweathermap"),
                                            extraSearches: extraSearches)
        let directory = try ScreenHarness.temporaryDirectory(appName: "weather")
        let store = try Store(url: directory.appendingPathComponent("weather.sqlite"), schemaVersion: WeatherStorage.schemaVersion)
        storage = WeatherStorage(store: store)
        try prepare(storage)
        var environment = WeatherEnvironment.live(source: OpenMeteoSource(baseURL: baseURL ?? fixtures.baseURL), store: store)
        environment.timeZone = TimeZone(identifier: "UTC") ?? .current
        navigator = Navigator(environment: environment)
        try super.init(appName: "weather", directory: directory, size: size)
        _ = TerminalPresenter(navigator: navigator, navigationController: navigationController)
        navigator.show(segue: .weather(city: nil, units: units))
    }

    deinit {
        fixtures.stop()
    }

    /// The weather screen (the root).
    var viewController: WeatherViewController? { navigationController.viewControllers.first as? WeatherViewController }
}
