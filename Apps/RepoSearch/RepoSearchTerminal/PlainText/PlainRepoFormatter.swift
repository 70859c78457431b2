import AppSupport
import Foundation
import RepoSearchCore
import TerminalUI

/// Repositories as text (one per line, in columns: name, stars, language, updated day,
/// description) or as JSON (`{"mode", "query", "total_count", "next_page",
/// "repositories": [...]}`, the repositories in GitHub's field names), for a pipe.
///
/// Text from GitHub is sanitized (no escape sequence reaches a terminal the output is
/// shown on); JSON escapes control characters itself.
public enum PlainRepoFormatter {
    /// `results` in `format`, ending with a newline (empty text for no repositories).
    public static func string(for results: RepoSearchResults, format: PlainFormat) -> String {
        switch format {
        case .text: return text(results.repos)
        case .json: return json(results)
        }
    }

    private static func text(_ repos: [Repo]) -> String {
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

    /// The JSON document.
    private struct Document: Encodable {
        let mode: String
        let query: String
        let totalCount: Int?
        let nextPage: String?
        let repositories: [Repo]

        enum CodingKeys: String, CodingKey {
            case mode, query, repositories
            case totalCount = "total_count"
            case nextPage = "next_page"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(mode, forKey: .mode)
            try container.encode(query, forKey: .query)
            try container.encode(totalCount, forKey: .totalCount)
            try container.encode(nextPage, forKey: .nextPage)
            try container.encode(repositories, forKey: .repositories)
        }
    }

    private static func json(_ results: RepoSearchResults) -> String {
        let document = Document(mode: results.mode.rawValue, query: results.query?.text ?? "", totalCount: results.totalCount,
                                nextPage: results.nextPage?.absoluteString, repositories: results.repos)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return escapingTerminalControls(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// `json` with the characters a terminal could obey that JSON leaves raw — DEL, C1
    /// controls (U+0080–U+009F, such as the one-byte CSI) and bidirectional controls —
    /// written as `\uXXXX` escapes. They can only be inside strings, where the escape
    /// means the same character, so the document is unchanged for a JSON reader.
    static func escapingTerminalControls(_ json: String) -> String {
        func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
            default: return false
            }
        }
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
