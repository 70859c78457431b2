import Foundation
import XCTest
import LoopbackHTTP
import RxCore
import TerminalUI
import TestSupport
import WeatherCore
@testable import WeatherTerminal

/// The weather screen on a headless terminal, asking the loopback server replaying the
/// recorded answers: what typing shows, not-found and offline, the keys, the picker.
final class WeatherViewControllerTests: XCTestCase {
    func test_typingACity_showsItsName_bigTemperature_andTheChartWithAxis() throws {
        let harness = try WeatherScreenHarness()
        XCTAssertTrue(harness.screen.contains("Type a city's name"), "the hint while nothing is typed")
        harness.type("Brasilia")
        try harness.waitForScreen("Brasília's weather") { $0.contains("Brasília, Federal District, Brazil") }
        let screen = harness.screen
        for line in try XCTUnwrap(BigLabel("23°C").bigLines) {
            XCTAssertTrue(screen.contains(line), "the recorded first hour, 23.1 °C, in big digits:\n\(screen)")
        }
        XCTAssertTrue(screen.contains("Next 24 hours · °C"))
        XCTAssertTrue(screen.contains("30┤") && screen.contains("19┤"), "the value axis: 19.5 to 29.2 rounded out:\n\(screen)")
        XCTAssertTrue(screen.contains("└┬"), "the hour axis")
        XCTAssertTrue(screen.contains("00       03       06"), "hours labelled every three:\n\(screen)")
        XCTAssertTrue(screen.contains("No daily forecast from Open-Meteo."))
    }

    func test_aCityWithDays_showsTheTable_withBarsOnTheWeeksScale() throws {
        let harness = try WeatherScreenHarness(units: .imperial)
        harness.type("Denver")
        harness.press(.enter)
        try harness.waitForScreen("Denver's days") { $0.contains("Next 7 days") }
        let screen = harness.render()
        XCTAssertTrue(screen.contains { $0.hasPrefix("Denver, Colorado, United States") })
        XCTAssertFalse(screen.contains { $0.contains("⛅ Partly cloudy") }, "no condition now: the answer gave none")
        let today = try XCTUnwrap(screen.first { $0.hasPrefix("Today") })
        XCTAssertTrue(today.contains("⛅") && today.contains("Partly cloudy"), "today keeps its own: \(today)")
        XCTAssertTrue(today.contains("34°") && today.contains("68°"), "the recorded 33.9 and 67.8 °F, rounded: \(today)")
        XCTAssertTrue(today.contains("━"), "a bar between them: \(today)")
        XCTAssertEqual(screen.filter { ["Today", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"].contains(String($0.prefix(3)).trimmingCharacters(in: .whitespaces)) || $0.hasPrefix("Today") }.count, 7)
    }

    func test_anUnknownCity_saysSo() throws {
        let harness = try WeatherScreenHarness()
        harness.type("Xyzzy")
        try harness.waitForScreen("the not-found message") { $0.contains("No place called \"Xyzzy\" was found") }
    }

    func test_offline_theLastCityIsRestored_asOfItsTime_withTheReason() throws {
        let closed = try LoopbackServer()
        let unreachable = closed.baseURL
        closed.stop()
        let saved = Date(timeIntervalSince1970: 1_699_920_000 + 9 * 3600 + 30 * 60)
        let harness = try WeatherScreenHarness(baseURL: unreachable) { storage in
            let forecast = Forecast(place: Place(name: "Berlin", latitude: 52.52, longitude: 13.41, country: "Germany"), source: .openMeteo,
                                    current: CurrentWeather(temperature: 9))
            try storage.save(query: "Berlin", forecast: forecast, at: saved)
        }
        try harness.waitForScreen("the offline message") { $0.contains("Cannot reach 127.0.0.1 (could not connect)") }
        let screen = harness.screen
        XCTAssertTrue(screen.contains("City: Berlin"), "the field shows the restored city:\n\(screen)")
        XCTAssertTrue(screen.contains("Berlin, Germany  as of 09:30"), screen)
        XCTAssertTrue(screen.contains("Showing Berlin as of 09:30."), screen)
    }

    /// Offline on a 40×10 terminal the error showed "Cannot reach 127.0.0.1" and no more:
    /// the empty weather views took the stack's spacing. The whole reason now shows.
    func test_offline_onA40x10Terminal_theWholeReasonShows() throws {
        let closed = try LoopbackServer()
        let unreachable = closed.baseURL
        closed.stop()
        let harness = try WeatherScreenHarness(baseURL: unreachable, size: Size(width: 40, height: 10))
        harness.type("Berlin")
        try harness.waitForScreen("the offline message") { $0.contains("Cannot reach") }
        let joined = harness.render().map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        XCTAssertTrue(joined.contains("Check the internet connection and try again."), harness.screen)
    }

    /// Below ~10 lines the error and the sections after it shared rows, which cut the error:
    /// it now comes first and whole, the hint takes the rows left below it.
    func test_anUnknownCity_theWholeMessage_thenTheHint_at40x8_40x10_and80x24() throws {
        let message = "No place called \"Xyzzy\" was found. Check the spelling, or add the country (\"Paris, US\")."
        for size in [Size(width: 40, height: 8), Size(width: 40, height: 10), Size(width: 80, height: 24)] {
            let harness = try WeatherScreenHarness(size: size)
            harness.type("Xyzzy")
            try harness.waitForScreen("the not-found message") { $0.contains("No place called") && !$0.contains("Looking up") }
            let rows = try WeatherScreenRows(harness.render(), height: size.height, errorStart: "No place called")
            XCTAssertEqual(rows.error, message, "\(size)")
            XCTAssertTrue(rows.below.first?.hasPrefix("Type a city's name: its weather appears") == true, "\(size): \(rows.below)")
            XCTAssertTrue(rows.statusBar.contains("Enter Look up now"), rows.statusBar)
        }
    }

    /// Offline with a saved forecast on a short terminal the reason was cut to its first
    /// line by the weather under it: the whole reason shows, then as much of the weather
    /// as fits (the temperature in one line when the big digits do not).
    func test_offline_theWholeReason_thenTheSavedWeather_at40x8_40x10_and80x24() throws {
        let closed = try LoopbackServer()
        let unreachable = closed.baseURL
        closed.stop()
        let saved = Date(timeIntervalSince1970: 1_699_920_000 + 9 * 3600 + 30 * 60)
        for size in [Size(width: 40, height: 8), Size(width: 40, height: 10), Size(width: 80, height: 24)] {
            let harness = try WeatherScreenHarness(baseURL: unreachable, size: size) { storage in
                let forecast = Forecast(place: Place(name: "Berlin", latitude: 52.52, longitude: 13.41, country: "Germany"), source: .openMeteo,
                                        current: CurrentWeather(temperature: 9))
                try storage.save(query: "Berlin", forecast: forecast, at: saved)
            }
            try harness.waitForScreen("the offline message") { $0.contains("Cannot reach") }
            let rows = try WeatherScreenRows(harness.render(), height: size.height, errorStart: "Cannot reach")
            XCTAssertEqual(rows.error, "Cannot reach 127.0.0.1 (could not connect). Check the internet connection and try again. "
                + "Showing Berlin as of 09:30.", "\(size)")
            XCTAssertTrue(rows.statusBar.contains("New search"), rows.statusBar)
            switch size.height {
            case 8:
                XCTAssertEqual(rows.below, [], "no room left under the reason")
            case 10:
                XCTAssertEqual(rows.below, ["Berlin, Germany  as of 09:30", "9°C"], "the temperature in one line")
            default:
                XCTAssertEqual(rows.below.first, "Berlin, Germany  as of 09:30")
                XCTAssertEqual(rows.below.dropFirst().first, "█▀█ ██ █▀▀", "big digits")
            }
        }
    }

    func test_keys_escEndsTyping_thenQuestionMarkHelps_andQQuits_whileTypingTheyType() throws {
        let harness = try WeatherScreenHarness()
        harness.type("q?")
        XCTAssertEqual(harness.quitCount, 0)
        XCTAssertTrue(harness.screen.contains("City: q?"), "typed, not commands")
        XCTAssertTrue(harness.screen.contains("Esc Done typing"))
        harness.press(.escape)
        XCTAssertTrue(harness.screen.contains("/ New search"), harness.screen)
        harness.press(.character("?"))
        XCTAssertTrue(harness.screen.contains("Keys"), "the help overlay:\n\(harness.screen)")
        harness.press(.escape)
        harness.press(.character("/"))
        XCTAssertTrue(harness.screen.contains("City: type a city"), "/ clears the field and types:\n\(harness.screen)")
        harness.press(.escape)
        harness.press(.character("q"))
        XCTAssertEqual(harness.quitCount, 1)
    }

    func test_severalMatches_thePickerShowsAnother() throws {
        let harness = try WeatherScreenHarness(extraSearches: ["Twin": ["Berlin", "Denver"]])
        harness.type("Twin")
        harness.press(.enter)
        try harness.waitForScreen("the first match") { $0.contains("Berlin, Land Berlin, Germany") && $0.contains("1 of 2 places") && $0.contains("m Other places") }
        harness.press(.character("m"))
        let picker = harness.screen
        XCTAssertTrue(picker.contains("Places") && picker.contains("Denver, Colorado, United States"), picker)
        harness.press(.down)
        harness.press(.enter)
        try harness.waitForScreen("the second match") { $0.contains("Denver, Colorado, United States") && $0.contains("2 of 2 places") }
        XCTAssertTrue(harness.navigationController.topViewController === harness.viewController, "back on the weather screen")
    }
}
