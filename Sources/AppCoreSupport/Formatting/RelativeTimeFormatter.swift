import Foundation

/// How long ago something happened, as a list shows it (a tweet sent, a repository
/// updated): "now" under a minute (and for dates in the future: a clock a little behind
/// the server's), then "5m", "3h", "2d" up to a week, and the date ("8 Dec 2018") after.
///
/// Holds a `DateFormatter` (costly to build), so make one and reuse it. Not thread-safe:
/// use it from one thread (the view controllers use theirs on the main queue).
public final class RelativeTimeFormatter {
    private let dateFormatter: DateFormatter

    /// A formatter writing dates in `timeZone` (tests pass a fixed one).
    public init(timeZone: TimeZone = .current) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "d MMM yyyy"
        dateFormatter = formatter
    }

    /// `date` relative to `now`.
    public func string(for date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        switch seconds {
        case ..<60: return "now"
        case ..<3_600: return "\(Int(seconds / 60))m"
        case ..<86_400: return "\(Int(seconds / 3_600))h"
        case ..<(7 * 86_400): return "\(Int(seconds / 86_400))d"
        default: return dateFormatter.string(from: date)
        }
    }
}
