import Foundation
import RxNetwork

/// Twitter API v1.1 dates (`created_at`): `EEE MMM dd HH:mm:ss Z yyyy`, e.g.
/// `Sat Dec 08 08:47:15 +0000 2018`.
///
/// Read and written by hand with `CivilDate`, not with a `DateFormatter`: on Linux each
/// `date(from:)` of a shared formatter copies its ICU formatter (~50 µs a date, most of a
/// poll's decoding), and building one costs ~2 ms at start. The names are English
/// whatever the user's locale, as the API writes them. Pure functions; any thread.
enum TwitterDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The date in `string`, or nil when it is not in Twitter's format (the weekday
    /// name must be one, but is not checked against the date, as a formatter does not).
    static func date(from string: String) -> Date? {
        var string = string
        return string.withUTF8 { bytes -> Date? in
            var reader = DateReader(bytes)
            guard let weekday = reader.name(), weekdays.contains(weekday), reader.skip(" "),
                  let monthName = reader.name(), let month = months.firstIndex(of: monthName).map({ $0 + 1 }), reader.skip(" "),
                  let day = reader.number(digits: 2), reader.skip(" "),
                  let hour = reader.number(digits: 2), reader.skip(":"),
                  let minute = reader.number(digits: 2), reader.skip(":"),
                  let second = reader.number(digits: 2), reader.skip(" "),
                  let offset = reader.offset(), reader.skip(" "),
                  let year = reader.number(digits: 4), reader.atEnd else { return nil }
            let daysInMonth = [31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
            guard day >= 1, day <= daysInMonth[month - 1], hour < 24, minute < 60, second < 61 else { return nil }
            let days = CivilDate.days(year: year, month: month, day: day)
            let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
    }

    /// `date` in Twitter's format, in GMT (for demo data and tests); whole seconds,
    /// rounded down.
    static func string(from date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - days * 86_400
        let (year, month, day) = CivilDate.date(days: days)
        // 1970-01-01 was a Thursday.
        let weekday = ((days % 7) + 7 + 4) % 7
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var yearText = String(year)
        while yearText.count < 4 { yearText = "0" + yearText }
        return "\(weekdays[weekday]) \(months[month - 1]) \(two(day)) \(two(time / 3_600)):\(two(time / 60 % 60)):\(two(time % 60)) +0000 \(yearText)"
    }
}

/// A cursor over the bytes of a Twitter date.
private struct DateReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var atEnd: Bool { index == bytes.count }

    /// Three ASCII letters, as a string.
    mutating func name() -> String? {
        guard index + 3 <= bytes.count else { return nil }
        let letters = bytes[index..<(index + 3)]
        guard letters.allSatisfy({ ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }) else { return nil }
        index += 3
        return String(decoding: letters, as: UTF8.self)
    }

    /// Exactly `digits` decimal digits.
    mutating func number(digits: Int) -> Int? {
        guard index + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<(index + digits)] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        index += digits
        return value
    }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// A UTC offset, `+HHMM` or `+HH:MM` (or `-`), in seconds east of UTC.
    mutating func offset() -> Int? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else { return nil }
        let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
        index += 1
        guard let hours = number(digits: 2) else { return nil }
        _ = skip(":")
        guard let minutes = number(digits: 2), hours < 24, minutes < 60 else { return nil }
        return sign * (hours * 3_600 + minutes * 60)
    }
}
