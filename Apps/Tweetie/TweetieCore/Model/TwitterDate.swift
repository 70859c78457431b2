import Foundation

/// Twitter API v1.1 dates (`created_at`): `EEE MMM dd HH:mm:ss Z yyyy`, e.g.
/// `Sat Dec 08 08:47:15 +0000 2018`.
///
/// One formatter is built once and shared, because building a `DateFormatter` costs far
/// more than parsing with it. It uses the POSIX locale so day and month names parse the
/// same whatever the user's locale (and GMT only as the default; the `Z` field wins).
enum TwitterDate {
    private static let shared = LockedFormatter()

    /// The date in `string`, or nil when it is not in Twitter's format.
    static func date(from string: String) -> Date? {
        shared.withFormatter { $0.date(from: string) }
    }

    /// `date` in Twitter's format, in GMT (for demo data and tests).
    static func string(from date: Date) -> String {
        shared.withFormatter { $0.string(from: date) }
    }
}

/// A `DateFormatter` behind a lock: Foundation does not promise that one formatter may be
/// used from several threads at once on Linux.
///
/// `@unchecked Sendable`: `formatter` is only touched inside `lock`.
private final class LockedFormatter: @unchecked Sendable {
    private let lock = NSLock()
    private let formatter: DateFormatter

    init() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE MMM dd HH:mm:ss Z yyyy"
        self.formatter = formatter
    }

    func withFormatter<T>(_ body: (DateFormatter) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(formatter)
    }
}
