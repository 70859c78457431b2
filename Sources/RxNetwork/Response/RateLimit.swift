import Foundation

/// The rate-limit state a server reports in `X-RateLimit-Limit`, `-Remaining` and `-Reset`.
public struct RateLimit: Equatable, Sendable {
    /// Requests allowed in the window.
    public let limit: Int?
    /// Requests left in the window.
    public let remaining: Int?
    /// When the window resets (the header holds Unix seconds).
    public let reset: Date?

    /// Creates a rate-limit value.
    public init(limit: Int?, remaining: Int?, reset: Date?) {
        self.limit = limit
        self.remaining = remaining
        self.reset = reset
    }
}

extension Response {
    /// The rate-limit headers, or `nil` when the response has none of them.
    public var rateLimit: RateLimit? {
        let limit = value(forHTTPHeaderField: "X-RateLimit-Limit").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let remaining = value(forHTTPHeaderField: "X-RateLimit-Remaining").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let reset = value(forHTTPHeaderField: "X-RateLimit-Reset")
            .flatMap { TimeInterval($0.trimmingCharacters(in: .whitespaces)) }
            .map { Date(timeIntervalSince1970: $0) }
        if limit == nil && remaining == nil && reset == nil { return nil }
        return RateLimit(limit: limit, remaining: remaining, reset: reset)
    }

    /// How long the server asks to wait before retrying (`Retry-After`, in seconds or
    /// as an HTTP date measured against `now`); `nil` when absent or unreadable.
    public func retryAfter(now: Date = Date()) -> TimeInterval? {
        guard let raw = value(forHTTPHeaderField: "Retry-After")?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let seconds = TimeInterval(raw) { return max(0, seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: raw) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
