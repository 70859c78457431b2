import Foundation
import RepoSearchCore
import RxCore
import RxStore
import WebUI
import XCTest
@testable import RepoSearchWeb

/// A tab's stack for the address it opened, and the addresses Back and Forward bring:
/// one search per tab, a repository's detail only from the search's results.
final class RepoSearchPagesTests: XCTestCase {
    /// A GitHub that never answers: only stored first pages are shown.
    private final class SilentGitHub: GitHubAPIProtocol {
        func repositories(for query: SearchQuery) -> Single<RepoPage> { .never() }
        func page(at url: URL, mode: SearchMode) -> Single<RepoPage> { .never() }
    }

    private static func repo(_ id: Int64, _ name: String) -> Repo {
        Repo(id: id, name: name, fullName: "ann/\(name)", owner: "ann", htmlURL: URL(string: "https://github.com/ann/\(name)")!)
    }

    /// An environment whose stored queries hold ann's first page (tetris, blocks).
    private func environment() throws -> RepoSearchEnvironment {
        let queries = RecentQueries(store: try Store(configuration: .inMemory()))
        try queries.save(RecentQuery(query: SearchQuery(mode: .userRepositories, text: "ann"),
                                     repos: [Self.repo(1, "tetris"), Self.repo(2, "blocks")], nextPage: nil, totalCount: nil, savedAt: Date()))
        return RepoSearchEnvironment(api: SilentGitHub(), storage: queries, storageScheduler: CurrentThreadScheduler.instance)
    }

    private func search(_ navigation: NavigationController) throws -> RepoSearchViewController {
        try XCTUnwrap(navigation.viewControllers.first as? RepoSearchViewController)
    }

    func test_aRepositorysAddress_opensItsDetail_onlyWhenTheStartingSearchShowsIt() throws {
        let found = RepoSearchPages.root(environment: try environment(), text: "ann", mode: .userRepositories, path: "/repos/ANN/Tetris")
        XCTAssertEqual(found.viewControllers.count, 2)
        XCTAssertEqual((found.topViewController as? RepoDetailViewController)?.viewModel.repo.id, 1)
        XCTAssertEqual(found.currentPath, "/repos/ann/tetris")

        let missing = RepoSearchPages.root(environment: try environment(), text: "ann", mode: .userRepositories, path: "/repos/ann/other")
        XCTAssertEqual(missing.viewControllers.count, 1, "lands on the search")
        XCTAssertEqual(missing.currentPath, "/?user=ann")

        let nothingTyped = RepoSearchPages.root(environment: try environment(), text: nil, mode: .userRepositories, path: "/repos/ann/tetris")
        XCTAssertEqual(nothingTyped.viewControllers.count, 1)
        XCTAssertEqual(nothingTyped.currentPath, "/")
    }

    func test_aQuerysAddress_runsThatQuery_whateverTheCommandLineSaid() throws {
        let navigation = RepoSearchPages.root(environment: try environment(), text: "bob", mode: .userRepositories, path: "/?q=tetris+game")
        let search = try search(navigation)
        XCTAssertEqual(search.viewModel.initialText, "tetris game")
        XCTAssertEqual(search.viewModel.currentResults.mode, .repositorySearch)
        XCTAssertEqual(navigation.currentPath, "/?q=tetris+game")
        let unknown = RepoSearchPages.root(environment: try environment(), text: "bob", mode: .userRepositories, path: "/?page=2")
        XCTAssertEqual(try self.search(unknown).viewModel.initialText, "bob", "an address naming no screen starts as the command line says")
    }

    func test_forward_rebuildsTheDetailFromTheResults_andEverySearchAddressIsTheTabsOneSearch() throws {
        let navigation = RepoSearchPages.root(environment: try environment(), text: "ann", mode: .userRepositories, path: "/")
        let search = try search(navigation)
        navigation.show(path: "/repos/ann/blocks")
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(navigation.viewControllers.first === search, "the same search, with its results")
        XCTAssertEqual((navigation.topViewController as? RepoDetailViewController)?.viewModel.repo.name, "blocks")
        navigation.show(path: "/?user=someone-else")
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertTrue(navigation.topViewController === search, "Back to a search address left behind is the tab's search")
        navigation.show(path: "/repos/ann/gone")
        XCTAssertTrue(navigation.topViewController === search)
    }
}
