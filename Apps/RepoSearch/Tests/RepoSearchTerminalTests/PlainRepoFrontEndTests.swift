import AppSupport
import Foundation
import LoopbackHTTP
import RepoSearchCore
import RxCore
import RxNetwork
import RxStore
import TestSupport
import XCTest
@testable import RepoSearchTerminal

/// The plain front end on the real API against the loopback server replaying GitHub's
/// recorded answers.
final class PlainRepoFrontEndTests: XCTestCase {
    private var server: LoopbackServer!

    override func setUpWithError() throws {
        server = try failingSetUp { try GitHubFixtures.startServer() }
    }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func run(_ text: String, mode: SearchMode = .userRepositories, format: PlainFormat = .text,
                     api: GitHubAPI? = nil, limit: Int? = nil) throws -> PlainOutcome {
        var environment = RepoSearchEnvironment(api: api ?? GitHubAPI(server: server.baseURL, requestTimeout: 10),
                                                storage: RecentQueries(store: try Store(configuration: .inMemory())),
                                                storageScheduler: CurrentThreadScheduler.instance)
        environment.reachability = nil
        environment.now = { Self.now }
        return try PlainRepoFrontEnd(viewModel: RepoSearchViewModel(environment: environment, mode: mode, initialText: text), format: format,
                                     limit: limit, source: .live(server.baseURL))
            .outcome(timeout: 15)
    }

    func test_aUser_printsOneLinePerRepository() throws {
        let outcome = try run("sferik")
        XCTAssertEqual(outcome.status, 0)
        let lines = outcome.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 30)
        XCTAssertTrue(lines[0].hasPrefix("sferik/410_in_140"), String(lines[0]))
        XCTAssertTrue(lines[0].hasSuffix("  A Twitter API v1 server in 140 characters"), String(lines[0]))
        XCTAssertTrue(lines.allSatisfy { $0.contains("★ ") })
        XCTAssertEqual(outcome.errors, ["30+ repositories"], "the screen's count: there are more pages")
    }

    /// The pipe printed the first page and said "30+ repositories", with no way to get
    /// more: `--limit N` follows `Link: rel="next"` until there are N or no more.
    func test_aLimit_followsNextPages_untilThereAreThatMany_orNoMore() throws {
        let few = try run("sferik", limit: 5)
        XCTAssertEqual(few.output.split(separator: "\n").count, 5)
        XCTAssertEqual(few.errors, ["5+ repositories"])
        XCTAssertEqual(server.requests.count, 1, "the first page has 5")

        let more = try run("sferik", limit: 31)
        let lines = more.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 31)
        XCTAssertEqual(more.status, 0)
        XCTAssertEqual(more.errors, ["31+ repositories"])
        XCTAssertEqual(server.requests.last?.target, "/user/10308/repos?page=2")

        let all = try run("sferik", format: .json, limit: 100)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(all.output.utf8)) as? [String: Any])
        XCTAssertEqual((object["items"] as? [Any])?.count, 33)
        XCTAssertTrue(object["next"] is NSNull, "the last page has no next")
        XCTAssertEqual(all.errors, ["33 repositories of the 100 asked for: there are no more."])
        XCTAssertEqual(object["notices"] as? [String], all.errors, "what stderr says is in the document too")
    }

    /// The envelope every app's `--json` prints (AppSupport's `JSONEnvelope`), its items
    /// the repositories in GitHub's field names.
    func test_json_isTheSharedEnvelope_withGitHubsRepositories_theQueryAndPaging() throws {
        let outcome = try run("tetris language:assembly", mode: .repositorySearch, format: .json)
        XCTAssertEqual(outcome.status, 0)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["schema", "app", "generatedAt", "source", "query", "title", "notices", "next", "items",
                                          "mode", "total_count"])
        XCTAssertEqual(object["schema"] as? String, "rxmvvm.repo-search.repositories/1")
        XCTAssertEqual(object["app"] as? String, "repo-search")
        XCTAssertEqual(object["generatedAt"] as? String, "2027-01-15T08:00:00Z")
        XCTAssertEqual(object["source"] as? [String: String], ["kind": "live", "address": server.baseURL.absoluteString])
        XCTAssertTrue(object["title"] is NSNull)
        XCTAssertEqual(object["notices"] as? [String], outcome.errors)
        XCTAssertEqual(object["mode"] as? String, "search")
        XCTAssertEqual(object["query"] as? String, "tetris language:assembly")
        XCTAssertEqual(object["total_count"] as? Int, 77)
        XCTAssertEqual((object["next"] as? String)?.hasPrefix(server.baseURL.absoluteString), true)
        XCTAssertTrue(outcome.output.hasPrefix("{\n  \"schema\": "), "the schema first")
        let repositories = try XCTUnwrap(object["items"] as? [[String: Any]])
        XCTAssertEqual(repositories.count, 30)
        XCTAssertNotNil(repositories[0]["stargazers_count"] as? Int)
        XCTAssertNotNil(repositories[0]["html_url"] as? String)
    }

    func test_anEmptySearch_printsNothing_andSaysSo() throws {
        let outcome = try run("doesnotexist", mode: .repositorySearch)
        XCTAssertEqual(outcome, PlainOutcome(output: "", errors: ["No repositories match doesnotexist."], status: 0))
    }

    func test_unreadableElements_andATimedOutSearch_areSaidOnStderr_theRestPrinted() throws {
        let body = """
        {"total_count": 3, "incomplete_results": true, "items": [
         {"id": 1, "name": "a", "full_name": "x/a", "html_url": "https://github.com/x/a"},
         {"id": 2, "name": "b", "full_name": "x/b", "html_url": "javascript:alert(1)"},
         "not an object"]}
        """
        server.route("/search/repositories", reply: .init(body: Data(body.utf8)))
        let outcome = try run("broken", mode: .repositorySearch)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output.split(separator: "\n").count, 1, outcome.output)
        XCTAssertTrue(outcome.output.hasPrefix("x/a"), outcome.output)
        XCTAssertEqual(outcome.errors, [
            "Skipped 2 elements of GitHub's answer that could not be read as repositories; the others are shown. "
                + "GitHub's search timed out: the results may be incomplete. Try again, or narrow the search.",
        ])
    }

    func test_aPageOfOnlyUnreadableElements_failsSayingTheAnswerCouldNotBeRead() throws {
        server.route("/users/sferik/repos", reply: .json(#"[1, "a", {"id": "x"}]"#))
        let outcome = try run("sferik")
        XCTAssertEqual(outcome, PlainOutcome(output: "", errors: [
            "GitHub's answer could not be read: none of its 3 elements is a readable repository. Try again.",
        ], status: 1))
    }

    func test_anUnknownUser_failsWithTheMessage() throws {
        let outcome = try run("ThisUserShouldReallyNotExist")
        XCTAssertEqual(outcome, PlainOutcome(output: "", errors: ["No GitHub user named ThisUserShouldReallyNotExist."], status: 1))
    }

    /// JSON always prints the envelope: a failure has no items, the reason in `notices`,
    /// and a first page that failed names the store as the source (nothing was kept here).
    func test_json_ofAFailure_isTheEnvelope_withNoItems_andTheReason() throws {
        let unknown = try run("ThisUserShouldReallyNotExist", format: .json)
        XCTAssertEqual(unknown.status, 1)
        let notFound = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(unknown.output.utf8)) as? [String: Any], unknown.output)
        XCTAssertEqual(notFound["notices"] as? [String], ["No GitHub user named ThisUserShouldReallyNotExist."])
        XCTAssertEqual((notFound["items"] as? [Any])?.count, 0)
        XCTAssertEqual((notFound["source"] as? [String: Any])?["kind"] as? String, "live", "GitHub answered: no such user")

        let limited = try run("jacquev6", format: .json)
        XCTAssertEqual(limited.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(limited.output.utf8)) as? [String: Any], limited.output)
        XCTAssertEqual((object["source"] as? [String: Any])?["kind"] as? String, "stored", "not asked: what was kept is printed")
        XCTAssertEqual(object["notices"] as? [String], limited.errors)
    }

    func test_rateLimited_fails_untilWhen() throws {
        let outcome = try run("jacquev6")
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.errors.count, 1)
        XCTAssertTrue(outcome.errors[0].contains("rate limited until"), outcome.errors[0])
        XCTAssertFalse(outcome.errors[0].contains("GITHUB_TOKEN"), "the loopback server never gets the token: \(outcome.errors[0])")
    }

    func test_offline_failsWithAClearMessage() throws {
        let outcome = try run("sferik", api: GitHubAPI(server: URL(string: "https://no-such-host.invalid")!, requestTimeout: 10))
        XCTAssertEqual(outcome, PlainOutcome(output: "", errors: [
            "Cannot reach no-such-host.invalid: the network seems to be offline. Check the connection and try again.",
        ], status: 1))
    }

    func test_hostileText_isSanitizedInText_andEscapedInJSON() throws {
        let hostile = #"[{"id": 1, "name": "x", "full_name": "m/x\u001b]0;pwned\u0007", "html_url": "https://github.com/m/x", "description": "\u001b[31mred\u001b[0m \u009b2J"}]"#
        server.route("/users/mallory/repos", reply: .json(hostile))
        let text = try run("mallory")
        XCTAssertFalse(text.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, text.output)
        XCTAssertFalse(text.output.unicodeScalars.contains("\u{9B}"))
        XCTAssertTrue(text.output.contains("m/x"))
        XCTAssertTrue(text.output.contains("red"))
        let json = try run("mallory", format: .json)
        XCTAssertFalse(json.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }, json.output)
        XCTAssertTrue(json.output.contains(#"\u001b"#), json.output)
        XCTAssertTrue(json.output.lowercased().contains(#"\u009b2j"#), json.output)
        XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(json.output.utf8)), "still JSON")
    }
}
