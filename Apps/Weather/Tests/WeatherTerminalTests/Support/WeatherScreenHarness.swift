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

/// A weather screen on a headless terminal (80×24 unless given), asking the real loopback server
/// replaying the fixtures (or `baseURL`), keeping cities in a SQLite file in a temp
/// directory. Answers come from real sockets, so tests wait for the screen to show
/// what they expect, against a deadline. Main thread only.
final class WeatherScreenHarness {
    let fixtures: WeatherFixtureServer
    let directory: URL
    let storage: WeatherStorage
    let viewModel: WeatherViewModel
    let viewController: WeatherViewController
    let navigationController: AppNavigationController
    let terminal: HeadlessTerminal
    let window: Window
    let renderer: Renderer
    private(set) var quitCount = 0

    /// - Parameters:
    ///   - baseURL: where the source asks (the fixture server by default).
    ///   - prepare: runs on the storage before the view model reads it (save cities).
    ///   - size: the terminal's size.
    init(baseURL: URL? = nil, units: UnitSystem = .metric, extraSearches: [String: [String]] = [:],
         size: Size = Size(width: 80, height: 24), prepare: (WeatherStorage) throws -> Void = { _ in }) throws {
        terminal = HeadlessTerminal(width: size.width, height: size.height)
        fixtures = try WeatherFixtureServer(fixtures: PackagePaths.fixturesDirectory(holding: "open-meteo", "openweathermap"),
                                            extraSearches: extraSearches)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("weather-ui-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        storage = WeatherStorage(store: try Store(url: directory.appendingPathComponent("weather.sqlite"), schemaVersion: WeatherStorage.schemaVersion))
        try prepare(storage)
        viewModel = WeatherViewModel(source: OpenMeteoSource(baseURL: baseURL ?? fixtures.baseURL), storage: storage, units: units,
                                     debounce: .milliseconds(20), timeZone: TimeZone(identifier: "UTC") ?? .current)
        viewController = WeatherViewController(viewModel: viewModel)
        var quit: () -> Void = {}
        navigationController = AppNavigationController(rootViewController: viewController, onQuit: { quit() })
        window = Window(rootViewController: navigationController, size: size)
        renderer = Renderer(terminal: terminal)
        quit = { [unowned self] in self.quitCount += 1 }
        window.makeKeyAndVisible()
    }

    deinit {
        fixtures.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The screen's rows after drawing a frame.
    @discardableResult
    func render() -> [String] {
        drainMainQueue()
        window.render(with: renderer)
        return terminal.lines
    }

    /// The whole screen as one string.
    var screen: String { render().joined(separator: "\n") }

    /// Presses `key`.
    func press(_ key: Key) {
        window.processKey(key)
        drainMainQueue()
    }

    /// Types `text`, a key per character.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Runs the main run loop until the screen satisfies `condition`; after `timeout`
    /// seconds records a failure showing the screen and throws.
    func waitForScreen(_ what: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
                       until condition: (String) -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var shown = screen
        while !condition(shown) {
            guard Date() < deadline else {
                XCTFail("timed out waiting for \(what); the screen:\n\(shown)", file: file, line: line)
                throw WeatherTestError("timed out waiting for \(what)")
            }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
            shown = screen
        }
    }
}

/// A failed step of a weather test (the failure itself is recorded with XCTFail).
struct WeatherTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
