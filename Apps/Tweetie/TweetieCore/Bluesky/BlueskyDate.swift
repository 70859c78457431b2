import Foundation
import RxNetwork

/// The AT Protocol's datetimes (RFC 3339, as in `createdAt` and `indexedAt`), read as
/// whole microseconds since 1970 and written the way the AppView writes its feed
/// cursors (`2025-05-22T03:45:30.576Z`).
///
/// Hand-written rather than `ISO8601DateFormatter` because the records carry any number
/// of fraction digits (`.358Z`, `.189717Z`) and offsets (`+00:00`), and because a feed
/// page reads hundreds of them. Pure functions; any thread.
enum BlueskyDate {
    /// Microseconds since 1970 of `string` (`YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM)`,
    /// `t`/`z` and a space for `T` accepted); nil when it is not such a date.
    static func microseconds(from string: String) -> Int64? {
        var reader = DigitReader(Array(string.utf8))
        guard let year = reader.number(digits: 4), reader.skip("-"),
              let month = reader.number(digits: 2), (1...12).contains(month), reader.skip("-"),
              let day = reader.number(digits: 2), (1...31).contains(day),
              reader.skip("T") || reader.skip("t") || reader.skip(" "),
              let hour = reader.number(digits: 2), hour < 24, reader.skip(":"),
              let minute = reader.number(digits: 2), minute < 60, reader.skip(":"),
              let second = reader.number(digits: 2), second < 61 else { return nil }
        var micros: Int64 = 0
        if reader.skip(".") || reader.skip(",") {
            var scale: Int64 = 100_000
            var digits = 0
            while let digit = reader.digit() {
                micros += Int64(digit) * scale
                scale /= 10
                digits += 1
            }
            guard digits > 0 else { return nil }
        }
        var offsetSeconds = 0
        if reader.skip("Z") || reader.skip("z") {
            // UTC.
        } else if let sign = reader.sign() {
            guard let hours = reader.number(digits: 2), hours < 24 else { return nil }
            _ = reader.skip(":")
            guard let minutes = reader.number(digits: 2), minutes < 60 else { return nil }
            offsetSeconds = sign * (hours * 3_600 + minutes * 60)
        } else {
            return nil
        }
        guard reader.isAtEnd else { return nil }
        let days = CivilDate.days(year: year, month: month, day: day)
        let seconds = Int64(days) * 86_400 + Int64(hour * 3_600 + minute * 60 + second - offsetSeconds)
        return seconds * 1_000_000 + micros
    }

    /// The date of `string` (see `microseconds(from:)`).
    static func date(from string: String) -> Date? {
        microseconds(from: string).map(date(microseconds:))
    }

    /// The date `micros` microseconds after 1970.
    static func date(microseconds micros: Int64) -> Date {
        Date(timeIntervalSince1970: Double(micros) / 1_000_000)
    }

    /// `micros` in UTC with milliseconds (rounded down): `2025-05-22T03:45:30.576Z`.
    static func string(microseconds micros: Int64) -> String {
        let millis = micros >= 0 ? micros / 1_000 : (micros - 999) / 1_000
        let seconds = millis >= 0 ? millis / 1_000 : (millis - 999) / 1_000
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let civil = CivilDate.date(days: Int(days))
        let secondOfDay = Int(seconds - days * 86_400)
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(civil.year, 4))-\(pad(civil.month, 2))-\(pad(civil.day, 2))T"
            + "\(pad(secondOfDay / 3_600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))."
            + "\(pad(Int(millis - seconds * 1_000), 3))Z"
    }
}

/// Reads ASCII digits and marks from the bytes of a date.
private struct DigitReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    /// The next byte's digit value, consumed; nil (nothing consumed) when it is not a digit.
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
