import AppCoreSupport
import AppSupport
import TweetieCore
import WebUI

/// The web page's `ScreenPresenter`: each `Screen` the navigator made becomes its web view
/// controller on the tab's stack, at its own address (`TweetieRoute`: "/" the list,
/// "/members", "/people/<handle>"); the authors' pictures come from the run's `pictures`.
///
/// The navigator keeps its presenter; the presenter refers to the navigator and the stack
/// weakly (the tab keeps both). Main queue only.
public final class WebPresenter: WebStackPresenter {
    /// The app's screens.
    public typealias Screen = TweetieCore.Screen

    /// The tab's stack.
    public private(set) weak var navigationController: NavigationController?
    /// The navigator the view controllers ask for segues.
    public private(set) unowned var navigator: Navigator
    /// The page paths of the authors' pictures (none with `--no-images`).
    public let pictures: WebPictures

    /// A presenter showing `navigator`'s screens on `navigationController`, pictures from
    /// `pictures`; it becomes the navigator's presenter.
    public init(navigator: Navigator, navigationController: NavigationController, pictures: WebPictures) {
        self.navigator = navigator
        self.navigationController = navigationController
        self.pictures = pictures
        navigator.presenter = self
    }

    /// The view controller that binds `screen`'s view model.
    public func viewController(for screen: Screen) -> ViewController {
        switch screen {
        case .listTimeline(let viewModel):
            return ListTimelineViewController(viewModel: viewModel, navigator: navigator, pictures: pictures)
        case .listPeople(let viewModel):
            return ListPeopleViewController(viewModel: viewModel, navigator: navigator, pictures: pictures)
        case .personTimeline(let viewModel):
            return PersonTimelineViewController(viewModel: viewModel, pictures: pictures)
        }
    }

    /// "/" for the list, "/members", "/people/<handle>" (nil for a handle no address can
    /// hold: the screen keeps the address it was opened from).
    public func path(for screen: Screen) -> String? {
        route(for: screen)?.path
    }

    /// The route of `screen`.
    func route(for screen: Screen) -> TweetieRoute? {
        switch screen {
        case .listTimeline: return .list
        case .listPeople: return .members
        case .personTimeline(let viewModel): return TweetieRoute.person(handle: viewModel.username)
        }
    }

    /// A new view controller for `segue`, at its address (for a stack rebuilt from one).
    func viewController(for segue: Segue) -> ViewController {
        let screen = navigator.screen(for: segue)
        let viewController = viewController(for: screen)
        viewController.path = path(for: screen)
        return viewController
    }
}
