import AppCoreSupport
import AppSupport
import RepoSearchCore
import TerminalUI

/// The terminal's `ScreenPresenter`: turns each `Screen` the navigator made into its view
/// controller and shows it on the session's navigation stack: a root replaces the whole
/// stack, later screens are pushed (Esc goes back).
///
/// The navigator keeps its presenter; the presenter refers to the navigator and the stack
/// weakly (the session keeps both for the run). Main queue only.
public final class TerminalPresenter: StackPresenter {
    /// The app's screens.
    public typealias Screen = RepoSearchCore.Screen

    /// The stack the screens are shown on.
    public private(set) weak var navigationController: NavigationController?
    /// The navigator the view controllers ask for segues.
    public private(set) unowned var navigator: Navigator
    /// Opens a repository's page in the browser (the session's; tests record it).
    public let openPage: PageOpener

    /// A presenter showing `navigator`'s screens on `navigationController`, whose screens
    /// open pages with `openPage`; it becomes the navigator's presenter.
    public init(navigator: Navigator, navigationController: NavigationController, openPage: @escaping PageOpener) {
        self.navigator = navigator
        self.navigationController = navigationController
        self.openPage = openPage
        navigator.presenter = self
    }

    /// The view controller that binds `screen`'s view model.
    public func viewController(for screen: Screen) -> ViewController {
        switch screen {
        case .search(let viewModel): return RepoSearchViewController(viewModel: viewModel, navigator: navigator, openPage: openPage)
        case .detail(let viewModel): return RepoDetailViewController(viewModel: viewModel, openPage: openPage)
        }
    }
}
