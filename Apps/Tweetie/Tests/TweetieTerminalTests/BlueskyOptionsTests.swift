import AppSupport
import Foundation
import TestSupport
import TweetieCore
import XCTest
@testable import Tweetie
@testable import TweetieTerminal

/// `--bluesky LIST` and `--limit N` on the command line, and the plan they make: the
/// public AppView (or `--base-url`, no credentials needed) or a directory of recordings,
/// each with its own database.
final class BlueskyOptionsTests: XCTestCase {
    private let address = "https://bsky.app/profile/pfrazee.com/lists/3kmokjyuflk2g"

    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try TweetieOptions.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    func test_bluesky_takesAnAddressOrAtURI_andLimitAWholeNumber() throws {
        let options = try TweetieOptions.parse(["--bluesky", address, "--limit", "25", "--json"])
        XCTAssertEqual(options.bluesky, BlueskyList(owner: "pfrazee.com", rkey: "3kmokjyuflk2g"))
        XCTAssertEqual(options.limit, 25)
        XCTAssertEqual(try TweetieOptions.parse(["--bluesky=\(BlueskyFixtures.listURI)"]).bluesky?.owner, BlueskyFixtures.listOwnerDID)
        XCTAssertNil(try TweetieOptions.parse([]).limit)
    }

    func test_badValues_sayWhatIsExpected() {
        XCTAssertEqual(message(["--bluesky", "https://bsky.app/profile/pfrazee.com"]),
                       "Bad value 'https://bsky.app/profile/pfrazee.com' for --bluesky: a list's web address looks like https://bsky.app/profile/HANDLE/lists/RKEY.")
        XCTAssertEqual(message(["--limit", "0"]), "Bad value '0' for --limit: expected a whole number of posts, 1 or more.")
        XCTAssertEqual(message(["--bluesky", address, "--base-url", "127.0.0.1:8080"]),
                       "Bad value '127.0.0.1:8080' for --base-url: expected an http(s) URL, like https://public.api.bsky.app.")
        XCTAssertEqual(message(["--base-url", "127.0.0.1:8080"]),
                       "Bad value '127.0.0.1:8080' for --base-url: expected an http(s) URL, like https://api.twitter.com.")
        XCTAssertEqual(message(["--bluesky", address, "--list", "a/b"]),
                       "--bluesky names the Bluesky list to read; --list is for Twitter lists. Give one of them.")
        XCTAssertEqual(message(["--bluesky", address, "--api-cache", "/tmp", "--base-url", "http://127.0.0.1:1"]),
                       "--api-cache replays recorded responses; --base-url is for the live API. Give one of them.")
    }

    func test_usage_describesBlueskyAndLimit() {
        XCTAssertTrue(TweetieOptions.usage.contains("--bluesky LIST"))
        XCTAssertTrue(TweetieOptions.usage.contains("(https://bsky.app/profile/HANDLE/lists/RKEY) or at-URI"))
        XCTAssertTrue(TweetieOptions.usage.contains("--limit N"))
        XCTAssertTrue(TweetieOptions.usage.contains("https://public.api.bsky.app with --bluesky"))
    }

    func test_plan_live_needsNoCredentials_andHasItsOwnDatabase() throws {
        var options = try TweetieOptions.parse(["--bluesky", address])
        let plan = try TweetieStartup.make(options: options, environment: ["XDG_DATA_HOME": "/tmp/x"])
        XCTAssertEqual(plan.source, .bluesky(nil))
        XCTAssertEqual(plan.list, ListIdentifier(username: "pfrazee.com", slug: "3kmokjyuflk2g"))
        XCTAssertEqual(plan.note, "Bluesky")
        XCTAssertEqual(plan.database.url.path, "/tmp/x/tweetie/bluesky-pfrazee.com-3kmokjyuflk2g.sqlite")
        XCTAssertEqual((plan.api as? BlueskyAPI)?.baseURL, BlueskyAPI.defaultBaseURL)

        options.baseURL = URL(string: "http://127.0.0.1:9")
        let elsewhere = try TweetieStartup.make(options: options, environment: [:])
        XCTAssertEqual(elsewhere.source, .bluesky(URL(string: "http://127.0.0.1:9")))
        XCTAssertEqual((elsewhere.api as? BlueskyAPI)?.baseURL, URL(string: "http://127.0.0.1:9"))
    }

    func test_plan_replay_checksTheRecordingOfTheFirstPage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-bluesky-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("xrpc"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var options = try TweetieOptions.parse(["--bluesky", BlueskyFixtures.listURI])
        options.apiCache = directory
        XCTAssertThrowsError(try TweetieStartup.make(options: options, environment: [:])) { error in
            XCTAssertEqual((error as? TweetieStartupError)?.exitStatus, 1)
            XCTAssertEqual("\(error)", "Unknown Bluesky list \(BlueskyFixtures.listURI): the --api-cache directory has no recorded feed for it. Check --bluesky.")
        }
        let name = "xrpc/app.bsky.feed.getListFeed-limit-50-list-at%3A%2F%2Fdid%3Aplc%3Aragtjsm2j2vknwkz3zp4oxrd%2Fapp.bsky.graph.list%2F3kmokjyuflk2g"
        try BlueskyFixtures.data(BlueskyFixtures.listFeed).write(to: directory.appendingPathComponent(name))
        let plan = try TweetieStartup.make(options: options, environment: ["XDG_DATA_HOME": "/tmp/x"])
        XCTAssertEqual(plan.source, .blueskyReplay(directory))
        XCTAssertEqual(plan.note, "Bluesky, recorded")
        XCTAssertEqual(plan.database.url.lastPathComponent, "bluesky-cache-did_plc_ragtjsm2j2vknwkz3zp4oxrd-3kmokjyuflk2g.sqlite")
    }
}
