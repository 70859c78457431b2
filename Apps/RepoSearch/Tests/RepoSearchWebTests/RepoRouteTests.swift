import Foundation
import RepoSearchCore
import XCTest
@testable import RepoSearchWeb

/// The page's addresses: a query's and a repository's, read back exactly as written, and
/// a typed-in address that names neither refused.
final class RepoRouteTests: XCTestCase {
    func test_everyRoute_readsBackFromItsPath() {
        let routes: [RepoRoute] = [
            .start, .search(text: "sferik", mode: .userRepositories), .search(text: "", mode: .userRepositories),
            .search(text: "tetris language:assembly", mode: .repositorySearch), .search(text: "", mode: .repositorySearch),
            .search(text: "c++ & \"quotes\" = 100% ünïcode/?#", mode: .repositorySearch),
            .repo(owner: "sferik", name: "410_in_140"), .repo(owner: "ann", name: ".github"), .repo(owner: "a", name: ".."),
        ]
        for route in routes {
            XCTAssertEqual(RepoRoute(path: route.path), route, route.path)
        }
    }

    func test_paths_areReadable_andStayAsTheBrowserReportsThem() {
        XCTAssertEqual(RepoRoute.search(text: "sferik", mode: .userRepositories).path, "/?user=sferik")
        XCTAssertEqual(RepoRoute.search(text: "tetris language:assembly", mode: .repositorySearch).path, "/?q=tetris+language:assembly")
        XCTAssertEqual(RepoRoute.search(text: "c++", mode: .repositorySearch).path, "/?q=c%2B%2B")
        XCTAssertEqual(RepoRoute.repo(owner: "sferik", name: "410_in_140").path, "/repos/sferik/410_in_140")
        XCTAssertEqual(RepoRoute.repo(owner: "a", name: "..").path, "/repos/a/%2E%2E", "dot segments would be resolved away")
        XCTAssertEqual(RepoRoute(path: "/?q=tetris%20language%3Aassembly"), .search(text: "tetris language:assembly", mode: .repositorySearch),
                       "a typed address, encoded the browser's way")
    }

    func test_addressesNamingNoScreen_areRefused() {
        for path in ["/repos", "/repos/sferik", "/repos/sferik/a/b", "/repos//x", "/repos/a/b?x=1", "/?user=a&q=b", "/?page=2",
                     "/?q=%ZZ", "/repos/a/%2F", "/repos/a/%0A", "/other", "/users/sferik"] {
            XCTAssertNil(RepoRoute(path: path), path)
        }
    }

    func test_theSearchsAddress_followsItsQuery_andAnEmptyUserFieldIsTheStart() {
        var results = RepoSearchResults(mode: .userRepositories)
        XCTAssertEqual(RepoRoute.search(showing: results), .start)
        results.mode = .repositorySearch
        XCTAssertEqual(RepoRoute.search(showing: results).path, "/?q=")
        results.query = SearchQuery(mode: .repositorySearch, text: "  rx  ")
        XCTAssertEqual(RepoRoute.search(showing: results).path, "/?q=rx")
    }

    func test_aRepositorysRoute_namesItWhateverTheCase() {
        let repo = Repo(id: 1, name: "RxSwift", fullName: "ReactiveX/RxSwift", owner: "ReactiveX", htmlURL: URL(string: "https://github.com/ReactiveX/RxSwift")!)
        XCTAssertEqual(RepoRoute.detail(of: repo).path, "/repos/ReactiveX/RxSwift")
        XCTAssertTrue(RepoRoute.repo(owner: "reactivex", name: "rxswift").names(repo))
        XCTAssertFalse(RepoRoute.repo(owner: "reactivex", name: "rxcocoa").names(repo))
        XCTAssertFalse(RepoRoute.search(text: "RxSwift", mode: .repositorySearch).names(repo))
    }
}
