import AppCoreSupport
import AppSupport
import Foundation
import NewsCore
import TerminalUI

/// The text a row shows for a story, made safe for the terminal once when the row is
/// configured: the title, the meta line ("example.org · 3h · 42 comments · 120 points")
/// and the digest.
struct NewsRowText: Equatable {
    var title = ""
    var meta = ""
    var digest = ""

    /// The row text of `item`, its time relative to `now`.
    init(item: NewsItem, now: Date, timeFormatter: RelativeTimeFormatter) {
        title = sanitize(item.title)
        meta = sanitize(item.metaLine(now: now, timeFormatter: timeFormatter))
        digest = sanitize(item.digest)
    }

    init() {}

    /// The style of text on a row: dim when the story was read.
    static func style(_ base: Style, read: Bool) -> Style {
        read ? base.adding(.dim) : base
    }
}
