import AppCoreSupport
import Foundation

extension NewsItem {
    /// What separates the parts of a story's meta line.
    public static let metaSeparator = " · "

    /// The parts of the line under a story's title, in order: who published it, how long
    /// ago (relative to `now`), the comments and the points, each only when known —
    /// "example.org", "3h", "42 comments", "120 points". Every front end's rows say these
    /// words (joined by `metaSeparator`).
    public func metaParts(now: Date, timeFormatter: RelativeTimeFormatter) -> [String] {
        var parts: [String] = []
        if !source.isEmpty { parts.append(source) }
        if let date = publishedAt { parts.append(timeFormatter.string(for: date, now: now)) }
        if let comments = commentsText { parts.append(comments) }
        if let points = pointsText { parts.append(points) }
        return parts
    }

    /// The meta line: `metaParts` joined, "example.org · 3h · 42 comments · 120 points".
    public func metaLine(now: Date, timeFormatter: RelativeTimeFormatter) -> String {
        metaParts(now: now, timeFormatter: timeFormatter).joined(separator: NewsItem.metaSeparator)
    }
}
