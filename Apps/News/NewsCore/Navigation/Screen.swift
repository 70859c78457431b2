/// A screen to present: the view model a segue made. The platform (terminal, web page)
/// turns it into its own view controller.
public enum Screen {
    /// The list of stories.
    case stories(NewsViewModel)
    /// One story to read.
    case article(ArticleViewModel)
}
