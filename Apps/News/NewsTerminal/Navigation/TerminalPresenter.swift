import AppCoreSupport
import AppSupport
import NewsCore
import RxImages
import TerminalUI

/// The terminal's `ScreenPresenter`: turns each `Screen` the navigator made into its view
/// controller and shows it on the session's navigation stack: a root replaces the whole
/// stack, later screens are pushed (Esc goes back). The screens open pages with the
/// session's opener and load pictures with the app's one loader.
///
/// The navigator keeps its presenter; the presenter refers to the navigator and the stack
/// weakly (the session keeps both for the run). Main queue only.
public final class TerminalPresenter: StackPresenter {
    /// The app's screens.
    public typealias Screen = NewsCore.Screen

    /// The stack the screens are shown on.
    public private(set) weak var navigationController: NavigationController?
    /// The navigator the view controllers ask for segues.
    public private(set) unowned var navigator: Navigator
    /// Opens a page in the browser (the session's; tests record it).
    public let openPage: PageOpener
    /// Loads the list's pictures; nil when pictures are off (`--no-images`).
    public let imageLoader: ImageLoader?

    /// A presenter showing `navigator`'s screens on `navigationController`; it becomes the
    /// navigator's presenter.
    public init(navigator: Navigator, navigationController: NavigationController, openPage: @escaping PageOpener, imageLoader: ImageLoader?) {
        self.navigator = navigator
        self.navigationController = navigationController
        self.openPage = openPage
        self.imageLoader = imageLoader
        navigator.presenter = self
    }

    /// The view controller that binds `screen`'s view model.
    public func viewController(for screen: Screen) -> ViewController {
        switch screen {
        case .stories(let viewModel):
            return NewsListViewController(viewModel: viewModel, navigator: navigator, openPage: openPage, imageLoader: imageLoader)
        case .article(let viewModel):
            return ArticleViewController(viewModel: viewModel, openPage: openPage)
        }
    }
}
