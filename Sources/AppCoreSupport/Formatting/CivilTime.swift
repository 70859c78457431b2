import Foundation
import RxNetwork

/// The fields of an instant on a wall clock at an offset from UTC — year, month, day,
/// weekday, hour, minute, second — computed by hand, as `Calendar(identifier: .gregorian)`
/// gives them: the Julian calendar before 15 October 1582, the Gregorian one from then on,
/// years before 1 AD counted back in their era (1 BC is year 1).
///
/// Why not `Calendar`: making any calendar, even a Gregorian one in a zone given to it,
/// reads the current time zone through ICU first, ~1.3 MiB resident for fields that are
/// arithmetic (D81).
public struct CivilTime: Hashable, Sendable {
    /// The year in its era (1 BC is 1).
    public let year: Int
    /// 1 (January) to 12.
    public let month: Int
    /// 1 to 31.
    public let day: Int
    /// 1 (Sunday) to 7 (Saturday), as `Calendar.Component.weekday`.
    public let weekday: Int
    /// 0 to 23.
    public let hour: Int
    /// 0 to 59.
    public let minute: Int
    /// 0 to 59 (a fraction is dropped, as a calendar drops it).
    public let second: Int
    /// Days since 1 January 1970 on this wall clock: two instants are on the same day
    /// exactly when their day numbers are equal.
    public let dayNumber: Int

    /// The first day of the Gregorian calendar (15 October 1582) in days since 1970, as
    /// `Calendar`'s default changeover.
    private static let gregorianStart = -141_427

    /// `date` on a clock `offsetSeconds` ahead of UTC. A date beyond about ±31 million
    /// years (10^15 s; or not a number: the epoch) is read as the nearest of those, not
    /// trapped on.
    public init(_ date: Date, offsetSeconds: Int) {
        let seconds = CivilTime.wholeSeconds(date.timeIntervalSince1970 + Double(offsetSeconds))
        let (days, secondOfDay) = CivilTime.floorDivision(seconds, 86_400)
        dayNumber = days
        hour = secondOfDay / 3_600
        minute = secondOfDay % 3_600 / 60
        second = secondOfDay % 60
        // 1 January 1970 was a Thursday (5).
        weekday = CivilTime.floorDivision(days + 4, 7).remainder + 1
        let (astronomicalYear, month, day) = days >= CivilTime.gregorianStart ? CivilDate.date(days: days) : CivilTime.julian(days)
        year = astronomicalYear > 0 ? astronomicalYear : 1 - astronomicalYear
        self.month = month
        self.day = day
    }

    /// The Julian calendar's date of a day number (RxNetwork's `CivilDate` is the
    /// proleptic Gregorian one): the same computation with a leap year every fourth year,
    /// in 1,461-day cycles.
    private static func julian(_ days: Int) -> (year: Int, month: Int, day: Int) {
        // Day 0 of the count below is 1 March of year 0 (Julian), 719,470 days before 1970.
        let shifted = days + 719_470
        let cycle = floorDivision(shifted, 1_461).quotient
        let dayOfCycle = shifted - cycle * 1_461
        let yearOfCycle = min(dayOfCycle / 365, 3)
        let dayOfYear = dayOfCycle - 365 * yearOfCycle
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfCycle + cycle * 4 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The second `interval` falls in, kept within ±10^15 s (an `Int` conversion of a
    /// larger or non-finite value would trap; dates from outside reach here).
    static func wholeSeconds(_ interval: TimeInterval) -> Int {
        guard !interval.isNaN else { return 0 }
        return Int(min(max(interval, -1e15), 1e15).rounded(.down))
    }

    /// Division rounding towards minus infinity, and its remainder (never negative).
    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let quotient = value >= 0 ? value / divisor : (value - divisor + 1) / divisor
        return (quotient, value - quotient * divisor)
    }
}
