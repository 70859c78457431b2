import Foundation

/// Dates written in the fixed, locale-independent patterns the apps use (`en_US_POSIX`
/// ones: "16:52", "8 Dec 2018", "Saturday 8 December", "2018-12-08T08:47:15Z"), from a
/// date's wall-clock fields in a time zone (`CivilTime`).
///
/// Why not `DateFormatter`: building one loads ICU's date and number formatting and its
/// locale data, ~3.5 MiB resident for a pattern that never changes with the locale, and
/// an app's first screen made three (D68). Why not `Calendar` either: making one reads
/// the current time zone through ICU (D81); the fields are arithmetic. A value: safe to
/// share between threads.
public struct FixedDateFormat: Sendable {
    private let zone: TimeZoneOffsets

    /// Writes dates as seen in `timeZone`.
    public init(timeZone: TimeZone) {
        zone = TimeZoneOffsets(timeZone)
    }

    /// Writes dates as seen in `zone` (`.system`: the machine's, without ICU).
    public init(zone: TimeZoneOffsets) {
        self.zone = zone
    }

    /// "16:52" (`HH:mm`).
    public func hourMinute(_ date: Date) -> String {
        let parts = zone.civilTime(date)
        return FixedDateFormat.padded(parts.hour, to: 2) + ":" + FixedDateFormat.padded(parts.minute, to: 2)
    }

    /// "8 Dec 2018" (`d MMM yyyy`).
    public func dayMonthYear(_ date: Date) -> String {
        let parts = zone.civilTime(date)
        return "\(parts.day) \(FixedDateFormat.monthAbbreviation(parts.month)) \(FixedDateFormat.padded(parts.year, to: 4))"
    }

    /// "Saturday 8 December" (`EEEE d MMMM`).
    public func weekdayDayFullMonth(_ date: Date) -> String {
        let parts = zone.civilTime(date)
        return "\(FixedDateFormat.weekdays[parts.weekday - 1]) \(parts.day) \(FixedDateFormat.monthName(parts.month))"
    }

    /// "8 December 2018" (`d MMMM yyyy`).
    public func dayFullMonthYear(_ date: Date) -> String {
        let parts = zone.civilTime(date)
        return "\(parts.day) \(FixedDateFormat.monthName(parts.month)) \(FixedDateFormat.padded(parts.year, to: 4))"
    }

    /// "2018-12-08T08:47:15Z": ISO 8601 in UTC to the second, as `ISO8601DateFormatter`
    /// writes it with its default options.
    public static func iso8601(_ date: Date) -> String {
        let parts = CivilTime(date, offsetSeconds: 0)
        return padded(parts.year, to: 4) + "-" + padded(parts.month, to: 2) + "-" + padded(parts.day, to: 2)
            + "T" + padded(parts.hour, to: 2) + ":" + padded(parts.minute, to: 2) + ":" + padded(parts.second, to: 2) + "Z"
    }
    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                     "October", "November", "December"]
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// "December" for 12.
    private static func monthName(_ month: Int) -> String {
        monthNames[min(max(month - 1, 0), 11)]
    }

    /// "Dec" for 12: the name's first three letters, as `MMM` writes it in `en_US_POSIX`.
    private static func monthAbbreviation(_ month: Int) -> String {
        String(monthName(month).prefix(3))
    }

    /// `value` in decimal with leading zeros up to `width` digits (a sign first when negative).
    private static func padded(_ value: Int, to width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }
}
