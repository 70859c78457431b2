/// A screen to present: the view model a segue made. The platform (terminal, web page)
/// turns it into its own view controller.
public enum Screen {
    /// The search screen.
    case search(RepoSearchViewModel)
    /// One repository's detail.
    case detail(RepoDetailViewModel)
}
