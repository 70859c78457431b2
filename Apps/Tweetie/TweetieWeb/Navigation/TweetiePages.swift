import AppCoreSupport
import AppSupport
import TweetieCore
import WebUI

/// A tab of the reader's page: its own navigator and view models over `environment`,
/// showing `list`.
///
/// The stack is rebuilt from the address (a reload, a bookmark, Forward): "/" the list,
/// "/members" the list with its members on top, "/people/<handle>" the list with that
/// person's timeline on top, so Back always leads to the list. Any other address lands
/// on the list. Main queue only.
public enum TweetiePages {
    /// The stack of a new tab opened at `path`, pictures from `pictures`.
    public static func root(environment: TweetieEnvironment, list: ListIdentifier, pictures: WebPictures, path: String) -> NavigationController {
        let navigationController = NavigationController(viewControllers: [])
        let navigator = Navigator(environment: environment)
        let presenter = WebPresenter(navigator: navigator, navigationController: navigationController, pictures: pictures)
        navigator.show(segue: .listTimeline(list))
        if let segue = TweetieRoute(path: path).flatMap({ segue(for: $0, list: list) }) {
            navigator.show(segue: segue)
        }
        // Forward, or an address typed into this tab: the list, with the screen on top.
        navigationController.route(TweetieRoute.self) { [weak navigationController] route in
            guard let root = navigationController?.viewControllers.first else { return [] }
            return [root] + (segue(for: route, list: list).map { [presenter.viewController(for: $0)] } ?? [])
        }
        return navigationController
    }

    /// The segue of the screen `route` puts over the list; nil for the list itself.
    static func segue(for route: TweetieRoute, list: ListIdentifier) -> Segue? {
        switch route {
        case .list: return nil
        case .members: return .listPeople(list)
        case .person(let handle): return .personTimeline(username: handle)
        }
    }
}
