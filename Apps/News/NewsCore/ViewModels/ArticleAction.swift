/// What the reader can do with the story on the reading screen; `ArticleViewModel.actions`
/// says which apply to it, so a front end offers only those (a key on the terminal, a
/// link on a page). Each names itself: front ends add only their control.
public enum ArticleAction: Hashable, Sendable, CaseIterable {
    /// Open the story's own page.
    case openStory
    /// Open one of the links numbered in the text.
    case openNumberedLink
    /// Open the discussion page (Hacker News).
    case openDiscussion

    /// The action's name, in the help or on a button.
    public var title: String {
        switch self {
        case .openStory: return "Open in browser"
        case .openNumberedLink: return "Open a numbered link"
        case .openDiscussion: return "Open the discussion"
        }
    }

    /// The action's name where room is short (a status bar).
    public var shortTitle: String {
        switch self {
        case .openStory: return "Browser"
        case .openNumberedLink: return "Link"
        case .openDiscussion: return "Discussion"
        }
    }
}
