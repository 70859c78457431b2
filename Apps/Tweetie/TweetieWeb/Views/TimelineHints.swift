import TweetieCore
import WebUI

/// The keys a timeline's status bar offers, as on the terminal: each of the view model's
/// `actions` that applies now, by its short title ("Enter Author", "u Reposter", "o Link",
/// "r Refresh"), then Esc (on a pushed screen) and help.
enum TimelineHints {
    /// The actions in the order the terminal lists them, with their keys here.
    private static let keys: [(TimelineAction, String)] = [(.author, "Enter"), (.reposter, "u"), (.openLink, "o"), (.refresh, "r")]

    /// The hints for `actions`, with Esc when the screen can go `back`.
    static func hints(for actions: Set<TimelineAction>, back: Bool) -> [KeyHint] {
        keys.filter { actions.contains($0.0) }.map { KeyHint(key: $0.1, title: $0.0.shortTitle) }
            + (back ? [KeyHint(key: "Esc", title: "Back")] : []) + [KeyHint(key: "?", title: "Help")]
    }
}
