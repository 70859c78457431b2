import AppCoreSupport
import RepoSearchCore
import WebUI

/// A tab of the repository search's page: its own navigator and view models over
/// `environment`, opened at an address (`RepoRoute`).
///
/// "/" starts as the command line does (`text` in `mode`); "/?user=…" and "/?q=…" run
/// their query. A repository's address ("/repos/OWNER/NAME") opens its detail over the
/// search only when the search as the command line starts it already shows that
/// repository (its stored first page, at once); otherwise — a reload or a bookmark of a
/// repository found by another query — it lands on that search. Main queue only.
public enum RepoSearchPages {
    /// The stack of a new tab opened at `path`.
    public static func root(environment: RepoSearchEnvironment, text: String?, mode: SearchMode, path: String) -> NavigationController {
        let route = RepoRoute(path: path) ?? .start
        let navigationController = NavigationController(viewControllers: [])
        let navigator = Navigator(environment: environment)
        let presenter = WebPresenter(navigator: navigator, navigationController: navigationController)
        if case .search(let routeText, let routeMode) = route {
            navigator.show(segue: .search(text: routeText, mode: routeMode))
        } else {
            navigator.show(segue: .search(text: text, mode: mode))
        }
        if let search = presenter.searchViewController, let repo = search.viewModel.currentResults.repos.first(where: route.names) {
            navigator.show(segue: .detail(repo), sender: search)
        }
        navigationController.route(RepoRoute.self) { [weak presenter] route in
            presenter?.screens(for: route) ?? []
        }
        return navigationController
    }
}
