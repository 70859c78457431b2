import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
import LoopbackHTTP
import RxCore
import RxNetwork
import RxTesting
import TestSupport
@testable import RepoSearchCore

/// The live API class against the real loopback server replaying GitHub's recorded answers.
final class GitHubAPITests: LeakCheckingTestCase {
    private var server: LoopbackServer!
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try failingSetUp { try GitHubFixtures.startServer() }
    }

    override func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func api(token: GitHubToken? = nil) -> GitHubAPI {
        GitHubAPI(server: server.baseURL, token: token, requestTimeout: 10, now: { [now] in now })
    }

    private func result(_ single: Single<RepoPage>) -> Result<RepoPage, GitHubError> {
        do {
            let pages = try single.asObservable().toBlocking(timeout: 10).toArray()
            guard let page = pages.first else { return .failure(.network("no answer")) }
            return .success(page)
        } catch let error as GitHubError {
            return .failure(error)
        } catch {
            return .failure(.network("\(error)"))
        }
    }

    func test_userRepositories_asksGitHubsPath_andDecodesThe30Repositories() throws {
        let page = try result(api().repositories(for: SearchQuery(mode: .userRepositories, text: "sferik"))).get()
        XCTAssertEqual(page.repos.count, 30)
        XCTAssertEqual(page.rateLimit?.remaining, 59)
        let request = try XCTUnwrap(server.requests.last)
        XCTAssertEqual(request.path, "/users/sferik/repos")
        XCTAssertEqual(request.queryItems, ["per_page": "100", "sort": "updated"])
        XCTAssertEqual(request.header("Accept"), "application/vnd.github+json")
        XCTAssertNotNil(request.header("User-Agent"))
        XCTAssertNil(request.header("Authorization"))
    }

    func test_nextPage_followsTheLinkToTheLastPage() throws {
        let api = api()
        let first = try result(api.repositories(for: SearchQuery(mode: .userRepositories, text: "sferik"))).get()
        let next = try XCTUnwrap(first.next)
        XCTAssertEqual(next.absoluteString, server.baseURL.absoluteString + "/user/10308/repos?page=2")
        let second = try result(api.page(at: next, mode: .userRepositories)).get()
        XCTAssertEqual(second.repos.count, 3)
        XCTAssertNil(second.next, "the last page links back only")
        XCTAssertEqual(server.requests.last?.target, "/user/10308/repos?page=2")
    }

    func test_search_sendsTheQueryEncoded_andReadsTotal() throws {
        let page = try result(api().repositories(for: SearchQuery(mode: .repositorySearch, text: " tetris language:assembly "))).get()
        XCTAssertEqual(page.repos.count, 30)
        XCTAssertEqual(page.totalCount, 77)
        let request = try XCTUnwrap(server.requests.last)
        XCTAssertEqual(request.target, "/search/repositories?per_page=50&q=tetris%20language%3Aassembly")
        XCTAssertEqual(page.next?.host, "127.0.0.1", "the recorded link leads back to the server asked")
    }

    func test_search_withNoResults_isAnEmptyPage() throws {
        let page = try result(api().repositories(for: SearchQuery(mode: .repositorySearch, text: "doesnotexist"))).get()
        XCTAssertEqual(page.repos, [])
        XCTAssertEqual(page.totalCount, 0)
    }

    func test_unknownUser_isUserNotFound() {
        XCTAssertEqual(result(api().repositories(for: SearchQuery(mode: .userRepositories, text: "ThisUserShouldReallyNotExist"))).error,
                       .userNotFound("ThisUserShouldReallyNotExist"))
    }

    func test_aNameThatIsNoLogin_isNotFound_withoutARequest() {
        for name in ["../../etc", "a b", "sferik/repos?x", "ünïcode", String(repeating: "a", count: 40)] {
            XCTAssertEqual(result(api().repositories(for: SearchQuery(mode: .userRepositories, text: name))).error, .userNotFound(name))
        }
        XCTAssertEqual(server.requests.count, 0)
    }

    func test_rateLimit403_isRateLimited_aMinuteOnWithoutAResetTime() {
        XCTAssertEqual(result(api().repositories(for: SearchQuery(mode: .userRepositories, text: "jacquev6"))).error,
                       .rateLimited(until: now.addingTimeInterval(60), resource: .core))
    }

    func test_abuseLimit403_isRateLimitedForItsRetryAfter() {
        XCTAssertEqual(result(api().repositories(for: SearchQuery(mode: .repositorySearch, text: "jacquev6"))).error,
                       .rateLimited(until: now.addingTimeInterval(60), resource: .search))
    }

    func test_aLinkToAnotherServer_isNotFollowed() {
        let foreign = URL(string: "https://evil.example/user/1/repos?page=2")!
        XCTAssertEqual(result(api().page(at: foreign, mode: .userRepositories)).error, .foreignLink(host: "evil.example"))
        XCTAssertEqual(server.requests.count, 0)
    }

    func test_statuses_mapToTheirErrors() {
        server.route("/users/teapot/repos", reply: .json(#"{"message":"Bad credentials"}"#, status: 401))
        server.route("/users/private/repos", reply: .json(#"{"message":"Resource not accessible"}"#, status: 403))
        server.route("/users/broken/repos", reply: .json("{}", status: 502))
        server.route("/users/html/repos", reply: LoopbackServer.Reply(headers: ["Content-Type": "text/html"], body: Data("<html></html>".utf8)))
        server.route("/search/repositories", reply: .json(#"{"message":"Validation Failed\nmore"}"#, status: 422))
        let api = api()
        func user(_ name: String) -> GitHubError? { result(api.repositories(for: SearchQuery(mode: .userRepositories, text: name))).error }
        XCTAssertEqual(user("teapot"), .badToken)
        XCTAssertEqual(user("private"), .forbidden("Resource not accessible"))
        XCTAssertEqual(user("broken"), .server(status: 502))
        XCTAssertEqual(user("html"), .malformedResponse("not valid JSON, 13 bytes; truncated?"))
        XCTAssertEqual(result(api.repositories(for: SearchQuery(mode: .repositorySearch, text: "a:"))).error,
                       .invalidQuery("a:", reason: "Validation Failed"))
    }

    func test_aServerThatIsNotListening_isANetworkError() {
        let port = server.port
        server.stop()
        let api = GitHubAPI(server: URL(string: "http://127.0.0.1:\(port)")!, requestTimeout: 10)
        let error = result(api.repositories(for: SearchQuery(mode: .userRepositories, text: "sferik"))).error
        XCTAssertEqual(error, .network("could not connect to 127.0.0.1"))
    }

    func test_anUnknownHost_isOffline() {
        let api = GitHubAPI(server: URL(string: "https://no-such-host.invalid")!, requestTimeout: 10)
        XCTAssertEqual(result(api.repositories(for: SearchQuery(mode: .userRepositories, text: "sferik"))).error,
                       .offline(host: "no-such-host.invalid"))
    }

    // MARK: - The token

    func test_token_isNeverSentToAnotherServer() throws {
        let token = try XCTUnwrap(GitHubToken("secret-token"))
        _ = try result(api(token: token).repositories(for: SearchQuery(mode: .userRepositories, text: "sferik"))).get()
        XCTAssertNil(server.requests.last?.header("Authorization"))
    }

    func test_token_isAddedForGitHubsHostOverHTTPSOnly() throws {
        let token = try XCTUnwrap(GitHubToken(" secret-token\n"))
        XCTAssertEqual(token.origin.description, "https://api.github.com:443")
        XCTAssertFalse(token.description.contains("secret"))
        func authorization(_ target: GitHubTarget) throws -> String? {
            var request = URLRequest(url: target.url)
            request = token.plugin.prepare(request, target: target)
            return request.value(forHTTPHeaderField: "Authorization")
        }
        XCTAssertEqual(try authorization(GitHubTarget(.userRepositories("sferik"), server: GitHubAPI.defaultServer)), "Bearer secret-token")
        XCTAssertNil(try authorization(GitHubTarget(.userRepositories("sferik"), server: URL(string: "http://api.github.com")!)))
        XCTAssertNil(try authorization(GitHubTarget(.userRepositories("sferik"), server: server.baseURL)))
        XCTAssertNil(try authorization(GitHubTarget(.page(URL(string: "https://api.github.com.evil.example/x")!, .userRepositories),
                                                    server: GitHubAPI.defaultServer)))
        XCTAssertNil(GitHubToken("  "), "an empty GITHUB_TOKEN is no token")
        XCTAssertNil(GitHubToken("t", origin: Origin(URL(string: "http://example.com")!)), "never over plain HTTP to another machine")
    }

    /// The rate-limit banner suggested GITHUB_TOKEN against a `--base-url` server the
    /// token is never sent to: it is suggested only when it would be sent and is unset.
    func test_settingAToken_isSuggestedOnlyWhereItWouldBeSent() throws {
        let token = try XCTUnwrap(GitHubToken("secret-token"))
        XCTAssertTrue(GitHubAPI(requestTimeout: 10).tokenWouldHelp, "GitHub without a token")
        XCTAssertFalse(GitHubAPI(token: token, requestTimeout: 10).tokenWouldHelp, "already sent")
        XCTAssertFalse(api().tokenWouldHelp, "a --base-url server never gets it")
        XCTAssertFalse(api(token: token).tokenWouldHelp)
        XCTAssertFalse(GitHubAPI.replay(directory: URL(fileURLWithPath: "/nonexistent")).tokenWouldHelp)
        let limited = GitHubError.rateLimited(until: now, resource: .core)
        XCTAssertTrue(limited.message(timeZone: .current, suggestingToken: true).hasSuffix(" Set GITHUB_TOKEN for a higher limit."))
        XCTAssertFalse(limited.message(timeZone: .current, suggestingToken: false).contains("GITHUB_TOKEN"))
    }

    // MARK: - Record and replay

    func test_recordedAnswers_replayWithoutTheNetwork_inTweetiesNamingScheme() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let recorder = GitHubAPI.live(server: server.baseURL, recordingInto: directory.url)
        let live = try result(recorder.repositories(for: SearchQuery(mode: .userRepositories, text: "sferik"))).get()
        _ = try result(recorder.page(at: XCTUnwrap(live.next), mode: .userRepositories)).get()
        server.stop()

        let files = try FileManager.default.subpathsOfDirectory(atPath: directory.url.path).sorted()
        XCTAssertTrue(files.contains("users/sferik/repos-per_page-100-sort-updated"), "\(files)")
        let replay = GitHubAPI.replay(directory: directory.url)
        let replayed = try result(replay.repositories(for: SearchQuery(mode: .userRepositories, text: "sferik"))).get()
        XCTAssertEqual(replayed.repos, live.repos)
        XCTAssertEqual(replayed.rateLimit, live.rateLimit)
        // The recorded link names the recording server; replay answers it from the directory.
        let second = try result(replay.page(at: XCTUnwrap(replayed.next), mode: .userRepositories)).get()
        XCTAssertEqual(second.repos.count, 3)
        XCTAssertEqual(result(replay.repositories(for: SearchQuery(mode: .userRepositories, text: "octocat"))).error,
                       .missingRecording(file: "users/octocat/repos-per_page-100-sort-updated"))
    }
}

extension Result {
    /// The failure, nil on success.
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
