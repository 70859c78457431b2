import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LoopbackHTTP
import TerminalUI
import WeatherFixtures

/// `bench memory`: each app's peak resident memory (release build, fresh data directories,
/// offline data: tweetie's and news's bundled demos, repo-search and weather against the
/// loopback server) piped until it exits and on a terminal up to its first frame showing
/// its data, against two floors measured in the same run: tiny programs built by the
/// package with SwiftPM's default (shared) linking, one importing Foundation and one only
/// FoundationEssentials — what a Swift program takes before its own work. The apps link
/// the Swift runtime and Foundation statically (Package.swift's `staticSwiftRuntime`, D68).
@MainActor
func runMemorySuite() -> Bool {
    var results: [BenchResult] = []
    let floors = MemoryFloors.measure()
    results.append(contentsOf: floors.lines)

    let gitHub = try? LoopbackServer(keepsConnectionsAlive: true)
    defer { gitHub?.stop() }
    if let gitHub {
        gitHub.route("/users/bench/repos") { _ in
            LoopbackServer.Reply(headers: ["Content-Type": "application/json", "X-RateLimit-Limit": "5000", "X-RateLimit-Remaining": "4999"],
                                 body: SearchBenchData.page(1))
        }
    }
    let weather: WeatherFixtureServer?
    let weatherFailure: String?
    if let fixtures = SharedFixtures.directory("open-meteo", near: #filePath)?.deletingLastPathComponent() {
        do {
            weather = try WeatherFixtureServer(fixtures: fixtures, keepsConnectionsAlive: true)
            weatherFailure = nil
        } catch {
            weather = nil
            weatherFailure = "\(error)"
        }
    } else {
        weather = nil
        weatherFailure = "no shared/fixtures/open-meteo near this checkout"
    }
    defer { weather?.stop() }

    let apps: [AppMemoryCase] = [
        AppMemoryCase(app: "tweetie", data: "demo", arguments: [], setupFailure: nil,
                      pipedPrints: { $0.contains("@") },
                      screenShows: { lines in (lines.first?.contains("demo data") ?? false) && lines.contains { $0.contains("@") } }),
        AppMemoryCase(app: "repo-search", data: "100 repos, loopback", arguments: ["--base-url", gitHub?.baseURL.absoluteString ?? "", "bench"],
                      setupFailure: gitHub == nil ? "no loopback server" : nil,
                      pipedPrints: { $0.contains(SearchBenchData.firstFullName(ofPage: 1)) },
                      screenShows: { lines in lines.contains { $0.contains("100 repositories") } }),
        AppMemoryCase(app: "weather", data: "Berlin, loopback", arguments: ["--base-url", weather?.baseURL.absoluteString ?? "", "Berlin"],
                      setupFailure: weatherFailure,
                      pipedPrints: { $0.hasPrefix("Berlin, Land Berlin, Germany: 9°C") },
                      screenShows: { lines in lines.contains { $0.contains("Partly cloudy") } }),
        AppMemoryCase(app: "news", data: "demo", arguments: ["--source", "demo"], setupFailure: nil,
                      pipedPrints: { $0.split(separator: "\n").count >= 10 },
                      screenShows: { lines in lines.contains { $0.contains("demo") } && lines.filter { $0.contains("·") }.count >= 3 }),
    ]
    for app in apps {
        results.append(contentsOf: app.measure(floors: floors))
    }
    return report("memory", results)
}

/// The targets, in MiB (peak resident set).
private enum MemoryTarget {
    static let firstScreen = 32.0
    static let piped = 32.0
}

/// How many times each program runs; the worst run is the figure (a peak is a promise
/// about every run, not a typical one).
private let memoryRuns = 3

/// A fresh home for one run: data, config and cache directories of its own, nothing the
/// machine's user has.
private func runEnvironment(in directory: BenchDirectory, run: String) -> [String] {
    let home = directory.url.appendingPathComponent(run).path
    return ["HOME=\(home)", "XDG_DATA_HOME=\(home)/data", "XDG_CONFIG_HOME=\(home)/config", "XDG_CACHE_HOME=\(home)/cache",
            "TERM=xterm-256color", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
}

/// The two floors, each the worst of `memoryRuns` runs.
private struct MemoryFloors {
    var foundation: Double?
    var essentials: Double?
    var lines: [BenchResult] = []

    static func measure() -> MemoryFloors {
        var floors = MemoryFloors()
        let directory = BenchDirectory()
        defer { directory.remove() }
        for (product, label) in [("memory-floor-foundation", "Foundation"), ("memory-floor-essentials", "FoundationEssentials")] {
            let name = "floor: a program importing \(label)"
            guard let binary = releaseProduct(named: product) else {
                floors.lines.append(BenchResult(name: name, figure: "not run", reference: "no release \(product), and building it failed", target: nil, met: nil))
                continue
            }
            var peaks: [Double] = []
            for run in 0..<memoryRuns {
                guard let outcome = try? PeakMemory.piped(binary, [], environment: runEnvironment(in: directory, run: "\(product)-\(run)")),
                      outcome.status == 0 else { continue }
                peaks.append(outcome.mebibytes)
            }
            let worst = peaks.max()
            if label == "Foundation" { floors.foundation = worst } else { floors.essentials = worst }
            floors.lines.append(BenchResult(name: name, figure: worst.map { "\(format($0)) MiB" } ?? "failed",
                                            reference: "peak RSS, worst of \(peaks.count); shared linking", target: nil, met: nil))
        }
        return floors
    }

    /// How far `mebibytes` is above each floor, for a case's reference column.
    func above(_ mebibytes: Double) -> String {
        let parts = [("Foundation", foundation), ("Essentials", essentials)].compactMap { label, floor in
            floor.map { "+\(format(mebibytes - $0)) over \(label)" }
        }
        return parts.joined(separator: ", ")
    }
}

/// One app's two cases: piped until it exits, and its first screen.
private struct AppMemoryCase {
    let app: String
    let data: String
    let arguments: [String]
    let setupFailure: String?
    /// Whether the piped output is the app's data (a run that printed an error instead is
    /// not a figure).
    let pipedPrints: (String) -> Bool
    /// Whether the screen shows the app's data: its first screen has been drawn.
    let screenShows: ([String]) -> Bool

    func measure(floors: MemoryFloors) -> [BenchResult] {
        let screenName = "\(app) first screen (\(data))"
        let pipedName = "\(app) piped (\(data))"
        let screenTarget = "<= \(format(MemoryTarget.firstScreen, decimals: 0)) MiB"
        let pipedTarget = "<= \(format(MemoryTarget.piped, decimals: 0)) MiB"
        if let setupFailure {
            return [.notRun(screenName, target: screenTarget, why: setupFailure), .notRun(pipedName, target: pipedTarget, why: setupFailure)]
        }
        guard let binary = releaseProduct(named: app) else {
            let why = "no release \(app) next to the bench, and building it failed"
            return [.notRun(screenName, target: screenTarget, why: why), .notRun(pipedName, target: pipedTarget, why: why)]
        }
        let directory = BenchDirectory()
        defer { directory.remove() }
        var screens: [Double] = []
        var pipes: [Double] = []
        var screenFailure: String?
        var pipedFailure: String?
        for run in 0..<memoryRuns {
            do {
                screens.append(try PeakMemory.firstScreen(binary, arguments, environment: runEnvironment(in: directory, run: "screen-\(run)"),
                                                          shows: screenShows))
            } catch {
                screenFailure = "run \(run + 1): \(error)"
            }
            do {
                let outcome = try PeakMemory.piped(binary, arguments, environment: runEnvironment(in: directory, run: "piped-\(run)"))
                if outcome.status == 0, pipedPrints(outcome.output) {
                    pipes.append(outcome.mebibytes)
                } else {
                    pipedFailure = "run \(run + 1): exit \(outcome.status), printed \(String(outcome.output.prefix(120)).debugDescription)"
                }
            } catch {
                pipedFailure = "run \(run + 1): \(error)"
            }
        }
        return [
            line(screenName, peaks: screens, failure: screenFailure, target: screenTarget, limit: MemoryTarget.firstScreen, measure: "VmHWM at the first frame", floors: floors),
            line(pipedName, peaks: pipes, failure: pipedFailure, target: pipedTarget, limit: MemoryTarget.piped, measure: "peak RSS", floors: floors),
        ]
    }

    private func line(_ name: String, peaks: [Double], failure: String?, target: String, limit: Double, measure: String,
                      floors: MemoryFloors) -> BenchResult {
        if let failure { return .notRun(name, target: target, why: failure) }
        guard let worst = peaks.max() else { return .notRun(name, target: target, why: "no run measured") }
        return BenchResult(name: name, figure: "\(format(worst)) MiB", reference: "\(measure), worst of \(peaks.count); \(floors.above(worst))",
                           target: target, met: worst <= limit)
    }
}
