import Foundation
import RepoSearchCore

/// How numbers and limits read in lists and the status bar.
enum RepoFormatting {
    /// A count as a list shows it: `999`, `1.2k`, `12k`, `1.5M`.
    static func compact(_ count: Int) -> String {
        switch count {
        case ..<1_000:
            return "\(count)"
        case ..<10_000:
            let tenths = count / 100
            return tenths % 10 == 0 ? "\(tenths / 10)k" : "\(tenths / 10).\(tenths % 10)k"
        case ..<1_000_000:
            return "\(count / 1_000)k"
        default:
            let tenths = count / 100_000
            return tenths % 10 == 0 ? "\(tenths / 10)M" : "\(tenths / 10).\(tenths % 10)M"
        }
    }

    /// "1 repository", "30 repositories".
    static func repositories(_ count: Int) -> String {
        count == 1 ? "1 repository" : "\(count) repositories"
    }

    /// What the status bar says about the results: how many are shown ("30 of 77
    /// repositories" for a search, "30+ repositories" when a user has more pages), how
    /// many could not be read ("2 skipped", as Tweetie says it) or that GitHub's search
    /// timed out ("incomplete"), and the rate limit of the counter in use.
    static func status(of results: RepoSearchResults, timeZone: TimeZone) -> String {
        var parts: [String] = []
        if results.query != nil {
            let count = results.repos.count
            if let total = results.totalCount, total > count {
                parts.append("\(count) of \(total) repositories")
            } else if results.hasMore {
                parts.append("\(count)+ repositories")
            } else {
                parts.append(repositories(count))
            }
            if results.skipped > 0 { parts.append("\(results.skipped) skipped") }
            if results.isIncomplete { parts.append("incomplete") }
        }
        if let limit = results.rateLimit {
            var text = "API \(limit.remaining)" + (limit.limit.map { "/\($0)" } ?? "") + " left"
            if let reset = limit.reset, limit.remaining == 0 || limit.remaining * 10 <= (limit.limit ?? 0) {
                text += ", resets \(GitHubError.clockTime(reset, timeZone: timeZone))"
            }
            parts.append(text)
        }
        return parts.joined(separator: " · ")
    }
}
