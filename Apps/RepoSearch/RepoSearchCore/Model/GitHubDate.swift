import Foundation
import RxNetwork

/// GitHub's timestamps: ISO 8601 in UTC, `2013-06-24T12:49:57Z` (an offset such as
/// `+02:00` and fractional seconds are accepted too).
///
/// Read from the bytes by hand: a page of 100 repositories holds 300 timestamps, and a
/// date formatter per call costs more than decoding the rest of the repository.
public enum GitHubDate {
    /// The date `text` names, or nil when it is not an ISO 8601 timestamp.
    public static func date(from text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(Array($0)) }
    }

    /// `date` as GitHub writes it, in UTC to the second.
    public static func string(from date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let civil = CivilDate.date(days: Int(days))
        let (year, month, day) = (Int64(civil.year), Int64(civil.month), Int64(civil.day))
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
    }

    private static func parse(_ bytes: [UInt8]) -> Date? {
        var index = 0
        func number(_ digits: Int) -> Int64? {
            guard index + digits <= bytes.count else { return nil }
            var value: Int64 = 0
            for _ in 0..<digits {
                let byte = bytes[index]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int64(byte - 48)
                index += 1
            }
            return value
        }
        func expect(_ character: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == character else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
              index < bytes.count, bytes[index] == 84 || bytes[index] == 116 || bytes[index] == 32 else { return nil }
        index += 1
        guard let hour = number(2), expect(58), let minute = number(2), expect(58), let second = number(2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        var fraction = 0.0
        if index < bytes.count, bytes[index] == 46 {
            index += 1
            var scale = 0.1
            let start = index
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                fraction += Double(bytes[index] - 48) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        var offset: Int64 = 0
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case 90, 122:  // Z, z
            index += 1
        case 43, 45:  // +, -
            let sign: Int64 = bytes[index] == 43 ? 1 : -1
            index += 1
            guard let hours = number(2) else { return nil }
            _ = expect(58)
            guard let minutes = number(2) else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        default:
            return nil
        }
        guard index == bytes.count else { return nil }
        let seconds = Int64(CivilDate.days(year: Int(year), month: Int(month), day: Int(day))) * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

}
