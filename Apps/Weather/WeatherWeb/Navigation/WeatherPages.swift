import AppCoreSupport
import WeatherCore
import WebUI

/// A tab of the weather page: its own navigator and view model over `environment`,
/// showing the weather of `city` (nil: the last one looked up).
///
/// Every address shows the weather screen: the other places ("/places") belong to the
/// tab's lookup, so a reload or a bookmark of them starts from the weather. Main queue only.
public enum WeatherPages {
    /// The stack of a new tab opened at `path`.
    public static func root(environment: WeatherEnvironment, city: String?, units: UnitSystem, path: String) -> NavigationController {
        let navigationController = NavigationController(viewControllers: [])
        let navigator = Navigator(environment: environment)
        _ = WebPresenter(navigator: navigator, navigationController: navigationController)
        navigator.show(segue: .weather(city: city, units: units))
        return navigationController
    }
}
