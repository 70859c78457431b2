import AppCoreSupport
import AppSupport
import RxImages
import TerminalUI
import TweetieCore

/// The terminal's `ScreenPresenter`: turns each `Screen` the navigator made into its view
/// controller and shows it on the session's navigation stack: a root replaces the whole
/// stack, later screens are pushed (Esc goes back).
///
/// The navigator keeps its presenter; the presenter refers to the navigator and the stack
/// weakly (the session keeps both for the run). Main queue only.
public final class TerminalPresenter: StackPresenter {
    /// The app's screens.
    public typealias Screen = TweetieCore.Screen

    /// The stack the screens are shown on.
    public private(set) weak var navigationController: NavigationController?
    /// The navigator the view controllers ask for segues.
    public private(set) unowned var navigator: Navigator
    /// Opens a tweet's link in the browser (the session's; tests record it); nil offers no `o`.
    public var openPage: PageOpener?
    /// Loads the authors' pictures for the timelines; nil (`--no-images`) shows none.
    public var imageLoader: ImageLoader?

    /// A presenter showing `navigator`'s screens on `navigationController`, opening links
    /// with `openPage` and pictures with `imageLoader`; it becomes the navigator's presenter.
    public init(navigator: Navigator, navigationController: NavigationController, openPage: PageOpener? = nil,
                imageLoader: ImageLoader? = nil) {
        self.navigator = navigator
        self.navigationController = navigationController
        self.openPage = openPage
        self.imageLoader = imageLoader
        navigator.presenter = self
    }

    /// The view controller that binds `screen`'s view model.
    public func viewController(for screen: Screen) -> ViewController {
        switch screen {
        case .listTimeline(let viewModel):
            return ListTimelineViewController(viewModel: viewModel, navigator: navigator, openPage: openPage, imageLoader: imageLoader)
        case .listPeople(let viewModel):
            return ListPeopleViewController(viewModel: viewModel, navigator: navigator)
        case .personTimeline(let viewModel):
            return PersonTimelineViewController(viewModel: viewModel, navigator: navigator, openPage: openPage, imageLoader: imageLoader)
        }
    }
}
