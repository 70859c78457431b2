import Foundation
import TestSupport
import XCTest

/// `o` and `u` on the real `tweetie` under tmux, reading the recorded icanzilb/RxSwift
/// list with `$BROWSER` set to a script that writes down its arguments: a link full of
/// shell characters arrives as exactly one argument, a retweet with two links asks which
/// by number, and `u` on a retweet opens the retweeter's timeline.
final class OpenLinkEndToEndTests: XCTestCase {
    private var shell: TweetieShell?

    override func tearDown() {
        shell?.close()
        shell = nil
        super.tearDown()
    }

    /// What would run a command if anything passed the link through a shell.
    static let hostileLink = "https://example.org/a?q=1&r=$(touch%20pwned);x=`id`|y"

    /// Starts `tweetie` on the recorded list under tmux with `BROWSER` set to what
    /// `browser` returns for the shell's home (a command), and waits for the list.
    private func startTweetie(browser: (URL) throws -> String) throws -> TweetieShell {
        let tweetie = try PackagePaths.builtProduct(named: "tweetie")
        let shell = try TweetieShell.start()
        self.shell = shell
        let recordings = try Self.recordings(in: shell.home)
        let command = try browser(shell.home)
        shell.tmux.sendKeys("cd '\(shell.home.path)' && BROWSER='\(command)' \(tweetie.path) --api-cache '\(recordings.path)' --list icanzilb/RxSwift",
                            "Enter")
        try shell.tmux.waitForScreen("the list") { $0.contains("@icanzilb/RxSwift") && $0.contains("Florent Pillet @fpillet") }
        return shell
    }

    /// An executable script `browser.sh` in `home` running `body`; its path.
    private static func browserScript(in home: URL, _ body: String) throws -> String {
        let browser = home.appendingPathComponent("browser.sh")
        try "#!/bin/sh\n\(body)\n".write(to: browser, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
        return browser.path
    }

    func test_o_opensTheLinkAsOneArgument_andSeveralLinksAreChosenByNumber() throws {
        var opened = URL(fileURLWithPath: "/")
        let shell = try startTweetie { home in
            opened = home.appendingPathComponent("opened")
            return try Self.browserScript(in: home, #"{ echo "argc=$#"; for argument in "$@"; do echo "[$argument]"; done; } >> '"# + opened.path + "'")
        }
        let session = shell.tmux
        XCTAssertTrue(session.capture().contains("o Link"), "the status bar offers o:\n\(session.capture())")

        // The newest tweet (selected) links to the hostile address only.
        session.sendKeys("o")
        try session.waitForScreen("the opened link") { $0.contains("Opened https://example.org/a?q=1") }
        // Said, then gone by itself: not a banner for good.
        try session.waitForScreen("the banner gone by itself", timeout: 10) { !$0.contains("Opened https://") }

        // The fifth, a retweet of a tweet with two links: asked by number, 2 opens the second.
        session.sendKeys("j", "j", "j", "j", "o")
        try session.waitForScreen("the question") { $0.contains("Open which link? 1 raywenderlich.com · 2 twitter.com (1-2; Esc cancels)") }
        session.sendKeys("2")
        try session.waitForScreen("the second link opened") { $0.contains("Opened https://twitter.com/i/web/status/1071088183918649344") }

        // The second is a retweet: `u` opens the retweeter (Enter would open its author).
        session.sendKeys("k", "k", "k")
        try session.waitForScreen("u offered on the retweet") { $0.contains("u Reposter") }
        session.sendKeys("u")
        try session.waitForScreen("the retweeter's timeline") { $0.contains("‹ @freak4pc") }
        session.sendKeys("Escape")
        try session.waitForScreen("the list again") { $0.contains("@icanzilb/RxSwift") && !$0.contains("‹ @freak4pc") }
        session.sendKeys("q")
        try shell.assertQuitCleanly()

        // The browser runs on its own: wait in the shell until both calls are written.
        session.sendKeys("until [ $(grep -c '^argc=' opened 2>/dev/null || echo 0) -ge 2 ]; do sleep 0.1; done; echo written-$((1+1))", "Enter")
        try session.waitForScreen("the browser's record") { $0.contains("written-2") }
        let record = try String(contentsOf: opened, encoding: .utf8)
        XCTAssertEqual(record, """
            argc=1
            [https://example.org/a?q=1&r=$(touch%20pwned);x=%60id%60%7Cy]
            argc=1
            [https://twitter.com/i/web/status/1071088183918649344]

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: shell.home.appendingPathComponent("pwned").path), "no shell ran the link")
    }

    /// A browser that fails (`xdg-open` on a machine without a desktop does the same): the
    /// banner says so and shows the link to copy, never "Opened".
    func test_o_withAFailingBrowser_saysItFailed_andShowsTheLink() throws {
        let shell = try startTweetie { _ in "/bin/false" }
        let session = shell.tmux
        session.sendKeys("o")
        try session.waitForScreen("the browser's failure") {
            $0.contains("The browser /bin/false could not open the page (exit status 1)") && $0.contains("The link: https://example.org/a?q=1")
        }
        XCTAssertFalse(session.capture().contains("Opened https://"), session.capture())
        session.sendKeys("q")
        try shell.assertQuitCleanly()
    }

    /// A browser that never ends (a browser run in the foreground until closed): the
    /// banner says "Opening …" at once, the keys keep working, and `q` quits at once.
    func test_o_withABrowserThatNeverEnds_quitsAtOnce() throws {
        var pidFile = URL(fileURLWithPath: "/")
        defer {
            if let pid = try? String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines), let number = Int32(pid) {
                kill(number, SIGKILL)
            }
        }
        let shell = try startTweetie { home in
            pidFile = home.appendingPathComponent("browser.pid")
            return try Self.browserScript(in: home, "echo $$ > '\(pidFile.path)'\nexec sleep 120")
        }
        let session = shell.tmux
        session.sendKeys("o")
        try session.waitForScreen("opening") { $0.contains("Opening https://example.org/a?q=1") || $0.contains("Opened https://example.org/a?q=1") }
        session.sendKeys("q")
        try shell.assertQuitCleanly()
        XCTAssertTrue(FileManager.default.fileExists(atPath: pidFile.path), "the browser was started")
    }

    /// The recorded Twitter responses, copied into `home`, with the list's newest tweet
    /// linking to `hostileLink` instead of its own link.
    private static func recordings(in home: URL) throws -> URL {
        let copy = home.appendingPathComponent("recordings")
        try FileManager.default.copyItem(at: try PackagePaths.requireFixtures("twitter"), to: copy)
        let list = copy.appendingPathComponent("1.1/lists/statuses.json-owner_screen_name-icanzilb-slug-RxSwift")
        var tweets = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: list)) as? [[String: Any]])
        var entities = try XCTUnwrap(tweets[0]["entities"] as? [String: Any])
        var urls = try XCTUnwrap(entities["urls"] as? [[String: Any]])
        XCTAssertEqual(urls.count, 1, "the recording's newest tweet has one link")
        urls[0]["expanded_url"] = hostileLink
        entities["urls"] = urls
        tweets[0]["entities"] = entities
        try JSONSerialization.data(withJSONObject: tweets).write(to: list)
        return copy
    }
}
