import Foundation
import RxNetwork

/// Dates as feeds write them: RFC 822 in RSS (`Mon, 15 Jan 2018 10:00:00 GMT`, with or
/// without the weekday and seconds, numeric or named zones) and RFC 3339 in Atom
/// (`2016-02-01T10:00:00+01:00`, `Z`, fractions of a second). Read by hand: fast, and
/// not at the mercy of the locale.
public enum FeedDate {
    /// The date `text` names in either format, or nil when it is neither.
    public static func date(from text: String) -> Date? {
        let bytes = Array(text.utf8.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D })
        guard let first = bytes.first else { return nil }
        if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"), bytes.count >= 10, bytes[4] == UInt8(ascii: "-") {
            return rfc3339(bytes)
        }
        return rfc822(bytes)
    }

    // MARK: RFC 3339

    private static func rfc3339(_ bytes: [UInt8]) -> Date? {
        var scanner = Scanner(bytes)
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
              let month = scanner.number(digits: 2), scanner.skip("-"),
              let day = scanner.number(digits: 2) else { return nil }
        var hour = 0, minute = 0, second = 0
        var fraction = 0.0
        var zone = 0
        if scanner.skip("T") || scanner.skip("t") || scanner.skip(" ") {
            guard let h = scanner.number(digits: 2), scanner.skip(":"), let m = scanner.number(digits: 2) else { return nil }
            hour = h
            minute = m
            if scanner.skip(":") {
                guard let s = scanner.number(digits: 2) else { return nil }
                second = s
                if scanner.skip(".") || scanner.skip(",") { fraction = scanner.fraction() }
            }
            if scanner.skip("Z") || scanner.skip("z") {
                zone = 0
            } else if let sign = scanner.sign() {
                guard let zh = scanner.number(digits: 2) else { return nil }
                _ = scanner.skip(":")
                let zm = scanner.number(digits: 2) ?? 0
                zone = sign * (zh * 3600 + zm * 60)
            }
        }
        return make(year: year, month: month, day: day, hour: hour, minute: minute, second: second, zone: zone)
            .map { $0.addingTimeInterval(fraction) }
    }

    // MARK: RFC 822

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let zones: [String: Int] = [
        "gmt": 0, "ut": 0, "utc": 0, "z": 0, "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6,
        "pst": -8, "pdt": -7, "cet": 1, "cest": 2, "bst": 1, "ist": 5, "jst": 9,
    ]

    private static func rfc822(_ bytes: [UInt8]) -> Date? {
        var scanner = Scanner(bytes)
        if let word = scanner.word() {
            if let monthIndex = months.firstIndex(of: String(word.prefix(3)).lowercased()) {
                // "Jan 15 2018 ..." (month first), seen in the wild.
                scanner.skipSpaces()
                guard let day = scanner.number(maxDigits: 2) else { return nil }
                _ = scanner.skip(",")
                scanner.skipSpaces()
                return rfc822Rest(&scanner, day: day, month: monthIndex + 1)
            }
            // A weekday: optional, and not checked (feeds get it wrong).
            _ = scanner.skip(",")
        }
        scanner.skipSpaces()
        guard let day = scanner.number(maxDigits: 2) else { return nil }
        scanner.skipSpaces()
        _ = scanner.skip("-")
        guard let monthWord = scanner.word(), let monthIndex = months.firstIndex(of: String(monthWord.prefix(3)).lowercased()) else { return nil }
        _ = scanner.skip("-")
        scanner.skipSpaces()
        return rfc822Rest(&scanner, day: day, month: monthIndex + 1)
    }

    private static func rfc822Rest(_ scanner: inout Scanner, day: Int, month: Int) -> Date? {
        guard var year = scanner.number(maxDigits: 4) else { return nil }
        if year < 100 { year += year < 50 ? 2000 : 1900 }
        scanner.skipSpaces()
        var hour = 0, minute = 0, second = 0
        if let h = scanner.number(maxDigits: 2) {
            guard scanner.skip(":"), let m = scanner.number(maxDigits: 2) else { return nil }
            hour = h
            minute = m
            if scanner.skip(":") { second = scanner.number(maxDigits: 2) ?? 0 }
            if scanner.skip(".") { _ = scanner.fraction() }
        }
        scanner.skipSpaces()
        var zone = 0
        if let sign = scanner.sign() {
            guard let value = scanner.number(maxDigits: 4) else { return nil }
            let hours = value >= 100 ? value / 100 : value
            let minutes = value >= 100 ? value % 100 : 0
            zone = sign * (hours * 3600 + minutes * 60)
        } else if let name = scanner.word() {
            zone = (zones[name.lowercased()] ?? 0) * 3600
        }
        return make(year: year, month: month, day: day, hour: hour, minute: minute, second: second, zone: zone)
    }

    // MARK: Building

    /// The instant of a civil time at UTC offset `zone` (seconds), from its day count
    /// (no calendar object, no locale).
    private static func make(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, zone: Int) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day), (0...24).contains(hour), (0...59).contains(minute), (0...60).contains(second) else {
            return nil
        }
        let days = CivilDate.days(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - zone
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Reads numbers, words and signs off ASCII bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }

        mutating func number(digits: Int) -> Int? {
            let start = index
            guard let value = number(maxDigits: digits), index - start == digits else { return nil }
            return value
        }

        mutating func number(maxDigits: Int) -> Int? {
            var value = 0
            let start = index
            while index < bytes.count, index - start < maxDigits, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            return index > start ? value : nil
        }

        mutating func fraction() -> Double {
            var value = 0.0
            var scale = 0.1
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                value += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            return value
        }

        mutating func word() -> String? {
            let start = index
            while index < bytes.count, (bytes[index] | 0x20) >= 0x61, (bytes[index] | 0x20) <= 0x7A { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        mutating func sign() -> Int? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }
    }
}
