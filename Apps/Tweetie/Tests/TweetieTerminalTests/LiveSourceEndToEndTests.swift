import Foundation
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
        server.stop()
        try? FileManager.default.removeItem(at: home)
        super.tearDown()
    }

    private let token = "live-token-7c1f"

    private func runTweetie(_ arguments: [String] = []) throws -> ChildProcess {
        let tweetie = try PackagePaths.builtProduct(named: "tweetie")
        return try ChildProcess.run(tweetie.path, ["--base-url", server.baseURL.absoluteString + "/", "--list", "icanzilb/RxSwift"] + arguments, environment: [
            "TWITTER_BEARER_TOKEN": token,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "HOME": home.path,
            "PATH": "/usr/bin:/bin",
        ])
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
        let tweets = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
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
}
