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
        // A post's row is tall (a byline, the text, a picture): 60 are a dozen screenfuls,
        // and the first page of a long stored list draws sooner.
        rowsPerPage = 60
    }

    override var keyHints: [KeyHint] {
        [KeyHint(key: "j k", title: "Move"), KeyHint(key: "g G", title: "First, last")]
            + (selectionTitle.map { [KeyHint(key: "Enter", title: $0)] } ?? [])
            + (opensLinks ? [KeyHint(key: "o", title: TimelineAction.openLink.title)] : [])
    }
}
