/// What the typed text means: a GitHub user whose repositories are listed (the
/// documents' app), or a repository search query.
public enum SearchMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// `GET /users/{name}/repos`: the text is a user name.
    case userRepositories = "user"
    /// `GET /search/repositories`: the text is a search query (GitHub's syntax, such as
    /// `tetris language:assembly`).
    case repositorySearch = "search"

    /// The other mode (what Tab switches to).
    public var toggled: SearchMode {
        self == .userRepositories ? .repositorySearch : .userRepositories
    }

    /// A short name for the mode, for a title or prompt.
    public var title: String {
        switch self {
        case .userRepositories: return "User"
        case .repositorySearch: return "Search"
        }
    }

    /// What to type in this mode, for an empty field.
    public var placeholder: String {
        switch self {
        case .userRepositories: return "a GitHub user name, like sferik"
        case .repositorySearch: return "a search, like tetris language:assembly"
        }
    }
}
