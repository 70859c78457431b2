/// Where the next timeline request starts: the documents' `TimelineCursor`.
///
/// Requests ask for tweets with ids up to `maxId` and above `sinceId`; `.none` asks for
/// the newest page without either parameter.
public struct TimelineCursor: Hashable, Sendable, CustomStringConvertible {
    /// The highest tweet id wanted (Twitter's `max_id`).
    public var maxId: Int64
    /// Only tweets newer than this id (Twitter's `since_id`).
    public var sinceId: Int64

    /// A cursor between `since` (exclusive) and `max`.
    public init(max: Int64, since: Int64) {
        maxId = max
        sinceId = since
    }

    /// No cursor: the newest page.
    public static let none = TimelineCursor(max: .max, since: 0)

    /// Whether this is `.none` (no max_id/since_id parameters are sent).
    public var isNone: Bool { self == TimelineCursor.none }

    /// `max: since:` for logs.
    public var description: String { isNone ? "none" : "max: \(maxId) since: \(sinceId)" }
}
