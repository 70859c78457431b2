import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
#if canImport(Glibc)
import Glibc
#endif
import AppSupport
import LoopbackHTTP
import NewsCore
import NewsTerminal
import RxCore
import RxStore
import TerminalUI

/// `bench news`: the news reader with 10,000 stories — the real view model and list
/// screen in a 120×40 headless window, the stories loaded in pages of ten: the process's
/// peak resident memory then, and the time to draw a frame while paging through them;
/// and parsing a 1 MB RSS feed (XML, HTML to text, dates, pictures) against Foundation's XMLParser (libxml2 too)
/// reading the same bytes with a delegate that does nothing; and the release `news` against
/// Debian's newsboat reading the same three feeds from a loopback server (issue 29 item 15).
@MainActor
func runNewsSuite() -> Bool {
    // BENCH_NEWS_ONLY=newsboat runs the side-by-side cases alone (for measuring news's
    // memory step by step without the table's and the parser's minute).
    if ProcessInfo.processInfo.environment["BENCH_NEWS_ONLY"] == "newsboat" { return report("news", newsboatCases()) }
    var results: [BenchResult] = []
    // The table first: the peak memory must be the table's, not the parser's leftovers.
    results.append(contentsOf: newsTableCases())
    results.append(newsParseCase())
    results.append(contentsOf: newsboatCases())
    return report("news", results)
}

// MARK: - 10,000 stories in the list

/// Every story at once, answered on the calling thread: what is measured is the view
/// model and the screen, not a network.
private final class BenchNewsSource: NewsSource {
    let title = "Bench news"
    let sectioning = NewsSectioning.byDay
    let stories: [NewsItem]

    init(count: Int, now: Date) {
        stories = (0..<count).map { index in
            let pictures = (0..<3).compactMap { URL(string: "https://img.example/\(index)-\($0).jpg") }
            let kind = index % 4
            return NewsItem(
                id: "bench:\(index)",
                title: "Story \(index): reactive streams, view models and a table that pages in ten stories at a time",
                source: "site\(index % 37).example", author: "author\(index % 50)",
                digest: "The digest of story \(index), long enough to wrap over the two lines a one-picture row has for it, and then some more words.",
                commentCount: index % 300, score: index % 500, publishedAt: now.addingTimeInterval(-Double(index) * 600),
                link: URL(string: "https://site.example/\(index)"),
                imageURL: kind == 3 ? nil : pictures.first, extraImageURLs: kind == 0 ? pictures : [])
        }
    }

    func page(at offset: Int, size: Int) -> Single<NewsPage> {
        let end = min(stories.count, offset + size)
        return .just(NewsPage(items: Array(stories[min(offset, end)..<end]), nextOffset: end < stories.count ? end : nil, sourceTitle: title))
    }
}

/// Loads 10,000 stories into the real list screen a page at a time, then pages down
/// through them, timing each frame (the key, the layout, the cells configured and the
/// frame diffed and written).
@MainActor
private func newsTableCases() -> [BenchResult] {
    let frameName = "draw a frame, 10,000 stories in pages"
    let memoryName = "peak resident memory, 10,000 stories"
    let failed = { (figure: String) -> [BenchResult] in
        [BenchResult(name: frameName, figure: figure, reference: "", target: "<= 2 ms", met: false),
         BenchResult(name: memoryName, figure: figure, reference: "", target: "<= 80 MB", met: false)]
    }
    guard let store = try? Store(configuration: .inMemory()) else { return failed("no store") }
    let now = Date()
    let source = BenchNewsSource(count: 10_000, now: now)
    let environment = NewsEnvironment(sourceList: NewsSourceList([source]), storage: NewsStorage(store: store), now: { now })
    let viewModel = NewsViewModel(environment: environment)
    let list = NewsListViewController(viewModel: viewModel, navigator: Navigator(environment: environment), openPage: { _ in .empty() }, imageLoader: nil)
    let size = Size(width: 120, height: 40)
    let window = Window(rootViewController: NavigationController(rootViewController: list), size: size)
    window.makeKeyAndVisible()
    let terminal = HeadlessTerminal(width: size.width, height: size.height)
    let renderer = Renderer(terminal: terminal)
    window.render(with: renderer)
    guard runMainLoop(until: { window.rendered().lines.joined().contains("Story 0:") }) else { return failed("no first page") }

    // Every page up to the last, in order, as the reader would have them after paging.
    let loadStart = nanoseconds()
    viewModel.offset.accept("9990")
    var loaded = false
    for _ in 0..<24 where !loaded {
        loaded = runMainLoop {
            window.render(with: renderer)
            return terminal.lines.last?.contains("10000 stories · end") == true
        }
    }
    guard loaded else { return failed("not loaded") }
    window.render(with: renderer)
    let loadSeconds = Double(nanoseconds() - loadStart) / 1e9
    let megabytes = residentMegabytes(getpid())

    // Page down through the list, a frame per key, from the top.
    _ = window.processKey(.home)
    window.render(with: renderer)
    var frames: [Double] = []
    for _ in 0..<400 {
        let start = nanoseconds()
        _ = window.processKey(.pageDown)
        window.render(with: renderer)
        frames.append(Double(nanoseconds() - start) / 1_000_000)
    }
    let frame = median(frames)
    let sorted = frames.sorted()
    let worst = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
    return [
        BenchResult(name: frameName, figure: "\(format(frame, decimals: 3)) ms",
                    reference: "median of \(frames.count) PgDn frames, p99 \(format(worst, decimals: 3)) ms; 1,000 pages loaded in \(format(loadSeconds)) s",
                    target: "<= 2 ms", met: frame <= 2),
        BenchResult(name: memoryName, figure: megabytes.map { "\(format($0)) MB" } ?? "VmHWM unreadable", reference: "VmHWM of the bench process (holds the suites before it too)",
                    target: "<= 80 MB", met: (megabytes ?? .infinity) <= 80),
    ]
}

// MARK: - Parsing 1 MB of RSS

/// A feed of our own of at least `bytes`, titled `title`, its links on `host`: items like
/// a newspaper's, with an HTML description (paragraphs, links, references), two sizes of
/// a picture, a date, an author.
private func benchFeed(bytes: Int, title: String = "The Bench Gazette", host: String = "gazette.example") -> Data {
    var xml = """
    <?xml version="1.0" encoding="utf-8"?>
    <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">
    <channel><title>\(title)</title><link>https://\(host)/</link>

    """
    var index = 0
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    while xml.utf8.count < bytes {
        let paragraph = "&lt;p&gt;Story \(index) tells of a town that lends tools, runs a night market and mends clocks; "
            + "readers write in &amp;amp; ask for more &amp;#8212; &amp;ldquo;quoted&amp;rdquo; and all.&lt;/p&gt;"
        xml += """
        <item><title>Story \(index): the council votes to keep the old footbridge &amp; repair it</title>
        <link>https://\(host)/\(index)</link><guid>https://\(host)/\(index)</guid>
        <description>\(paragraph)\(paragraph)&lt;p&gt;&lt;a href="https://\(host)/related/\(index)"&gt;Related: more on the bridge&lt;/a&gt;&lt;/p&gt;\
        &lt;a href="https://\(host)/\(index)"&gt;Continue reading...&lt;/a&gt;</description>
        <pubDate>\(days[index % 7]), \(10 + index % 18) Jan 2024 \(10 + index % 12):\(10 + index % 50):05 GMT</pubDate>
        <media:content width="140" url="https://img.\(host)/\(index).jpg?w=140"/><media:content width="460" url="https://img.\(host)/\(index).jpg?w=460"/>
        <dc:creator>Reporter \(index % 20)</dc:creator></item>

        """
        index += 1
    }
    xml += "</channel></rss>\n"
    return Data(xml.utf8)
}

/// libxml2 through `XMLParser` reading the bytes, nothing done per element: the floor.
private final class NothingDelegate: NSObject, XMLParserDelegate {}

private func newsParseCase() -> BenchResult {
    let name = "parse a 1 MB RSS feed"
    let data = benchFeed(bytes: 1_048_576)
    var items = 0
    var parsed = true
    let perFeed = bestNanoseconds(operations: 1, repetitions: 15) {
        do {
            items = try FeedParser.parse(data).items.count
        } catch {
            parsed = false
        }
    }
    let floor = bestNanoseconds(operations: 1, repetitions: 15) {
        let parser = XMLParser(data: data)
        let delegate = NothingDelegate()
        parser.delegate = delegate
        parser.shouldProcessNamespaces = true
        blackHole(parser.parse())
    }
    guard parsed, items > 0 else { return BenchResult(name: name, figure: "failed", reference: "", target: "<= 20 ms", met: false) }
    let milliseconds = perFeed / 1_000_000
    return BenchResult(name: name, figure: "\(format(milliseconds, decimals: 2)) ms",
                       reference: "\(items) items, \(format(Double(data.count) / 1_048_576, decimals: 2)) MB; \(format(perFeed / floor, decimals: 2))x XMLParser with an empty delegate (\(format(floor / 1_000_000, decimals: 2)) ms)",
                       target: "<= 20 ms", met: milliseconds <= 20)
}

// MARK: - Against newsboat

/// Runs of each program per case; each figure is the median.
private let newsboatRuns = 5

/// The three feeds both programs read: ours, about 100 KB each (~75 items), served from
/// memory on loopback.
private let sideBySideFeeds = [("The Bench Gazette", "gazette.example"), ("The Loopback Courier", "courier.example"),
                               ("The Daily Socket", "socket.example")]

/// One program's figures for a case: the medians of wall time, CPU time and peak memory.
private struct ReaderFigures {
    var wall: [Double] = []
    var cpu: [Double] = []
    var peak: [Double] = []

    var text: String {
        "\(format(median(wall) * 1000, decimals: 0)) ms wall, \(format(median(cpu) * 1000, decimals: 0)) ms CPU, \(format(median(peak))) MiB"
    }
}

/// `news` (release, pipe mode, `--feed` three times) and newsboat (`-x reload` with its own
/// `-u urls -c cache -C config`) loading the same three feeds from a loopback server into a
/// fresh cache and into a warm one (the same cache after a first load), run alternately
/// in the same run: wall time, CPU time (user and system, from /proc at exit) and peak
/// resident memory (VmHWM at exit). Targets: news faster than newsboat, fresh and warm,
/// and its peak no more than 1.5x newsboat's. A program that cannot run misses them.
@MainActor
private func newsboatCases() -> [BenchResult] {
    let names = ["fresh", "warm"].flatMap { cache in
        ["news vs newsboat, 3 feeds, \(cache) cache: wall time", "news vs newsboat, 3 feeds, \(cache) cache: peak memory"]
    }
    let targets = ["faster than newsboat", "<= 1.5x newsboat's"]
    func missed(_ why: String) -> [BenchResult] {
        names.enumerated().map { BenchResult(name: $0.element, figure: why, reference: "", target: targets[$0.offset % 2], met: false) }
    }
    guard let newsboat = ["/usr/bin/newsboat", "/usr/local/bin/newsboat"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
        return missed("newsboat is not installed (scripts/bootstrap --bench)")
    }
    guard let news = releaseProduct(named: "news") else { return missed("no release news") }
    let server: LoopbackServer
    do {
        server = try LoopbackServer(keepsConnectionsAlive: true)
    } catch {
        return missed("no loopback server: \(error)")
    }
    defer { server.stop() }
    let addresses = sideBySideFeeds.enumerated().map { index, feed -> String in
        server.route("/feed\(index).xml", reply: LoopbackServer.Reply(headers: ["Content-Type": "application/rss+xml"],
                                                                       body: benchFeed(bytes: 100_000, title: feed.0, host: feed.1)))
        return server.baseURL.absoluteString + "/feed\(index).xml"
    }
    let directory = BenchDirectory()
    defer { directory.remove() }

    /// A fresh home: news's XDG directories, newsboat's urls, config and cache.
    func makeHome(_ name: String) -> URL {
        let home = directory.url.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: home.appendingPathComponent("config"), withIntermediateDirectories: true)
        try? (addresses.joined(separator: "\n") + "\n").write(to: home.appendingPathComponent("urls"), atomically: true, encoding: .utf8)
        try? "".write(to: home.appendingPathComponent("newsboat-config"), atomically: true, encoding: .utf8)
        return home
    }
    func environment(_ home: URL) -> [String] {
        ["HOME=\(home.path)", "XDG_DATA_HOME=\(home.path)/data", "XDG_CONFIG_HOME=\(home.path)/config",
         "XDG_CACHE_HOME=\(home.path)/cache", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
    }
    /// One run of `program` in `home`, its figures added to `figures`; why it failed, if it did.
    func run(_ program: String, in home: URL, into figures: inout ReaderFigures) -> String? {
        let arguments = program == news
            ? addresses.flatMap { ["--feed", $0] } + ["--limit", "1000", "--no-images"]
            : ["-x", "reload", "-u", home.appendingPathComponent("urls").path, "-c", home.appendingPathComponent("cache.db").path,
               "-C", home.appendingPathComponent("newsboat-config").path]
        let start = nanoseconds()
        let outcome: PeakMemory.PipedRun
        do {
            outcome = try PeakMemory.piped(program, arguments, environment: environment(home))
        } catch {
            return "\(error)"
        }
        let wall = Double(nanoseconds() - start) / 1e9
        guard outcome.status == 0 else { return "\(URL(fileURLWithPath: program).lastPathComponent) exited \(outcome.status)" }
        if program == news, let missing = sideBySideFeeds.first(where: { !outcome.output.contains($0.0) }) {
            return "news printed no \(missing.0)"
        }
        guard let cpu = outcome.cpuSeconds else { return "no CPU time in /proc" }
        figures.wall.append(wall)
        figures.cpu.append(cpu)
        figures.peak.append(outcome.mebibytes)
        return nil
    }

    var results: [BenchResult] = []
    for (caseIndex, warm) in [false, true].enumerated() {
        var newsFigures = ReaderFigures()
        var boatFigures = ReaderFigures()
        for round in 0..<newsboatRuns {
            for (program, label) in [(news, "news"), (newsboat, "newsboat")] {
                let home = makeHome("\(label)-\(warm ? "warm" : "fresh")-\(round)")
                var warming = ReaderFigures()
                if warm, let failure = run(program, in: home, into: &warming) { return missed("\(label) (warming): \(failure)") }
                let failure = program == news ? run(program, in: home, into: &newsFigures) : run(program, in: home, into: &boatFigures)
                if let failure { return missed("\(label): \(failure)") }
            }
        }
        let wallRatio = median(newsFigures.wall) / median(boatFigures.wall)
        let peakRatio = median(newsFigures.peak) / median(boatFigures.peak)
        let reference = "news \(newsFigures.text); newsboat \(boatFigures.text); medians of \(newsboatRuns), alternating"
        results.append(BenchResult(name: names[caseIndex * 2], figure: "\(format(wallRatio, decimals: 2))x newsboat's",
                                   reference: reference, target: targets[0], met: wallRatio < 1))
        results.append(BenchResult(name: names[caseIndex * 2 + 1], figure: "\(format(peakRatio, decimals: 2))x newsboat's",
                                   reference: "news \(format(median(newsFigures.peak))) MiB, newsboat \(format(median(boatFigures.peak))) MiB",
                                   target: targets[1], met: peakRatio <= 1.5))
    }
    return results
}
