/// One page of news as a source answers it: the items of the page's slots that could be
/// shown, how many slots were skipped, and where the next page starts.
public struct NewsPage: Hashable, Sendable {
    /// The page's items, in the source's order.
    public var items: [NewsItem]
    /// Slots of the page left out: deleted or dead Hacker News items, items that no
    /// longer exist, entries without a title.
    public var skipped: Int
    /// The offset of the next page, or nil when this was the last one.
    public var nextOffset: Int?
    /// Who answered, for the screen's title (a fallback source names itself here).
    public var sourceTitle: String
    /// True when another source answered in the asked one's stead (the demo while Hacker
    /// News cannot be reached): such a page is not stored as the asked source's, and a
    /// list showing that source's stored stories keeps them instead.
    public var standsIn: Bool
    /// The feed moved for good to another address (on its first page only), nil when not.
    public var moved: FeedMove?

    /// A page of `items`.
    public init(items: [NewsItem], skipped: Int = 0, nextOffset: Int?, sourceTitle: String, standsIn: Bool = false, moved: FeedMove? = nil) {
        self.items = items
        self.skipped = skipped
        self.nextOffset = nextOffset
        self.sourceTitle = sourceTitle
        self.standsIn = standsIn
        self.moved = moved
    }
}
