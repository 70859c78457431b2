import AppCoreSupport
import AppSupport
import RepoSearchCore
import WebUI

/// The web page's `ScreenPresenter`: each `Screen` the navigator made becomes its web
/// view controller on the tab's stack, at its own address (`RepoRoute`: "/?user=sferik"
/// the search, "/repos/sferik/twitter" a repository), and the addresses the browser goes
/// back and forth to become screens again (`screens(for:)`).
///
/// The navigator keeps its presenter; the presenter refers to the navigator and the stack
/// weakly (the tab keeps both). Main queue only.
public final class WebPresenter: WebStackPresenter {
    /// The app's screens.
    public typealias Screen = RepoSearchCore.Screen

    /// The tab's stack.
    public private(set) weak var navigationController: NavigationController?
    /// The navigator the view controllers ask for segues.
    public private(set) unowned var navigator: Navigator

    /// A presenter showing `navigator`'s screens on `navigationController`; it becomes the
    /// navigator's presenter.
    public init(navigator: Navigator, navigationController: NavigationController) {
        self.navigator = navigator
        self.navigationController = navigationController
        navigator.presenter = self
    }

    /// The view controller that binds `screen`'s view model.
    public func viewController(for screen: Screen) -> ViewController {
        switch screen {
        case .search(let viewModel): return RepoSearchViewController(viewModel: viewModel, navigator: navigator)
        case .detail(let viewModel): return RepoDetailViewController(viewModel: viewModel)
        }
    }

    /// The search's address names its query; a repository's, the repository.
    public func path(for screen: Screen) -> String? {
        switch screen {
        case .search(let viewModel): return RepoRoute.search(showing: viewModel.currentResults).path
        case .detail(let viewModel): return RepoRoute.detail(of: viewModel.repo).path
        }
    }

    /// The search on the tab's stack (its root).
    var searchViewController: RepoSearchViewController? {
        navigationController?.viewControllers.first as? RepoSearchViewController
    }

    /// The screens for `route` when the browser goes to an address the stack does not
    /// hold (Forward, a search address left behind): the tab's one search, with the
    /// repository's detail on top when the search's results hold it (see `RepoRoute`).
    func screens(for route: RepoRoute) -> [ViewController] {
        guard let search = searchViewController else { return [] }
        guard let repo = search.viewModel.currentResults.repos.first(where: route.names) else { return [search] }
        let screen = navigator.screen(for: .detail(repo))
        let detail = viewController(for: screen)
        detail.path = path(for: screen)
        return [search, detail]
    }
}
