import AppCoreSupport
import AppSupport
import WeatherCore
import WebUI

/// The web page's `ScreenPresenter`: each `Screen` the navigator made becomes its web
/// view controller on the tab's stack, at its own address ("/" the weather, "/places"
/// the other places).
///
/// The navigator keeps its presenter; the presenter refers to the navigator and the stack
/// weakly (the tab keeps both). Main queue only.
public final class WebPresenter: WebStackPresenter {
    /// The app's screens.
    public typealias Screen = WeatherCore.Screen

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
        case .weather(let viewModel): return WeatherViewController(viewModel: viewModel, navigator: navigator)
        case .places(let viewModel): return PlacesViewController(viewModel: viewModel)
        }
    }

    /// "/" for the weather, "/places" for the other places.
    public func path(for screen: Screen) -> String? {
        switch screen {
        case .weather: return "/"
        case .places: return "/places"
        }
    }
}
