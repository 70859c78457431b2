import AppCoreSupport

/// A screen to present: the view model a segue made. The platform (terminal, web page)
/// turns it into its own view controller.
public enum Screen: AppScreen {
    /// The list of stories.
    case stories(NewsViewModel)
    /// One story to read.
    case article(ArticleViewModel)

    /// The screen `segue` leads to, with a new view model made from `environment`.
    public init(segue: Segue, environment: NewsEnvironment) {
        switch segue {
        case .stories:
            self = .stories(NewsViewModel(environment: environment))
        case .article(let item):
            self = .article(ArticleViewModel(item: item, timeZone: environment.timeZone))
        }
    }
}
