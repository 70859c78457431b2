import Foundation
import RxTesting
import XCTest
@testable import RepoSearchCore

/// `repo-search --demo`'s API: its users, pages ten at a time with links back to itself,
/// and searches with the qualifiers it understands.
final class DemoGitHubAPITests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_796_515_200)
    private lazy var api = DemoGitHubAPI(now: { [now] in now })

    private func first(_ mode: SearchMode, _ text: String) throws -> RepoPage {
        try api.repositories(for: SearchQuery(mode: mode, text: text)).toBlocking().single()
    }

    func test_aUsersRepositories_comeTenAPage_mostRecentlyUpdatedFirst_untilNoNextLink() throws {
        var page = try first(.userRepositories, "HarbourLab")
        var names: [String] = []
        var pages = 1
        names += page.repos.map(\.name)
        XCTAssertEqual(page.repos.count, 10)
        XCTAssertEqual(page.repos.first?.name, "anchor-db", "updated today")
        while let next = page.next {
            XCTAssertEqual(next.host, "example.com", "a reserved host: never a real site")
            page = try api.page(at: next, mode: .userRepositories).toBlocking().single()
            names += page.repos.map(\.name)
            pages += 1
        }
        XCTAssertEqual(pages, 3)
        XCTAssertEqual(names.count, 24)
        XCTAssertEqual(Set(names).count, 24, "no repository twice across pages")
        let dates = try first(.userRepositories, "harbourlab").repos.compactMap(\.updatedAt)
        XCTAssertEqual(dates, dates.sorted(by: >))
        XCTAssertTrue(dates.allSatisfy { $0 < now })
    }

    func test_aPersonsRepositories_includeAForkAndAnArchivedOne_andAQuietUserHasNone() throws {
        let ada = try first(.userRepositories, "ada-lin").repos
        XCTAssertEqual(ada.count, 6)
        XCTAssertNil(try first(.userRepositories, "ada-lin").next)
        XCTAssertEqual(ada.filter(\.isFork).map(\.fullName), ["ada-lin/tide-tables"])
        XCTAssertEqual(ada.filter(\.isArchived).map(\.name), ["thesis"])
        XCTAssertEqual(try first(.userRepositories, "quietcoder").repos, [])
    }

    /// As weather's demo does with places: the screen and the pipe name the users the
    /// demo knows (it said "No GitHub user named harb.", as if GitHub had been asked).
    func test_anUnknownUser_isNotInTheDemo_andTheMessageNamesTheUsersItKnows() {
        XCTAssertThrowsError(try first(.userRepositories, "sferik")) { error in
            XCTAssertEqual(error as? GitHubError, .notInDemo("sferik", known: ["ada-lin", "harbourlab", "quietcoder"]))
        }
        XCTAssertThrowsError(try first(.userRepositories, "rails/rails")) { error in
            XCTAssertEqual(error as? GitHubError, .userNotFound("rails/rails"), "a name no user can have is said as without --demo")
        }
        var results = RepoSearchResults(mode: .userRepositories)
        let query = SearchQuery(mode: .userRepositories, text: "sferik")
        results.apply(.started(query, stored: nil))
        results.apply(.failed(query, .notInDemo("sferik", known: ["ada-lin", "quietcoder"]), isFirst: true))
        XCTAssertEqual(results.state, .notFound)
        XCTAssertEqual(results.message, "The demo has no user called \"sferik\"; it knows ada-lin, quietcoder. Without --demo, any GitHub user can be looked up.")
        results.apply(.started(SearchQuery(mode: .userRepositories, text: "nobody"), stored: nil))
        results.apply(.failed(SearchQuery(mode: .userRepositories, text: "nobody"), .userNotFound("nobody"), isFirst: true))
        XCTAssertEqual(results.message, "No GitHub user named nobody.", "the next query's own words")
    }

    func test_aSearch_matchesEveryWord_andTheQualifiers_mostStarredFirst() throws {
        let swift = try first(.repositorySearch, "language:swift")
        XCTAssertEqual(swift.repos.map(\.fullName), ["harbourlab/tide-tables", "harbourlab/chart-plotter", "harbourlab/sextant",
                                                     "ada-lin/sourdough-timer", "ada-lin/tide-tables"])
        XCTAssertEqual(swift.totalCount, 5)
        XCTAssertEqual(try first(.repositorySearch, "terminal language:swift").repos.map(\.name), ["chart-plotter"])
        XCTAssertEqual(try first(.repositorySearch, "tide user:ada-lin").repos.map(\.fullName), ["ada-lin/tide-tables"])
        XCTAssertEqual(try first(.repositorySearch, "TESTING").repos.map(\.name), ["swell", "bilge", "tidy-nets"],
                       "descriptions and topics count, case ignored")
        XCTAssertEqual(try first(.repositorySearch, "submarine").repos, [])
    }

    func test_aQualifierTheDemoDoesNotKnow_isAnInvalidQuery_sayingWhich() {
        XCTAssertThrowsError(try first(.repositorySearch, "tide stars:>10")) { error in
            XCTAssertEqual(error as? GitHubError, .invalidQuery("tide stars:>10", reason: "the demo understands words, language: and user:, not stars:"))
        }
    }

    func test_aSearchsNextLink_keepsTheQuery_andAForeignLinkIsRefused() throws {
        let page = try first(.repositorySearch, "a")
        let next = try XCTUnwrap(page.next)
        let second = try api.page(at: next, mode: .repositorySearch).toBlocking().single()
        XCTAssertFalse(second.repos.isEmpty)
        XCTAssertTrue(Set(page.repos.map(\.fullName)).isDisjoint(with: second.repos.map(\.fullName)))
        let foreign = try XCTUnwrap(URL(string: "https://api.github.com/search/repositories?q=a&page=2"))
        XCTAssertThrowsError(try api.page(at: foreign, mode: .repositorySearch).toBlocking().single()) { error in
            XCTAssertEqual(error as? GitHubError, .foreignLink(host: "api.github.com"))
        }
    }
}
