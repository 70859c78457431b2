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

    /// Atom's dates are RFC 3339, read by RxNetwork's `RFC3339Date`. Feeds in the wild
    /// also leave out the time (midnight), the seconds or the zone (UTC), write `+01` for
    /// `+01:00` or `,` for `.`, or add text after the date: those are filled in to RFC 3339
    /// here and read by the same reader.
    private static func rfc3339(_ bytes: [UInt8]) -> Date? {
        if let strict = RFC3339Date(utf8: bytes) { return strict.date }
        var scanner = Scanner(bytes)
        guard scanner.number(digits: 4) != nil, scanner.skip("-"), scanner.number(digits: 2) != nil, scanner.skip("-"),
              scanner.number(digits: 2) != nil else { return nil }
        var text = Array(bytes[..<scanner.index])
        guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" ") else {
            return RFC3339Date(utf8: text + Array("T00:00:00Z".utf8))?.date
        }
        text.append(UInt8(ascii: "T"))
        let time = scanner.index
        guard scanner.number(digits: 2) != nil, scanner.skip(":"), scanner.number(digits: 2) != nil else { return nil }
        text += bytes[time..<scanner.index]
        if scanner.skip(":") {
            let seconds = scanner.index
            guard scanner.number(digits: 2) != nil else { return nil }
            text += [UInt8(ascii: ":")] + bytes[seconds..<scanner.index]
            if scanner.skip(".") || scanner.skip(",") {
                let fraction = scanner.index
                _ = scanner.fraction()
                if scanner.index > fraction { text += [UInt8(ascii: ".")] + bytes[fraction..<scanner.index] }
            }
        } else {
            text += Array(":00".utf8)
        }
        if let sign = scanner.sign() {
            guard let hours = scanner.number(digits: 2) else { return nil }
            _ = scanner.skip(":")
            let minutes = scanner.number(digits: 2) ?? 0
            text += Array("\(sign < 0 ? "-" : "+")\(hours < 10 ? "0" : "")\(hours):\(minutes < 10 ? "0" : "")\(minutes)".utf8)
        } else {
            text.append(UInt8(ascii: "Z"))
        }
        return RFC3339Date(utf8: text)?.date
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

    /// The instant of a civil time at UTC offset `zone` (seconds); nil when a field is out
    /// of range (RxNetwork's `RFC3339Date` checks them as for Atom's dates).
    private static func make(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, zone: Int) -> Date? {
        RFC3339Date(year: year, month: month, day: day, hour: hour, minute: minute, second: second, offsetSeconds: zone)?.date
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
