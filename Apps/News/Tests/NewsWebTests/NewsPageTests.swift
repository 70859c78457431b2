import BrowserSupport
import Foundation
import LoopbackHTTP
import NewsCore
import TestSupport
import XCTest

/// `news --web` in headless Chromium over WebDriver, as a person reads the news: Hacker
/// News replayed from the recordings on a loopback server (the stories in rank order,
/// more as the end of the list comes into view, reading a story, Back and Forward, the
/// keys, the sources), the bundled demo with its pictures, a second tab, the stream
/// dropping, a story's address reloaded, and a feed whose titles and text are markup and
/// escape sequences. XDG directories point into a temp dir.
final class NewsPageTests: XCTestCase {
    private var server: LoopbackServer?
    private var home: URL!
    private var browser: PageBrowser!

    private static let enter = "\u{E007}"
    private static let escape = "\u{E00C}"
    private static let tab = "\u{E004}"

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("news-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config/news"), withIntermediateDirectories: true)
    }

    override func tearDown() {
        browser?.stop()
        server?.stop()
        if let home { try? FileManager.default.removeItem(at: home) }
        super.tearDown()
    }

    private var driver: WebDriver { browser.driver }

    // MARK: - Starting

    /// Starts `news --web --no-open` with `arguments`, the feed list holding `feeds`.
    private func start(_ arguments: [String], feeds: [String] = [], title: String) throws {
        if !feeds.isEmpty {
            try (feeds.joined(separator: "\n") + "\n").write(to: home.appendingPathComponent("config/news/urls"), atomically: true, encoding: .utf8)
        }
        browser = try PageBrowser(product: "news", arguments: ["--web", "--no-open"] + arguments,
                                  environment: ["HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                                                "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                                                "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                                                "LANG": "C.UTF-8", "TZ": "UTC", "PATH": "/usr/bin:/bin"],
                                  title: title)
    }

    /// Hacker News's top stories from the recordings, on a loopback server.
    private func startHackerNews(feeds: [String] = []) throws -> LoopbackServer {
        _ = try RecordingsSuite.require("hackernews")
        let server = try LoopbackServer(keepsConnectionsAlive: true)
        self.server = server
        for (path, body) in try HackerNewsFixtures.responses() {
            server.route(path, reply: .json(String(decoding: body, as: UTF8.self)))
        }
        try start(["--base-url", server.baseURL.absoluteString], feeds: feeds, title: "Hacker News: top stories")
        try waitForRows()
        return server
    }

    /// The bundled demo (no network).
    private func startDemo(_ arguments: [String] = []) throws {
        try start(["--source", "demo"] + arguments, title: "Demo news (demo data)")
        try waitForRows()
    }

    /// The recorded stories in rank order (the ranking's ids that have a recorded item).
    private func recordedStories() throws -> [(id: Int, title: String)] {
        let directory = try RecordingsSuite.directory("hackernews")
        let ids = try JSONDecoder().decode([Int].self, from: Data(contentsOf: directory.appendingPathComponent("topnews_topstories_2024-08-14.json")))
        return try ids.compactMap { id in
            let file = directory.appendingPathComponent("items/item_\(id).json")
            guard FileManager.default.fileExists(atPath: file.path), let title = try HackerNewsItem.decode(Data(contentsOf: file), id: id)?.title else {
                return nil
            }
            return (id, title)
        }
    }

    // MARK: - Reading the page

    private func waitForRows(file: StaticString = #filePath, line: UInt = #line) throws {
        try driver.wait(for: "the stories", file: file, line: line) { try !self.rowTitles().isEmpty }
    }

    /// The rows' titles, top to bottom.
    private func rowTitles() throws -> [String] {
        try driver.execute("return Array.from(document.querySelectorAll('.row[data-key] h3.label')).map((l) => l.textContent)") as? [String] ?? []
    }

    /// The title of the row the cursor is on ("" for none).
    private func cursorTitle() throws -> String {
        try browser.string("const row = document.querySelector('.row.cursor[data-key]'); return row ? row.querySelector('h3.label').textContent : ''")
    }

    private func statusText() throws -> String {
        try browser.string("const s = document.querySelector('.status-message'); return s ? s.textContent : ''")
    }

    /// Whether the row titled `title` is dimmed as read.
    private func isDimmed(_ title: String) throws -> Bool {
        try driver.execute("""
            const row = Array.from(document.querySelectorAll('.row[data-key]')).find((r) => r.querySelector('h3.label').textContent === arguments[0]);
            return row ? row.querySelector('.cell').classList.contains('dimmed') : null
            """, [title]) as? Bool == true
    }

    /// Keeps links from leaving the page: a followed link's address goes to `followedLink()`.
    private func recordFollowedLinks() throws {
        try driver.execute("""
            window.__followed = [];
            document.addEventListener('click', (event) => {
              const link = event.target.closest('a[href]');
              if (!link) return;
              window.__followed.push(link.href);
              event.preventDefault();
            }, true);
            """)
    }

    private func followedLinks() throws -> [String] {
        try driver.execute("return window.__followed") as? [String] ?? []
    }

    private func screenshot(_ name: String) {
        try? browser.saveScreenshot(to: FileManager.default.temporaryDirectory.appendingPathComponent(name).path)
    }

    // MARK: - Hacker News

    func test_hackerNews_theStoriesInRankOrder_andMoreAsTheEndComesIntoView() throws {
        let stories = try recordedStories()
        let server = try startHackerNews()
        let first = try rowTitles()
        XCTAssertEqual(first, Array(stories.map(\.title).prefix(first.count)), "rank order")
        XCTAssertGreaterThanOrEqual(first.count, 9, "nine of the first ten were recorded")
        screenshot("news-web-hackernews.png")

        // Each end of the list that comes into view asks for the next page.
        try driver.wait(for: "every recorded story", timeout: 30) {
            try self.driver.execute("window.scrollTo(0, document.body.scrollHeight)")
            return try self.statusText().hasPrefix("28 stories")
        }
        XCTAssertEqual(try rowTitles(), Array(stories.map(\.title).prefix(28)))
        XCTAssertTrue(server.requests.contains { $0.path == "/v0/item/41236275.json" }, "an item of the third page was asked for")
    }

    func test_readingAStory_showsItsPageAndLinks_andBackAndForwardFollowTheHistory() throws {
        // Read before any assertion: without the recordings this skips (a skip thrown
        // inside an XCTAssert… expression would count as a failure).
        let stories = try recordedStories()
        let story = try XCTUnwrap(stories.first)
        _ = try startHackerNews()
        try browser.click(".row[data-key]")
        try browser.waitForScreen(titled: story.title)
        let address = try driver.currentURL()
        XCTAssertTrue(address.hasSuffix("/stories/hn:\(story.id)"), address)
        XCTAssertEqual(story.title, "Examples of Great URL Design (2023)")
        let text = try browser.pageText()
        XCTAssertTrue(text.contains("points") && text.contains("comments"), text)
        let storyLink = try driver.execute("const a = document.querySelector('a.button-link[data-shortcut=\"o\"]'); return [a.textContent, a.href, a.rel, a.target]") as? [String]
        XCTAssertEqual(storyLink?[0], "Open in browser")
        XCTAssertEqual(storyLink?[1].hasPrefix("https://blog.jim-nielsen.com"), true, "\(storyLink ?? [])")
        XCTAssertEqual(storyLink?[2], "noopener noreferrer")
        XCTAssertEqual(storyLink?[3], "_blank")
        XCTAssertEqual(try browser.string("return document.querySelector('a.button-link[data-shortcut=\"c\"]').href"),
                       "https://news.ycombinator.com/item?id=\(story.id)")
        screenshot("news-web-story.png")

        try driver.back()
        try browser.waitForScreen(titled: "Hacker News: top stories")
        XCTAssertTrue(try driver.currentURL().hasSuffix("/"))
        XCTAssertTrue(try isDimmed(story.title), "a read story is dimmed")
        XCTAssertFalse(try isDimmed(try rowTitles()[1]))
        try driver.forward()
        try browser.waitForScreen(titled: story.title)
        try driver.back()
        try browser.waitForScreen(titled: "Hacker News: top stories")
    }

    func test_theKeys_moveTheCursor_read_goToTheNextUnread_andFollowLinks() throws {
        let stories = try recordedStories()
        _ = try startHackerNews()
        try recordFollowedLinks()
        try driver.pressKeys("jj")
        try driver.wait(for: "the cursor on the second story") { try self.cursorTitle() == stories[1].title }
        try driver.pressKeys(Self.enter)
        try browser.waitForScreen(titled: stories[1].title)
        try driver.pressKeys("oc")
        try driver.wait(for: "o and c to follow the story's links") { try self.followedLinks().count == 2 }
        XCTAssertEqual(try followedLinks().last, "https://news.ycombinator.com/item?id=\(stories[1].id)")

        try driver.pressKeys(Self.escape)
        try browser.waitForScreen(titled: "Hacker News: top stories")
        XCTAssertEqual(try cursorTitle(), stories[1].title, "the cursor stays on the story read")
        // n: the next story not read, after the cursor; then from the top, past the read one.
        try driver.pressKeys("n")
        try driver.wait(for: "the cursor on the next unread story") { try self.cursorTitle() == stories[2].title }
        try driver.pressKeys("kkn")
        try driver.wait(for: "the cursor past the read story") { try self.cursorTitle() == stories[2].title }
        // o on the list follows the cursor row's link to the story's page.
        try driver.pressKeys("o")
        try driver.wait(for: "o to follow the row's link") { try self.followedLinks().count == 3 }
        let followed = try followedLinks()
        XCTAssertNotEqual(followed.last?.contains("ycombinator"), true, "the story's own page: \(followed)")
        XCTAssertEqual(try browser.string("return document.querySelector('.titlebar .title').textContent"), "Hacker News: top stories",
                       "following a link leaves the screen as it is")
    }

    func test_tabAndShiftTab_switchTheSource_theButtonsToo_andRReloads() throws {
        let feed = home.appendingPathComponent("harbour.xml")
        try """
        <?xml version="1.0" encoding="utf-8"?>
        <rss version="2.0"><channel><title>Harbour Gazette</title>
        <item><title>Ferry runs late</title><link>https://harbour.example/1</link><pubDate>Mon, 01 Jan 2024 10:00:00 GMT</pubDate></item>
        <item><title>Lighthouse repainted</title><link>https://harbour.example/2</link><pubDate>Mon, 01 Jan 2024 09:00:00 GMT</pubDate></item>
        </channel></rss>
        """.write(to: feed, atomically: true, encoding: .utf8)
        let server = try startHackerNews(feeds: [feed.path])
        let help = try browser.string("return document.querySelector('.help').textContent")
        XCTAssertTrue(help.contains("Shift-TabPrevious source") && help.contains("TabNext source") && help.contains("nNext unread"), help)

        try driver.pressShifted(Self.tab)
        try browser.waitForScreen(titled: "Harbour Gazette")
        try driver.wait(for: "the feed's stories") { try self.rowTitles() == ["Ferry runs late", "Lighthouse repainted"] }
        try driver.pressKeys(Self.tab)
        try browser.waitForScreen(titled: "Hacker News: top stories")
        try waitForRows()

        let loads = server.requests.filter { $0.path == "/v0/topstories.json" }.count
        try driver.pressKeys("r")
        try driver.wait(for: "the reload to ask for the ranking again") {
            server.requests.filter { $0.path == "/v0/topstories.json" }.count == loads + 1
        }

        // The title bar's button does what Tab does: the next ranking, not recorded here.
        try browser.click("button.bar-button[data-key=\"Tab\"]")
        try browser.waitForScreen(titled: "Hacker News: new stories")
        try driver.wait(for: "the banner saying why nothing came") {
            try self.driver.execute("const b = document.querySelector('.banner.error'); return b !== null && !b.hidden") as? Bool == true
        }
    }

    // MARK: - The demo and its pictures

    func test_theDemo_showsItsPictures_servedByTheApp_inBothRowLayouts() throws {
        try startDemo()
        try driver.wait(for: "the pictures in view to load") {
            try self.driver.execute("""
                const shown = Array.from(document.querySelectorAll('#app img')).filter((i) => i.getBoundingClientRect().top < window.innerHeight);
                return shown.length >= 4 && shown.every((i) => i.complete && i.naturalWidth > 0)
                """) as? Bool == true
        }
        let sources = try driver.execute("return Array.from(document.querySelectorAll('#app img')).map((i) => i.getAttribute('src'))") as? [String] ?? []
        XCTAssertTrue(!sources.isEmpty && sources.allSatisfy { $0.hasPrefix("/img/") }, "\(sources)")
        XCTAssertGreaterThanOrEqual(try driver.execute("return document.querySelectorAll('.media-row img').length") as? Int ?? 0, 1, "one picture beside the text")
        XCTAssertEqual(try driver.execute("return document.querySelector('.triptych').querySelectorAll('img').length") as? Int, 3, "three side by side")
        screenshot("news-web-demo-1200.png")
        try driver.setWindowSize(width: 360, height: 800)
        XCTAssertEqual(try driver.execute("return document.documentElement.scrollWidth <= window.innerWidth") as? Bool, true, "nothing wider than the window")
        screenshot("news-web-demo-360.png")
    }

    func test_noImages_showsNoPictures() throws {
        try startDemo(["--no-images"])
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('#app img').length") as? Int, 0)
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('.media-row').length") as? Int, 0, "the text takes the row")
        XCTAssertEqual(try driver.execute("return Array.from(document.querySelectorAll('.triptych')).every((t) => t.hidden)") as? Bool, true)
    }

    // MARK: - Tabs, streams, addresses

    func test_aSecondTab_hasItsOwnScreens_andSeesWhatWasRead() throws {
        try startDemo()
        let titles = try rowTitles()
        try browser.click(".row[data-key]")
        try browser.waitForScreen(titled: titles[0])
        let first = try XCTUnwrap(try driver.windowHandles().first)
        try driver.switchTo(try driver.newTab())
        try browser.open("/")
        try browser.waitForScreen(titled: "Demo news (demo data)")
        try waitForRows()
        try driver.wait(for: "the story read in the other tab to be dimmed") { try self.isDimmed(titles[0]) }
        try driver.switchTo(first)
        XCTAssertEqual(try browser.string("return document.querySelector('.titlebar .title').textContent"), titles[0], "the first tab still reads")
    }

    func test_whenTheStreamDrops_thePageReconnects_toTheSameScreens() throws {
        try startDemo()
        let titles = try rowTitles()
        try browser.click(".row[data-key]")
        try browser.waitForScreen(titled: titles[0])
        try browser.dropStream(with: { try browser.dropConnections() }, redrawn: ".titlebar")
        XCTAssertEqual(try browser.string("return document.querySelector('.titlebar .title').textContent"), titles[0])
        try driver.pressKeys(Self.escape)
        try browser.waitForScreen(titled: "Demo news (demo data)")
        XCTAssertTrue(try isDimmed(titles[0]))
    }

    /// Ends the app's connections as a broken network would: the kernel closes them (`ss
    /// -K`, for root); where that is not allowed, the page is made to miss three heartbeats,
    /// after which it gives the stream up itself.
    func test_aStorysAddress_opensIt_whenItIsOnTheFirstPage_andOtherwiseLandsOnTheList() throws {
        try startDemo()
        let titles = try rowTitles()
        try browser.click(".row[data-key]")
        try browser.waitForScreen(titled: titles[0])
        let address = try driver.currentURL()
        try driver.refresh()
        try browser.waitForScreen(titled: titles[0])
        XCTAssertEqual(try driver.currentURL(), address)
        try driver.back()
        try browser.waitForScreen(titled: "Demo news (demo data)")

        try browser.open("/stories/netease:nothing-like-it")
        try browser.waitForScreen(titled: "Demo news (demo data)")
        try waitForRows()
        let listAddress = try driver.currentURL()
        XCTAssertTrue(listAddress.hasSuffix("/"), listAddress)
        try browser.open("/no/such/page")
        try browser.waitForScreen(titled: "Demo news (demo data)")
    }

    // MARK: - Hostile text

    func test_aHostileFeed_isShownAsText_andNoneOfItRuns() throws {
        let feed = home.appendingPathComponent("evil.xml")
        try """
        <?xml version="1.0" encoding="utf-8"?>
        <rss version="2.0"><channel><title>Evil &amp;lt;b&amp;gt;Gazette&amp;lt;/b&amp;gt;</title>
        <item><title>&amp;lt;script&amp;gt;window.__pwned=1&amp;lt;/script&amp;gt; Safe &amp;#x1b;[31mred</title>
        <link>https://evil.example/1</link>
        <description>&lt;p&gt;Text with &amp;lt;img src=x onerror="window.__pwned=2"&amp;gt; and &lt;a href="javascript:window.__pwned=3"&gt;a script link&lt;/a&gt; and &lt;a href="https://ok.example/"&gt;a good one&lt;/a&gt;.&lt;/p&gt;</description>
        </item>
        <item><title>&lt;img src=x onerror=window.__pwned=4&gt;Second &amp;lt;i&amp;gt;story&amp;lt;/i&amp;gt;</title><link>javascript:window.__pwned=5</link><description>Plain.</description></item>
        </channel></rss>
        """.write(to: feed, atomically: true, encoding: .utf8)
        try start(["--no-images", "--feed", feed.path], title: "Evil <b>Gazette</b>")
        try waitForRows()
        let titles = try rowTitles()
        XCTAssertEqual(titles.count, 2)
        XCTAssertTrue(titles[0].hasPrefix("<script>window.__pwned=1</script> Safe "), titles[0])
        XCTAssertEqual(titles[1], "Second <i>story</i>")
        XCTAssertEqual(try driver.title(), "Evil <b>Gazette</b>")
        try assertNothingRan()

        try browser.click(".row[data-key]")
        try browser.waitForScreen(titled: titles[0])
        let text = try browser.pageText()
        XCTAssertTrue(text.contains("Text with <img src=x onerror=\"window.__pwned=2\"> and a script link and a good one [1]."), text)
        XCTAssertEqual(try browser.string("return document.querySelector('a[data-shortcut=\"1\"]').href"), "https://ok.example/")
        try assertNothingRan()

        try driver.back()
        try browser.waitForScreen(titled: "Evil <b>Gazette</b>")
        try driver.execute("document.querySelectorAll('.row[data-key]')[1].click()")
        try browser.waitForScreen(titled: "Second <i>story</i>")
        let address = try driver.currentURL()
        XCTAssertFalse(address.contains("<"), "the id is escaped in the address: \(address)")
        try driver.refresh()
        try browser.waitForScreen(titled: "Second <i>story</i>")
        XCTAssertEqual(try driver.currentURL(), address, "the address names the story again")
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('a.button-link:not([hidden])').length") as? Int, 0,
                       "a javascript: link is no link")
        try assertNothingRan()
        screenshot("news-web-hostile.png")
    }

    private func assertNothingRan(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try driver.execute("return window.__pwned === undefined") as? Bool, true, "no script of it ran", file: file, line: line)
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('#app script, #app img, #app b, #app i, #app a[href^=\"javascript\"]').length") as? Int, 0,
                       "no element of it", file: file, line: line)
        XCTAssertFalse(try browser.pageText().contains("\u{1B}"), "no escape character reaches the page", file: file, line: line)
    }
}
