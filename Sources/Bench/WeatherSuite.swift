import AppSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LoopbackHTTP
import RxCore
@_spi(Instrumentation) import TerminalUI
import WeatherCore
import WeatherFixtures
import WeatherTerminal

/// `bench weather`: the weather app against the loopback server replaying the recorded
/// answers — the release `weather Berlin` with its output on a pipe, from spawn to exit;
/// a keystroke in the city field through the real run loop to the frame showing it; and
/// the full 200×60 screen (big temperature, 24-hour chart, 7-day table) redrawn with new
/// weather through the real view model and view controller.
@MainActor
func runWeatherSuite() -> Bool {
    var results: [BenchResult] = []
    let fixtures = SharedFixtures.directory("open-meteo", near: #filePath)?.deletingLastPathComponent()
    let server: WeatherFixtureServer
    do {
        guard let fixtures else { throw CaseFailure("no shared/fixtures/open-meteo near this checkout") }
        server = try WeatherFixtureServer(fixtures: fixtures, keepsConnectionsAlive: true)
    } catch {
        // The cases that need the recorded answers cannot run: they count as missed.
        let why = "\(error)"
        results.append(.notRun(WeatherCase.coldStartName, target: WeatherCase.coldStartTarget, why: why))
        results.append(.notRun(WeatherCase.keystrokeName, target: WeatherCase.keystrokeTarget, why: why))
        results.append(fullScreenCase())
        return report("weather", results)
    }
    defer { server.stop() }
    results.append(coldStartCase(server: server))
    results.append(keystrokeCase(server: server))
    results.append(fullScreenCase())
    return report("weather", results)
}

/// The names and targets of the cases that need the loopback server.
private enum WeatherCase {
    static let coldStartName = "cold start, weather Berlin piped"
    static let coldStartTarget = "<= 100 ms"
    static let keystrokeName = "keystroke to field on screen"
    static let keystrokeTarget = "first frame, <= 16.7 ms"
    /// A run still going after this long is killed and fails the cold-start case.
    static let runLimit: TimeInterval = 10
}

// MARK: - Cold start

/// Spawns `weather Berlin` (release) with stdout on a pipe, a fresh data directory each
/// run, until it exits; checks it printed the recorded 9 °C. The floor is spawning
/// `/bin/true` the same way. A run that does not end within `WeatherCase.runLimit`, ends
/// with a failure or prints something else fails the case: it is not left out.
private func coldStartCase(server: WeatherFixtureServer) -> BenchResult {
    let name = WeatherCase.coldStartName
    let target = WeatherCase.coldStartTarget
    guard let binary = releaseProduct(named: "weather") else {
        return .notRun(name, target: target, why: "no release weather next to the bench, and building it failed")
    }
    let directory = BenchDirectory()
    defer { directory.remove() }
    let expected = "Berlin, Land Berlin, Germany: 9°C, Partly cloudy, wind 4 km/h\n"
    var times: [Double] = []
    var floors: [Double] = []
    for run in 0..<12 {
        let home = directory.url.appendingPathComponent("run-\(run)").path
        let environment = ["HOME=\(home)", "XDG_DATA_HOME=\(home)/data", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
        let floor: (milliseconds: Double, output: String, status: Int32)
        let start: (milliseconds: Double, output: String, status: Int32)
        do {
            floor = try spawnPiped("/bin/true", [], environment: environment)
            start = try spawnPiped(binary, ["--base-url", server.baseURL.absoluteString, "Berlin"], environment: environment)
        } catch {
            return .notRun(name, target: target, why: "run \(run + 1): \(error)")
        }
        guard start.status == 0, start.output == expected else {
            return BenchResult(name: name, figure: "wrong output", reference: "run \(run + 1): exit \(start.status), printed \(start.output.debugDescription)",
                               target: target, met: false)
        }
        if run > 0 {  // the first run warms the page cache up
            times.append(start.milliseconds)
            floors.append(floor.milliseconds)
        }
    }
    let figure = median(times)
    return BenchResult(name: name, figure: "\(format(figure)) ms",
                       reference: "median of \(times.count), best \(format(times.min() ?? 0)) ms; spawning /bin/true \(format(median(floors), decimals: 2)) ms",
                       target: target, met: figure <= 100)
}

/// Runs `path` with stdout on a pipe (stdin and stderr /dev/null) until it exits:
/// milliseconds from spawn to exit, what it printed and its status. Throws when it
/// cannot be started or is still running after `WeatherCase.runLimit` (it is killed).
private func spawnPiped(_ path: String, _ arguments: [String], environment: [String]) throws -> (milliseconds: Double, output: String, status: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw CaseFailure("pipe failed (errno \(errno))") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    for descriptor in 3..<256 { posix_spawn_file_actions_addclose(&actions, Int32(descriptor)) }
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
    var pid = pid_t()
    let started = nanoseconds()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
    close(ends[1])
    defer { close(ends[0]) }
    guard spawned == 0 else { throw CaseFailure("posix_spawn \(path) failed (\(spawned))") }
    let deadline = started + UInt64(WeatherCase.runLimit * 1_000_000_000)
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var timedOut = false
    while true {
        let now = nanoseconds()
        guard now < deadline else {
            timedOut = true
            break
        }
        var poller = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(min(1_000, (deadline - now) / 1_000_000 + 1)))
        if ready < 0 && errno == EINTR { continue }
        guard ready > 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
        if count > 0 { output.append(contentsOf: buffer[0..<count]); continue }
        if count < 0 && errno == EINTR { continue }
        break  // end of output: it has exited (or closed stdout)
    }
    if timedOut { kill(pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard !timedOut else { throw CaseFailure("\(path) still running after \(format(WeatherCase.runLimit, decimals: 0)) s (killed)") }
    let ended = nanoseconds()
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return (Double(ended - started) / 1_000_000, String(decoding: output, as: UTF8.self), exitStatus)
}

// MARK: - A keystroke

/// The weather screen launched as the app runs it, once it shows its hint (a live
/// query's, a turn after the first frame): "Berlin" typed and erased again, 300 keys;
/// each must be in the city field in the first frame written after it.
@MainActor
private func keystrokeCase(server: WeatherFixtureServer) -> BenchResult {
    let name = WeatherCase.keystrokeName
    let storage: WeatherStorage
    do {
        storage = try WeatherStorage.inMemory()
    } catch {
        return .notRun(name, target: WeatherCase.keystrokeTarget, why: "no in-memory storage: \(error)")
    }
    let navigation = AppNavigationController(rootViewController: ViewController(), onQuit: {})
    let navigator = Navigator(environment: WeatherEnvironment(source: OpenMeteoSource(baseURL: server.baseURL), storage: storage))
    let presenter = TerminalPresenter(navigator: navigator, navigationController: navigation)
    navigator.show(segue: .weather(city: nil, units: .metric))
    defer { withExtendedLifetime(presenter) {} }
    let word = Array("Berlin".utf8)
    // Typed, then erased with Backspace (0x7F); the field's text after each key.
    let keys = (0..<300).map { index -> UInt8 in index % (word.count * 2) < word.count ? word[index % (word.count * 2)] : 0x7F }
    let texts = keys.indices.map { index -> String in
        let position = index % (word.count * 2)
        let length = position < word.count ? position + 1 : word.count * 2 - position - 1
        return String(decoding: word.prefix(length), as: UTF8.self)
    }
    return keyToFrameCase(name: name, rootViewController: navigation, size: Size(width: 80, height: 24), keys: keys,
                          isReady: { $0.lines.contains { $0.hasPrefix("Type a city's name") } }) { index, terminal in
        let field = terminal.lines.count > 1 ? terminal.lines[1] : ""
        return texts[index].isEmpty ? field.hasPrefix("City: type a city") : field.hasPrefix("City: \(texts[index]) ")
    }
}

// MARK: - The full screen

/// A source answering at once with made-up weather that changes every time: a new
/// place, temperatures, 24 hours and 7 days, so every part of the screen changes.
private final class ChangingWeather: WeatherSource, @unchecked Sendable {
    // @unchecked Sendable: `count` is only touched on the main thread (the bench's).
    var count = 0
    var kind: WeatherSourceKind { .openMeteo }

    func lookup(_ name: String) -> Single<WeatherLookup> {
        count += 1
        let forecast = ChangingWeather.forecast(count)
        return .just(WeatherLookup(matches: [forecast.place], forecast: forecast))
    }

    func forecast(for place: Place) -> Single<Forecast> {
        .just(ChangingWeather.forecast(count))
    }

    static func forecast(_ index: Int) -> Forecast {
        let names = ["Berlin", "Brasília", "Denver", "東京", "Zürich", "Reykjavík"]
        let shift = Double(index % 17) - 8
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let hours = (0..<24).map { hour -> HourlyForecast in
            let wave = 6 * sin((Double(hour) + Double(index)) / 24 * 2 * Double.pi)
            return HourlyForecast(time: now.addingTimeInterval(Double(hour) * 3600), temperature: 10 + shift + wave,
                                  precipitationProbability: Double((hour * 7 + index) % 100), condition: WeatherCondition(code: [0, 2, 3, 61][hour % 4]))
        }
        let days = (0..<7).map { day -> DailyForecast in
            DailyForecast(date: now.addingTimeInterval(Double(day) * 86_400), minimum: shift - Double((day + index) % 5),
                          maximum: shift + 8 + Double((day * 3 + index) % 7), condition: WeatherCondition(code: [0, 2, 3, 61, 71, 95, 45][(day + index) % 7]))
        }
        let place = Place(name: names[index % names.count], latitude: 0, longitude: 0, country: "Benchland", region: "Region \(index % 9)")
        return Forecast(place: place, source: .openMeteo, utcOffsetSeconds: 3600,
                        current: CurrentWeather(time: now, temperature: 10 + shift, condition: WeatherCondition(code: [0, 2, 3, 61][index % 4]),
                                                windSpeed: 5 + Double(index % 20), humidity: Double(40 + index % 50)),
                        hourly: hours, daily: days)
    }
}

/// The 200×60 weather screen, each frame with new weather: asked again through the view
/// model (`refresh`), delivered by its Drivers, bound by the view controller, laid out,
/// drawn and diffed in full (the renderer forgets the last frame). The floor is writing
/// the plain text of the frame.
@MainActor
private func fullScreenCase() -> BenchResult {
    let name = "full screen 200x60, chart and table"
    let size = Size(width: 200, height: 60)
    let source = ChangingWeather()
    let storage: WeatherStorage
    do {
        storage = try WeatherStorage.inMemory()
    } catch {
        return .notRun(name, target: "<= 2 ms", why: "no in-memory storage: \(error)")
    }
    let viewModel = WeatherViewModel(environment: WeatherEnvironment(source: source, storage: storage), units: .metric, initialQuery: "Bench")
    let viewController = WeatherViewController(viewModel: viewModel, navigator: Navigator(environment: viewModel.environment))
    let window = Window(rootViewController: AppNavigationController(rootViewController: viewController, onQuit: {}), size: size)
    window.makeKeyAndVisible()
    let sink = ByteSink(size: size)
    let renderer = Renderer(terminal: sink)
    func frame() {
        viewModel.refresh.accept(())
        drainMain()
        renderer.invalidate()
        window.rootViewController.view.setNeedsLayout()
        window.render(with: renderer)
    }
    drainMain()
    frame()
    let drawn = window.rendered()
    let check = HeadlessTerminal(width: size.width, height: size.height)
    Renderer(terminal: check).render(drawn)
    let text = check.lines.joined(separator: "\n")
    let shown = ForecastPresentation(ChangingWeather.forecast(source.count), units: .metric, now: Date())
    let correct = check.screen == drawn && text.contains(shown.cityName) && text.contains("Next 24 hours") && text.contains("Next 7 days")
        && (BigLabel(shown.degrees).bigLines ?? []).allSatisfy { text.contains($0) }
    let filled = drawn.cells.filter { $0.symbol != " " }.count * 100 / max(1, drawn.cells.count)
    let plain = ByteSink(size: size)
    func floor() { plain.write(ANSIEncoder.plainFrame(drawn)) }
    let (figure, ratio) = medianFrameTime(floor: floor, frame: frame)
    return BenchResult(
        name: name,
        figure: correct ? "\(format(figure / 1_000_000, decimals: 3)) ms" : "wrong screen",
        reference: "\(format(ratio))x floor (plain text of the frame), \(sink.bytes / max(1, sink.writes)) bytes, \(filled)% of cells drawn",
        target: "<= 2 ms", met: correct && figure <= 2_000_000)
}
