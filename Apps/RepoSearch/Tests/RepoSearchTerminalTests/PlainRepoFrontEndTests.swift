import AppSupport
import Foundation
import LoopbackHTTP
import RepoSearchCore
import RxNetwork
import TestSupport
import XCTest
@testable import RepoSearchTerminal

/// The plain front end on the real API against the loopback server replaying GitHub's
/// recorded answers.
final class PlainRepoFrontEndTests: XCTestCase {
    private var server: LoopbackServer!

    override func setUpWithError() throws {
        server = try GitHubFixtures.startServer()
    }

    override func tearDown() {
        server.stop()
        server = nil
    }

    private func run(_ text: String, mode: SearchMode = .userRepositories, format: PlainRepoFormatter.Format = .text,
                     api: GitHubAPI? = nil) -> PlainRepoFrontEnd.Outcome {
        let viewModel = RepoSearchViewModel(api: api ?? GitHubAPI(server: server.baseURL, requestTimeout: 10), mode: mode)
        let frontEnd = PlainRepoFrontEnd(viewModel: viewModel, format: format)
        var outcome: PlainRepoFrontEnd.Outcome?
        frontEnd.run(text: text) { outcome = $0 }
        let deadline = Date().addingTimeInterval(15)
        while outcome == nil && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        return outcome ?? PlainRepoFrontEnd.Outcome(status: -1, output: "", errors: ["no outcome"])
    }

    func test_aUser_printsOneLinePerRepository() {
        let outcome = run("sferik")
        XCTAssertEqual(outcome.status, 0)
        let lines = outcome.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 30)
        XCTAssertTrue(lines[0].hasPrefix("sferik/410_in_140"), String(lines[0]))
        XCTAssertTrue(lines[0].hasSuffix("  A Twitter API v1 server in 140 characters"), String(lines[0]))
        XCTAssertTrue(lines.allSatisfy { $0.contains("★ ") })
        XCTAssertEqual(outcome.errors, ["Showing the first 30; the terminal front end loads more pages."])
    }

    func test_json_isGitHubsShape_withTheQueryAndPaging() throws {
        let outcome = run("tetris language:assembly", mode: .repositorySearch, format: .json)
        XCTAssertEqual(outcome.status, 0)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["mode"] as? String, "search")
        XCTAssertEqual(object["query"] as? String, "tetris language:assembly")
        XCTAssertEqual(object["total_count"] as? Int, 77)
        XCTAssertEqual((object["next_page"] as? String)?.hasPrefix(server.baseURL.absoluteString), true)
        let repositories = try XCTUnwrap(object["repositories"] as? [[String: Any]])
        XCTAssertEqual(repositories.count, 30)
        XCTAssertNotNil(repositories[0]["stargazers_count"] as? Int)
        XCTAssertNotNil(repositories[0]["html_url"] as? String)
    }

    func test_anEmptySearch_printsNothing_andSaysSo() {
        let outcome = run("doesnotexist", mode: .repositorySearch)
        XCTAssertEqual(outcome, PlainRepoFrontEnd.Outcome(status: 0, output: "", errors: ["No repositories match doesnotexist."]))
    }

    func test_unreadableElements_andATimedOutSearch_areSaidOnStderr_theRestPrinted() {
        let body = """
        {"total_count": 3, "incomplete_results": true, "items": [
         {"id": 1, "name": "a", "full_name": "x/a", "html_url": "https://github.com/x/a"},
         {"id": 2, "name": "b", "full_name": "x/b", "html_url": "javascript:alert(1)"},
         "not an object"]}
        """
        server.route("/search/repositories", reply: .init(body: Data(body.utf8)))
        let outcome = run("broken", mode: .repositorySearch)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output.split(separator: "\n").count, 1, outcome.output)
        XCTAssertTrue(outcome.output.hasPrefix("x/a"), outcome.output)
        XCTAssertEqual(outcome.errors, [
            "Skipped 2 elements of GitHub's answer that could not be read as repositories; the others are shown.",
            "GitHub's search timed out: the results may be incomplete. Try again, or narrow the search.",
        ])
    }

    func test_anUnknownUser_failsWithTheMessage() {
        let outcome = run("ThisUserShouldReallyNotExist")
        XCTAssertEqual(outcome, PlainRepoFrontEnd.Outcome(status: 1, output: "", errors: ["No GitHub user named ThisUserShouldReallyNotExist."]))
    }

    func test_rateLimited_fails_untilWhen() {
        let outcome = run("jacquev6")
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errors.count, 1)
        XCTAssertTrue(outcome.errors[0].contains("rate limited until"), outcome.errors[0])
    }

    func test_offline_failsWithAClearMessage() {
        let outcome = run("sferik", api: GitHubAPI(server: URL(string: "https://no-such-host.invalid")!, requestTimeout: 10))
        XCTAssertEqual(outcome, PlainRepoFrontEnd.Outcome(status: 1, output: "", errors: [
            "Cannot reach no-such-host.invalid: the network seems to be offline. Check the connection and try again.",
        ]))
    }

    func test_hostileText_isSanitizedInText_andEscapedInJSON() {
        let hostile = #"[{"id": 1, "name": "x", "full_name": "m/x\u001b]0;pwned\u0007", "html_url": "https://github.com/m/x", "description": "\u001b[31mred\u001b[0m \u009b2J"}]"#
        server.route("/users/mallory/repos", reply: .json(hostile))
        let text = run("mallory")
        XCTAssertFalse(text.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, text.output)
        XCTAssertFalse(text.output.unicodeScalars.contains("\u{9B}"))
        XCTAssertTrue(text.output.contains("m/x"))
        XCTAssertTrue(text.output.contains("red"))
        let json = run("mallory", format: .json)
        XCTAssertFalse(json.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }, json.output)
        XCTAssertTrue(json.output.contains(#"\u001b"#), json.output)
        XCTAssertTrue(json.output.lowercased().contains(#"\u009b2j"#), json.output)
        XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(json.output.utf8)), "still JSON")
    }
}
