/// Every app's `Navigator` (`typealias Navigator = ScreenNavigator<Screen>`): decides how
/// each segue is shown — makes the screen's view model from the environment
/// (`Screen.init(segue:environment:)`) and hands it to the presenter. View controllers
/// only ask for segues, so they never build each other.
///
/// The first screen presented is the root; later ones are pushed (`PresentationOrder`). A
/// segue asked for while there is no presenter is dropped and does not count as the
/// first. The navigator keeps its presenter; the platform's presenter refers back to it
/// weakly, and the platform keeps the navigator for the run. Use on the main queue.
public final class ScreenNavigator<Screen: AppScreen> {
    /// What the view models are made with.
    public let environment: Screen.Environment
    /// Shows the screens.
    public var presenter: (any ScreenPresenter<Screen>)?

    private var order = PresentationOrder()

    /// A navigator making view models with `environment`.
    public init(environment: Screen.Environment, presenter: (any ScreenPresenter<Screen>)? = nil) {
        self.environment = environment
        self.presenter = presenter
    }

    /// Shows the screen for `segue`. `sender` is the view controller asking (unused by
    /// the terminal, kept for the documents' shape).
    public func show(segue: Screen.Segue, sender: AnyObject? = nil) {
        guard let presenter else { return }
        presenter.present(screen(for: segue), as: order.next())
    }

    /// The screen `segue` leads to, with a new view model made from the environment.
    public func screen(for segue: Screen.Segue) -> Screen {
        Screen(segue: segue, environment: environment)
    }
}
