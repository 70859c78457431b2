import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// `news` in a pipe on a feed that moved to another origin: the stories print, and one
/// line on stderr says where the feed is now.
final class MovedFeedPipeTests: XCTestCase {
    private var home: URL?

    override func tearDown() {
        if let home { try? FileManager.default.removeItem(at: home) }
        super.tearDown()
    }

    private func environment() throws -> [String: String] {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-moved-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        self.home = home
        return ["HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                "XDG_CACHE_HOME": home.appendingPathComponent("cache").path]
    }

    func test_aFeedThatMovedToAnotherOrigin_printsItsStories_andSaysTheNewAddressOnStderr() throws {
        let old = try LoopbackServer()
        let new = try LoopbackServer()
        defer { old.stop(); new.stop() }
        let feed = #"<rss><channel><title>Moved</title><item><title>Still here</title><link>https://example.org/a</link></item></channel></rss>"#
        new.route("/feed.xml", reply: LoopbackServer.Reply(headers: ["Content-Type": "application/rss+xml"], body: Data(feed.utf8)))
        let newAddress = "http://localhost:\(new.port)/feed.xml"
        old.route("/rss", reply: LoopbackServer.Reply(status: 301, headers: ["Location": newAddress], body: Data()))
        let oldAddress = old.baseURL.absoluteString + "/rss"

        let news = try PackagePaths.builtProduct(named: "news").path
        let run = try ChildProcess.run(news, ["--feed", oldAddress], environment: try environment())
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("1. Still here"), run.stdout)
        XCTAssertEqual(run.stderr, "news: \(oldAddress) moved to \(newAddress); update your feed list\n")
    }

    func test_aFeedRedirectedToAFile_failsAndSaysWhy() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/rss", reply: LoopbackServer.Reply(status: 301, headers: ["Location": "file:///etc/passwd"], body: Data()))
        let news = try PackagePaths.builtProduct(named: "news").path
        let run = try ChildProcess.run(news, ["--feed", server.baseURL.absoluteString + "/rss"], environment: try environment())
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("the server sent it on to file:///etc/passwd, which is not an http(s) address"), run.stderr)
        XCTAssertFalse(run.stderr.contains("root:"), "the file is never read")
    }
}
