/// What a screen can do about a banner, chosen by the view model: the only place where
/// front ends differ in what they say, because only there do they differ in what they do
/// (a screen stays and retries; a pipe prints and exits).
///
/// Each case carries its own words (`title`, `sentence`), written here once; a front end
/// adds only its control for it (a key on the terminal, a button on a page).
public enum BannerAction: Hashable, Sendable {
    /// The screen tries again by itself (a poll, a network that comes back): "Will retry."
    case retriesByItself
    /// The user can ask again (the screen's refresh).
    case retry

    /// The action's name on a control: "Try again".
    public var title: String {
        switch self {
        case .retriesByItself: return "Retrying"
        case .retry: return "Try again"
        }
    }

    /// What a screen adds after the banner's text, nil when the control says it all.
    public var sentence: String? {
        switch self {
        case .retriesByItself: return "Will retry."
        case .retry: return nil
        }
    }
}
