import AppCoreSupport
import TerminalUI

/// The terminal side of an app's navigation: a `ScreenPresenter` that shows each screen
/// its navigator presents as the view controller it makes for it, on a navigation stack
/// — a root replaces the whole stack, later screens are pushed (Esc goes back).
///
/// Each app's `TerminalPresenter` adopts it with its navigation stack (held weakly: the
/// session keeps it) and its one `viewController(for:)`. Main queue only.
public protocol StackPresenter: ScreenPresenter {
    /// The stack the screens are shown on.
    var navigationController: NavigationController? { get }

    /// The view controller that binds `screen`'s view model.
    func viewController(for screen: Screen) -> ViewController
}

extension StackPresenter {
    /// Shows `screen`: as the root of a new stack, or pushed on the current one.
    public func present(_ screen: Screen, as presentation: Presentation) {
        let viewController = viewController(for: screen)
        switch presentation {
        case .push: navigationController?.pushViewController(viewController, animated: true)
        case .root: navigationController?.setViewControllers([viewController], animated: false)
        }
    }
}
