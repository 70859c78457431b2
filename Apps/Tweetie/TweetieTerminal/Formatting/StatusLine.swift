import Foundation
import TweetieCore

/// The text at the right of a screen's status bar: how many items it shows and, for a
/// polled timeline, when it was last updated ("94 tweets · updated 16:52").
///
/// Holds a `DateFormatter`; use from one thread (the main queue).
final class StatusLine {
    private let clockFormatter: DateFormatter
    /// The last time of day written and the UTC minute it is for: the line is made again
    /// on every status change and frame of a poll, and a `DateFormatter` call costs more
    /// than the rest of the line (every zone's offset is whole minutes today, so one UTC
    /// minute is one local "HH:mm").
    private var lastClock: (minute: Double, text: String)?

    /// A status line writing times of day in `timeZone`.
    init(timeZone: TimeZone) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "HH:mm"
        clockFormatter = formatter
    }

    /// "1 member", "8 members" (a timeline's items are counted in their source's
    /// `PostNoun`).
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// "N new ↑" when tweets arrived above the view, the count (in `noun`: "94 posts" on
    /// Bluesky), when the tweets were last updated (kept beside a failure: "updated 16:52 · update failed"), whether the
    /// request in flight is not answered, then how many tweets of the latest update
    /// could not be read and were left out, if any, then how loading older tweets goes.
    func string(tweets: Int, noun: PostNoun = .tweet, status: FetchStatus, lastUpdated: Date? = nil, slow: Bool = false,
                newAbove: Int = 0, skipped: Int = 0, older: OlderPagesStatus = .idle) -> String {
        var parts = newAbove > 0 ? ["\(newAbove) new ↑ (g)"] : []
        parts.append(noun.count(tweets))
        var updated: Date? = lastUpdated
        if case .updated(let date) = status { updated = date }
        if let updated { parts.append("updated \(clock(updated))") }
        if slow {
            parts.append("not answering")
        } else {
            switch status {
            case .waiting: parts.append("updating…")
            case .updated: break
            case .failed: parts.append("update failed")
            }
        }
        return StatusLine.adding(older, to: parts.joined(separator: " · ") + StatusLine.skipped(skipped))
    }

    /// `date`'s time of day, "16:52".
    private func clock(_ date: Date) -> String {
        let minute = (date.timeIntervalSinceReferenceDate / 60).rounded(.down)
        if let lastClock, lastClock.minute == minute { return lastClock.text }
        let text = clockFormatter.string(from: date)
        lastClock = (minute, text)
        return text
    }

    /// `line`, then " · loading older…", " · no older" or " · older failed" (the banner
    /// says why) when `older` says so.
    static func adding(_ older: OlderPagesStatus, to line: String) -> String {
        switch older {
        case .loading: return line + " · loading older…"
        case .reachedEnd: return line + " · no older"
        case .failed: return line + " · older failed"
        case .idle: return line
        }
    }

    /// " · 2 skipped" (items of the latest answer that could not be read), or nothing
    /// for 0. Short, so it fits beside the key hints of an 80-column status bar.
    static func skipped(_ skipped: Int) -> String {
        skipped > 0 ? " · \(skipped) skipped" : ""
    }
}
