import Foundation

/// An RFC 3339 timestamp (`2025-05-22T13:00:49.358Z`, `2013-06-24T14:49:57+02:00`) as the
/// APIs the apps read write them (GitHub, Bluesky, Atom feeds): the instant in whole
/// microseconds since 1970 and the UTC offset it was written with.
///
/// Read from the bytes by hand, without a `DateFormatter`: a page holds hundreds of them,
/// and formatters neither take fractions of any length nor are cheap to use from several
/// threads. Accepted: `T`, `t` or a space between date and time; a fraction of any length
/// after `.` (read to the microsecond, the rest cut off); `Z`, `z`, `±hh:mm`, or `±hhmm`
/// as written by some servers; a leap second `:60` (read as the next second). Refused:
/// a missing zone or seconds, out-of-range fields (month 13, February 30 outside a leap
/// year, hour 24, an offset of 24 hours), anything before or after. Pure; any thread.
public struct RFC3339Date: Hashable, Sendable {
    /// The instant, in microseconds since 1970-01-01T00:00:00Z (negative before it).
    public let microseconds: Int64
    /// The UTC offset the time was written in, in seconds east of UTC (0 for `Z`).
    public let offsetSeconds: Int

    /// The instant as a `Date` (microsecond precision).
    public var date: Date { Date(timeIntervalSince1970: Double(microseconds) / 1_000_000) }

    /// The timestamp `text` holds; nil when it is not an RFC 3339 timestamp.
    public init?(_ text: some StringProtocol) {
        var text = String(text)
        guard let parsed = text.withUTF8({ RFC3339Date(utf8: $0) }) else { return nil }
        self = parsed
    }

    /// The timestamp the UTF-8 bytes `bytes` hold; nil when they are not an RFC 3339 timestamp.
    public init?(utf8 bytes: some Collection<UInt8>) {
        var reader = Reader(bytes: Array(bytes))
        guard let year = reader.number(digits: 4), reader.skip("-"),
              let month = reader.number(digits: 2), reader.skip("-"),
              let day = reader.number(digits: 2),
              reader.skip("T") || reader.skip("t") || reader.skip(" "),
              let hour = reader.number(digits: 2), reader.skip(":"),
              let minute = reader.number(digits: 2), reader.skip(":"),
              let second = reader.number(digits: 2) else { return nil }
        var micros = 0
        if reader.skip(".") {
            var scale = 100_000
            var digits = 0
            while let digit = reader.digit() {
                micros += digit * scale
                scale /= 10
                digits += 1
            }
            guard digits > 0 else { return nil }
        }
        var offset = 0
        if reader.skip("Z") || reader.skip("z") {
            offset = 0
        } else if let sign = reader.sign() {
            guard let hours = reader.number(digits: 2) else { return nil }
            _ = reader.skip(":")
            guard let minutes = reader.number(digits: 2), hours < 24, minutes < 60 else { return nil }
            offset = sign * (hours * 3_600 + minutes * 60)
        } else {
            return nil
        }
        guard reader.isAtEnd else { return nil }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                  microsecond: micros, offsetSeconds: offset)
    }

    /// The instant of a civil date and time at a UTC offset; nil when a field is out of
    /// range (a day the month does not have, hour 24, second above 60, an offset of a day
    /// or more). For readers of other formats (RSS's RFC 822) that share the checks.
    public init?(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
                 microsecond: Int = 0, offsetSeconds: Int = 0) {
        guard (0...9_999).contains(year), (1...12).contains(month),
              (1...RFC3339Date.days(inMonth: month, of: year)).contains(day),
              (0..<24).contains(hour), (0..<60).contains(minute), (0...60).contains(second),
              (0..<1_000_000).contains(microsecond), abs(offsetSeconds) < 86_400 else { return nil }
        let days = Int64(CivilDate.days(year: year, month: month, day: day))
        let seconds = days * 86_400 + Int64(hour * 3_600 + minute * 60 + second - offsetSeconds)
        self.microseconds = seconds * 1_000_000 + Int64(microsecond)
        self.offsetSeconds = offsetSeconds
    }

    /// The days of `month` in `year` (February 29 in leap years).
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `microseconds` since 1970 written in UTC with `fractionDigits` digits of the
    /// second (0 to 6, cut off, not rounded): `2013-06-24T12:49:57Z` with 0,
    /// `2025-05-22T03:45:30.576Z` with 3 (the AppView's cursors).
    public static func string(microseconds: Int64, fractionDigits: Int = 0) -> String {
        let seconds = microseconds >= 0 ? microseconds / 1_000_000 : (microseconds - 999_999) / 1_000_000
        let micros = Int(microseconds - seconds * 1_000_000)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let civil = CivilDate.date(days: Int(days))
        let secondOfDay = Int(seconds - days * 86_400)
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        var text = "\(pad(civil.year, 4))-\(pad(civil.month, 2))-\(pad(civil.day, 2))T"
            + "\(pad(secondOfDay / 3_600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
        let digits = min(max(fractionDigits, 0), 6)
        if digits > 0 {
            text += "." + String(pad(micros, 6).prefix(digits))
        }
        return text + "Z"
    }

    /// `date` written in UTC (see `string(microseconds:fractionDigits:)`), rounded down
    /// to the microsecond.
    public static func string(from date: Date, fractionDigits: Int = 0) -> String {
        string(microseconds: Int64((date.timeIntervalSince1970 * 1_000_000).rounded(.down)), fractionDigits: fractionDigits)
    }

    /// Reads ASCII digits and marks off the bytes of a timestamp.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        /// The next byte's digit value, consumed; nil (nothing consumed) when not a digit.
        mutating func digit() -> Int? {
            guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
            defer { index += 1 }
            return Int(bytes[index] - 0x30)
        }

        /// A number of exactly `digits` digits.
        mutating func number(digits: Int) -> Int? {
            var value = 0
            for _ in 0..<digits {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        /// Consumes `mark` when it is next.
        mutating func skip(_ mark: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(mark.value) else { return false }
            index += 1
            return true
        }

        /// `+1` or `-1` for a sign, consumed.
        mutating func sign() -> Int? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }
    }
}
