import Foundation
import TweetieCore

/// The text at the right of a screen's status bar: how many items it shows and, for a
/// polled timeline, when it was last updated ("94 tweets · updated 16:52").
///
/// Holds a `DateFormatter`; use from one thread (the main queue).
final class StatusLine {
    private let clockFormatter: DateFormatter

    /// A status line writing times of day in `timeZone`.
    init(timeZone: TimeZone) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "HH:mm"
        clockFormatter = formatter
    }

    /// "1 tweet", "94 tweets", "8 members".
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The count, then what the latest fetch did, then how many of its tweets could not
    /// be read and were left out, if any, then how loading older tweets goes.
    func string(tweets: Int, status: FetchStatus, skipped: Int = 0, older: OlderPagesStatus = .idle) -> String {
        let count = StatusLine.count(tweets, "tweet")
        let line: String
        switch status {
        case .waiting: line = "\(count) · updating…"
        case .updated(let date): line = "\(count) · updated \(clockFormatter.string(from: date))"
        case .failed: line = "\(count) · update failed"
        }
        return StatusLine.adding(older, to: line + StatusLine.skipped(skipped))
    }

    /// `line`, then " · loading older…" or " · no older" when `older` says so.
    static func adding(_ older: OlderPagesStatus, to line: String) -> String {
        switch older {
        case .loading: return line + " · loading older…"
        case .reachedEnd: return line + " · no older"
        case .idle, .failed: return line
        }
    }

    /// " · 2 skipped" (items of the latest answer that could not be read), or nothing
    /// for 0. Short, so it fits beside the key hints of an 80-column status bar.
    static func skipped(_ skipped: Int) -> String {
        skipped > 0 ? " · \(skipped) skipped" : ""
    }
}
