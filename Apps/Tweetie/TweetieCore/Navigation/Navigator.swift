import RxCore
import RxStore

/// Decides how each segue is shown: makes the screen's view model with the injected
/// API, store and environment, and hands it to the presenter. View controllers only
/// ask for segues, so they never build each other.
///
/// The first screen actually presented is shown as `.root`; every later one is pushed
/// (the reader is one navigation stack; going back is the platform's job). A segue
/// asked for while there is no presenter is dropped and does not count as the first.
/// Use on the main queue.
public final class Navigator {
    /// Where requests go.
    public let api: any TwitterAPIProtocol
    /// Where list timelines are stored.
    public let store: Store
    /// Timer, reachability and scheduler for the fetchers.
    public let environment: FetchEnvironment
    /// Why the account is not logged in, for the list timeline's banner.
    public let authorizationError: Driver<TwitterError?>
    /// Shows the screens; held weakly (the platform owns the navigator).
    public weak var presenter: ScreenPresenter?

    /// Whether a screen has been presented (so the next one is pushed).
    private var hasPresented = false

    /// A navigator that makes view models with these dependencies.
    public init(api: any TwitterAPIProtocol, store: Store, environment: FetchEnvironment, presenter: ScreenPresenter? = nil,
                authorizationError: Driver<TwitterError?> = .just(nil)) {
        self.api = api
        self.authorizationError = authorizationError
        self.store = store
        self.environment = environment
        self.presenter = presenter
    }

    /// Shows the screen for `segue`: the first as `.root`, later ones pushed. `sender` is
    /// the view controller asking (unused by the terminal, kept for the documents' shape).
    public func show(segue: Segue, sender: AnyObject? = nil) {
        guard let presenter else { return }
        let presentation: Presentation = hasPresented ? .push : .root
        hasPresented = true
        presenter.present(screen(for: segue), as: presentation)
    }

    /// The screen `segue` leads to, with a new view model made from the navigator's dependencies.
    func screen(for segue: Segue) -> Screen {
        switch segue {
        case .listTimeline(let account, let list):
            return .listTimeline(ListTimelineViewModel(account: account, list: list, api: api, store: store, environment: environment,
                                                         authorizationError: authorizationError))
        case .listPeople(let account, let list):
            return .listPeople(ListPeopleViewModel(account: account, list: list, api: api))
        case .personTimeline(let account, let username):
            return .personTimeline(PersonTimelineViewModel(account: account, username: username, api: api, environment: environment))
        }
    }
}
