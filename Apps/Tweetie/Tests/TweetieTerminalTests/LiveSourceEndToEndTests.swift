import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LoopbackHTTP
import TestSupport
import XCTest

/// The real `tweetie` against the live source — a real HTTP server on 127.0.0.1 given as
/// `--base-url` — in its plain front end (stdout is a file): the token from the
/// environment goes out as a bearer header and never into the output, the list prints,
/// and HTTP errors and broken bodies end with a clear message and a non-zero status.
final class LiveSourceEndToEndTests: XCTestCase {
    private var server: LoopbackServer!
    private var home: URL!

    override func setUpWithError() throws {
        server = try LoopbackServer()
        home = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDown() {
        server?.stop()
        try? FileManager.default.removeItem(at: home)
        super.tearDown()
    }

    private let token = "live-token-7c1f"

    private func runTweetie(_ arguments: [String] = [], baseURL: String? = nil,
                            credentials: [String: String]? = nil) throws -> ChildProcess {
        let tweetie = try PackagePaths.builtProduct(named: "tweetie")
        let base = baseURL ?? server.baseURL.absoluteString + "/"
        return try ChildProcess.run(tweetie.path, ["--base-url", base, "--list", "icanzilb/RxSwift"] + arguments, environment: [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "HOME": home.path,
            "PATH": "/usr/bin:/bin",
        ].merging(credentials ?? ["TWITTER_BEARER_TOKEN": token]) { $1 })
    }

    private let consumer = ["TWITTER_CONSUMER_KEY": "key-1", "TWITTER_CONSUMER_SECRET": "SECRET-CONSUMER"]

    /// Writes a token file as an earlier run would have left it, with `mode`.
    private func saveToken(_ token: String, origin: String, mode: mode_t = 0o600) throws {
        let directory = home.appendingPathComponent("config/tweetie")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let file = directory.appendingPathComponent("bearer-token")
        try Data(#"{"scope":{"client":"key-1","origin":"\#(origin)"},"token":"\#(token)"}"#.utf8).write(to: file)
        XCTAssertEqual(chmod(file.path, mode), 0)
    }

    private func recordedListTimeline() throws -> Data {
        let fixtures = try PackagePaths.requireFixtures("twitter")
        return try Data(contentsOf: fixtures.appendingPathComponent("1.1/lists/statuses.json-owner_screen_name-icanzilb-slug-RxSwift"))
    }

    func test_liveList_printsTheTimeline_sendingTheBearerToken_neverPrintingIt() throws {
        let body = try recordedListTimeline()
        server.route("/1.1/lists/statuses.json", reply: .init(body: body))
        let run = try runTweetie()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("Florent Pillet @fpillet 2018-12-08T08:47:15Z"), String(run.stdout.prefix(200)))
        let headers = run.stdout.split(separator: "\n").filter { $0.contains(" @") && $0.hasSuffix("Z") && $0.contains("T") }
        XCTAssertEqual(headers.count, 19, "the 19 recorded tweets")
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.header("Authorization"), "Bearer \(token)")
        XCTAssertEqual(request.queryItems["owner_screen_name"], "icanzilb")
        XCTAssertEqual(request.queryItems["slug"], "RxSwift")
        XCTAssertFalse((run.stdout + run.stderr).contains(token))
    }

    func test_liveList_json_isTheSameTimelineAsJSON() throws {
        server.route("/1.1/lists/statuses.json", reply: .init(body: try recordedListTimeline()))
        let run = try runTweetie(["--json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let tweets = try jsonItems(run.stdout)
        XCTAssertEqual(tweets.count, 19)
        XCTAssertEqual(tweets.first?["screen_name"] as? String, "fpillet")
    }

    func test_unknownList_saysSo_andExitsNonZero() throws {
        server.route("/1.1/lists/statuses.json", reply: .json(#"{"errors":[{"code":34,"message":"Sorry, that page does not exist."}]}"#, status: 404))
        let run = try runTweetie()
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("@icanzilb/RxSwift does not exist"), run.stderr)
    }

    func test_truncatedResponse_isAnUnreadableResponse_andExitsNonZero() throws {
        let body = try recordedListTimeline()
        server.route("/1.1/lists/statuses.json", reply: .init(body: body.prefix(body.count / 2)))
        let run = try runTweetie()
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("unreadable response"), run.stderr)
    }

    func test_refusedToken_saysWhatToCheck() throws {
        server.route("/1.1/lists/statuses.json", reply: .json(#"{"errors":[{"code":89,"message":"Invalid or expired token."}]}"#, status: 401))
        let run = try runTweetie()
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("TWITTER_BEARER_TOKEN"), run.stderr)
        XCTAssertFalse(run.stderr.contains(token))
    }

    // MARK: - Credentials stay with their server

    func test_aTokenSavedForAnotherServer_isNeverSentToThisOne() throws {
        try saveToken("TOKEN-FOR-TWITTER", origin: "https://api.twitter.com:443")
        server.route("/oauth2/token", reply: .json(#"{"token_type":"bearer","access_token":"token-of-this-server"}"#))
        server.route("/1.1/lists/statuses.json", reply: .init(body: try recordedListTimeline()))
        let run = try runTweetie(credentials: consumer)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(server.requests.map(\.path), ["/oauth2/token", "/1.1/lists/statuses.json"])
        XCTAssertFalse(server.requests.contains { $0.headers.values.contains { $0.contains("TOKEN-FOR-TWITTER") } })
        XCTAssertEqual(server.requests.last?.header("Authorization"), "Bearer token-of-this-server")
    }

    func test_credentials_overPlainHTTP_toAnotherMachine_areRefused_withAClearMessage() throws {
        for credentials in [["TWITTER_BEARER_TOKEN": token], consumer] {
            let run = try runTweetie(baseURL: "http://192.0.2.1:9/", credentials: credentials)
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.contains("not sent") && run.stderr.contains("https://"), run.stderr)
            XCTAssertFalse((run.stdout + run.stderr).contains(token) || run.stderr.contains("SECRET-CONSUMER"))
        }
    }

    func test_aTokenFileOthersCanRead_isRefused_likeSSH() throws {
        try saveToken("TOKEN-READABLE", origin: "http://127.0.0.1:\(server.port)", mode: 0o644)
        let run = try runTweetie(credentials: consumer)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("is not private") && run.stderr.contains("chmod 600"), run.stderr)
        XCTAssertFalse(run.stderr.contains("TOKEN-READABLE"))
        XCTAssertTrue(server.requests.isEmpty)
    }

    // MARK: - Unreadable tweets

    func test_unreadableTweets_areSkipped_andCountedOnStderr_theOthersPrinted() throws {
        let user = #""user":{"id":9,"name":"Ann","screen_name":"ann"}"#
        server.route("/1.1/lists/statuses.json", reply: .json("""
        [{"id":3,"text":"kept three","created_at":"Sat Dec 08 08:00:03 +0000 2018",\(user)},
         {"id":2,"text":"lone \\ud800 surrogate","created_at":"Sat Dec 08 08:00:02 +0000 2018",\(user)},
         {"id":1,"text":"no author","created_at":"Sat Dec 08 08:00:01 +0000 2018"},
         {"id":0,"text":"kept zero","created_at":"Sat Dec 08 08:00:00 +0000 2018",\(user)}]
        """))
        let run = try runTweetie()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("kept three") && run.stdout.contains("kept zero"), run.stdout)
        XCTAssertTrue(run.stderr.contains("tweetie: skipped 2 tweets"), run.stderr)
    }

    func test_refusedConsumerCredentials_sayWhy_notJustNotLoggedIn() throws {
        server.route("/oauth2/token", reply: .json(#"{"errors":[{"code":99}]}"#, status: 403))
        let run = try runTweetie(credentials: consumer)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("Twitter refused the consumer key and secret (HTTP 403)"), run.stderr)
        XCTAssertFalse(run.stderr.contains("SECRET-CONSUMER"))
    }
}
