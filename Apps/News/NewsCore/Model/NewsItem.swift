import Differentiator
import Foundation

/// One piece of news as every source gives it: a Hacker News item, a feed entry or a
/// NetEase-shaped article (the documents' `NewsModel`, with what a reader also wants).
///
/// A value with copy-on-write storage: its fields live in one shared box, so the lists
/// of the view model and the table (10,000 stories, copied as pages arrive) copy a
/// reference per story, not fifteen fields.
///
/// Text fields hold plain text; control characters and escape sequences are left to the
/// views, which sanitize what they draw (see `NewsText`).
public struct NewsItem: Codable, Hashable, Sendable {
    /// The stored fields.
    struct Fields: Codable, Hashable, Sendable {
        var id: String
        var title: String
        var source: String
        var author: String?
        var digest: String
        var text: String
        var links: [URL]
        var commentCount: Int?
        var score: Int?
        var publishedAt: Date?
        var link: URL?
        var discussionURL: URL?
        var imageURL: URL?
        var extraImageURLs: [URL]
        var kind: String?
    }

    /// The box the fields live in; mutated in place only while uniquely referenced.
    ///
    /// `@unchecked Sendable`: a box is written only through `NewsItem`'s setters, and
    /// only when `isKnownUniquelyReferenced` says the item writing is its sole owner (any
    /// other holder — another thread included — forces a copy first); otherwise it is
    /// only read.
    private final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// Changes the fields, copying them first when another item shares the box.
    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        change(&box.fields)
    }

    /// An item with the given fields; `extraImageURLs` keeps the first three when there
    /// are at least three, otherwise none (a row shows one picture or three).
    public init(id: String, title: String, source: String, author: String? = nil, digest: String = "",
                text: String = "", links: [URL] = [], commentCount: Int? = nil, score: Int? = nil,
                publishedAt: Date? = nil, link: URL? = nil, discussionURL: URL? = nil,
                imageURL: URL? = nil, extraImageURLs: [URL] = [], kind: String? = nil) {
        box = Box(Fields(id: id, title: title, source: source, author: author, digest: digest, text: text, links: links,
                         commentCount: commentCount, score: score, publishedAt: publishedAt, link: link,
                         discussionURL: discussionURL, imageURL: imageURL,
                         extraImageURLs: extraImageURLs.count >= 3 ? Array(extraImageURLs.prefix(3)) : [], kind: kind))
    }

    /// What kind of item the source says it is, where it says: Hacker News's "story",
    /// "ask", "show", "job" or "poll"; nil for feeds and articles.
    public var kind: String? {
        get { box.fields.kind }
        set { update { $0.kind = newValue } }
    }

    /// A key unique across sources: `hn:<id>`, `feed:<feed>|<guid or link>`, `netease:<channel>:<docid>`.
    public var id: String {
        get { box.fields.id }
        set { update { $0.id = newValue } }
    }
    /// The headline.
    public var title: String {
        get { box.fields.title }
        set { update { $0.title = newValue } }
    }
    /// Who published it: the link's host for Hacker News, the feed's title, the NetEase `source`.
    public var source: String {
        get { box.fields.source }
        set { update { $0.source = newValue } }
    }
    /// The author's name or handle, when known.
    public var author: String? {
        get { box.fields.author }
        set { update { $0.author = newValue } }
    }
    /// A short plain-text summary (the start of the text), possibly empty.
    public var digest: String {
        get { box.fields.digest }
        set { update { $0.digest = newValue } }
    }
    /// The whole plain text, with links numbered `[1]`, `[2]` as in `links`; possibly empty.
    public var text: String {
        get { box.fields.text }
        set { update { $0.text = newValue } }
    }
    /// The links found in the text, in the order they are numbered (1-based in `text`).
    public var links: [URL] {
        get { box.fields.links }
        set { update { $0.links = newValue } }
    }
    /// Comments (Hacker News `descendants`, NetEase `replyCount`), when the source counts them.
    public var commentCount: Int? {
        get { box.fields.commentCount }
        set { update { $0.commentCount = newValue } }
    }
    /// Points, for Hacker News.
    public var score: Int? {
        get { box.fields.score }
        set { update { $0.score = newValue } }
    }
    /// When it was published, when the source says.
    public var publishedAt: Date? {
        get { box.fields.publishedAt }
        set { update { $0.publishedAt = newValue } }
    }
    /// The article (or, for a post without one, its discussion page).
    public var link: URL? {
        get { box.fields.link }
        set { update { $0.link = newValue } }
    }
    /// The discussion page, for Hacker News.
    public var discussionURL: URL? {
        get { box.fields.discussionURL }
        set { update { $0.discussionURL = newValue } }
    }
    /// The main picture (the documents' `imgsrc`).
    public var imageURL: URL? {
        get { box.fields.imageURL }
        set { update { $0.imageURL = newValue } }
    }
    /// Three pictures shown side by side (the documents' `imgnewextra`): empty, or exactly three.
    public var extraImageURLs: [URL] {
        get { box.fields.extraImageURLs }
        set { update { $0.extraImageURLs = newValue.count >= 3 ? Array(newValue.prefix(3)) : [] } }
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
    public var layout: Layout { box.fields.extraImageURLs.count == 3 ? .threeImages : .oneImage }

    // MARK: - Codable, Hashable

    /// Decodes the fields, as `encode(to:)` writes them.
    public init(from decoder: any Decoder) throws {
        box = Box(try Fields(from: decoder))
    }

    /// Encodes the fields as one object (`id`, `title`, `source`, ...).
    public func encode(to encoder: any Encoder) throws {
        try box.fields.encode(to: encoder)
    }

    /// Equal when every field is (at once when they share storage).
    public static func == (lhs: NewsItem, rhs: NewsItem) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }
}

extension NewsItem: IdentifiableType {
    /// `id`: the same story on two pages is the same row.
    public var identity: String { box.fields.id }
}
