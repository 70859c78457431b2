import Foundation
import XCTest
import RxStore
@testable import RepoSearchCore

/// The stored queries, in a real SQLite file.
final class RecentQueriesTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
    }

    private func openStore() throws -> Store {
        try Store(url: directory.url.appendingPathComponent("queries.sqlite"), schemaVersion: RepoSearchStorage.schemaVersion,
                  migrations: RepoSearchStorage.migrations)
    }

    private func results(_ text: String, mode: SearchMode = .repositorySearch, at seconds: TimeInterval) -> RecentQuery {
        RecentQuery(query: SearchQuery(mode: mode, text: text), repos: [TestRepos.repo(Int64(seconds))], nextPage: TestRepos.nextURL(2),
                    totalCount: 10, savedAt: Date(timeIntervalSince1970: seconds))
    }

    func test_keepsTheNewest50Queries() throws {
        let recent = RecentQueries(store: try openStore())
        for index in 1...55 { try recent.save(results("query \(index)", at: TimeInterval(index))) }
        let kept = try recent.all()
        XCTAssertEqual(kept.count, RecentQueries.limit)
        XCTAssertEqual(kept.first?.text, "query 55")
        XCTAssertEqual(kept.last?.text, "query 6")
        XCTAssertNil(try recent.results(for: SearchQuery(mode: .repositorySearch, text: "query 5")))
    }

    func test_savingAQueryAgain_replacesIt_andMakesItNewest() throws {
        let recent = RecentQueries(store: try openStore())
        try recent.save(results("a", at: 1))
        try recent.save(results("b", at: 2))
        try recent.save(results("a", at: 3))
        XCTAssertEqual(try recent.all().map(\.text), ["a", "b"])
        XCTAssertEqual(try recent.results(for: SearchQuery(mode: .repositorySearch, text: "a"))?.repos.map(\.id), [3])
    }

    func test_everyFieldReadsBack_afterReopeningTheFile() throws {
        var repo = TestRepos.repo(1)
        repo.topics = ["rx", "swift"]
        repo.updatedAt = Date(timeIntervalSince1970: 1_372_078_197)
        repo.isArchived = true
        repo.description = nil
        let saved = RecentQuery(query: SearchQuery(mode: .userRepositories, text: "Ann"), repos: [repo], nextPage: nil,
                                totalCount: nil, savedAt: Date(timeIntervalSince1970: 5))
        try RecentQueries(store: try openStore()).save(saved)
        let read = try RecentQueries(store: try openStore()).results(for: SearchQuery(mode: .userRepositories, text: "ann"))
        XCTAssertEqual(read, saved)
        XCTAssertEqual(try openStore().schemaVersion, RepoSearchStorage.schemaVersion)
    }

    func test_userNamesMatchWithoutCase_searchesExactly() {
        XCTAssertEqual(SearchQuery(mode: .userRepositories, text: " Sferik ").storageKey, SearchQuery(mode: .userRepositories, text: "sferik").storageKey)
        XCTAssertNotEqual(SearchQuery(mode: .repositorySearch, text: "Swift").storageKey, SearchQuery(mode: .repositorySearch, text: "swift").storageKey)
        XCTAssertNotEqual(SearchQuery(mode: .repositorySearch, text: "a").storageKey, SearchQuery(mode: .userRepositories, text: "a").storageKey)
    }

    func test_databaseFiles_areApartPerServer() {
        let data = URL(fileURLWithPath: "/data")
        XCTAssertEqual(RepoSearchStorage.databaseURL(server: GitHubAPI.defaultServer, replaying: false, in: data).lastPathComponent, "github.sqlite")
        XCTAssertEqual(RepoSearchStorage.databaseURL(server: URL(string: "http://127.0.0.1:8080")!, replaying: false, in: data).lastPathComponent,
                       "server-127.0.0.1-8080.sqlite")
        XCTAssertEqual(RepoSearchStorage.databaseURL(server: GitHubAPI.defaultServer, replaying: true, in: data).lastPathComponent, "replay.sqlite")
        XCTAssertEqual(RepoSearchStorage.databaseURL(server: URL(string: "https://a/../b")!, replaying: false, in: data).deletingLastPathComponent().path, "/data")
    }

    func test_userNames_onlyLoginCharacters() {
        for valid in ["sferik", "a", "octo-cat", "A1", String(repeating: "x", count: 39)] {
            XCTAssertTrue(SearchQuery(mode: .userRepositories, text: valid).isValidUserName, valid)
        }
        for invalid in ["", "a b", "../x", "a/b", "é", "a?b", "a%2F", String(repeating: "x", count: 40)] {
            XCTAssertFalse(SearchQuery(mode: .userRepositories, text: invalid).isValidUserName, invalid)
        }
    }
}
