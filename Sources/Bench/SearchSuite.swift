import AppSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LoopbackHTTP
import RepoSearchCore
import RepoSearchTerminal
import RxCore
import RxStore
@_spi(Instrumentation) import TerminalUI

/// `bench search`: the repository search's real view model and screen at 200×60.
///
/// - A keystroke's way to the redrawn field through the real run-loop path (a byte
///   written to a pipe read by the application's dispatch source, the key parser, the
///   text field, the view model's throttle and query, the coalesced render), until the
///   frame showing the field's new text is written; 300 keys typing and clearing "sferik".
/// - A 100-repository answer (GitHub's full objects, ~5 KB each) from its arrival as
///   bytes: decoded, through the view model and its Driver hop to the main queue, diffed
///   into the table and drawn.
/// - A 1,000-repository table (10 pages loaded through the view model's paging): a full
///   frame, each showing another page of rows.
/// - The release `repo-search` in a pseudo-terminal, paged to 1,000 repositories from a
///   loopback server: its peak resident memory.
@MainActor
func runSearchSuite() -> Bool {
    var results: [BenchResult] = []
    results.append(keystrokeCase())
    results.append(responseCase())
    results.append(decodeCase())
    results.append(tableFrameCase())
    results.append(residentCase())
    return report("search", results)
}

private let screenSize = Size(width: 200, height: 60)

/// Answers every first page with `first`, and each next page from `next` by URL; the
/// decoding of `bodies` happens when the answer is subscribed to, as the live API
/// decodes an arrived body. Main thread only.
private final class BenchGitHubAPI: GitHubAPIProtocol, @unchecked Sendable {
    // @unchecked Sendable: used on the main thread only.
    var bodies: [Data] = []
    var nextBody = 0
    var arrival: UInt64 = 0
    /// Pages after the first, by URL: (body, next URL).
    var pages: [URL: (Data, URL?)] = [:]
    var firstNext: URL?

    func repositories(for query: SearchQuery) -> Single<RepoPage> {
        guard !bodies.isEmpty else { return .never() }
        let body = bodies[nextBody % bodies.count]
        nextBody += 1
        return decoded(body, next: firstNext)
    }

    func page(at url: URL, mode: SearchMode) -> Single<RepoPage> {
        guard let (body, next) = pages[url] else { return .never() }
        return decoded(body, next: next)
    }

    private func decoded(_ body: Data, next: URL?) -> Single<RepoPage> {
        Single.deferred { [self] in
            arrival = nanoseconds()
            let decoded = try DecodedRepos(arrayData: body)
            return .just(RepoPage(repos: decoded.repos, skipped: decoded.skipped, next: next,
                                  rateLimit: GitHubRateLimit(resource: .core, limit: 5_000, remaining: 4_999, reset: nil)))
        }
    }
}

/// Shows the search screen on `navigation` as the app shows it (its navigator and
/// terminal presenter; the screen keeps the navigator) and returns its view model; nil
/// when it did not show.
@MainActor
private func showSearch(environment: RepoSearchEnvironment, on navigation: AppNavigationController) -> RepoSearchViewModel? {
    let navigator = Navigator(environment: environment)
    _ = TerminalPresenter(navigator: navigator, navigationController: navigation, openPage: { _ in .empty() })
    navigator.show(segue: .search(text: nil, mode: .userRepositories))
    guard let screen = navigation.topViewController as? RepoSearchViewController else { return nil }
    return screen.viewModel
}

/// The app's environment on `api`, queries kept in memory (written off the main queue, as
/// the app writes them); nil when SQLite cannot open one.
private func benchEnvironment(api: BenchGitHubAPI) -> RepoSearchEnvironment? {
    guard let store = try? Store(configuration: .inMemory()) else { return nil }
    return RepoSearchEnvironment(api: api, storage: RecentQueries(store: store))
}

/// The field's text as drawn on `lines` (row 1, after "User  "; the placeholder when empty).
private func fieldText(_ lines: [String]) -> String {
    String(lines[1].dropFirst("User  ".count)).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
}

/// The repository ids on `lines` (rows of `SearchBenchData`'s repositories).
private func repositoryIds(_ lines: [String]) -> [Int] {
    lines.filter { $0.hasPrefix("bench/") }.compactMap { line in
        line.split(separator: " ").first?.split(separator: "-").last.flatMap { Int($0) }
    }
}

/// The screen on a launched application reading keys from a pipe; nil when it cannot start.
@MainActor
private final class LaunchedScreen {
    let terminal = TimedSession(size: screenSize)
    let application: Application
    let input: Int32
    private let output: Int32

    let viewModel: RepoSearchViewModel

    init?(environment: RepoSearchEnvironment) {
        let navigation = AppNavigationController(rootViewController: ViewController(), onQuit: {})
        guard let viewModel = showSearch(environment: environment, on: navigation) else { return nil }
        self.viewModel = viewModel
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        output = ends[0]
        input = ends[1]
        guard let application = try? Application.launch(rootViewController: navigation, terminal: terminal, input: ends[0], onExit: { _ in }) else {
            close(ends[0])
            close(ends[1])
            return nil
        }
        self.application = application
        guard spin(until: { terminal.writes > 0 }) else { return nil }
    }

    func stop() {
        application.exit(0)
        close(output)
        close(input)
    }
}

private func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .infinity }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

/// Turns the main run loop without sleeping until `condition` holds (at most 5 s).
private func spin(until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while !condition() {
        guard Date() < deadline else { return false }
        _ = RunLoop.main.run(mode: .default, before: Date())
    }
    return true
}

// MARK: - Keystroke to field

@MainActor
private func keystrokeCase() -> BenchResult {
    let name = "keystroke to redrawn field"
    let target = "p99 <= 16.7 ms"
    let api = BenchGitHubAPI()
    api.bodies = [SearchBenchData.page(1, count: 30)]
    guard let environment = benchEnvironment(api: api), let launched = LaunchedScreen(environment: environment) else {
        return BenchResult(name: name, figure: "no start", reference: "", target: target, met: false)
    }
    defer { launched.stop() }
    let terminal = launched.terminal

    let word = Array("sferik")
    var typed = ""
    var latencies: [Double] = []
    var framesPerKey: [Int] = []
    var allShown = true
    for sample in 0..<300 {
        let position = sample % (word.count + 1)
        let byte: UInt8
        if position < word.count {
            typed.append(word[position])
            byte = word[position].asciiValue ?? 0
        } else {
            typed = ""
            byte = 0x15  // Ctrl-U: clear the field
        }
        let expected = typed.isEmpty ? "a GitHub user name, like sferik" : typed
        terminal.expectation = { fieldText($0) == expected }
        terminal.shownAt = nil
        let rendersBefore = launched.application.renderCount
        var key = byte
        let start = nanoseconds()
        _ = write(launched.input, &key, 1)
        guard spin(until: { terminal.shownAt != nil }), let shown = terminal.shownAt else {
            allShown = false
            break
        }
        latencies.append(Double(shown - start))
        framesPerKey.append(launched.application.renderCount - rendersBefore)
    }
    let p99 = percentile(latencies, 0.99)
    let met = allShown && latencies.count == 300 && p99 <= 16_700_000
    return BenchResult(
        name: name,
        figure: allShown ? "p99 \(format(p99 / 1_000_000, decimals: 2)) ms" : "not shown",
        reference: "p50 \(format(median(latencies) / 1_000)) µs, max \(format((latencies.max() ?? 0) / 1_000_000, decimals: 2)) ms, "
            + "frames per key \(framesPerKey.min() ?? 0)...\(framesPerKey.max() ?? 0), \(latencies.count) keys",
        target: target, met: met)
}

// MARK: - A 100-repository answer to a drawn frame

@MainActor
private func responseCase() -> BenchResult {
    let name = "100-repo answer decoded and drawn"
    let target = "<= 5 ms"
    let api = BenchGitHubAPI()
    let rounds = 15
    api.bodies = (1...rounds).map { SearchBenchData.page($0) }
    // With the stored queries, as the app runs (they are written off the main queue).
    let directory = BenchDirectory()
    defer { directory.remove() }
    let store = try? Store(url: directory.freshFile("queries.sqlite"), schemaVersion: RepoSearchStorage.schemaVersion)
    guard let store, let launched = LaunchedScreen(environment: RepoSearchEnvironment(api: api, storage: RecentQueries(store: store))) else {
        return BenchResult(name: name, figure: "no start", reference: "", target: target, met: false)
    }
    let viewModel = launched.viewModel
    defer { launched.stop() }
    let terminal = launched.terminal

    var times: [Double] = []
    var correct = true
    for round in 0..<rounds {
        // Shown: a screenful of rows, every one of them from the new page.
        terminal.expectation = { lines in
            let ids = repositoryIds(lines)
            return ids.count >= 20 && ids.allSatisfy { $0 / 1_000 == round + 1 }
        }
        terminal.shownAt = nil
        // The first page is asked by typing; the others by asking again (past the throttle).
        if round == 0 { viewModel.keywords.accept("bench") } else { viewModel.refresh.accept(()) }
        guard spin(until: { terminal.shownAt != nil }), let shown = terminal.shownAt else {
            correct = false
            if ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil { print(terminal.screen.lines.joined(separator: "\n")) }
            break
        }
        if round >= 3 { times.append(Double(shown - api.arrival)) }  // the first rounds warm caches up
    }
    let figure = median(times)
    return BenchResult(
        name: name,
        figure: correct ? "\(format(figure / 1_000_000, decimals: 2)) ms" : "not shown",
        reference: "median of \(times.count), max \(format((times.max() ?? 0) / 1_000_000, decimals: 2)) ms; \(api.bodies[0].count / 1_024) KB a page",
        target: target, met: correct && !times.isEmpty && figure <= 5_000_000)
}

/// The decoding alone, as a secondary figure.
private func decodeCase() -> BenchResult {
    let body = SearchBenchData.page(1)
    var count = 0
    let time = bestNanoseconds(operations: 1, repetitions: 15) {
        count = (try? DecodedRepos(arrayData: body))?.repos.count ?? 0
    }
    return BenchResult(name: "  of which decoding 100 repos", figure: "\(format(time / 1_000_000, decimals: 2)) ms",
                       reference: "best of 15, \(count) decoded", target: nil, met: nil)
}

// MARK: - A 1,000-repository table

/// The view model paged through 10 pages of 100 into the screen's table.
@MainActor
private func thousandRepositoryScreen() -> (Window, RepoSearchViewModel, BenchGitHubAPI)? {
    let api = BenchGitHubAPI()
    api.bodies = [SearchBenchData.page(1)]
    func url(_ page: Int) -> URL { URL(string: "https://api.github.com/user/1/repos?page=\(page)")! }
    api.firstNext = url(2)
    for page in 2...10 { api.pages[url(page)] = (SearchBenchData.page(page), page < 10 ? url(page + 1) : nil) }
    let navigation = AppNavigationController(rootViewController: ViewController(), onQuit: {})
    guard let environment = benchEnvironment(api: api), let viewModel = showSearch(environment: environment, on: navigation) else { return nil }
    let window = Window(rootViewController: navigation, size: screenSize)
    window.makeKeyAndVisible()
    _ = window.rendered()
    viewModel.keywords.accept("bench")
    for page in 1...10 {
        guard spin(until: { viewModel.currentResults.repos.count == page * 100 && !viewModel.currentResults.isLoadingMore }) else { return nil }
        if page < 10 { viewModel.loadNextPage.accept(()) }
    }
    // Into the list, so page keys move in it.
    window.processKey(.down)
    return (window, viewModel, api)
}

@MainActor
private func tableFrameCase() -> BenchResult {
    let name = "full frame, 1,000-repo table"
    let target = "<= 2 ms"
    guard let (window, _, _) = thousandRepositoryScreen() else {
        return BenchResult(name: name, figure: "not loaded", reference: "", target: target, met: false)
    }
    let sink = ByteSink(size: screenSize)
    let renderer = Renderer(terminal: sink)
    var pages = 0
    // Each frame shows the next page of rows (PgDn; from the end back to the top), so
    // every visible cell is configured again, and the whole screen is written.
    func fullFrame() {
        pages += 1
        window.processKey(pages % 36 == 0 ? .home : .pageDown)
        renderer.invalidate()
        window.render(with: renderer)
    }
    fullFrame()
    let lines = window.rendered().lines
    let shown = lines.filter { $0.hasPrefix("bench/") }.count
    var times: [Double] = []
    for _ in 0..<9 { times.append(bestNanoseconds(operations: 1, repetitions: 5, fullFrame)) }
    let figure = median(times)
    return BenchResult(
        name: name,
        figure: shown > 20 ? "\(format(figure / 1_000_000, decimals: 3)) ms" : "wrong screen",
        reference: "median of 9 (best of 5 each), \(shown) repositories on screen",
        target: target, met: shown > 20 && figure <= 2_000_000)
}

// MARK: - Resident memory of the app with 1,000 repositories

@MainActor
private func residentCase() -> BenchResult {
    let name = "resident memory, 1,000 repos loaded"
    let target = "<= 50 MB"
    guard let binary = releaseProduct(named: "repo-search") else {
        return BenchResult(name: name, figure: "no binary", reference: "", target: target, met: false)
    }
    guard let server = try? LoopbackServer(keepsConnectionsAlive: true) else {
        return BenchResult(name: name, figure: "no server", reference: "", target: target, met: false)
    }
    defer { server.stop() }
    let bodies = (1...10).map { SearchBenchData.page($0) }
    let base = server.baseURL.absoluteString
    server.route("/users/bench/repos") { request in
        let page = Int(request.queryItems["page"] ?? "1") ?? 1
        var headers = ["Content-Type": "application/json", "X-RateLimit-Limit": "5000", "X-RateLimit-Remaining": "4999"]
        if page < 10 { headers["Link"] = "<\(base)/users/bench/repos?page=\(page + 1)>; rel=\"next\"" }
        return LoopbackServer.Reply(headers: headers, body: bodies[min(max(page, 1), 10) - 1])
    }
    let directory = BenchDirectory()
    defer { directory.remove() }
    let environment = ["XDG_CACHE_HOME=\(directory.url.path)/cache", "XDG_DATA_HOME=\(directory.url.path)/data",
                       "HOME=\(directory.url.path)", "TERM=xterm-256color", "PATH=/usr/bin:/bin"]
    guard let child = PtyChild(binary: binary, arguments: ["--base-url", base, "bench"], environment: environment, size: Size(width: 100, height: 30)) else {
        return BenchResult(name: name, figure: "no start", reference: "", target: target, met: false)
    }
    defer { child.quit(with: "\u{1B}[Bq") }
    // Once the first page is in: into the list, then to its end again and again (each
    // end loads the next page).
    var inList = false
    var lastCount = ""
    let debug = ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil
    let loaded = child.interact(until: { $0.contains("1000 repositories") }, sending: { screen in
        if debug, let range = screen.range(of: #"\d+\+? repositories"#, options: .regularExpression), String(screen[range]) != lastCount {
            lastCount = String(screen[range])
            print("\(lastCount): \(format(residentMegabytes(child.pid) ?? 0)) MB")
        }
        guard inList || screen.contains("100+ repositories") else { return "" }
        defer { inList = true }
        return inList ? "G" : "\u{1B}[B"
    })
    // nil (VmHWM unreadable) fails the case instead of reading as 0 MB.
    let megabytes = residentMegabytes(child.pid)
    if !loaded, ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil { print(child.screenText) }
    return BenchResult(
        name: name,
        figure: !loaded ? "not loaded" : megabytes.map { "\(format($0)) MB" } ?? "VmHWM unreadable",
        reference: "VmHWM of the release app, \(server.requests.count) requests",
        target: target, met: loaded && (megabytes ?? .infinity) <= 50)
}
