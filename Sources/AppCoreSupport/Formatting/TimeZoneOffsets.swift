import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A time zone as what the apps need of it: its offset from UTC at each instant, to cut
/// days and write wall-clock times (`CivilTime`, `FixedDateFormat`).
///
/// `system` is the machine's local zone read through the C library (`localtime_r`'s
/// `tm_gmtoff`: `TZ`, else /etc/localtime), which knows the same zone database as
/// `TimeZone.current` without it: `TimeZone.current` — and any `Calendar`, which asks for
/// it when made — loads ICU's zone and locale data, ~1.3 MiB resident (D81). A value:
/// safe to share between threads (`localtime_r` is reentrant).
public struct TimeZoneOffsets: Sendable {
    private enum Zone: Sendable {
        case system
        case fixed(seconds: Int)
        case foundation(TimeZone)
    }

    private let zone: Zone

    /// The machine's local zone, read through the C library.
    public static let system = TimeZoneOffsets(zone: .system)

    /// UTC: always 0 (not `TimeZone(secondsFromGMT: 0)`, which is ICU's too).
    public static let utc = TimeZoneOffsets(zone: .fixed(seconds: 0))

    /// Foundation's `timeZone` (tests pass fixed ones; an app may pass its own).
    public init(_ timeZone: TimeZone) {
        zone = .foundation(timeZone)
    }

    private init(zone: Zone) {
        self.zone = zone
    }

    /// Seconds the wall clock is ahead of UTC at `date`.
    public func secondsFromGMT(for date: Date) -> Int {
        switch zone {
        case .foundation(let timeZone):
            return timeZone.secondsFromGMT(for: date)
        case .fixed(let seconds):
            return seconds
        case .system:
            var seconds = time_t(CivilTime.wholeSeconds(date.timeIntervalSince1970))
            var fields = tm()
            guard localtime_r(&seconds, &fields) != nil else { return 0 }
            return Int(fields.tm_gmtoff)
        }
    }

    /// The wall-clock fields of `date` in this zone.
    public func civilTime(_ date: Date) -> CivilTime {
        CivilTime(date, offsetSeconds: secondsFromGMT(for: date))
    }

    /// The zone as Foundation's `TimeZone`, for what needs one (a `DateFormatter`):
    /// `TimeZone.current` for `system`, made only when asked for.
    public var timeZone: TimeZone {
        switch zone {
        case .system: return .current
        case .fixed(let seconds): return TimeZone(secondsFromGMT: seconds) ?? .gmt
        case .foundation(let timeZone): return timeZone
        }
    }
}
