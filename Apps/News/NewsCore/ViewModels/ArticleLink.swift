import Foundation

/// A page a story leads to, as the reading screen lists it: a link numbered in the text,
/// the story's own page, or its discussion page.
public struct ArticleLink: Hashable, Sendable {
    /// Which page it is.
    public enum Kind: Hashable, Sendable {
        /// Link `n` of the text (1-based, as numbered there).
        case numbered(Int)
        /// The story's own page.
        case story
        /// The discussion page (Hacker News).
        case discussion
    }

    /// Which page it is.
    public var kind: Kind
    /// Where it goes.
    public var url: URL

    /// A link of `kind` to `url`.
    public init(kind: Kind, url: URL) {
        self.kind = kind
        self.url = url
    }

    /// How the text names it: "[1]" for a numbered link, "Story" and "Discussion" for the pages.
    public var label: String {
        switch kind {
        case .numbered(let number): return "[\(number)]"
        case .story: return "Story"
        case .discussion: return "Discussion"
        }
    }

    /// The action that opens it.
    public var action: ArticleAction {
        switch kind {
        case .numbered: return .openNumberedLink
        case .story: return .openStory
        case .discussion: return .openDiscussion
        }
    }
}
