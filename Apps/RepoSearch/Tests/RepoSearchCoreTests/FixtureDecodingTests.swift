import Foundation
import XCTest
import LoopbackHTTP
import RxNetwork
import TestSupport
@testable import RepoSearchCore

/// Every recorded GitHub answer in shared/fixtures/github, read the way the API reads it.
final class FixtureDecodingTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func page(_ exchange: RecordedExchange, _ endpoint: GitHubEndpoint) throws -> RepoPage {
        try GitHubResponse.page(from: exchange.response, endpoint: endpoint)
    }

    func test_everyFixtureFileIsCoveredHere() throws {
        let directory = try GitHubFixtures.directory()
        let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
            .filter { !$0.hasSuffix(".meta.json") && $0.contains(".") }
            .sorted()
        let covered = [GitHubFixtures.userRepositories, GitHubFixtures.searchTetris, GitHubFixtures.searchGithub3,
                       GitHubFixtures.lastPage, GitHubFixtures.searchEmpty, GitHubFixtures.abuseLimit,
                       GitHubFixtures.codeSearchPage1, GitHubFixtures.codeSearchPage2, GitHubFixtures.unknownUser,
                       GitHubFixtures.rateLimitExceeded].sorted()
        XCTAssertEqual(files, covered, "a fixture was added or renamed: decode it in these tests")
    }

    func test_userRepositories_octokit2013_decodesAll30_withStarsFromWatchersCount() throws {
        let exchanges = try RecordingFormats.vcrCassette(at: GitHubFixtures.file(GitHubFixtures.userRepositories))
        XCTAssertEqual(exchanges.count, 1)
        let page = try page(exchanges[0], .userRepositories("sferik"))
        XCTAssertEqual(page.repos.count, 30)
        XCTAssertEqual(page.skipped, 0)
        let first = try XCTUnwrap(page.repos.first)
        XCTAssertEqual(first.id, 8_601_427)
        XCTAssertEqual(first.name, "410_in_140")
        XCTAssertEqual(first.fullName, "sferik/410_in_140")
        XCTAssertEqual(first.owner, "sferik")
        XCTAssertEqual(first.description, "A Twitter API v1 server in 140 characters")
        XCTAssertEqual(first.htmlURL.absoluteString, "https://github.com/sferik/410_in_140")
        XCTAssertEqual(first.topics, [], "2013 answers have no topics")
        XCTAssertFalse(first.isArchived)
        XCTAssertNotNil(first.updatedAt)
        // 2013's API named the star count watchers_count; every repo has one.
        let object = try firstObject(exchanges[0].body)
        XCTAssertNil(object["stargazers_count"])
        XCTAssertEqual(first.stars, object["watchers_count"] as? Int)
        XCTAssertEqual(Set(page.repos.map(\.id)).count, 30, "ids are unique")
        XCTAssertTrue(page.repos.allSatisfy { $0.owner == "sferik" })
    }

    func test_userRepositories_linkAndRateLimitHeaders() throws {
        let exchange = try RecordingFormats.vcrCassette(at: GitHubFixtures.file(GitHubFixtures.userRepositories))[0]
        let page = try page(exchange, .userRepositories("sferik"))
        XCTAssertEqual(page.next?.absoluteString, "https://api.github.com/user/10308/repos?page=2")
        XCTAssertEqual(page.rateLimit, GitHubRateLimit(resource: .core, limit: 60, remaining: 59, reset: nil))
        XCTAssertNil(exchange.header("Transfer-Encoding"), "transfer headers are not replayed")
    }

    func test_searchTetris_octokit_30of77_nextPage_searchRateLimit() throws {
        let exchange = try RecordingFormats.vcrCassette(at: GitHubFixtures.file(GitHubFixtures.searchTetris))[0]
        XCTAssertEqual(exchange.query["q"], "tetris language:assembly")
        let page = try page(exchange, .searchRepositories("tetris language:assembly"))
        XCTAssertEqual(page.repos.count, 30)
        XCTAssertEqual(page.totalCount, 77)
        XCTAssertFalse(page.isIncomplete)
        XCTAssertEqual(page.next?.absoluteString,
                       "https://api.github.com/search/repositories?sort=stars&order=desc&q=tetris+language%3Aassembly&page=2")
        XCTAssertEqual(page.rateLimit, GitHubRateLimit(resource: .search, limit: 20, remaining: 15,
                                                       reset: Date(timeIntervalSince1970: 1_389_451_525)))
        let stars = page.repos.map(\.stars)
        XCTAssertEqual(stars, stars.sorted(by: >), "recorded sorted by stars")
        XCTAssertTrue(page.repos.contains { $0.language?.lowercased() == "assembly" })
    }

    func test_searchGithub3_github3py_8items_completeResults() throws {
        let exchange = try RecordingFormats.bodyWithMeta(at: GitHubFixtures.file(GitHubFixtures.searchGithub3))
        XCTAssertEqual(exchange.query["q"], "github3 language:python")
        let page = try page(exchange, .searchRepositories("github3 language:python"))
        XCTAssertEqual(page.repos.count, 8)
        XCTAssertEqual(page.totalCount, 8)
        XCTAssertFalse(page.isIncomplete)
        XCTAssertNil(page.next)
        XCTAssertEqual(page.rateLimit?.remaining, 8)
        XCTAssertTrue(page.repos.allSatisfy { $0.language == "Python" })
    }

    func test_lastPage_github3py_hasNoNext_butFirstAndPrev() throws {
        let exchange = try RecordingFormats.bodyWithMeta(at: GitHubFixtures.file(GitHubFixtures.lastPage))
        let page = try page(exchange, .userRepositories("sigmavirus24"))
        XCTAssertEqual(page.repos.count, 3)
        XCTAssertNil(page.next)
        let links = try XCTUnwrap(exchange.response.links)
        XCTAssertEqual(links.prev?.absoluteString, "https://api.github.com/user/145979/repos?per_page=100&page=2")
        XCTAssertEqual(links.first?.absoluteString, "https://api.github.com/user/145979/repos?per_page=100&page=1")
        XCTAssertEqual(page.rateLimit?.reset, Date(timeIntervalSince1970: 1_486_768_832))
    }

    func test_searchEmpty_pygithub_isAnEmptyPage() throws {
        let exchange = try RecordingFormats.bodyWithMeta(at: GitHubFixtures.file(GitHubFixtures.searchEmpty))
        let page = try page(exchange, .searchRepositories("doesnotexist"))
        XCTAssertEqual(page.repos, [])
        XCTAssertEqual(page.totalCount, 0)
        XCTAssertEqual(page.rateLimit?.remaining, 29)
    }

    func test_codeSearchPages_pygithub_theirMinimalRepositoriesDecode_andPagingLinks() throws {
        let first = try RecordingFormats.bodyWithMeta(at: GitHubFixtures.file(GitHubFixtures.codeSearchPage1))
        let second = try RecordingFormats.bodyWithMeta(at: GitHubFixtures.file(GitHubFixtures.codeSearchPage2))
        // Code results carry a "minimal" repository: no counts, no language, no dates.
        let repos = try [first, second].flatMap { exchange -> [Repo] in
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: exchange.body) as? [String: Any])
            let items = try XCTUnwrap(object["items"] as? [[String: Any]])
            let data = try JSONSerialization.data(withJSONObject: items.compactMap { $0["repository"] })
            let decoded = try DecodedRepos(arrayData: data)
            XCTAssertEqual(decoded.skipped, 0)
            return decoded.repos
        }
        XCTAssertEqual(repos.count, 7)
        XCTAssertTrue(repos.allSatisfy { $0.stars == 0 && $0.updatedAt == nil && !$0.fullName.isEmpty })
        XCTAssertEqual(first.response.links?.next?.absoluteString.hasSuffix("&page=2"), true)
        XCTAssertNil(second.response.links?.next)
        let limit = GitHubRateLimit(response: first.response, resource: .search)
        XCTAssertEqual(limit?.remaining, 9)
        XCTAssertEqual(limit?.limit, 10)
    }

    func test_abuseLimit403_pygithub_isRateLimitedForRetryAfter() throws {
        let exchange = try RecordingFormats.bodyWithMeta(at: GitHubFixtures.file(GitHubFixtures.abuseLimit))
        XCTAssertEqual(exchange.status, 403)
        let error = GitHubResponse.error(for: exchange.response, endpoint: .searchRepositories("jacquev6"), now: now)
        XCTAssertEqual(error, .rateLimited(until: now.addingTimeInterval(60), resource: .search))
    }

    func test_unknownUser404_pygithub_isUserNotFound() throws {
        let exchanges = try RecordingFormats.pyGithubReplay(at: GitHubFixtures.file(GitHubFixtures.unknownUser))
        XCTAssertEqual(exchanges.count, 1)
        XCTAssertEqual(exchanges[0].status, 404)
        XCTAssertEqual(exchanges[0].path, "/users/ThisUserShouldReallyNotExist")
        let error = GitHubResponse.error(for: exchanges[0].response, endpoint: .userRepositories("ThisUserShouldReallyNotExist"), now: now)
        XCTAssertEqual(error, .userNotFound("ThisUserShouldReallyNotExist"))
        XCTAssertEqual(error.message, "No GitHub user named ThisUserShouldReallyNotExist.")
    }

    func test_rateLimitExceeded_pygithub_first200AtZeroIsNotRepositories_then403IsRateLimited() throws {
        let exchanges = try RecordingFormats.pyGithubReplay(at: GitHubFixtures.file(GitHubFixtures.rateLimitExceeded))
        XCTAssertEqual(exchanges.map(\.status), [200, 403])
        // The first answer is a user, not a list: an unreadable answer where repositories are asked.
        XCTAssertThrowsError(try page(exchanges[0], .userRepositories("jacquev6"))) { error in
            XCTAssertEqual(error as? GitHubError, .malformedResponse("expected an array of repositories, got an object"))
        }
        XCTAssertEqual(GitHubRateLimit(response: exchanges[0].response, resource: .core)?.isExhausted(at: now), false,
                       "remaining 0 without a reset time does not block by itself")
        XCTAssertEqual(GitHubRateLimit(response: exchanges[0].response, resource: .core)?.remaining, 0)
        let error = GitHubResponse.error(for: exchanges[1].response, endpoint: .userRepositories("jacquev6"), now: now)
        XCTAssertEqual(error, .rateLimited(until: now.addingTimeInterval(GitHubResponse.defaultRateLimitWait), resource: .core))
    }

    // MARK: - Decoding rules

    private func firstObject(_ data: Data) throws -> [String: Any] {
        let array = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return try XCTUnwrap(array.first)
    }

    func test_invalidElements_areSkippedAndCounted_theRestKept() throws {
        let json = """
        [{"id": 1, "name": "a", "full_name": "x/a", "html_url": "https://github.com/x/a"},
         {"id": 2, "name": "b", "full_name": "x/b", "html_url": "javascript:alert(1)"},
         {"id": 3, "name": "c", "html_url": "https://github.com/x/c"},
         "not an object",
         {"id": 4, "name": "d", "full_name": "x/d", "html_url": "https://github.com/x/d", "stargazers_count": 7,
          "topics": ["swift", "rx"], "archived": true, "fork": true, "open_issues_count": 2, "forks_count": 3,
          "updated_at": "2024-02-29T23:59:59Z", "owner": {"login": "X"}}]
        """
        let decoded = try DecodedRepos(arrayData: Data(json.utf8))
        XCTAssertEqual(decoded.repos.map(\.id), [1, 4])
        XCTAssertEqual(decoded.skipped, 3)
        let full = decoded.repos[1]
        XCTAssertEqual(full.stars, 7)
        XCTAssertEqual(full.forks, 3)
        XCTAssertEqual(full.openIssues, 2)
        XCTAssertEqual(full.topics, ["swift", "rx"])
        XCTAssertTrue(full.isArchived && full.isFork)
        XCTAssertEqual(full.owner, "X")
        XCTAssertEqual(full.updatedAt, GitHubDate.date(from: "2024-02-29T23:59:59Z"))
        XCTAssertEqual(decoded.repos[0].owner, "x", "without an owner object, the full name's first part")
    }

    func test_notAnArray_isMalformedWithTheShape() {
        XCTAssertThrowsError(try GitHubResponse.page(from: Response(statusCode: 200, data: Data("<html>".utf8)), endpoint: .userRepositories("a"))) {
            XCTAssertEqual($0 as? GitHubError, .malformedResponse("not valid JSON, 6 bytes; truncated?"))
        }
        XCTAssertThrowsError(try GitHubResponse.page(from: Response(statusCode: 200, data: Data("[]".utf8)), endpoint: .searchRepositories("a"))) {
            XCTAssertEqual($0 as? GitHubError, .malformedResponse("expected a search result with \"items\", got an array"))
        }
    }

    func test_repo_writesGitHubsShape_andReadsItBack() throws {
        let exchange = try RecordingFormats.vcrCassette(at: GitHubFixtures.file(GitHubFixtures.searchTetris))[0]
        let repos = try page(exchange, .searchRepositories("tetris language:assembly")).repos
        let data = try JSONEncoder().encode(repos)
        XCTAssertEqual(try JSONDecoder().decode([Repo].self, from: data), repos)
        let written = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]]).first
        XCTAssertNotNil(written?["stargazers_count"])
        XCTAssertNotNil(written?["full_name"])
        XCTAssertEqual((written?["owner"] as? [String: Any])?["login"] as? String, repos.first?.owner)
    }

    func test_gitHubDate_readsUTCOffsetsAndFractions_writesUTC() {
        let date = Date(timeIntervalSince1970: 1_372_078_197)  // 2013-06-24T12:49:57Z
        XCTAssertEqual(GitHubDate.date(from: "2013-06-24T12:49:57Z"), date)
        XCTAssertEqual(GitHubDate.date(from: "2013-06-24T14:49:57+02:00"), date)
        XCTAssertEqual(GitHubDate.date(from: "2013-06-24T12:49:57.500Z"), date.addingTimeInterval(0.5))
        XCTAssertEqual(GitHubDate.string(from: date), "2013-06-24T12:49:57Z")
        XCTAssertEqual(GitHubDate.string(from: Date(timeIntervalSince1970: -1)), "1969-12-31T23:59:59Z")
        for bad in ["", "2013-06-24", "2013-13-01T00:00:00Z", "2013-06-24T12:49:57", "2013-06-24T12:49:57Zjunk", "yesterday"] {
            XCTAssertNil(GitHubDate.date(from: bad), bad)
        }
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<1000 {
            let seconds = Double(Int64.random(in: -2_000_000_000...4_000_000_000, using: &generator))
            let random = Date(timeIntervalSince1970: seconds)
            XCTAssertEqual(GitHubDate.date(from: GitHubDate.string(from: random)), random)
        }
    }
}
