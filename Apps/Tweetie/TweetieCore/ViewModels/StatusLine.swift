/// What a screen's status line says, in parts: how many items it shows and, for a polled
/// timeline, when it was last updated and how the update goes ("94 tweets", "updated
/// 16:52", "update failed"), items left out, how loading older ones goes. A front end
/// lays the parts out (the terminal joins them with " · ") and adds its keys.
public struct StatusLine: Hashable, Sendable {
    /// "3 new ↑" when tweets arrived above the view (a screen adds its key for going
    /// there); nil at the top.
    public var newAbove: String?
    /// The other parts, in order.
    public var parts: [String]

    /// A line of `parts`, after `newAbove` when given.
    public init(newAbove: String? = nil, parts: [String]) {
        self.newAbove = newAbove
        self.parts = parts
    }

    /// "1 member", "8 members".
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// "2 skipped" (items of the latest answer that could not be read) for more than 0.
    /// Short, so it fits beside the key hints of an 80-column status bar.
    static func skipped(_ skipped: Int) -> [String] {
        skipped > 0 ? ["\(skipped) skipped"] : []
    }

    /// "loading older…", "no older" or "older failed" (the banner says why) when `older`
    /// says so.
    static func older(_ older: OlderPagesStatus) -> [String] {
        switch older {
        case .loading: return ["loading older…"]
        case .reachedEnd: return ["no older"]
        case .failed: return ["older failed"]
        case .idle: return []
        }
    }
}
