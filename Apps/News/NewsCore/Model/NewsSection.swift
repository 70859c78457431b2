import Differentiator

/// A titled run of news in the list (the documents' `NewsSections`): the list of a
/// Hacker News ranking, a day of a feed, a NetEase channel.
///
/// Animatable: the table diffs pages as they arrive, so a new page slides in below and
/// a reload keeps the reader on the stories that are still there.
public struct NewsSection: AnimatableSectionModelType, Hashable, Sendable {
    /// Unique within one list of sections (a title may repeat, so it carries an ordinal).
    public var identity: String
    /// The header shown above the items.
    public var title: String
    /// The items, in the source's order.
    public var items: [NewsItem]

    /// A section `identity` titled `title` holding `items`.
    public init(identity: String, title: String, items: [NewsItem]) {
        self.identity = identity
        self.title = title
        self.items = items
    }

    /// `original`'s identity and title with `items`.
    public init(original: NewsSection, items: [NewsItem]) {
        self.init(identity: original.identity, title: original.title, items: items)
    }
}
