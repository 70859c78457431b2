import AppCoreSupport
import AppSupport
import NewsCore
import WebUI

/// The web page's `ScreenPresenter`: each `Screen` the navigator made becomes its web
/// view controller on the tab's stack, at its own address ("/" the list, "/stories/<id>"
/// a story). The list's rows show their pictures through `pictures`.
///
/// The navigator keeps its presenter; the presenter refers to the navigator and the stack
/// weakly (the tab keeps both). Main queue only.
public final class WebPresenter: WebStackPresenter {
    /// The app's screens.
    public typealias Screen = NewsCore.Screen

    /// The tab's stack.
    public private(set) weak var navigationController: NavigationController?
    /// The navigator the view controllers ask for segues.
    public private(set) unowned var navigator: Navigator
    /// The pictures the rows show, served by the app.
    public let pictures: WebPictures

    /// A presenter showing `navigator`'s screens on `navigationController`, the rows'
    /// pictures from `pictures`; it becomes the navigator's presenter.
    public init(navigator: Navigator, navigationController: NavigationController, pictures: WebPictures) {
        self.navigator = navigator
        self.navigationController = navigationController
        self.pictures = pictures
        navigator.presenter = self
    }

    /// The view controller that binds `screen`'s view model.
    public func viewController(for screen: Screen) -> ViewController {
        switch screen {
        case .stories(let viewModel): return NewsListViewController(viewModel: viewModel, navigator: navigator, pictures: pictures)
        case .article(let viewModel): return ArticleViewController(viewModel: viewModel)
        }
    }

    /// "/" for the list, "/stories/<id>" for a story.
    public func path(for screen: Screen) -> String? {
        switch screen {
        case .stories: return NewsRoute.stories.path
        case .article(let viewModel): return NewsRoute.story(id: viewModel.item.id).path
        }
    }
}
