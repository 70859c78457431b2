import Foundation

/// How long ago something happened, as a list shows it (a tweet sent, a repository
/// updated): "now" under a minute (and for dates in the future: a clock a little behind
/// the server's), then "5m", "3h", "2d" up to a week, and the date ("8 Dec 2018") after.
///
/// Writes the date with `FixedDateFormat` (no `DateFormatter`: D68). Not thread-safe:
/// use it from one thread (the view controllers use theirs on the main queue).
public final class RelativeTimeFormatter {
    private let dateFormat: FixedDateFormat

    /// A formatter writing dates in `timeZone` (tests pass a fixed one).
    public init(timeZone: TimeZone = .current) {
        dateFormat = FixedDateFormat(timeZone: timeZone)
    }

    /// A formatter writing dates in `zone` (`.system`: the machine's, without ICU: D81).
    public init(zone: TimeZoneOffsets) {
        dateFormat = FixedDateFormat(zone: zone)
    }

    /// `date` relative to `now`.
    public func string(for date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        switch seconds {
        case ..<60: return "now"
        case ..<3_600: return "\(Int(seconds / 60))m"
        case ..<86_400: return "\(Int(seconds / 3_600))h"
        case ..<(7 * 86_400): return "\(Int(seconds / 86_400))d"
        default: return dateFormat.dayMonthYear(date)
        }
    }
}
