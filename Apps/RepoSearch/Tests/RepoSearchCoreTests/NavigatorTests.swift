import AppCoreSupport
import Foundation
import XCTest
@testable import RepoSearchCore

/// The navigator makes each segue's view model from its environment and presents it:
/// the first as the root, every later one pushed.
final class NavigatorTests: RepoSearchTestCase {
    /// Records what it is asked to present.
    private final class RecordingPresenter: ScreenPresenter {
        var presented: [(Screen, Presentation)] = []

        func present(_ screen: Screen, as presentation: Presentation) {
            presented.append((screen, presentation))
        }
    }

    func test_theSearchIsTheRoot_andADetailIsPushed_withViewModelsOfTheSegues() throws {
        let presenter = RecordingPresenter()
        let navigator = Navigator(environment: environment())
        navigator.show(segue: .detail(TestRepos.repo(1)))
        navigator.presenter = presenter
        navigator.show(segue: .search(text: "tetris", mode: .repositorySearch))
        navigator.show(segue: .detail(TestRepos.repo(9)))
        XCTAssertEqual(presenter.presented.map(\.1), [.root, .push], "nothing counts before there is a presenter")
        guard case .search(let search) = presenter.presented.first?.0, case .detail(let detail) = presenter.presented.last?.0 else {
            return XCTFail("the search, then the detail: \(presenter.presented.map(\.0))")
        }
        XCTAssertEqual(search.initialText, "tetris")
        XCTAssertEqual(search.currentResults.mode, .repositorySearch)
        XCTAssertTrue(search.environment.api === api, "made with the navigator's environment")
        XCTAssertEqual(detail.repo, TestRepos.repo(9))
    }
}
