import AppCoreSupport

/// Decides how each segue is shown: makes the screen's view model with the environment,
/// and hands it to the presenter. View controllers only ask for segues, so they never
/// build each other.
///
/// The first screen presented is the root; later ones are pushed (`PresentationOrder`).
/// Use on the main queue.
public final class Navigator {
    /// What the view models are made with.
    public let environment: RepoSearchEnvironment
    /// Shows the screens; kept by the navigator (the platform's presenter refers back
    /// to it weakly, and the platform keeps the navigator for the run).
    public var presenter: (any ScreenPresenter<Screen>)?

    private var order = PresentationOrder()

    /// A navigator making view models with `environment`.
    public init(environment: RepoSearchEnvironment, presenter: (any ScreenPresenter<Screen>)? = nil) {
        self.environment = environment
        self.presenter = presenter
    }

    /// Shows the screen for `segue`. `sender` is the view controller asking (unused by
    /// the terminal, kept for the documents' shape).
    public func show(segue: Segue, sender: AnyObject? = nil) {
        guard let presenter else { return }
        presenter.present(screen(for: segue), as: order.next())
    }

    /// The screen `segue` leads to, with a new view model made from the environment.
    public func screen(for segue: Segue) -> Screen {
        switch segue {
        case .search(let text, let mode):
            return .search(RepoSearchViewModel(environment: environment, mode: mode, initialText: text))
        case .detail(let repo):
            return .detail(RepoDetailViewModel(repo: repo))
        }
    }
}
