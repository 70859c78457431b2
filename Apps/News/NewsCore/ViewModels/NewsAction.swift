/// What the reader can do on the list of stories besides moving through it;
/// `NewsViewModel.actions` says which apply, so a front end offers only those (a key on
/// the terminal, a button or a key on a page). Each names itself: front ends add only
/// their control.
public enum NewsAction: Hashable, Sendable, CaseIterable {
    /// Read the chosen story (it is marked read).
    case read
    /// Go to the next story not read yet.
    case nextUnread
    /// Open the chosen story's page in the browser.
    case openStory
    /// Show the next source (several sources only).
    case nextSource
    /// Show the previous source (several sources only).
    case previousSource
    /// Load the list again from its first page.
    case reload

    /// The action's name, in the help or on a button.
    public var title: String {
        switch self {
        case .read: return "Read"
        case .nextUnread: return "Next unread"
        case .openStory: return "Open in browser"
        case .nextSource: return "Next source"
        case .previousSource: return "Previous source"
        case .reload: return "Reload"
        }
    }

    /// The action's name where room is short (a status bar).
    public var shortTitle: String {
        switch self {
        case .read: return "Read"
        case .nextUnread: return "Unread"
        case .openStory: return "Browser"
        case .nextSource, .previousSource: return "Source"
        case .reload: return "Reload"
        }
    }
}
