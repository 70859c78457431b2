import Foundation

/// A request for repositories: a mode and its text, trimmed of surrounding whitespace.
public struct SearchQuery: Hashable, Sendable, CustomStringConvertible {
    /// What the text means.
    public let mode: SearchMode
    /// The text as typed, without leading and trailing whitespace.
    public let text: String

    /// The query `text` (trimmed) in `mode`.
    public init(mode: SearchMode, text: String) {
        self.mode = mode
        self.text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether there is nothing to ask.
    public var isEmpty: Bool { text.isEmpty }

    /// Whether the text can be a GitHub login (only asked of the user mode): 1–39 ASCII
    /// letters, digits and hyphens. Anything else cannot name a user, and must never
    /// become part of a request path. (GitHub's finer rules about hyphens are left to
    /// GitHub: some old logins break them.)
    public var isValidUserName: Bool {
        let scalars = text.unicodeScalars
        guard (1...39).contains(scalars.count) else { return false }
        return scalars.allSatisfy { scalar in
            scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-")
        }
    }

    /// The key a query's stored results are kept under: user names compared without case
    /// (GitHub logins are case-insensitive), search text exactly.
    public var storageKey: String {
        switch mode {
        case .userRepositories: return "user:" + text.lowercased()
        case .repositorySearch: return "search:" + text
        }
    }

    /// `user sferik` or `search tetris language:assembly`.
    public var description: String { "\(mode.rawValue) \(text)" }
}
