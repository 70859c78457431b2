import Foundation
import TestSupport
import XCTest

/// The real `tweetie --bluesky` in a real terminal (tmux, 100×30) against an AppView on
/// 127.0.0.1 replaying the recorded answers: the list feed, older posts at its end, the
/// members screen, a member's feed, back and quit; and in a pipe, `--json --limit` and
/// plain text, and `--api-cache` with recordings named by the documented scheme.
final class BlueskyEndToEndTests: XCTestCase {
    private var appView: FixtureAppView!
    private var shell: TweetieShell?

    override func setUpWithError() throws {
        appView = try FixtureAppView()
    }

    override func tearDown() {
        shell?.close()
        shell = nil
        appView?.stop()
        super.tearDown()
    }

    func test_listFeed_olderPosts_members_aMembersFeed_backAndQuit() throws {
        let tweetie = try PackagePaths.builtProduct(named: "tweetie")
        let shell = try TweetieShell.start()
        self.shell = shell
        let tmux = shell.tmux

        tmux.sendKeys("\(tweetie.path) --bluesky \(FixtureAppView.listAddress) --base-url \(appView.baseURL)", "Enter")
        try tmux.waitForScreen("the list feed") { screen in
            screen.contains("Software curate · @pfrazee.com (Bluesky)") && screen.contains("OlderGeeks.com @oldergeeks.bsky.social")
                && screen.contains("[image]") && screen.contains("10 posts")
        }
        XCTAssertEqual(tmux.display("#{alternate_on}"), "1")

        // The last row loads the made second page; its last row then finds the end.
        tmux.sendKeys("G")
        try tmux.waitForScreen("the second page") { $0.contains("17 posts") }
        tmux.sendKeys("G")
        try tmux.waitForScreen("the end of the list") { screen in
            screen.contains("[quoted post not found]") && screen.contains("17 posts") && screen.contains("no older")
        }
        XCTAssertEqual(appView.requests("app.bsky.feed.getListFeed").compactMap { $0.queryItems["cursor"] }.first,
                       BlueskyFixtures.listFeedCursor)
        tmux.sendKeys("g")
        try tmux.waitForScreen("the top again") { $0.contains("Quarkdown v1.1.1") }

        tmux.sendKeys("m")
        try tmux.waitForScreen("the members") { screen in
            screen.contains("Members of @pfrazee.com/3kmokjyuflk2g")
                && screen.contains("Farjana Eyasmin  @farjanaeyasmin.bsky.social  [labels: scam]")
        }
        // The fifth member is OlderGeeks.com.
        tmux.sendKeys("j", "j", "j", "j", "Enter")
        try tmux.waitForScreen("OlderGeeks.com's feed") { screen in
            screen.contains("‹ @oldergeeks.bsky.social") && screen.contains("Quarkdown v1.1.1") && screen.contains("5 posts")
        }
        XCTAssertEqual(appView.requests("app.bsky.feed.getAuthorFeed").first?.queryItems["actor"], "oldergeeks.bsky.social")

        tmux.sendKeys("Escape")
        try tmux.waitForScreen("the members again") { $0.contains("Members of @pfrazee.com/3kmokjyuflk2g") }
        tmux.sendKeys("Escape")
        try tmux.waitForScreen("the list feed again") { $0.contains("(Bluesky)") && !$0.contains("Members of") }
        tmux.sendKeys("q")
        try shell.assertQuitCleanly()
        XCTAssertEqual(appView.requests("com.atproto.identity.resolveHandle").count, 1)
    }

    /// Bluesky's items are posts wherever they are named: the empty list's banner and
    /// status bar, and stderr in a pipe (they said "tweets").
    func test_anEmptyList_saysPosts_onTheScreenAndInAPipe() throws {
        appView.server.route("/xrpc/app.bsky.feed.getListFeed", reply: .json(#"{"feed":[]}"#))
        let run = try runTweetie(["--bluesky", FixtureAppView.listAddress, "--base-url", appView.baseURL])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "tweetie: No posts in Software curate · @pfrazee.com yet.\n")

        let shell = try startTweetieOnTheList()
        try shell.tmux.waitForScreen("the empty list") { $0.contains("No posts in Software curate · @pfrazee.com yet.") && $0.contains("0 posts · updated") }
        XCTAssertFalse(shell.tmux.capture().contains("tweet"), shell.tmux.capture())
        shell.tmux.sendKeys("q")
        try shell.assertQuitCleanly()
    }

    /// The title bar names the list as its owner did (`getList`'s `list.name`), not by its
    /// record key; a hostile name reaches the terminal without its escape sequences, not
    /// even pieces of them: the sanitizer post text goes through removes them whole.
    func test_theTitle_isTheListsOwnName_madeSafe() throws {
        let recorded = try BlueskyFixtures.object(BlueskyFixtures.list)
        var list = recorded["list"] as? [String: Any] ?? [:]
        list["name"] = "Curated\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E} picks\u{1B}]52;c;ZXZpbA==\u{07}"
        appView.server.route("/xrpc/app.bsky.graph.getList", reply: .init(body: try BlueskyFixtures.bytes(["list": list, "items": recorded["items"] ?? []])))
        let shell = try startTweetieOnTheList()
        try shell.tmux.waitForScreen("the list's name") { $0.contains("Curated picks · @pfrazee.com (Bluesky)") }
        let screen = shell.tmux.capture()
        XCTAssertFalse(screen.contains("3kmokjyuflk2g"), screen)
        for fragment in ["pwned", "[2J", "52;c", "ZXZpbA"] { XCTAssertFalse(screen.contains(fragment), fragment + " in\n" + screen) }
        XCTAssertNotEqual(shell.tmux.display("#{pane_title}"), "pwned", "no escape sequence reached the terminal")
        shell.tmux.sendKeys("q")
        try shell.assertQuitCleanly()
    }

    /// A list given by its at-URI (its owner by DID) is titled with the handle `getList`
    /// answered, on the list and its members; a restart with the server down keeps the
    /// list's name (stored with its posts).
    func test_aListGivenByItsAtURI_isTitledWithTheHandle_andKeepsItsNameOffline() throws {
        let shell = try startTweetieOnTheList(address: BlueskyFixtures.listURI)
        try shell.tmux.waitForScreen("the list's name with the handle") { $0.contains("Software curate · @pfrazee.com (Bluesky)") }
        shell.tmux.sendKeys("m")
        try shell.tmux.waitForScreen("the members' title with the handle") { $0.contains("Members of @pfrazee.com/3kmokjyuflk2g") }
        XCTAssertFalse(shell.tmux.capture().contains("did:plc"), shell.tmux.capture())
        shell.tmux.sendKeys("q")
        try shell.assertQuitCleanly()

        try restartOffline(shell, address: BlueskyFixtures.listURI)
        try shell.tmux.waitForScreen("the stored name, offline") { screen in
            screen.contains("Software curate · @pfrazee.com (Bluesky)") && screen.contains("10 posts")
        }
        shell.tmux.sendKeys("q")
        try shell.assertQuitCleanly()
    }

    /// The list's at-URI and its bsky.app address use one database: started by the web
    /// address after a run by the at-URI, with the server down, it shows that run's posts
    /// and name, and no second file is made.
    func test_theAtURIAndTheWebAddress_shareOneDatabase() throws {
        let shell = try startTweetieOnTheList(address: BlueskyFixtures.listURI)
        try shell.tmux.waitForScreen("the list by its at-URI") { $0.contains("Software curate · @pfrazee.com (Bluesky)") && $0.contains("10 posts") }
        shell.tmux.sendKeys("q")
        try shell.assertQuitCleanly()

        try restartOffline(shell, address: FixtureAppView.listAddress)
        try shell.tmux.waitForScreen("the same list by its web address, offline") { screen in
            screen.contains("Software curate · @pfrazee.com (Bluesky)") && screen.contains("10 posts")
        }
        shell.tmux.sendKeys("q")
        try shell.assertQuitCleanly()
        let files = try FileManager.default.contentsOfDirectory(atPath: shell.home.appendingPathComponent("data/tweetie").path)
        XCTAssertEqual(files.filter { $0.hasSuffix(".sqlite") }.count, 1, "\(files)")
    }

    /// A restart with the server down shows where the reader stopped, though `q` came
    /// right after the last move, and counts nothing as new: nothing arrived (it said
    /// "N new ↑ (g)" for the posts above the place).
    func test_aRestartOffline_keepsThePlace_andCallsNothingNew() throws {
        let shell = try startTweetieOnTheList()
        try shell.tmux.waitForScreen("the list") { $0.contains("10 posts") }
        shell.tmux.sendKeys("j", "j", "j", "j", "j", "j", "j")
        try shell.tmux.waitForScreen("the place kept") { $0.contains("10 posts") && !$0.contains("Quarkdown v1.1.1") }
        shell.tmux.sendKeys("q")  // at once: the place is kept all the same
        try shell.assertQuitCleanly()

        try restartOffline(shell, address: FixtureAppView.listAddress)
        try shell.tmux.waitForScreen("the stored posts, the poll failed") { $0.contains("10 posts") && $0.contains("failed") }
        let screen = shell.tmux.capture()
        XCTAssertFalse(screen.contains("new ↑"), screen)
        XCTAssertFalse(screen.contains("Quarkdown v1.1.1"), "still where the reader stopped:\n" + screen)
        shell.tmux.sendKeys("q")
        try shell.assertQuitCleanly()
    }

    /// Stops the AppView (its port then refuses connections) and starts `tweetie --bluesky
    /// address` again in `shell`, which the previous run left at its prompt.
    private func restartOffline(_ shell: TweetieShell, address: String) throws {
        let baseURL = appView.baseURL
        appView.stop()
        shell.tmux.sendKeys("clear", "Enter")
        shell.tmux.sendKeys("\(try PackagePaths.builtProduct(named: "tweetie").path) --bluesky \(address) --base-url \(baseURL)", "Enter")
    }

    /// `tweetie --bluesky` on the fixture list (at `address`) in a fresh tmux shell (closed in tearDown).
    private func startTweetieOnTheList(address: String = FixtureAppView.listAddress) throws -> TweetieShell {
        let tweetie = try PackagePaths.builtProduct(named: "tweetie")
        let shell = try TweetieShell.start()
        self.shell = shell
        shell.tmux.sendKeys("\(tweetie.path) --bluesky \(address) --base-url \(appView.baseURL)", "Enter")
        return shell
    }

    // MARK: - Pipes

    private func runTweetie(_ arguments: [String]) throws -> ChildProcess {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-bluesky-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        return try ChildProcess.run(try PackagePaths.builtProduct(named: "tweetie").path, arguments, environment: [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "HOME": home.path,
            "PATH": "/usr/bin:/bin",
        ])
    }

    func test_pipe_json_withALimit_followsTheCursor() throws {
        let run = try runTweetie(["--bluesky", FixtureAppView.listAddress, "--base-url", appView.baseURL, "--json", "--limit", "15"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let posts = try jsonItems(run.stdout)
        XCTAssertEqual(posts.count, 15)
        XCTAssertEqual(posts.first?["screen_name"] as? String, "oldergeeks.bsky.social")
        XCTAssertEqual(posts[10]["reposted_by"] as? String, "gilzilberfeld.bsky.social", "the second page's first item")
        XCTAssertEqual(appView.requests("app.bsky.feed.getListFeed").map { $0.queryItems["cursor"] }, [nil, BlueskyFixtures.listFeedCursor])
    }

    func test_pipe_text_showsRepostsQuotesAndLabels() throws {
        let run = try runTweetie(["--bluesky", FixtureAppView.listAddress, "--base-url", appView.baseURL, "--limit", "100"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("Paul Frazee @pfrazee.com 2025-05-21T18:00:00Z\nreposted by @gilzilberfeld.bsky.social\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Worth a read.\n> Denis Rasulev @denisrasulev.bsky.social\n> Thirty years of B2B sales in one chart.\n> [image] A line chart of deals per year\n"))
        XCTAssertTrue(run.stdout.contains("[unsupported post]\n[labels: spam, scam]"))
        XCTAssertTrue(run.stdout.hasSuffix("This aged well.\n> [quoted post not found]\n"), String(run.stdout.suffix(200)))
    }

    /// A 429 on the first page: the pipe waits a short limit out once, saying so on stderr
    /// at once, then prints the list.
    func test_pipe_aShortRateLimit_isWaitedOut_andSaidOnStderr() throws {
        let firstPage = try BlueskyFixtures.data(BlueskyFixtures.listFeed)
        let answered = AnswerCount()
        appView.server.route("/xrpc/app.bsky.feed.getListFeed") { _ in
            guard answered.next() > 0 else {
                return .json(#"{"error":"RateLimitExceeded","message":"Rate Limit Exceeded"}"#, status: 429,
                             headers: ["RateLimit-Reset": String(Int(Date().timeIntervalSince1970) + 2)])
            }
            return .init(body: firstPage)
        }
        let run = try runTweetie(["--bluesky", FixtureAppView.listAddress, "--base-url", appView.baseURL, "--json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("tweetie: Rate limited by Bluesky; waiting "), run.stderr)
        XCTAssertTrue(run.stderr.contains(", then asking again.\n"), run.stderr)
        XCTAssertEqual(try jsonItems(run.stdout).count, 10)
        XCTAssertEqual(appView.requests("app.bsky.feed.getListFeed").count, 2)
    }

    /// A limit longer than a pipe waits is said plainly, not "waiting until …" and exit.
    func test_pipe_aLongRateLimit_saysItWillNotWait_andExits1() throws {
        appView.server.route("/xrpc/app.bsky.feed.getListFeed", reply: .json(#"{"error":"RateLimitExceeded","message":"Rate Limit Exceeded"}"#,
                                                                             status: 429, headers: ["RateLimit-Reset": "3600"]))
        let run = try runTweetie(["--bluesky", FixtureAppView.listAddress, "--base-url", appView.baseURL])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("tweetie: Rate limited by Bluesky until "), run.stderr)
        XCTAssertTrue(run.stderr.contains(", longer than a pipe waits (60 s): not waiting. Run it again after "), run.stderr)
        XCTAssertFalse(run.stderr.contains("waiting until"), run.stderr)
        XCTAssertEqual(appView.requests("app.bsky.feed.getListFeed").count, 1)
    }

    func test_unknownList_saysSo_andExitsNonZero() throws {
        appView.server.route("/xrpc/app.bsky.feed.getListFeed", reply: .json(#"{"error":"InvalidRequest","message":"List not found"}"#, status: 400))
        let run = try runTweetie(["--bluesky", FixtureAppView.listAddress, "--base-url", appView.baseURL])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "tweetie: The Bluesky list pfrazee.com/3kmokjyuflk2g does not exist or was deleted. Check the address given to --bluesky.\n")
    }

    func test_apiCache_replaysRecordingsNamedByTheDocumentedScheme() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-bluesky-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("xrpc"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try BlueskyFixtures.data(BlueskyFixtures.listFeed).write(to: directory.appendingPathComponent(
            "xrpc/app.bsky.feed.getListFeed-limit-50-list-at%3A%2F%2Fdid%3Aplc%3Aragtjsm2j2vknwkz3zp4oxrd%2Fapp.bsky.graph.list%2F3kmokjyuflk2g"))
        let run = try runTweetie(["--bluesky", BlueskyFixtures.listURI, "--api-cache", directory.path, "--json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try jsonItems(run.stdout).count, 10)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(document["source"] as? [String: String], ["kind": "recording", "address": directory.path], "recorded answers")
        XCTAssertTrue(appView.server.requests.isEmpty, "no network")
    }
}

/// Counts the answers a route gave, from the server's thread.
private final class AnswerCount: @unchecked Sendable {
    // @unchecked Sendable: `count` is only read and written under `lock`.
    private let lock = NSLock()
    private var count = 0

    /// How many answers came before this one.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count - 1
    }
}
