import AppCoreSupport

/// A screen to present: the view model a segue made. The platform (terminal, web page)
/// turns it into its own view controller.
public enum Screen: AppScreen {
    /// The search screen.
    case search(RepoSearchViewModel)
    /// One repository's detail.
    case detail(RepoDetailViewModel)

    /// The screen `segue` leads to, with a new view model made from `environment`.
    public init(segue: Segue, environment: RepoSearchEnvironment) {
        switch segue {
        case .search(let text, let mode):
            self = .search(RepoSearchViewModel(environment: environment, mode: mode, initialText: text))
        case .detail(let repo):
            self = .detail(RepoDetailViewModel(repo: repo))
        }
    }
}
