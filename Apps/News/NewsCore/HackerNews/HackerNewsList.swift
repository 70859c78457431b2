/// The rankings of the Hacker News API, each a list of item ids.
public enum HackerNewsList: String, CaseIterable, Hashable, Sendable {
    /// `topstories`: the front page (up to 500).
    case top
    /// `newstories`: the newest (up to 500).
    case new
    /// `beststories`: the best lately (up to 500).
    case best
    /// `askstories`: Ask HN (up to 200).
    case ask
    /// `showstories`: Show HN (up to 200).
    case show
    /// `jobstories`: jobs (up to 200).
    case job

    /// The API path, such as `v0/topstories.json`.
    public var path: String { "v0/\(rawValue)stories.json" }

    /// The list's name, such as "top stories".
    public var name: String {
        switch self {
        case .top: return "top stories"
        case .new: return "new stories"
        case .best: return "best stories"
        case .ask: return "Ask HN"
        case .show: return "Show HN"
        case .job: return "jobs"
        }
    }

    /// The source title, such as "Hacker News: top stories".
    public var title: String { "Hacker News: \(name)" }
}
