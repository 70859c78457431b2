import RxCore
import RxStore

/// Decides how each segue is shown: makes the screen's view model with the injected
/// API, store and environment, and hands it to the presenter. View controllers only
/// ask for segues, so they never build each other.
///
/// CONTRACT SKELETON — the implementation is being written.
public final class Navigator {
    /// Where requests go.
    public let api: any TwitterAPIProtocol
    /// Where list timelines are stored.
    public let store: Store
    /// Timer, reachability and scheduler for the fetchers.
    public let environment: FetchEnvironment
    /// Shows the screens; held weakly (the platform owns the navigator).
    public weak var presenter: ScreenPresenter?

    /// A navigator that makes view models with these dependencies.
    public init(api: any TwitterAPIProtocol, store: Store, environment: FetchEnvironment, presenter: ScreenPresenter? = nil) {
        self.api = api
        self.store = store
        self.environment = environment
        self.presenter = presenter
    }

    /// Shows the screen for `segue`: the first as `.root`, later ones pushed. `sender` is
    /// the view controller asking (unused by the terminal, kept for the documents' shape).
    public func show(segue: Segue, sender: AnyObject? = nil) {
    }
}
