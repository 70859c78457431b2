import Foundation
import XCTest
import LoopbackHTTP
import TestSupport
import WeatherFixtures

/// Drives the real `weather` in a tmux session of 80×24 against the loopback server
/// replaying the recorded answers: typing a city shows its name, temperature and chart;
/// an unknown city says so; `q` quits and gives the terminal back; piped, it prints the
/// recorded temperature. XDG directories point into a temp dir.
final class WeatherEndToEndTests: XCTestCase {
    private var tmux: TmuxSession?
    private var fixtures: WeatherFixtureServer?
    private var home: URL?

    override func tearDown() {
        tmux?.killServer()
        fixtures?.stop()
        if let home { try? FileManager.default.removeItem(at: home) }
        super.tearDown()
    }

    private func start() throws -> (TmuxSession, String) {
        let binary = try PackagePaths.builtProduct(named: "weather")
        let fixtures = try WeatherFixtureServer(fixtures: PackagePaths.fixturesDirectory(holding: "open-meteo", "openweathermap"))
        self.fixtures = fixtures
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("weather-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        self.home = home
        let session = try TmuxSession.start(width: 80, height: 24, environment: [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path, "HOME": home.path, "LANG": "C.UTF-8",
        ])
        tmux = session
        try session.waitForScreen("bash to start") { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        session.sendKeys("PS1='shell$ '; unset OPENWEATHER_API_KEY; clear", "Enter")
        try session.waitForScreen("the shell prompt") { $0.hasPrefix("shell$") }
        return (session, "\(binary.path) --base-url \(fixtures.baseURL.absoluteString)")
    }

    func test_typingACity_showsNameTemperatureAndChart_anUnknownOneSaysSo_qQuits() throws {
        let (session, weather) = try start()
        session.sendKeys(weather, "Enter")
        try session.waitForScreen("the empty screen") { $0.contains("City:") && $0.contains("Type a city's name") }
        XCTAssertEqual(session.display("#{alternate_on}"), "1")

        session.sendKeys("-l", "Brasilia")
        try session.waitForScreen("Brasília's weather as typed") { screen in
            screen.contains("Brasília, Federal District, Brazil") && screen.contains("Next 24 hours") && screen.contains("30┤")
        }
        let screen = session.capture()
        XCTAssertTrue(screen.contains("▀▀█ ▀▀█ ██ █▀▀"), "23°C in big digits:\n\(screen)")
        XCTAssertTrue(screen.contains("└┬") && screen.contains("00       03"), "the chart's hour axis:\n\(screen)")

        session.sendKeys("C-u")
        session.sendKeys("-l", "Atlantis")
        try session.waitForScreen("the not-found message") { $0.contains("No place called \"Atlantis\" was found") }

        session.sendKeys("Escape")
        try session.waitForScreen("typing ended") { $0.contains("q Quit") }
        session.sendKeys("q")
        try session.waitForPrompt("shell$")
        session.sendKeys("echo status=$?", "Enter")
        try session.waitForScreen("the shell after quitting") { $0.contains("status=0") }
        XCTAssertEqual(session.display("#{alternate_on}"), "0")
    }

    /// With stdin from /dev/null no key could be read: the refusal suggests a pipe that
    /// prints something (`weather | cat` alone answered "Which city?").
    func test_stdinFromDevNull_suggestsAPipeWithACity() throws {
        let (session, weather) = try start()
        session.sendKeys("\(weather) </dev/null; echo status=$?", "Enter")
        try session.waitForScreen("the refusal") { $0.contains("status=1") }
        let unwrapped = session.capture().replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(unwrapped.contains("(weather Berlin | cat) for plain text."), session.capture())
    }

    /// `--json` on a terminal prints the JSON and exits, as on a pipe (it used to open
    /// the screen).
    func test_json_onATerminal_printsJSON_notTheScreen() throws {
        let (session, weather) = try start()
        session.sendKeys("\(weather) --json Berlin; echo status=$?", "Enter")
        try session.waitForScreen("the JSON and the exit status") { $0.contains("status=0") }
        let screen = session.capture()
        XCTAssertTrue(screen.contains("\"open-meteo\"") && screen.contains("}\nstatus=0"), screen)
    }

    /// Offline on a terminal resized to 40×8, 40×10 and 80×24: the reason comes first
    /// and whole on rows of its own, then as much of the saved weather as fits (below ~10
    /// lines the sections used to share rows, which cut the reason to its first line).
    func test_offline_theReasonKeepsItsOwnRows_from40x8To80x24() throws {
        let (session, weather) = try start()
        session.sendKeys("\(weather) Berlin", "Enter")
        try session.waitForScreen("Berlin's weather, saved") { $0.contains("Berlin, Land Berlin, Germany") && $0.contains("Partly cloudy") }
        session.sendKeys("q")
        try session.waitForPrompt("shell$")

        let closed = try LoopbackServer()
        let unreachable = closed.baseURL.absoluteString
        closed.stop()
        session.sendKeys("clear; \(weather.components(separatedBy: " --base-url").first ?? weather) --base-url \(unreachable)", "Enter")
        try session.waitForScreen("the saved weather, offline") { $0.contains("Cannot reach 127.0.0.1") && $0.contains("as of") }
        for (width, height) in [(40, 8), (40, 10), (80, 24)] {
            session.run(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
            // capture-pane ends each row, the last one too, with a line break.
            let rowsOf = { (screen: String) in Array(screen.components(separatedBy: "\n").dropLast()) }
            try session.waitForScreen("the \(width)×\(height) layout") { screen in
                let lines = rowsOf(screen)
                return lines.count == height && lines.allSatisfy { $0.count <= width } && lines.last?.contains("New search") == true
            }
            let rows = try WeatherScreenRows(rowsOf(session.capture()), height: height, errorStart: "Cannot reach")
            XCTAssertTrue(rows.error.hasPrefix("Cannot reach 127.0.0.1 (could not connect). Check the internet connection and try again. "
                                               + "Showing Berlin as of ") && rows.error.hasSuffix("."), "\(width)×\(height): \(rows.error)")
            if height >= 10 { XCTAssertEqual(rows.below.first?.hasPrefix("Berlin, Land Berlin, Germany"), true, "\(rows.below)") }
        }
        session.sendKeys("q")
        try session.waitForPrompt("shell$")
    }

    func test_piped_printsTheRecordedTemperature() throws {
        let (session, weather) = try start()
        session.sendKeys("\(weather) Berlin | cat; echo status=${PIPESTATUS[0]}", "Enter")
        try session.waitForScreen("the piped line and status") { $0.split(separator: "\n").contains { $0.hasPrefix("status=") } }
        XCTAssertTrue(session.capture().contains("Berlin, Land Berlin, Germany: 9°C, Partly cloudy, wind 4 km/h\nstatus=0"), session.capture())
    }
}
