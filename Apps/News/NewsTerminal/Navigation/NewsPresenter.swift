import AppSupport
import Foundation
import NewsCore
import RxImages
import RxStore
import TerminalUI

/// The terminal app's screens: one navigation stack (`q` quits) whose root is the news
/// list once the database is open (or the damaged-database screen until it is moved
/// aside); Enter on a story pushes its reading screen.
///
/// Main queue only.
final class NewsPresenter {
    let navigationController: AppNavigationController
    private let plan: StartupPlan
    private let environment: NewsEnvironment
    private let openPage: PageOpener
    private let imageLoader: ImageLoader?
    private let timeZone: TimeZone

    /// The screens of `plan`, their pictures loaded by `imageLoader` (nil: none); `onQuit`
    /// ends the app.
    init(plan: StartupPlan, environment: NewsEnvironment, openPage: @escaping PageOpener,
         imageLoader: ImageLoader?, timeZone: TimeZone = .current, onQuit: @escaping () -> Void) {
        self.plan = plan
        self.environment = environment
        self.openPage = openPage
        self.imageLoader = imageLoader
        self.timeZone = timeZone
        navigationController = AppNavigationController(rootViewController: ViewController(), onQuit: onQuit)
    }

    /// Opens the database and shows the list, or the damaged-database screen.
    func start() {
        plan.database.open(showingProblemsIn: navigationController, title: "news",
                           onOpen: { [weak self] store in self?.showList(store: store) },
                           onQuit: navigationController.onQuit)
    }

    private func showList(store: Store) {
        let viewModel = NewsViewModel(sources: plan.sources, store: store, environment: environment)
        let notice = plan.feedListProblems.isEmpty ? nil
            : "Left out of the feed list: " + plan.feedListProblems.joined(separator: "; ")
        let list = NewsListViewController(
            viewModel: viewModel, notice: notice,
            showArticle: { [weak self] item in self?.showArticle(item) },
            openPage: openPage, imageLoader: imageLoader, clock: environment.now, timeZone: timeZone)
        navigationController.setViewControllers([list], animated: false)
    }

    private func showArticle(_ item: NewsItem) {
        let article = ArticleViewController(viewModel: ArticleViewModel(item: item, timeZone: timeZone), openPage: openPage)
        navigationController.pushViewController(article, animated: true)
    }
}
