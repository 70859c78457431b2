import AppCoreSupport
import WebUI

/// The web page's side of an app's navigation: a `ScreenPresenter` that shows each screen
/// its navigator presents as the web view controller it makes, on the tab's navigation
/// stack — a root replaces the stack, later screens are pushed as history entries (at
/// the path `route(for:)` gives, so Back, Forward, reload and bookmarks land on them).
///
/// Each app's `WebPresenter` adopts it with its stack (held weakly: the tab keeps it) and
/// its `viewController(for:)`. Main queue only.
public protocol WebStackPresenter: ScreenPresenter {
    /// The tab's stack.
    var navigationController: NavigationController? { get }

    /// The view controller that binds `screen`'s view model.
    func viewController(for screen: Screen) -> ViewController

    /// The address of `screen` ("/places"), nil for one that keeps the address it was
    /// pushed from.
    func path(for screen: Screen) -> String?
}

extension WebStackPresenter {
    /// Shows `screen`: as the root of a new stack, or pushed on the current one with its
    /// address in the history.
    public func present(_ screen: Screen, as presentation: Presentation) {
        let viewController = viewController(for: screen)
        viewController.path = path(for: screen) ?? viewController.path
        switch presentation {
        case .push: navigationController?.pushViewController(viewController, animated: true)
        case .root: navigationController?.setViewControllers([viewController], animated: false)
        }
    }
}
