import AppCoreSupport
import AppSupport
import NewsCore
import WebUI

/// A tab of the news page: its own navigator and list view model over `environment`.
///
/// "/" is the list; "/stories/<id>" a story's reading page. A path names a story by its
/// id only, so the list's loaded pages say what it is: Back and Forward to a story still
/// in the list show it again, and a new tab opened at a story's address (a reload, a
/// bookmark) shows the list and opens the story once the first page arrives, if it is
/// on it. A story no longer in the list lands on the list. Main queue only.
public enum NewsPages {
    /// The stack of a new tab opened at `path`, its rows' pictures from `pictures`.
    public static func root(environment: NewsEnvironment, pictures: WebPictures, path: String) -> NavigationController {
        let navigationController = NavigationController(viewControllers: [])
        let navigator = Navigator(environment: environment)
        let presenter = WebPresenter(navigator: navigator, navigationController: navigationController, pictures: pictures)
        navigator.show(segue: .stories)
        navigationController.route(NewsRoute.self) { [weak navigationController, weak presenter] route in
            guard let presenter, let list = navigationController?.viewControllers.first as? NewsListViewController else { return [] }
            switch route {
            case .stories:
                return [list]
            case .story(let id):
                guard let item = list.story(withID: id) else { return [] }
                let screen = presenter.navigator.screen(for: .article(item))
                let article = presenter.viewController(for: screen)
                article.path = presenter.path(for: screen)
                return [list, article]
            }
        }
        if case .story(let id) = NewsRoute(path: path), let list = navigationController.viewControllers.first as? NewsListViewController {
            list.readOnFirstPage(storyID: id)
        }
        return navigationController
    }
}
