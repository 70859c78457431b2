import Foundation
import TestSupport
import XCTest

/// Two `tweetie --bluesky` screens on one list in two terminals sharing one home (one
/// database), as a user with two terminals has: both show the stored posts and every new
/// one, whichever of them stored it.
final class SharedDatabaseEndToEndTests: XCTestCase {
    private var appView: FixtureAppView!
    private var sessions: [TmuxSession] = []
    private var home: URL?

    override func setUpWithError() throws {
        appView = try FixtureAppView()
    }

    override func tearDown() {
        for session in sessions { session.killServer() }
        sessions = []
        if let home { try? FileManager.default.removeItem(at: home) }
        appView?.stop()
        super.tearDown()
    }

    func test_twoInstancesStartedTogether_bothShowTheStoredPosts_andEveryNewOne() throws {
        let tweetie = try PackagePaths.builtProduct(named: "tweetie")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-shared-\(UUID().uuidString)")
        self.home = home
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let environment = [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "HOME": home.path,
        ]
        for _ in 0..<2 {
            let session = try TmuxSession.start(width: 100, height: 30, environment: environment)
            sessions.append(session)
            try session.preparePrompt()
        }
        let command = "\(tweetie.path) --bluesky \(FixtureAppView.listAddress) --base-url \(appView.baseURL) --interval 2"
        for session in sessions { session.sendKeys(command, "Enter") }
        for (index, session) in sessions.enumerated() {
            try session.waitForScreen("instance \(index + 1)'s stored posts") { $0.contains("10 posts") && $0.contains("Quarkdown v1.1.1") }
        }

        // A new post on top of the feed: one instance stores it, both show it.
        let page = try BlueskyFixtures.object(BlueskyFixtures.listFeed)
        var feed = page["feed"] as? [[String: Any]] ?? []
        var item = feed[0]
        var post = item["post"] as? [String: Any] ?? [:]
        var record = post["record"] as? [String: Any] ?? [:]
        post["uri"] = "at://\(BlueskyFixtures.listOwnerDID)/app.bsky.feed.post/3newpostshared"
        post["cid"] = "bafyreinewpostshared"
        post["indexedAt"] = "2030-01-01T00:00:00.000Z"
        record["createdAt"] = "2030-01-01T00:00:00.000Z"
        record["text"] = "A post both terminals must show"
        record["embed"] = nil
        post["record"] = record
        post["embed"] = nil
        item["post"] = post
        item["reason"] = nil
        feed.insert(item, at: 0)
        let newPage = try BlueskyFixtures.bytes(["feed": feed, "cursor": page["cursor"] ?? ""])
        appView.server.route("/xrpc/app.bsky.feed.getListFeed") { request in
            request.queryItems["cursor"] == nil ? .init(body: newPage) : .json(#"{"feed":[]}"#)
        }
        for (index, session) in sessions.enumerated() {
            try session.waitForScreen("instance \(index + 1) with the new post") { $0.contains("11 posts") }
            session.sendKeys("g")
            try session.waitForScreen("instance \(index + 1)'s top") { $0.contains("A post both terminals must show") }
        }
        for session in sessions {
            session.sendKeys("q")
            try session.waitForPrompt("shell$")
        }
    }
}
