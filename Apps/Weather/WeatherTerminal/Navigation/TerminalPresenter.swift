import AppCoreSupport
import AppSupport
import TerminalUI
import WeatherCore

/// The terminal's `ScreenPresenter`: turns each `Screen` the navigator made into its view
/// controller and shows it on the session's navigation stack: a root replaces the whole
/// stack, later screens are pushed (Esc goes back).
///
/// The navigator keeps its presenter; the presenter refers to the navigator and the stack
/// weakly (the session keeps both for the run). Main queue only.
public final class TerminalPresenter: StackPresenter {
    /// The app's screens.
    public typealias Screen = WeatherCore.Screen

    /// The stack the screens are shown on.
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
        case .weather(let viewModel): return WeatherViewController(viewModel: viewModel, navigator: navigator)
        case .places(let viewModel): return PlacesViewController(viewModel: viewModel)
        }
    }
}
