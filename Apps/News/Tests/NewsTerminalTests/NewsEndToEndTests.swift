import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LoopbackHTTP
import NewsCore
import RxImages
import Synchronization
import TestSupport
import XCTest

/// Drives the real `news` in a detached tmux session against the loopback server:
/// Hacker News replayed from the shared recordings (the first ten stories in rank order,
/// more at the end of the list), an RSS feed with pictures served by the same server (both
/// row layouts show them; `--no-images` fetches none), the demo
/// when Hacker News cannot be reached, reading a story, and quitting.
/// XDG directories point into a temp dir, so the user's data is never touched.
final class NewsEndToEndTests: XCTestCase {
    private var tmux: TmuxSession?
    private var home: URL?
    private var server: LoopbackServer?

    override func tearDown() {
        tmux?.killServer()
        tmux = nil
        server?.stop()
        server = nil
        if let home { try? FileManager.default.removeItem(at: home) }
        super.tearDown()
    }

    private func startSession(width: Int = 120, height: Int = 60, environment: [String: String] = [:]) throws -> TmuxSession {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        self.home = home
        let session = try TmuxSession.start(width: width, height: height, environment: [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "HOME": home.path,
        ].merging(environment) { $1 })
        tmux = session
        try session.waitForScreen("bash to start") { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        session.sendKeys("PS1='shell$ '; clear", "Enter")
        try session.waitForScreen("the shell prompt") { $0.hasPrefix("shell$") }
        return session
    }

    private func serveHackerNews() throws -> LoopbackServer {
        let server = try LoopbackServer(keepsConnectionsAlive: true)
        self.server = server
        for (path, body) in try HackerNewsFixtures.responses() {
            server.route(path, reply: .json(String(decoding: body, as: UTF8.self)))
        }
        return server
    }

    /// The recorded titles in rank order (the ranking's ids that have a recorded item).
    private func recordedTitlesInRankOrder() throws -> [String] {
        let directory = try RecordingsSuite.directory("hackernews")
        let ids = try JSONDecoder().decode([Int].self, from: Data(contentsOf: directory.appendingPathComponent("topnews_topstories_2024-08-14.json")))
        return try ids.compactMap { id in
            let file = directory.appendingPathComponent("items/item_\(id).json")
            guard FileManager.default.fileExists(atPath: file.path) else { return nil }
            return try HackerNewsItem.decode(Data(contentsOf: file), id: id)?.title
        }
    }

    private func quit(_ session: TmuxSession) throws {
        session.sendKeys("q")
        try session.waitForPrompt("shell$")
        session.sendKeys("echo status=$?", "Enter")
        try session.waitForScreen("the shell after quitting") { $0.contains("status=0") }
        XCTAssertEqual(session.display("#{alternate_on}"), "0", "back on the normal screen")
    }

    func test_hackerNews_firstTenStoriesInOrder_moreAtTheEnd_readAndQuit() throws {
        let news = try PackagePaths.builtProduct(named: "news")
        let server = try serveHackerNews()
        let titles = try recordedTitlesInRankOrder()
        let session = try startSession()

        session.sendKeys("\(news.path) --base-url \(server.baseURL.absoluteString)", "Enter")
        // Nine of the first ten slots were recorded: the end of that page shows on a
        // 60-line screen, so the next page follows at once.
        try session.waitForScreen("the first two pages") { $0.contains("Hacker News: top stories") && $0.contains("18 stories") }
        XCTAssertEqual(session.display("#{alternate_on}"), "1", "news uses the alternate screen")
        let screen = session.capture()
        var lastLine = -1
        let lines = screen.components(separatedBy: "\n")
        for title in titles.prefix(10) {
            let line = try XCTUnwrap(lines.firstIndex { $0.contains(String(title.prefix(60))) }, "\(title) is on screen:\n\(screen)")
            XCTAssertGreaterThan(line, lastLine, "\(title) comes after the one before it")
            lastLine = line
        }

        // The end of the list loads the next page: every recorded story is then shown.
        session.sendKeys("End")
        try session.waitForScreen("the third page") { $0.contains("28 stories") }
        XCTAssertTrue(server.requests.contains { $0.path == "/v0/item/41236275.json" }, "an item of the third page was asked for")

        // Reading a story, then back.
        session.sendKeys("Home")
        session.sendKeys("Enter")
        try session.waitForScreen("the story") { $0.contains("‹ Examples of Great URL Design (2023)") && $0.contains("Story: https://blog.jim-nielsen.com") }
        session.sendKeys("Escape")
        try session.waitForScreen("the list again") { $0.contains("Hacker News: top stories") && !$0.contains("Story: https://") }

        try quit(session)
    }

    /// Serves an RSS feed of two stories, one with one picture and one with three, and
    /// the pictures (PNGs of one colour each) from the same loopback server.
    private func serveFeedWithPictures() throws -> LoopbackServer {
        let server = try LoopbackServer()
        self.server = server
        let base = server.baseURL.absoluteString
        let feed = """
        <?xml version="1.0" encoding="utf-8"?>
        <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Picture Gazette</title>
        <item><title>A story with one picture</title><link>https://gazette.example/1</link>
          <pubDate>Mon, 01 Jan 2024 10:00:00 GMT</pubDate><description>Only one.</description>
          <media:thumbnail url="\(base)/1.png"/></item>
        <item><title>A story with three pictures</title><link>https://gazette.example/3</link>
          <pubDate>Mon, 01 Jan 2024 09:00:00 GMT</pubDate>
          <description>&lt;p&gt;&lt;img src="\(base)/a.png"&gt;&lt;img src="\(base)/b.png"&gt;&lt;img src="\(base)/c.png"&gt;Three.&lt;/p&gt;</description></item>
        </channel></rss>
        """
        server.route("/feed.xml", reply: LoopbackServer.Reply(headers: ["Content-Type": "application/rss+xml"], body: Data(feed.utf8), delay: 1.5))
        let colors: [(String, PixelColor)] = [
            ("1.png", PixelColor(red: 200, green: 40, blue: 40)), ("a.png", PixelColor(red: 40, green: 200, blue: 40)),
            ("b.png", PixelColor(red: 40, green: 40, blue: 200)), ("c.png", PixelColor(red: 220, green: 220, blue: 40)),
        ]
        for (name, color) in colors {
            let png = TestImages.png(PixelImage(width: 48, height: 20) { _, _ in color })
            server.route("/" + name, reply: LoopbackServer.Reply(headers: ["Content-Type": "image/png"], body: png))
        }
        return server
    }

    func test_aFeedWithPictures_showsThemInBothLayouts_andKeepsThemOnDisk() throws {
        let news = try PackagePaths.builtProduct(named: "news")
        let server = try serveFeedWithPictures()
        // Colour whatever the test runner's environment says (pictures are half blocks then).
        let session = try startSession(width: 100, height: 30, environment: ["NO_COLOR": "", "COLORTERM": "truecolor"])

        session.sendKeys("\(news.path) --feed \(server.baseURL.absoluteString)/feed.xml", "Enter")
        let block = String(repeating: "▀", count: 12)
        let wide = String(repeating: "▀", count: 24)
        try session.waitForScreen("the feed with its pictures") { screen in
            let lines = screen.components(separatedBy: "\n")
            guard lines.contains(where: { $0.hasPrefix(block + "  A story with one picture") }),
                  let three = lines.firstIndex(where: { $0.hasPrefix("A story with three pictures") }), three + 5 < lines.count else { return false }
            return (1...5).allSatisfy { lines[three + $0].hasPrefix(wide + "  " + wide + "  " + wide) }
        }
        let styled = session.capture(styled: true)
        for rgb in ["200;40;40", "40;200;40", "40;40;200", "220;220;40"] {
            XCTAssertTrue(styled.contains("38;2;\(rgb)"), "a picture of \(rgb) is drawn in its colour")
        }
        try quit(session)
        for name in ["1.png", "a.png", "b.png", "c.png"] {
            XCTAssertEqual(server.requests.filter { $0.path == "/" + name }.count, 1, name)
        }
        let cache = try XCTUnwrap(home).appendingPathComponent("cache/news/images")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { !$0.hasPrefix(".") }.count, 4, "kept on disk")
    }

    func test_noImages_showsTheFeedWithoutFetchingPictures() throws {
        let news = try PackagePaths.builtProduct(named: "news")
        let server = try serveFeedWithPictures()
        let session = try startSession(width: 100, height: 30)

        session.sendKeys("\(news.path) --no-images --feed \(server.baseURL.absoluteString)/feed.xml", "Enter")
        try session.waitForScreen("the feed") { $0.contains("Picture Gazette") && $0.contains("A story with three pictures") }
        let lines = session.capture().components(separatedBy: "\n")
        // One picture: no box, the text from the first column; three: their boxes as placeholders.
        XCTAssertTrue(lines.contains { $0.hasPrefix("A story with one picture") }, lines.joined(separator: "\n"))
        let three = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("A story with three pictures") })
        let wide = String(repeating: "░", count: 24)
        XCTAssertTrue(lines[three + 1].hasPrefix(wide + "  " + wide + "  " + wide), lines[three + 1])
        try quit(session)
        XCTAssertEqual(server.requests.map(\.path), ["/feed.xml"])
    }

    /// A feed that fails once: its error stays in the banner while `r` asks again (the
    /// failure is still the latest word), and goes when the stories come.
    func test_aFailedLoadsBanner_goesWhenTheReloadSucceeds() throws {
        let news = try PackagePaths.builtProduct(named: "news")
        let server = try LoopbackServer()
        self.server = server
        let feed = """
        <?xml version="1.0" encoding="utf-8"?>
        <rss version="2.0"><channel><title>Second Try Gazette</title>
        <item><title>It worked the second time</title><link>https://gazette.example/1</link></item>
        </channel></rss>
        """
        let answers = Mutex(0)
        server.route("/feed.xml") { _ in
            let answer = answers.withLock { count -> Int in
                count += 1
                return count
            }
            return answer == 1 ? LoopbackServer.Reply(status: 503, headers: ["Content-Type": "text/plain"], body: Data("busy".utf8))
                : LoopbackServer.Reply(headers: ["Content-Type": "application/rss+xml"], body: Data(feed.utf8), delay: 1.5)
        }
        let session = try startSession(width: 80, height: 24)

        session.sendKeys("\(news.path) --no-images --feed \(server.baseURL.absoluteString)/feed.xml", "Enter")
        try session.waitForScreen("the failure") { $0.contains("503") && $0.contains("0 stories · failed") }
        let banner = try XCTUnwrap(session.capture().components(separatedBy: "\n").first { $0.contains("503") })
        session.sendKeys("r")
        try session.waitForScreen("the reload under the error") { $0.contains("Loading…") && $0.contains(banner) }
        try session.waitForScreen("the stories") { $0.contains("It worked the second time") && $0.contains("1 story") }
        XCTAssertFalse(session.capture().contains("503"), "the error went with the load that succeeded: \(banner)")
        try quit(session)
    }

    /// `--json` on a terminal prints the JSON and exits, as on a pipe (it used to open
    /// the screens).
    func test_json_onATerminal_printsJSON_notTheScreens() throws {
        let news = try PackagePaths.builtProduct(named: "news")
        let session = try startSession(width: 100, height: 30)
        session.sendKeys("\(news.path) --source demo --limit 1 --json; echo status=$?", "Enter")
        try session.waitForScreen("the JSON and the exit status") { $0.contains("status=0") }
        let screen = session.capture()
        XCTAssertTrue(screen.contains("\"title\": \"Demo news (demo data)\"") && screen.contains("}\nstatus=0"), screen)
        XCTAssertTrue(screen.contains("\"source\": {\"address\":null,\"kind\":\"demo\"}"), screen)
    }

    func test_withoutANetwork_theDemoShows_titledSo() throws {
        let news = try PackagePaths.builtProduct(named: "news")
        // A proxy on a port nothing listens on: every request fails to connect, as offline.
        let closed = try LoopbackServer()
        let port = closed.port
        closed.stop()
        let proxy = "http://127.0.0.1:\(port)"
        let session = try startSession(width: 100, height: 30, environment: ["https_proxy": proxy, "HTTPS_PROXY": proxy, "no_proxy": ""])

        session.sendKeys(news.path, "Enter")
        try session.waitForScreen("the demo") { $0.contains("Demo news (offline") && $0.contains("Harbour town opens a library of tools") }
        try quit(session)

        // The same on a pipe: the demo, titled so.
        session.sendKeys("\(news.path) --limit 2 | cat", "Enter")
        try session.waitForScreen("the printed demo") { $0.contains("Demo news (offline") && $0.contains("2. Night market returns") }
    }

    /// Issue 29 item 14: a feed read once is kept. Started again with its server gone,
    /// `news` shows the stored stories at once, keeps them when the fetch fails and says
    /// from when; the story read stays read (dimmed, and `n` skips it). On a pipe it
    /// prints the stored stories and says on stderr that they are stored.
    func test_aRestartWithTheServerDown_showsTheStoredStories() throws {
        let news = try PackagePaths.builtProduct(named: "news")
        let server = try LoopbackServer()
        self.server = server
        let feed = """
        <?xml version="1.0" encoding="utf-8"?>
        <rss version="2.0"><channel><title>Kept Gazette</title>
        <item><title>The ferry keeps its winter timetable</title><link>https://gazette.example/1</link></item>
        <item><title>Allotments open for the spring</title><link>https://gazette.example/2</link></item>
        </channel></rss>
        """
        server.route("/feed.xml", reply: LoopbackServer.Reply(headers: ["Content-Type": "application/rss+xml"], body: Data(feed.utf8)))
        let address = "\(server.baseURL.absoluteString)/feed.xml"
        let session = try startSession(width: 100, height: 24)

        session.sendKeys("\(news.path) --no-images --feed \(address)", "Enter")
        try session.waitForScreen("the fresh stories") { $0.contains("Allotments open for the spring") && $0.contains("2 stories") }
        XCTAssertFalse(session.capture().contains("stored stories"), "a first run has nothing stored")
        session.sendKeys("Enter")
        try session.waitForScreen("the story read") { $0.contains("‹ The ferry keeps its winter timetable") }
        session.sendKeys("Escape")
        try session.waitForScreen("the list again") { $0.contains("Allotments open for the spring") }
        try quit(session)
        server.stop()
        self.server = nil

        session.sendKeys("clear; \(news.path) --no-images --feed \(address)", "Enter")
        try session.waitForScreen("the stored stories, kept when the fetch fails") { screen in
            screen.contains("The ferry keeps its winter timetable") && screen.contains("Allotments open for the spring")
                && screen.contains("No network") && screen.contains("Showing stored") && screen.contains("2 stories · failed")
        }
        // The read mark stayed: the next unread story is the second, not the first.
        session.sendKeys("n")
        session.sendKeys("Enter")
        try session.waitForScreen("the unread story") { $0.contains("‹ Allotments open for the spring") }
        session.sendKeys("Escape")
        try session.waitForScreen("the list again") { $0.contains("The ferry keeps its winter timetable") }
        try quit(session)

        session.sendKeys("clear; \(news.path) --feed \(address) | cat; echo status=${PIPESTATUS[0]}", "Enter")
        try session.waitForScreen("the printed stored stories") { $0.contains("status=0") || $0.contains("status=1") }
        // Lines the terminal wrapped joined again.
        let printed = session.capture().replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(printed.contains("2. Allotments open for the spring"), printed)
        XCTAssertTrue(printed.contains("No network"), printed)
        XCTAssertTrue(printed.contains("Showing stored stories from "), "stderr says they are stored, and from when:\n\(printed)")
        XCTAssertTrue(printed.contains("status=1"), printed)
    }
}
