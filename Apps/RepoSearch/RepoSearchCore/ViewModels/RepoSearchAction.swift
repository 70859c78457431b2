/// What the user can do on the search screen besides typing; `RepoSearchViewModel.actions`
/// says which apply now, so a front end offers only those (a key on the terminal, a
/// button on a page). Each names itself: front ends add only their control.
public enum RepoSearchAction: Hashable, Sendable, CaseIterable {
    /// Switch between a user's repositories and a repository search.
    case switchMode
    /// Open the selected repository's page in the browser (there are repositories).
    case openInBrowser
    /// Ask the current query again (there is one).
    case searchAgain
    /// Go back to the search field to change the query (always possible; not in
    /// `RepoSearchViewModel.actions`, which lists what depends on the results).
    case editSearch

    /// The action's name, in help and on a button.
    public var title: String {
        switch self {
        case .switchMode: return "Switch between a user's repositories and a search"
        case .openInBrowser: return "Open the repository's page in the browser"
        case .searchAgain: return "Search again"
        case .editSearch: return "Edit the search"
        }
    }

    /// The action's name where room is short (a key hint in the status bar).
    public var shortTitle: String {
        switch self {
        case .switchMode: return "User/Search"
        case .openInBrowser: return "Browser"
        case .searchAgain: return "Search again"
        // The same words as help's: a hint that says "Search" reads as a second search key.
        case .editSearch: return "Edit the search"
        }
    }
}
