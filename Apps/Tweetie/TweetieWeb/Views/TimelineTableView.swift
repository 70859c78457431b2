import TweetieCore
import WebUI

/// A table of posts or people whose help names what Enter does here (the view model's
/// action: "Author", a member's "Timeline"; nil when it does nothing) and, for posts, the
/// page's `o` (the cursor row's first link) by its action's title. Main queue only.
final class TimelineTableView: TableView {
    /// What Enter (or a click) on a row does; nil leaves it out of help.
    var selectionTitle: String?
    /// Whether rows hold links that `o` opens.
    var opensLinks = false

    init(selectionTitle: String?, opensLinks: Bool) {
        self.selectionTitle = selectionTitle
        self.opensLinks = opensLinks
        super.init()
        // A post's row is tall (a byline, the text, a picture): 25 are two to three
        // screenfuls, more come a screen before the reader gets there, and the first page
        // of a long stored list draws in a fraction of the time 200 rows take
        // (`bench web`: 335 → 239 ms from launch to the drawn list of 10,000 stored posts).
        rowsPerPage = 25
    }

    override var keyHints: [KeyHint] {
        [KeyHint(key: "j k", title: "Move"), KeyHint(key: "g G", title: "First, last")]
            + (selectionTitle.map { [KeyHint(key: "Enter", title: $0)] } ?? [])
            + (opensLinks ? [KeyHint(key: "o", title: TimelineAction.openLink.title)] : [])
    }
}
