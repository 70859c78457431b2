import Foundation

/// A parsed RSS 2.0, RSS 1.0 or Atom feed: its title and link, and its entries as news.
public struct Feed: Hashable, Sendable {
    /// The feed's title ("The Guardian"); the host of its link when it has none.
    public var title: String
    /// The site's address, when the feed names it.
    public var link: URL?
    /// The entries, in the feed's order.
    public var items: [NewsItem]
    /// Entries left out because they had neither a title nor any text.
    public var skipped: Int
    /// Where the feed answered from after permanent redirects, nil when it did not move.
    public var movedTo: URL?

    /// A feed with these parts.
    public init(title: String, link: URL?, items: [NewsItem], skipped: Int = 0) {
        self.title = title
        self.link = link
        self.items = items
        self.skipped = skipped
    }
}
