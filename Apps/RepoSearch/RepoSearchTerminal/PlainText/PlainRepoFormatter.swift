import AppSupport
import Foundation
import RepoSearchCore
import TerminalUI

/// Repositories as text (one per line, in columns: name, stars, language, updated day,
/// description) or as the `--json` envelope, for a pipe.
///
/// Text from GitHub is sanitized (no escape sequence reaches a terminal the output is
/// shown on); JSON escapes control characters itself (`EncodedJSON`).
public enum PlainRepoFormatter {
    /// One line per repository, ending with a newline (empty for no repositories).
    public static func text(_ repos: [Repo]) -> String {
        guard !repos.isEmpty else { return "" }
        let names = repos.map { sanitize($0.fullName) }
        let nameWidth = min(40, names.map { DisplayWidth.of($0) }.max() ?? 0)
        let languages = repos.map { sanitize($0.language ?? "-") }
        let languageWidth = min(16, languages.map { DisplayWidth.of($0) }.max() ?? 0)
        return zip(repos, zip(names, languages)).map { repo, columns in
            let (name, language) = columns
            let stars = "★ " + String(repo.stars)
            let day = repo.updatedAt.map { String(GitHubDate.string(from: $0).prefix(10)) } ?? "-"
            let description = sanitize(repo.description ?? "")
            return [pad(name, nameWidth), String(repeating: " ", count: max(0, 9 - stars.count)) + stars,
                    pad(language, languageWidth), day, description]
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        let cut = TextLayout.truncate(text, toWidth: width)
        return cut + String(repeating: " ", count: max(0, width - DisplayWidth.of(cut)))
    }

    /// The `--json` document: the envelope every app prints (AppSupport's "JSON output"
    /// article), of schema `rxmvvm.repo-search.repositories/1`. `query` is the user or the
    /// search, `next` the next page's URL, `notices` what the run says on stderr; its own
    /// keys are `mode` (`user` or `search`) and `total_count` (the search's total, null for
    /// a user); the items are the repositories in GitHub's field names. `source` is
    /// `stored` when the first page failed and the repositories kept from an earlier run
    /// are printed.
    public static func json(_ results: RepoSearchResults, source: JSONEnvelope.Source, notices: [String], generatedAt: Date) -> String {
        var envelope = JSONEnvelope(app: "repo-search", itemKind: "repositories", generatedAt: generatedAt,
                                    source: source.stored(results.state.showsStoredRepositories), query: results.query?.text,
                                    notices: notices, next: results.nextPage?.absoluteString,
                                    extras: ["mode": EncodedJSON(results.mode.rawValue), "total_count": EncodedJSON(results.totalCount)])
        for repo in results.repos { envelope.append(encoding: repo) }
        return envelope.document
    }
}

private extension RepoSearchState {
    /// Whether the first page failed, so the repositories shown are the stored ones.
    var showsStoredRepositories: Bool {
        switch self {
        case .failed, .rateLimited: return true
        case .idle, .loading, .loaded, .empty, .notFound: return false
        }
    }
}
