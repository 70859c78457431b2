import Differentiator
import Foundation

/// One piece of news as every source gives it: a Hacker News item, a feed entry or a
/// NetEase-shaped article (the documents' `NewsModel`, with what a reader also wants).
///
/// Text fields hold plain text with control characters removed (`NewsText.clean`), so
/// they are safe to print to a pipe; a terminal still sanitizes what it draws.
public struct NewsItem: Codable, Hashable, Sendable {
    /// A key unique across sources: `hn:<id>`, `feed:<guid or link>`, `netease:<docid>`.
    public var id: String
    /// The headline.
    public var title: String
    /// Who published it: the link's host for Hacker News, the feed's title, the NetEase `source`.
    public var source: String
    /// The author's name or handle, when known.
    public var author: String?
    /// A short plain-text summary (the start of the text), possibly empty.
    public var digest: String
    /// The whole plain text, with links numbered `[1]`, `[2]` as in `links`; possibly empty.
    public var text: String
    /// The links found in the text, in the order they are numbered (1-based in `text`).
    public var links: [URL]
    /// Comments (Hacker News `descendants`, NetEase `replyCount`), when the source counts them.
    public var commentCount: Int?
    /// Points, for Hacker News.
    public var score: Int?
    /// When it was published, when the source says.
    public var publishedAt: Date?
    /// The article (or, for a post without one, its discussion page).
    public var link: URL?
    /// The discussion page, for Hacker News.
    public var discussionURL: URL?
    /// The main picture (the documents' `imgsrc`).
    public var imageURL: URL?
    /// Three pictures shown side by side (the documents' `imgnewextra`): empty, or exactly three.
    public var extraImageURLs: [URL]

    /// An item with the given fields; `extraImageURLs` keeps the first three when there
    /// are at least three, otherwise none (a row shows one picture or three).
    public init(id: String, title: String, source: String, author: String? = nil, digest: String = "",
                text: String = "", links: [URL] = [], commentCount: Int? = nil, score: Int? = nil,
                publishedAt: Date? = nil, link: URL? = nil, discussionURL: URL? = nil,
                imageURL: URL? = nil, extraImageURLs: [URL] = []) {
        self.id = id
        self.title = title
        self.source = source
        self.author = author
        self.digest = digest
        self.text = text
        self.links = links
        self.commentCount = commentCount
        self.score = score
        self.publishedAt = publishedAt
        self.link = link
        self.discussionURL = discussionURL
        self.imageURL = imageURL
        self.extraImageURLs = extraImageURLs.count >= 3 ? Array(extraImageURLs.prefix(3)) : []
    }

    /// How a row shows the item, as in the documents: three pictures when there are
    /// three, otherwise one (a thumbnail beside the text, or none when there is no picture).
    public enum Layout: String, Codable, Hashable, Sendable {
        /// A thumbnail left of the title, source, time and digest.
        case oneImage
        /// The title above three thumbnails.
        case threeImages
    }

    /// The row layout: `.threeImages` when `extraImageURLs` holds three pictures.
    public var layout: Layout { extraImageURLs.count == 3 ? .threeImages : .oneImage }
}

extension NewsItem: IdentifiableType {
    /// `id`: the same story on two pages is the same row.
    public var identity: String { id }
}
