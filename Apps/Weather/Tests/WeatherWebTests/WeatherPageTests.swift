import BrowserSupport
import Foundation
import LoopbackHTTP
import TestSupport
import WeatherFixtures
import XCTest

/// `weather --web` in headless Chromium over WebDriver, against the loopback server
/// replaying the recorded Open-Meteo answers: the page as a person uses it — typing a
/// city, the field's caret, the places, Back, a second tab, hostile names.
final class WeatherPageTests: XCTestCase {
    private var fixtures: WeatherFixtureServer!
    private var home: URL!
    private var browser: PageBrowser!

    /// A place whose name is markup and escape sequences, at Berlin (its forecast recorded).
    private static let hostileName = "Evil<img src=x onerror=\"window.__pwned=1\"><script>window.__pwned=2</script>\u{1B}]0;x\u{07}"

    override func setUpWithError() throws {
        let berlin = try XCTUnwrap(WeatherFixtureServer.knownPlaces.first { $0.name == "Berlin" })
        fixtures = try WeatherFixtureServer(fixtures: PackagePaths.fixturesDirectory(holding: "open-meteo", "openweathermap"),
                                            extraSearches: ["Twin": ["Berlin", "Denver"], "Evilton": [Self.hostileName]],
                                            extraPlaces: [berlin.renamed(Self.hostileName, region: "<b>bold</b>")])
        home = FileManager.default.temporaryDirectory.appendingPathComponent("weather-web-\(UUID().uuidString)")
        browser = try PageBrowser(product: "weather", arguments: ["--web", "--no-open", "--base-url", fixtures.server.baseURL.absoluteString],
                                  environment: ["HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                                                "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "LANG": "C.UTF-8",
                                                "TZ": "UTC", "PATH": "/usr/bin:/bin"],
                                  title: "Weather")
    }

    override func tearDown() {
        browser?.stop()
        fixtures?.stop()
        if let home { try? FileManager.default.removeItem(at: home) }
        super.tearDown()
    }

    private var driver: WebDriver { browser.driver }

    private func typeCity(_ name: String) throws {
        try browser.waitForFieldFocus("the city field to have the focus")
        try driver.pressKeys(name)
    }

    func test_typingACity_showsItsWeather_theChart_andTheDays() throws {
        try typeCity("Denver")
        try browser.waitForText("Denver, Colorado, United States")
        let text = try browser.pageText()
        XCTAssertTrue(text.contains("Next 7 days"), text)
        XCTAssertTrue(text.contains("by Open-Meteo"), text)
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('.barchart svg, svg.barchart').length > 0 || document.querySelector('.barchart') !== null") as? Bool, true)
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('.range-row').length") as? Int, 7, "a row a day")
        XCTAssertEqual(try browser.string("return document.querySelector('input.textfield').value"), "Denver", "what was typed stays")
        try? browser.saveScreenshot(to: FileManager.default.temporaryDirectory.appendingPathComponent("weather-page.png").path)
    }

    func test_theAnswers_neverMoveTheCaret_whileTyping() throws {
        try typeCity("Denvr")
        try driver.execute("const f = document.querySelector('input.textfield'); f.setSelectionRange(4, 4)")
        try driver.pressKeys("e")
        try browser.waitForText("Denver, Colorado, United States")
        let field = try driver.execute("const f = document.querySelector('input.textfield'); return [f.value, f.selectionStart]") as? [Any]
        XCTAssertEqual(field?[0] as? String, "Denver")
        XCTAssertEqual(field?[1] as? Int, 5, "the caret stays after the e the user typed")
    }

    func test_anUnknownCity_saysSoInTheBanner_inTheScreensWords() throws {
        try typeCity("Xyzzy")
        try browser.waitForText("No place called \"Xyzzy\" was found. Check the spelling, or add the country (\"Paris, US\").")
        XCTAssertEqual(try driver.execute("return document.querySelector('.banner.error') !== null") as? Bool, true)
    }

    func test_severalPlaces_otherPlacesIsAScreenOfItsOwn_andBackReturns() throws {
        try typeCity("Twin")
        try browser.waitForText("1 of 2 places")
        try browser.click("button.bar-button[data-key=\"m\"]")
        try browser.waitForScreen(titled: "Places called Twin")
        XCTAssertTrue(try driver.currentURL().hasSuffix("/places"))
        try browser.click(".row[data-key]:nth-of-type(2)")
        try browser.waitForScreen(titled: "Weather")
        try browser.waitForText("Denver, Colorado, United States")
        try browser.waitForText("2 of 2 places")
        let url = try driver.currentURL()
        XCTAssertTrue(url.hasSuffix("/"), url)
    }

    func test_aSecondTab_hasItsOwnLookup() throws {
        try typeCity("Denver")
        try browser.waitForText("Denver, Colorado, United States")
        let first = try driver.windowHandles()
        let second = try driver.newTab()
        try driver.switchTo(second)
        try browser.open("/")
        try browser.waitForScreen(titled: "Weather")
        // The new tab starts with the last city looked up (Denver): the user selects it and types over it.
        try browser.waitForFieldFocus("the city field to have the focus")
        try driver.execute("document.querySelector('input.textfield').select()")
        try driver.pressKeys("Brasilia")
        try browser.waitForText("Brasília, Federal District, Brazil")
        try driver.switchTo(try XCTUnwrap(first.first))
        XCTAssertTrue(try browser.pageText().contains("Denver, Colorado, United States"), "the first tab still shows its own city")
    }

    func test_aHostileName_isShownAsText_andNoneOfItRuns() throws {
        try typeCity("Evilton")
        try browser.waitForText("Evil<img src=x onerror=\"window.__pwned=1\"><script>window.__pwned=2</script>")
        XCTAssertEqual(try driver.execute("return window.__pwned === undefined") as? Bool, true, "no script of it ran")
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('.screen img, .screen script, .screen b').length") as? Int, 0)
        XCTAssertFalse(try browser.pageText().contains("\u{1B}"), "no escape sequence reaches the page")
    }
}
