/// What the user can do on a timeline besides moving: the view model's `actions` say
/// which apply to the selected tweet now (`u` only on a repost, `o` only when it has
/// links), so a front end offers only those (a key on the terminal, a button on a page).
/// Each names itself; front ends add only their control.
public enum TimelineAction: Hashable, Sendable, CaseIterable {
    /// The selected tweet's author's timeline (a repost's original author).
    case author
    /// The timeline of who reposted the selected tweet.
    case reposter
    /// Open the selected tweet's link in the browser.
    case openLink
    /// Fetch now.
    case refresh
    /// The list's members.
    case members

    /// The action's full name, in help and on a button: "Reposter's timeline".
    public var title: String {
        switch self {
        case .author: return "Author"
        case .reposter: return "Reposter's timeline"
        case .openLink: return "Open link"
        case .refresh: return "Refresh"
        case .members: return "Members"
        }
    }

    /// The action's name where room is short (a status bar's key hints): "Reposter".
    public var shortTitle: String {
        switch self {
        case .reposter: return "Reposter"
        case .openLink: return "Link"
        case .author, .refresh, .members: return title
        }
    }

    /// The actions that apply to `tweet` (nil: none selected) on a screen that offers
    /// `offered`.
    static func applying(to tweet: Tweet?, offered: Set<TimelineAction>) -> Set<TimelineAction> {
        offered.filter { action in
            switch action {
            case .author: return tweet != nil
            case .reposter: return tweet?.details?.repostedBy != nil
            case .openLink: return !(tweet.map(TweetLinks.urls(in:)) ?? []).isEmpty
            case .refresh, .members: return true
            }
        }
    }
}
