import Foundation
import RxNetwork

/// The AT Protocol's datetimes (RFC 3339, as in `createdAt` and `indexedAt`), read as
/// whole microseconds since 1970 by RxNetwork's `RFC3339Date` (fractions of any length,
/// `Z` or an offset) and written the way the AppView writes its feed cursors
/// (`2025-05-22T03:45:30.576Z`). Pure functions; any thread.
enum BlueskyDate {
    /// Microseconds since 1970 of `string`; nil when it is not an RFC 3339 timestamp.
    static func microseconds(from string: String) -> Int64? {
        RFC3339Date(string)?.microseconds
    }

    /// The date of `string` (see `microseconds(from:)`).
    static func date(from string: String) -> Date? {
        microseconds(from: string).map(date(microseconds:))
    }

    /// The date `micros` microseconds after 1970.
    static func date(microseconds micros: Int64) -> Date {
        Date(timeIntervalSince1970: Double(micros) / 1_000_000)
    }

    /// `micros` in UTC with milliseconds (cut off): `2025-05-22T03:45:30.576Z`.
    static func string(microseconds micros: Int64) -> String {
        RFC3339Date.string(microseconds: micros, fractionDigits: 3)
    }
}
