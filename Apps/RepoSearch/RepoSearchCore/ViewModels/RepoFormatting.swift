import Foundation

/// How numbers, counts and limits read in the list and the status line.
public enum RepoFormatting {
    /// A count as a list shows it: `999`, `1.2k`, `12k`, `1.5M`.
    public static func compact(_ count: Int) -> String {
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
    public static func repositories(_ count: Int) -> String {
        count == 1 ? "1 repository" : "\(count) repositories"
    }

    /// How many repositories are shown: "30 of 77 repositories" for a search, "30+
    /// repositories" when a user has more pages, "3 repositories"; nil before a query.
    public static func count(of results: RepoSearchResults) -> String? {
        guard results.query != nil else { return nil }
        let count = results.repos.count
        if let total = results.totalCount, total > count { return "\(count) of \(total) repositories" }
        if results.hasMore { return "\(count)+ repositories" }
        return repositories(count)
    }

    /// How many of `results`' repositories a pipe printed (`shown`, the first ones), when
    /// more were loaded or a next page exists: "50 of 77 repositories", "50+
    /// repositories"; nil when `shown` are all there are to get (a search's total can
    /// count elements that were skipped).
    public static func count(shown: Int, of results: RepoSearchResults) -> String? {
        guard results.repos.count > shown || results.hasMore else { return nil }
        if let total = results.totalCount, total > shown { return "\(shown) of \(total) repositories" }
        return "\(shown)+ repositories"
    }

    /// What a pipe says when it printed fewer than `limit` because there are no more:
    /// "33 repositories of the 100 asked for: there are no more."
    public static func fewerThanAsked(_ count: Int, limit: Int) -> String {
        "\(repositories(count)) of the \(limit) asked for: there are no more."
    }

    /// The status line's parts: the `count`, how many elements could not be read ("2
    /// skipped", as Tweetie says it) or that GitHub's search timed out ("incomplete"),
    /// "not answering" while a request hangs (`isSlow`, as Tweetie's status says it), and
    /// the rate limit of the counter in use ("API 59/60 left", with the reset time
    /// in `timeZone` once a tenth or less is left).
    public static func statusParts(of results: RepoSearchResults, timeZone: TimeZone, isSlow: Bool = false) -> [String] {
        var parts: [String] = []
        if let count = count(of: results) {
            parts.append(count)
            if results.skipped > 0 { parts.append("\(results.skipped) skipped") }
            if results.isIncomplete { parts.append("incomplete") }
        }
        if isSlow { parts.append("not answering") }
        if let limit = results.rateLimit {
            var text = "API \(limit.remaining)" + (limit.limit.map { "/\($0)" } ?? "") + " left"
            if let reset = limit.reset, limit.remaining == 0 || limit.remaining * 10 <= (limit.limit ?? 0) {
                text += ", resets \(GitHubError.clockTime(reset, timeZone: timeZone))"
            }
            parts.append(text)
        }
        return parts
    }

    /// What the list leaves out, in sentences: elements of GitHub's answers that could not
    /// be read, a search GitHub cut short; nil when nothing is left out.
    public static func omissions(of results: RepoSearchResults) -> String? {
        var sentences: [String] = []
        if results.skipped > 0 {
            sentences.append("Skipped \(results.skipped) element\(results.skipped == 1 ? "" : "s") of GitHub's answer that could not "
                             + "be read as repositories; the others are shown.")
        }
        if results.isIncomplete {
            sentences.append("GitHub's search timed out: the results may be incomplete. Try again, or narrow the search.")
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }
}
