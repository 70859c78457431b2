import BrowserSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LoopbackHTTP
import WeatherFixtures

/// `bench web`: the apps' live pages in headless Chromium over WebDriver, against the
/// loopback server replaying the recorded answers — a keystroke in weather's field
/// through the live channel to the updated page (timestamps taken in the page), and the
/// app's memory with five tabs open against one; tweetie's start over 10,000 stored posts
/// and the bytes a poll sends (`webTweetieCases`).
@MainActor
func runWebSuite() -> Bool {
    var results: [BenchResult] = []
    let fixtures = SharedFixtures.directory("open-meteo", near: #filePath)?.deletingLastPathComponent()
    do {
        guard let fixtures else { throw CaseFailure("no shared/fixtures/open-meteo near this checkout") }
        guard WebDriver.isAvailable else { throw CaseFailure(WebDriverUnavailable().description) }
        guard let binary = releaseProduct(named: "weather") else { throw CaseFailure("no release weather next to the bench, and building it failed") }
        let server = try WeatherFixtureServer(fixtures: fixtures, keepsConnectionsAlive: true)
        defer { server.stop() }
        let page = try WeatherPage(binary: binary, baseURL: server.baseURL)
        defer { page.stop() }
        results.append(keystrokeCase(page))
        results.append(tabsMemoryCase(page))
    } catch {
        let why = "\(error)"
        results.append(.notRun(WebCase.keystrokeName, target: WebCase.keystrokeTarget, why: why))
        results.append(.notRun(WebCase.tabsName, target: WebCase.tabsTarget, why: why))
    }
    results.append(contentsOf: webTweetieCases())
    return report("web", results)
}

/// The names and targets of the cases.
private enum WebCase {
    static let keystrokeName = "weather: Enter to the page's update"
    static let keystrokeTarget = "p99 <= 16 ms"
    static let tabsName = "weather: memory, 5 tabs vs 1"
    static let tabsTarget = "<= one tab + 10 MB"
}

/// `weather --web --no-open` (release) against the fixture server, in a fresh data
/// directory, with its page open in headless Chromium.
@MainActor
private final class WeatherPage {
    let program: RunningProcess
    let driver: WebDriver
    let signInURL: String
    let base: String
    private let directory = BenchDirectory()

    init(binary: String, baseURL: URL) throws {
        let home = directory.url.path
        program = try RunningProcess(binary, ["--web", "--no-open", "--base-url", baseURL.absoluteString],
                                     environment: ["HOME": home, "XDG_DATA_HOME": home + "/data", "XDG_CACHE_HOME": home + "/cache",
                                                   "LANG": "C.UTF-8", "TZ": "UTC", "PATH": "/usr/bin:/bin"])
        do {
            signInURL = try program.firstLine(timeout: 30)
            driver = try WebDriver.start(width: 1200, height: 900)
        } catch {
            program.terminate()
            throw error
        }
        guard let schemeEnd = signInURL.range(of: "://"), let pathStart = signInURL[schemeEnd.upperBound...].firstIndex(of: "/") else {
            throw CaseFailure("not a URL: \(signInURL)")
        }
        base = String(signInURL[..<pathStart])
        try driver.open(signInURL)
        try waitForField()
    }

    func stop() {
        driver.quit()
        program.terminate()
        directory.remove()
    }

    /// Waits until the city field has the focus (the page's first snapshot is drawn).
    func waitForField() throws {
        try driver.wait(for: "the city field", timeout: 20) {
            try self.driver.execute("return document.activeElement && document.activeElement.matches('input.textfield')") as? Bool == true
        }
    }

    /// Types `city` over the field's text and presses Enter, as a person does — Enter
    /// after the letters have reached the server (WebDriver would send them all in one
    /// burst, queueing Enter behind the letters' requests) —, and waits until its weather
    /// is shown.
    func lookUp(_ city: String, showing shown: String) throws {
        try driver.execute("document.querySelector('input.textfield').select()")
        try driver.pressKeys(city)
        usleep(150_000)
        try driver.pressKeys("\u{E007}")
        try driver.wait(for: "\(shown) on the page", timeout: 20) {
            let text = try self.driver.execute("return document.body.innerText") as? String ?? ""
            let loading = try self.driver.execute("const s = document.querySelector('.spinner'); return s !== null && s.textContent.includes('Looking up')") as? Bool ?? true
            return text.contains(shown) && !loading
        }
    }

    /// The median time, in the page, of fetching a small asset from the server (ms).
    func fetchRoundTrip() throws -> Double {
        try driver.execute("""
            window.__fetches = [];
            (async () => {
                for (let i = 0; i < 30; i++) {
                    const start = performance.now();
                    await (await fetch('/assets/favicon.svg', { cache: 'no-store' })).text();
                    window.__fetches.push(performance.now() - start);
                }
            })();
            """)
        var times: [Double] = []
        try driver.wait(for: "30 fetches") {
            times = try self.driver.execute("return window.__fetches") as? [Double] ?? []
            return times.count == 30
        }
        return percentile(times, 0.5)
    }

    /// The program's resident memory now (VmRSS), in MB.
    func residentMegabytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(program.pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first
            return kilobytes.map { $0 / 1024 }
        }
        return nil
    }
}

/// Enter in weather's city field to the page showing "Looking up …": the keystroke, the
/// input POST, the view model, its Driver, the patch on the event stream and the page's
/// DOM, timed in the page (`performance.now()` at the Enter key's keydown and in a
/// MutationObserver). Cities alternate so each Enter is a new lookup; each waits for its
/// answer before the next. The floor, in the same run: the page fetching a small asset
/// from the same server (one loopback HTTP round trip, timed in the page).
@MainActor
private func keystrokeCase(_ page: WeatherPage) -> BenchResult {
    let name = WebCase.keystrokeName
    let target = WebCase.keystrokeTarget
    let cities = [("Berlin", "Berlin, Land Berlin, Germany"), ("Denver", "Denver, Colorado, United States")]
    do {
        try page.driver.execute("""
            window.__bench = { pending: null, samples: [] };
            const field = document.querySelector('input.textfield');
            field.addEventListener('keydown', (event) => { if (event.key === 'Enter') window.__bench.pending = performance.now(); }, true);
            new MutationObserver(() => {
                const bench = window.__bench;
                if (bench.pending === null) return;
                const spinner = document.querySelector('.spinner');
                if (spinner && spinner.textContent.includes('Looking up')) {
                    bench.samples.push(performance.now() - bench.pending);
                    bench.pending = null;
                }
            }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
            """)
        let rounds = 60
        for round in 0..<(rounds + 4) {
            let (city, shown) = cities[round % cities.count]
            try page.lookUp(city, showing: shown)
        }
        guard let samples = try page.driver.execute("return window.__bench.samples") as? [Double], samples.count >= rounds else {
            return .notRun(name, target: target, why: "the page saw too few updates")
        }
        let measured = Array(samples.dropFirst(4))  // the first lookups warm the server and the page up
        let p50 = percentile(measured, 0.5)
        let p99 = percentile(measured, 0.99)
        let floor = try page.fetchRoundTrip()
        return BenchResult(name: name, figure: "p99 \(format(p99, decimals: 2)) ms",
                           reference: "p50 \(format(p50, decimals: 2)) ms (\(format(p50 / floor))x a \(format(floor, decimals: 2)) ms fetch), \(measured.count) lookups",
                           target: target, met: p99 <= 16)
    } catch {
        return .notRun(name, target: target, why: "\(error)")
    }
}

/// The app's resident memory with one tab showing a city, then with five (four more
/// opened, each looking a city up in its own view model).
@MainActor
private func tabsMemoryCase(_ page: WeatherPage) -> BenchResult {
    let name = WebCase.tabsName
    let target = WebCase.tabsTarget
    do {
        try page.lookUp("Berlin", showing: "Berlin, Land Berlin, Germany")
        guard let one = page.residentMegabytes() else { return .notRun(name, target: target, why: "VmRSS unreadable") }
        for _ in 0..<4 {
            let tab = try page.driver.newTab()
            try page.driver.switchTo(tab)
            try page.driver.open(page.base + "/")
            try page.waitForField()
            try page.lookUp("Denver", showing: "Denver, Colorado, United States")
        }
        guard let five = page.residentMegabytes() else { return .notRun(name, target: target, why: "VmRSS unreadable") }
        return BenchResult(name: name, figure: "+\(format(five - one)) MB",
                           reference: "VmRSS \(format(one)) MB with one tab, \(format(five)) MB with five",
                           target: target, met: five - one <= 10)
    } catch {
        return .notRun(name, target: target, why: "\(error)")
    }
}

/// The value at `fraction` (0…1) of `values` sorted, nearest rank.
private func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(sorted.count - 1, max(0, rank))]
}
