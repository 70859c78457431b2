import Foundation

/// Dates written in the fixed, locale-independent patterns the apps use (`en_US_POSIX`
/// ones: "16:52", "8 Dec 2018", "Saturday 8 December", "2018-12-08T08:47:15Z"), from the
/// Gregorian calendar's components in a time zone.
///
/// Why not `DateFormatter`: building one loads ICU's date and number formatting and its
/// locale data, ~3.5 MiB resident for a pattern that never changes with the locale, and
/// an app's first screen made three (D68). The Gregorian calendar is Foundation's own
/// Swift code. A value type holding a `Calendar`: safe to share between threads.
public struct FixedDateFormat: Sendable {
    private let calendar: Calendar

    /// Writes dates as seen in `timeZone`.
    public init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// "16:52" (`HH:mm`).
    public func hourMinute(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return FixedDateFormat.padded(parts.hour ?? 0, to: 2) + ":" + FixedDateFormat.padded(parts.minute ?? 0, to: 2)
    }

    /// "8 Dec 2018" (`d MMM yyyy`).
    public func dayMonthYear(_ date: Date) -> String {
        let parts = calendar.dateComponents([.day, .month, .year], from: date)
        return "\(parts.day ?? 1) \(FixedDateFormat.monthAbbreviation(parts.month)) \(FixedDateFormat.padded(parts.year ?? 1, to: 4))"
    }

    /// "Saturday 8 December" (`EEEE d MMMM`).
    public func weekdayDayFullMonth(_ date: Date) -> String {
        let parts = calendar.dateComponents([.weekday, .day, .month], from: date)
        let weekday = FixedDateFormat.weekdays[min(max((parts.weekday ?? 1) - 1, 0), 6)]
        return "\(weekday) \(parts.day ?? 1) \(FixedDateFormat.monthName(parts.month))"
    }

    /// "8 December 2018" (`d MMMM yyyy`).
    public func dayFullMonthYear(_ date: Date) -> String {
        let parts = calendar.dateComponents([.day, .month, .year], from: date)
        return "\(parts.day ?? 1) \(FixedDateFormat.monthName(parts.month)) \(FixedDateFormat.padded(parts.year ?? 1, to: 4))"
    }

    /// "2018-12-08T08:47:15Z": ISO 8601 in UTC to the second, as `ISO8601DateFormatter`
    /// writes it with its default options.
    public static func iso8601(_ date: Date) -> String {
        let parts = utc.calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return padded(parts.year ?? 1, to: 4) + "-" + padded(parts.month ?? 1, to: 2) + "-" + padded(parts.day ?? 1, to: 2)
            + "T" + padded(parts.hour ?? 0, to: 2) + ":" + padded(parts.minute ?? 0, to: 2) + ":" + padded(parts.second ?? 0, to: 2) + "Z"
    }

    private static let utc = FixedDateFormat(timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt)
    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                     "October", "November", "December"]
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// "December" for 12.
    private static func monthName(_ month: Int?) -> String {
        monthNames[min(max((month ?? 1) - 1, 0), 11)]
    }

    /// "Dec" for 12: the name's first three letters, as `MMM` writes it in `en_US_POSIX`.
    private static func monthAbbreviation(_ month: Int?) -> String {
        String(monthName(month).prefix(3))
    }

    /// `value` in decimal with leading zeros up to `width` digits (a sign first when negative).
    private static func padded(_ value: Int, to width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }
}
