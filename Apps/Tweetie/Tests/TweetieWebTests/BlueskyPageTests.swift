import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// `tweetie --web --bluesky` in headless Chromium against an AppView on 127.0.0.1
/// replaying the recorded answers (pictures from the same server): the list feed with
/// its pictures, links and attachments, older posts when its end comes into view, a
/// poll arriving while the page is open, the reposter's timeline, and hostile posts.
final class BlueskyPageTests: XCTestCase {
    private var appView: FixtureAppView!
    private var home: URL!
    private var browser: PageBrowser?

    static let listTitle = "Software curate · @pfrazee.com (Bluesky)"

    override func setUpWithError() throws {
        appView = try FixtureAppView(avatar: TestImages.png(TestImages.quadrants(width: 48, height: 48)))
        home = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-web-bluesky-\(UUID().uuidString)")
    }

    override func tearDown() {
        browser?.stop()
        appView?.stop()
        if let home { try? FileManager.default.removeItem(at: home) }
        super.tearDown()
    }

    /// `tweetie --web` on the fixture list, polling every `interval` seconds, in a window
    /// `height` px tall; waits for the list's first page.
    private func start(interval: Int = 30, height: Int = 900) throws -> PageBrowser {
        let browser = try PageBrowser(product: "tweetie", arguments: ["--web", "--no-open", "--bluesky", FixtureAppView.listAddress,
                                                                      "--base-url", appView.baseURL, "--interval", String(interval)],
                                      environment: TweetiePage.environment(home: home), title: nil, height: height)
        self.browser = browser
        try browser.waitForScreen(titled: Self.listTitle)
        try browser.waitForText("10 posts")
        return browser
    }

    func test_theListFeed_showsPicturesLinksAndAttachments_andLoadsOlderPostsAtItsEnd() throws {
        let browser = try start()
        let driver = browser.driver
        XCTAssertTrue(try browser.pageText().contains("[image]"))
        // Pictures load lazily: those of the first rows, in view (an author without one has the placeholder).
        try driver.wait(for: "the authors' pictures, served by the app") {
            try driver.execute("""
                const pictures = Array.from(document.querySelectorAll('.row .image.avatar img'));
                return pictures.length >= 3 && pictures.every((img) => new URL(img.src).pathname.startsWith('/img/'))
                  && pictures.slice(0, 3).every((img) => img.complete && img.naturalWidth === 48)
                """) as? Bool == true
        }
        let link = try driver.execute("""
            const a = Array.from(document.querySelectorAll('.row a.link')).find((a) => a.href === 'https://www.oldergeeks.com/downloads/file.php?id=2639');
            return a ? a.textContent : null
            """) as? String
        XCTAssertEqual(link, "www.oldergeeks.com/downloads/file.php?id=2639")
        try TweetiePage.screenshots(browser, name: "tweetie-bluesky")

        // The end comes into view: the next page, then the end of the feed.
        try driver.execute("window.scrollTo(0, document.body.scrollHeight)")
        try browser.waitForText("17 posts")
        try driver.execute("window.scrollTo(0, document.body.scrollHeight)")
        try browser.waitForText("no older")
        XCTAssertTrue(try browser.pageText().contains("[quoted post not found]"))
        XCTAssertEqual(appView.requests("app.bsky.feed.getListFeed").compactMap { $0.queryItems["cursor"] }.first, BlueskyFixtures.listFeedCursor)
    }

    func test_aPollWhileThePageIsOpen_insertsTheNewPostsAsRows_andKeepsTheRowsShown() throws {
        let browser = try start(interval: 1, height: 700)
        let driver = browser.driver
        try driver.execute("window.scrollTo(0, 500); document.querySelectorAll('.row').forEach((row) => { row.__old = true; })")
        try driver.wait(for: "the reader's place to reach the app") { self.appView.requests("app.bsky.feed.getListFeed").count >= 2 }
        let page = try BlueskyFixtures.object(BlueskyFixtures.listFeed)
        let fresh = try BlueskyPosts.fresh(20, after: page)
        let polled = try BlueskyFixtures.bytes(["feed": fresh + (page["feed"] as? [Any] ?? []), "cursor": BlueskyFixtures.listFeedCursor])
        appView.server.route("/xrpc/app.bsky.feed.getListFeed", reply: .init(body: appView.localized(polled)))

        try browser.waitForText("30 posts")
        let rows = try driver.execute("""
            const rows = Array.from(document.querySelectorAll('.screen .row[data-key]'));
            return [rows.length, rows.slice(0, 20).filter((row) => row.__old).length, rows.slice(20).filter((row) => row.__old === true).length]
            """) as? [Int]
        XCTAssertEqual(rows, [30, 0, 10], "20 new rows above, the 10 row elements shown before kept (not replaced)")
        XCTAssertTrue(try browser.string("return document.querySelector('.screen .row .label.multiline').textContent").hasPrefix("Fresh post 19"))
        // Scrolled down: the browser kept the reader's place, and says what came above.
        try browser.waitForText("20 new ↑")
        XCTAssertGreaterThan(try driver.execute("return window.scrollY") as? Int ?? 0, 0)
        try browser.click("button.floating")
        try driver.wait(for: "the top, and the new posts counted as seen") {
            try driver.execute("return window.scrollY === 0 && document.querySelector('button.floating').hidden") as? Bool == true
        }
        XCTAssertTrue(try browser.string("return document.querySelector('.row.cursor .label.multiline').textContent").hasPrefix("Fresh post 19"))
    }

    func test_reposterOfAPost_opensTheirTimeline_byItsButtonOrU() throws {
        let browser = try start()
        let driver = browser.driver
        try driver.execute("window.scrollTo(0, document.body.scrollHeight)")
        try browser.waitForText("17 posts")
        try browser.click("button.inline:not([hidden])")
        try browser.waitForScreen(titled: "@gilzilberfeld.bsky.social")
        XCTAssertEqual(try driver.currentURL(), browser.base + "/people/gilzilberfeld.bsky.social")
        try browser.waitForText("1 post")

        try driver.back()
        try browser.waitForScreen(titled: Self.listTitle)
        // The cursor leaves the repost (the button selected it), then comes back by keys:
        // the repost is the second page's first item, row 11 of 17.
        try driver.pressKeys("g")
        try driver.wait(for: "the cursor on the first post, no u offered") {
            try !browser.string("return document.querySelector('.statusbar .hints').innerText").contains("Reposter")
        }
        try driver.pressKeys("G" + String(repeating: "k", count: 6))
        try driver.wait(for: "the cursor on the repost, and u offered") {
            try browser.string("return document.querySelector('.statusbar .hints').innerText").contains("Reposter")
        }
        try driver.pressKeys("u")
        try browser.waitForScreen(titled: "@gilzilberfeld.bsky.social")
    }

    func test_hostilePostsAndNames_showAsText_andNoneOfItRuns() throws {
        let page = try BlueskyFixtures.object(BlueskyFixtures.listFeed)
        let hostile = try BlueskyPosts.hostile(from: page)
        let feed = try BlueskyFixtures.bytes(["feed": [hostile] + (page["feed"] as? [Any] ?? [])])
        appView.server.route("/xrpc/app.bsky.feed.getListFeed", reply: .init(body: appView.localized(feed)))
        var list = try BlueskyFixtures.object(BlueskyFixtures.list)
        var view = list["list"] as? [String: Any] ?? [:]
        view["name"] = BlueskyPosts.hostileListName
        list["list"] = view
        appView.server.route("/xrpc/app.bsky.graph.getList", reply: .init(body: appView.localized(try BlueskyFixtures.bytes(list))))

        let browser = try PageBrowser(product: "tweetie", arguments: ["--web", "--no-open", "--bluesky", FixtureAppView.listAddress,
                                                                      "--base-url", appView.baseURL],
                                      environment: TweetiePage.environment(home: home))
        self.browser = browser
        let driver = browser.driver
        try browser.waitForText("11 posts")
        try browser.waitForText("Curated<script>window.__pwned=5</script> picks")
        try browser.waitForText("Evil<img src=x onerror=\"window.__pwned=1\">")
        try browser.waitForText("<script>window.__pwned=2</script> look [31mred[0m")
        XCTAssertEqual(try driver.execute("return typeof window.__pwned") as? String, "undefined", "no script of it ran")
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('#app script, #app img[onerror], #app b, #app iframe').length") as? Int, 0)
        XCTAssertEqual(try driver.execute("return document.querySelectorAll('#app a[href]:not([href^=\"http\"])').length") as? Int, 0, "no link but http(s)")
        XCTAssertFalse(try browser.pageText().contains("\u{1B}"), "no escape sequence reaches the page")
        let title = try driver.title()
        XCTAssertTrue(title.contains("<script>window.__pwned=5</script>"), title)
        try TweetiePage.screenshots(browser, name: "tweetie-hostile")
    }
}

/// Posts made for the page tests from the recorded list feed's first page.
enum BlueskyPosts {
    /// A list name that is markup.
    static let hostileListName = "Curated<script>window.__pwned=5</script> picks"

    /// `count` posts newer than any recorded ("Fresh post 0"…, the newest last made and
    /// first in the list), by the first recorded post's author.
    static func fresh(_ count: Int, after page: [String: Any]) throws -> [[String: Any]] {
        var post = try template(page)
        return (0..<count).reversed().map { number in
            let time = "2030-01-01T00:00:\(number < 10 ? "0" : "")\(number).000Z"
            post["uri"] = "at://did:plc:l3ye73neiydhv3myt4fulovf/app.bsky.feed.post/fresh\(number)"
            post["cid"] = "bafyfresh\(number)"
            post["indexedAt"] = time
            post["embed"] = nil
            post["record"] = ["$type": "app.bsky.feed.post", "createdAt": time, "text": "Fresh post \(number)"]
            return ["post": post]
        }
    }

    /// The newest post, by an author whose name is markup, saying markup and escape
    /// sequences, with a `javascript:` link and a link card to one.
    static func hostile(from page: [String: Any]) throws -> [String: Any] {
        var post = try template(page)
        var author = post["author"] as? [String: Any] ?? [:]
        author["displayName"] = "Evil<img src=x onerror=\"window.__pwned=1\">\u{1B}]0;pwned\u{07}"
        post["author"] = author
        post["uri"] = "at://did:plc:l3ye73neiydhv3myt4fulovf/app.bsky.feed.post/hostile"
        post["cid"] = "bafyhostile"
        post["indexedAt"] = "2030-01-01T00:00:00.000Z"
        post["embed"] = ["$type": "app.bsky.embed.external#view",
                         "external": ["uri": "javascript:window.__pwned=4", "title": "<b>card</b>", "description": ""]]
        post["record"] = [
            "$type": "app.bsky.feed.post", "createdAt": "2030-01-01T00:00:00.000Z",
            "text": "<script>window.__pwned=2</script> look \u{1B}[31mred\u{1B}[0m",
            "facets": [["index": ["byteStart": 0, "byteEnd": 8],
                        "features": [["$type": "app.bsky.richtext.facet#link", "uri": "javascript:window.__pwned=3"]]]],
        ] as [String: Any]
        return ["post": post]
    }

    /// The first recorded post.
    private static func template(_ page: [String: Any]) throws -> [String: Any] {
        let feed = try XCTUnwrap(page["feed"] as? [[String: Any]])
        return try XCTUnwrap(feed.first?["post"] as? [String: Any])
    }
}
