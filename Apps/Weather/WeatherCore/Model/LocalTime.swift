import Foundation
import RxNetwork

/// Open-Meteo's local times ("2023-11-13T10:45", "2023-11-13") read as instants, given
/// the place's offset from UTC; parsed by hand (a forecast holds hundreds of them, and
/// a DateFormatter per call is slow).
enum LocalTime {
    /// The instant of local time `text` at `utcOffsetSeconds`; nil when `text` is not
    /// `yyyy-MM-dd` optionally followed by `THH:mm` (and `:ss`).
    static func date(_ text: String, utcOffsetSeconds: Int) -> Date? {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard byte >= 48 && byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard bytes.count >= 10, bytes[4] == 45, bytes[7] == 45,
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        var seconds = 0
        if bytes.count > 10 {
            guard bytes.count >= 16, bytes[10] == 84, bytes[13] == 58,
                  let hour = number(11..<13), let minute = number(14..<16), hour < 24, minute < 60 else { return nil }
            seconds = hour * 3600 + minute * 60
            if bytes.count > 16 {
                guard bytes.count == 19, bytes[16] == 58, let second = number(17..<19), second < 60 else { return nil }
                seconds += second
            }
        }
        let days = CivilDate.days(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + seconds - utcOffsetSeconds))
    }

}
