import AppSupport
import Foundation
import LoopbackHTTP
import RxStore
import TerminalUI
import TestSupport
import WeatherCore
import WeatherFixtures
import XCTest
@testable import WeatherTerminal

/// One view model, two front ends, the same words: each state the weather screen can be
/// in is shown on the terminal and printed by the plain front end, and what the pipe says
/// on stderr is what the screen's banner says (only the control for `.retry` differs).
final class FrontEndsSayTheSameTests: XCTestCase {
    private static let saved = Date(timeIntervalSince1970: 1_699_920_000 + 9 * 3600 + 30 * 60)

    private func saveBerlin(_ storage: WeatherStorage) throws {
        let forecast = Forecast(place: Place(name: "Berlin", latitude: 52.52, longitude: 13.41, country: "Germany"), source: .openMeteo,
                                current: CurrentWeather(temperature: 9))
        try storage.save(query: "Berlin", forecast: forecast, at: Self.saved)
    }

    /// The plain front end's outcome for `query`, asking `baseURL`, its storage prepared by `prepare`.
    private func plainOutcome(_ query: String, baseURL: URL, prepare: (WeatherStorage) throws -> Void = { _ in }) throws -> PlainOutcome {
        let storage = try WeatherStorage.inMemory()
        try prepare(storage)
        var environment = WeatherEnvironment(source: OpenMeteoSource(baseURL: baseURL), storage: storage)
        environment.timeZone = TimeZone(identifier: "UTC") ?? .current
        let frontEnd = PlainWeatherFrontEnd(viewModel: WeatherViewModel(environment: environment, units: .metric, initialQuery: query), format: .text,
                                            source: .live(baseURL))
        return try frontEnd.outcome()
    }

    /// The screen's rows joined with single spaces, so a message wrapped over rows reads whole.
    private func words(_ screen: [String]) -> String {
        screen.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func assertSameWords(_ query: String, baseURL: URL?, waitFor marker: String,
                                 prepare: @escaping (WeatherStorage) throws -> Void = { _ in }, file: StaticString = #filePath, line: UInt = #line) throws {
        let harness = try WeatherScreenHarness(baseURL: baseURL, size: Size(width: 100, height: 30), prepare: prepare)
        let outcome = try plainOutcome(query, baseURL: baseURL ?? harness.fixtures.baseURL, prepare: prepare)
        XCTAssertFalse(outcome.errors.isEmpty, "the pipe has something to say", file: file, line: line)
        if harness.viewController?.isTyping != true { harness.press(.character("/")) }
        harness.type(query)
        harness.press(.enter)
        try harness.waitForScreen("the outcome", until: { $0.contains(marker) && !$0.contains("Looking up") })
        let screen = words(harness.render())
        for error in outcome.errors {
            XCTAssertTrue(screen.contains(error), "the screen says \"\(error)\" too:\n\(harness.screen)", file: file, line: line)
        }
    }

    func test_notFound_isSaidInTheSameWords() throws {
        try assertSameWords("Xyzzy", baseURL: nil, waitFor: "No place called")
    }

    func test_offline_withASavedForecast_isSaidInTheSameWords() throws {
        let closed = try LoopbackServer()
        let unreachable = closed.baseURL
        closed.stop()
        try assertSameWords("Berlin", baseURL: unreachable, waitFor: "Cannot reach", prepare: saveBerlin)
    }

    func test_offline_withNothingSaved_isSaidInTheSameWords() throws {
        let closed = try LoopbackServer()
        let unreachable = closed.baseURL
        closed.stop()
        try assertSameWords("Denver", baseURL: unreachable, waitFor: "Cannot reach")
    }
}
