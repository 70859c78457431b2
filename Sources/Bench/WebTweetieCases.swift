import BrowserSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LoopbackHTTP
import TweetieCore

/// `bench web`'s Tweetie cases: `tweetie --web` over 10,000 stored Bluesky posts (their
/// AppView on 127.0.0.1), in headless Chromium — from the program's launch to the page
/// showing the stored list (its first rows, the status bar counting 10,000 posts), and the bytes the server sends for a poll of 20 new posts
/// against those 20 rows' own markup on the page.
@MainActor
func webTweetieCases() -> [BenchResult] {
    let directory = BenchDirectory()
    defer { directory.remove() }
    do {
        guard WebDriver.isAvailable else { throw CaseFailure(WebDriverUnavailable().description) }
        guard let binary = releaseProduct(named: "tweetie") else { throw CaseFailure("no release tweetie next to the bench, and building it failed") }
        let feed = BenchBlueskyFeed(count: 10_000)
        let dataHome = directory.url.appendingPathComponent("data")
        let storeURL = TweetieStorage.databaseURL(source: .bluesky, list: benchBlueskyList.listIdentifier, in: dataHome.appendingPathComponent("tweetie"))
        try feed.prefill(storeURL)
        let server = try LoopbackServer(keepsConnectionsAlive: true)
        defer { server.stop() }
        feed.serve(on: server)
        let driver = try WebDriver.start(width: 1200, height: 900)
        defer { driver.quit() }
        let launch = TweetieWebLaunch(binary: binary, dataHome: dataHome, baseURL: server.baseURL, driver: driver)
        return [startCase(launch), pollBytesCase(launch, feed: feed)]
    } catch {
        let why = "\(error)"
        return [.notRun(TweetieWebCase.startName, target: TweetieWebCase.startTarget, why: why),
                .notRun(TweetieWebCase.pollName, target: TweetieWebCase.pollTarget, why: why)]
    }
}

/// The names and targets of the cases.
private enum TweetieWebCase {
    static let startName = "tweetie: launch to the drawn list (10k stored)"
    static let startTarget = "<= 300 ms"
    static let pollName = "tweetie: stream bytes for a poll of 20 posts"
    static let pollTarget = "<= 2x the 20 rows' markup"
    /// Launches timed for the start case.
    static let starts = 7
}

/// How `tweetie --bluesky … --web --no-open` is started over the prefilled store, and
/// its page opened in the one browser the cases share.
@MainActor
private struct TweetieWebLaunch {
    let binary: String
    let dataHome: URL
    let baseURL: URL
    let driver: WebDriver

    /// Starts the program polling every `interval` seconds (0: once) and opens its page;
    /// returns it once its address is printed and the page is asked for.
    func start(interval: Int) throws -> RunningProcess {
        let home = dataHome.path
        let program = try RunningProcess(binary, ["--bluesky", benchBlueskyList.description, "--base-url", baseURL.absoluteString + "/",
                                                  "--interval", String(interval), "--web", "--no-open"],
                                         environment: ["HOME": home, "XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home + "/config",
                                                       "XDG_CACHE_HOME": home + "/cache", "LANG": "C.UTF-8", "TZ": "UTC", "PATH": "/usr/bin:/bin"])
        do {
            let launched = nanoseconds()
            let url = try program.firstLine(timeout: 30)
            let printed = nanoseconds()
            if ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil {
                print("tweetie --web: address printed \(format(Double(printed - launched) / 1e6)) ms after the launch")
            }
            try driver.open(url)
            if ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil {
                print("tweetie --web: address printed, page opened \(format(Double(nanoseconds() - printed) / 1e6)) ms later")
            }
        } catch {
            _ = program.terminate()
            throw error
        }
        return program
    }

    /// The number of rows the page's table shows.
    func rowCount() throws -> Int {
        try driver.execute("return document.querySelectorAll('.table .row[data-key]').length") as? Int ?? 0
    }

    /// The number of posts the page's status bar counts (0 when it counts none yet).
    func countedPosts() throws -> Int {
        try driver.execute("""
            const bar = document.querySelector('.statusbar');
            const counted = bar && bar.textContent.match(/([0-9][0-9,]*) posts/);
            return counted ? Number(counted[1].replace(/,/g, '')) : 0;
            """) as? Int ?? 0
    }

    /// Asks the page, as often as WebDriver answers, until it shows rows of the list and
    /// its status bar counts `count` posts (the stored list is there: the page gets its
    /// first rows, and the rest as the reader scrolls), and the browser has drawn a frame
    /// since (its next animation frame ran); returns when that was seen. A page that
    /// cannot be asked yet (still loading) is asked again.
    func waitForList(of count: Int, timeout: TimeInterval) throws -> UInt64 {
        let deadline = nanoseconds() + UInt64(timeout * 1e9)
        var rows = 0
        var counted = 0
        var lastError: Error?
        while nanoseconds() < deadline {
            do {
                rows = try rowCount()
                counted = rows > 0 ? try countedPosts() : 0
                if counted >= count {
                    _ = try driver.execute("return new Promise((done) => requestAnimationFrame(() => done(true)))")
                    return nanoseconds()
                }
            } catch {
                lastError = error
            }
            usleep(1_000)
        }
        let text = (try? driver.execute("return document.body.innerText.slice(0, 160)") as? String) ?? nil
        throw CaseFailure("the page showed \(rows) rows counting \(counted) of \(count) posts after \(Int(timeout)) s\(lastError.map { " (last error: \($0))" } ?? "")"
                          + " and reads: \(text.map { String(reflecting: $0) } ?? "nothing")")
    }
}

/// From the launch of the program to the page showing the list of the 10,000 stored posts
/// (its first rows drawn, the status bar counting them all): its start, the store's read, the server's first snapshot, the page's
/// load and the browser drawing it (the browser itself is already running, as a reader's
/// is). The median of `TweetieWebCase.starts` launches.
@MainActor
private func startCase(_ launch: TweetieWebLaunch) -> BenchResult {
    let name = TweetieWebCase.startName
    let target = TweetieWebCase.startTarget
    do {
        var times: [Double] = []
        for _ in 0..<TweetieWebCase.starts {
            let started = nanoseconds()
            let program = try launch.start(interval: 0)
            defer { _ = program.terminate() }
            let drawn: UInt64
            do {
                let opened = nanoseconds()
                drawn = try launch.waitForList(of: 10_000, timeout: 20)
                if ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil {
                    print("tweetie --web: list drawn \(format(Double(drawn - opened) / 1e6)) ms after the page opened")
                }
            } catch {
                throw CaseFailure("\(error); tweetie's stderr: \(String(program.standardError.suffix(400)))")
            }
            times.append(Double(drawn - started) / 1e6)
        }
        let start = median(times)
        return BenchResult(name: name, figure: "\(format(start)) ms",
                           reference: "median of \(times.count) launches, best \(format(times.min() ?? 0)) ms",
                           target: target, met: start <= 300)
    } catch {
        return .notRun(name, target: target, why: "\(error)")
    }
}

/// The bytes the program sends to the browser for a poll that brings 20 new posts (its
/// TCP sockets' acknowledged bytes, as the kernel counts them, before and after the page
/// shows the new posts), against those 20 rows' own markup as the page holds it (UTF-8
/// bytes of their elements). The program polls every second; the 20 posts are published
/// once the page shows the stored list.
@MainActor
private func pollBytesCase(_ launch: TweetieWebLaunch, feed: BenchBlueskyFeed) -> BenchResult {
    let name = TweetieWebCase.pollName
    let target = TweetieWebCase.pollTarget
    do {
        let program = try launch.start(interval: 1)
        defer { _ = program.terminate() }
        _ = try launch.waitForList(of: 10_000, timeout: 20)
        guard let port = URLComponents(string: try launch.driver.currentURL())?.port else { throw CaseFailure("no port in the page's address") }
        // Let the first polls and the page's first reports settle.
        Thread.sleep(forTimeInterval: 2.5)
        let before = try sentBytes(fromPort: port)
        let marker = "Bench web poll marker"
        feed.publish(20, newestText: marker)
        try launch.driver.wait(for: "the 20 new posts on the page", timeout: 20) {
            try launch.countedPosts() >= 10_020
                && (try launch.driver.execute("return document.querySelector('.table .row[data-key]').textContent.includes(arguments[0])", [marker]) as? Bool) == true
        }
        // Whatever else the poll sends (the status line, the "new" button) comes with it.
        Thread.sleep(forTimeInterval: 0.5)
        let after = try sentBytes(fromPort: port)
        guard let markup = try launch.driver.execute("""
            const encoder = new TextEncoder();
            const rows = Array.from(document.querySelectorAll('.table .row[data-key]')).slice(0, 20);
            return rows.reduce((sum, row) => sum + encoder.encode(row.outerHTML).length, 0);
            """) as? Int, markup > 0 else { throw CaseFailure("the new rows' markup could not be read") }
        let sent = after - before
        let ratio = Double(sent) / Double(markup)
        return BenchResult(name: name, figure: "\(format(ratio))x",
                           reference: "\(sent) bytes sent for \(markup) bytes of row markup",
                           target: target, met: ratio <= 2)
    } catch {
        return .notRun(name, target: target, why: "\(error)")
    }
}

/// The bytes the program's TCP sockets on `port` have had acknowledged, summed (`ss -tin`'s
/// `bytes_acked`: what reached the browser, HTTP framing included).
private func sentBytes(fromPort port: Int) throws -> Int {
    let output = try commandOutput("/usr/bin/ss", ["-t", "-i", "-n", "-H", "state", "established", "sport", "=", ":\(port)"])
    var total = 0
    for field in output.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) where field.hasPrefix("bytes_acked:") {
        total += Int(field.dropFirst("bytes_acked:".count)) ?? 0
    }
    return total
}

/// What `path` with `arguments` prints on stdout; fails when it cannot run or exits non-zero.
private func commandOutput(_ path: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CaseFailure("\(path) exited with \(process.terminationStatus)") }
    return String(decoding: data, as: UTF8.self)
}
