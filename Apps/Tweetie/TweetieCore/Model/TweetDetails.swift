import Foundation

/// What a timeline shows around a tweet's text besides its author and time: who reposted
/// it, whom it answers, the post it quotes, its attachments, the full targets of its
/// links, and the labels put on it or its author.
///
/// Bluesky posts fill it; Twitter tweets fill the retweeter, quote and links (nil without any). It is stored with its tweet
/// as one TEXT column in a compact form read leniently (see `TweetDetails+Storage.swift`),
/// so a database written by another version still opens.
public struct TweetDetails: Codable, Hashable, Sendable {
    /// Where the post lives on its service (a Bluesky at-URI); nil when unknown.
    public var uri: String? {
        get { fields.uri }
        set { mutableFields.uri = newValue }
    }
    /// The handle of the account that reposted the post into this timeline; the tweet's
    /// author is the original author (whom Enter opens).
    public var repostedBy: String? {
        get { fields.repostedBy }
        set { mutableFields.repostedBy = newValue }
    }
    /// The handle of the author of the post this one answers; empty when that post is
    /// not available (deleted, or blocked).
    public var replyTo: String? {
        get { fields.replyTo }
        set { mutableFields.replyTo = newValue }
    }
    /// The post quoted below the text.
    public var quote: QuotedTweet? {
        get { fields.quote }
        set { mutableFields.quote = newValue }
    }
    /// Images, videos and link cards, in the post's order.
    public var attachments: [Attachment] {
        get { fields.attachments }
        set { mutableFields.attachments = newValue }
    }
    /// The full targets of the text's links (which the text may show shortened), then the
    /// link cards', without repeats: absolute http(s) URLs, as text (checked when the post
    /// is read; kept as text so reading thousands of stored posts parses no URLs).
    public var links: [String] {
        get { fields.links }
        set { mutableFields.links = newValue }
    }
    /// Moderation labels on the post or its author, such as "scam".
    public var labels: [String] {
        get { fields.labels }
        set { mutableFields.labels = newValue }
    }

    /// The measure of the parts a row shows, for measuring rows without reading them.
    public var lineMeasure: TweetLineMeasure { fields.measure }

    /// Every field behind one reference: a Bluesky post's details are copied out of its
    /// tweet whenever a row is measured or drawn (10,000 stored posts at start), and
    /// inline fields cost a retain and a release each (three strings, the quote, three
    /// arrays) per copy, through the generic copy and destroy witnesses. Copies share the
    /// fields; a setter copies them first unless this value is their only owner, so
    /// `TweetDetails` keeps value semantics.
    private var fields: TweetDetailsFields

    /// The fields, copied first when another value shares them.
    private var mutableFields: TweetDetailsFields {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
            return fields
        }
    }

    /// Details with the given parts; everything is empty by default.
    public init(uri: String? = nil, repostedBy: String? = nil, replyTo: String? = nil, quote: QuotedTweet? = nil,
                attachments: [Attachment] = [], links: [String] = [], labels: [String] = []) {
        fields = TweetDetailsFields(uri: uri, repostedBy: repostedBy, replyTo: replyTo, quote: quote,
                                    attachments: attachments, links: links, labels: labels)
    }

    /// Equal when every field is; two copies sharing their fields are equal at once.
    public static func == (lhs: TweetDetails, rhs: TweetDetails) -> Bool {
        if lhs.fields === rhs.fields { return true }
        return lhs.uri == rhs.uri && lhs.repostedBy == rhs.repostedBy && lhs.replyTo == rhs.replyTo && lhs.quote == rhs.quote
            && lhs.attachments == rhs.attachments && lhs.links == rhs.links && lhs.labels == rhs.labels
    }

    /// Hashes every field, as the synthesized conformance did.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(uri)
        hasher.combine(repostedBy)
        hasher.combine(replyTo)
        hasher.combine(quote)
        hasher.combine(attachments)
        hasher.combine(links)
        hasher.combine(labels)
    }
}

/// A `TweetDetails`' fields, shared by its copies. Only a `TweetDetails` that owns it
/// alone (`isKnownUniquelyReferenced`) writes to it, so no two threads ever touch one that
/// is written: `@unchecked Sendable` under that rule.
private final class TweetDetailsFields: @unchecked Sendable {
    var uri: String?
    var repostedBy: String? { didSet { remeasure() } }
    var replyTo: String? { didSet { remeasure() } }
    var quote: QuotedTweet? { didSet { remeasure() } }
    var attachments: [Attachment] { didSet { remeasure() } }
    var links: [String]
    var labels: [String] { didSet { remeasure() } }
    /// The shown parts' measure, made again whenever one of them changes.
    private(set) var measure: TweetLineMeasure

    init(uri: String?, repostedBy: String?, replyTo: String?, quote: QuotedTweet?, attachments: [Attachment], links: [String], labels: [String]) {
        self.uri = uri
        self.repostedBy = repostedBy
        self.replyTo = replyTo
        self.quote = quote
        self.attachments = attachments
        self.links = links
        self.labels = labels
        measure = TweetLineMeasure(repostedBy: repostedBy, replyTo: replyTo, quote: quote, attachments: attachments, labels: labels)
    }

    private func remeasure() {
        measure = TweetLineMeasure(repostedBy: repostedBy, replyTo: replyTo, quote: quote, attachments: attachments, labels: labels)
    }

    /// New fields with the same values.
    func copy() -> TweetDetailsFields {
        TweetDetailsFields(uri: uri, repostedBy: repostedBy, replyTo: replyTo, quote: quote, attachments: attachments, links: links, labels: labels)
    }
}

/// Something shown below a post's text: an image or video (with its alt text), a link
/// card (with its title), or an embed this version cannot show.
public struct Attachment: Hashable, Sendable {
    /// What is attached.
    public enum Kind: String, Hashable, Sendable {
        /// A picture; `text` is its alt text.
        case image
        /// A video; `text` is its alt text.
        case video
        /// A link card; `text` is the page's title.
        case link
        /// An embed of a kind this version does not know; shown as "[unsupported post]".
        case unsupported
    }

    /// What is attached.
    public var kind: Kind
    /// The alt text or title; empty when the post gave none.
    public var text: String
    /// Where it is: the full-size image, the video's playlist, the card's page (an
    /// absolute http(s) URL, as text).
    public var url: String?

    /// An attachment of `kind`.
    public init(kind: Kind, text: String = "", url: String? = nil) {
        self.kind = kind
        self.text = text
        self.url = url
    }
}

/// A post quoted inside another: who wrote it and what it says.
public struct QuotedTweet: Hashable, Sendable {
    /// The quoted author's display name (their handle when they have none); empty when
    /// the post is not available.
    public var authorName: String
    /// The quoted author's handle, without the `@`; empty when the post is not available.
    public var screenName: String
    /// The quoted text, or what stands in for it ("[unsupported post]", "[quoted post not found]").
    public var text: String
    /// The quoted post's own images, videos and link cards.
    public var attachments: [Attachment]

    /// A quoted post.
    public init(authorName: String, screenName: String, text: String, attachments: [Attachment] = []) {
        self.authorName = authorName
        self.screenName = screenName
        self.text = text
        self.attachments = attachments
    }
}
