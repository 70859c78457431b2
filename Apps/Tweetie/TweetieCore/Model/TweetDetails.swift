import Foundation

/// What a timeline shows around a tweet's text besides its author and time: who reposted
/// it, whom it answers, the post it quotes, its attachments, the full targets of its
/// links, and the labels put on it or its author.
///
/// Bluesky posts fill it; Twitter tweets leave it nil for now. It is stored with its tweet
/// as one JSON column, and read leniently (a field a later version adds is empty when
/// missing, an attachment kind this version does not know is `.unsupported`), so a
/// database written by another version still opens.
public struct TweetDetails: Codable, Hashable, Sendable {
    /// Where the post lives on its service (a Bluesky at-URI); nil when unknown.
    public var uri: String?
    /// The handle of the account that reposted the post into this timeline; the tweet's
    /// author is the original author (whom Enter opens).
    public var repostedBy: String?
    /// The handle of the author of the post this one answers; empty when that post is
    /// not available (deleted, or blocked).
    public var replyTo: String?
    /// The post quoted below the text.
    public var quote: QuotedTweet?
    /// Images, videos and link cards, in the post's order.
    public var attachments: [Attachment]
    /// The full targets of the text's links (which the text may show shortened), then the
    /// link cards', without repeats.
    public var links: [URL]
    /// Moderation labels on the post or its author, such as "scam".
    public var labels: [String]

    /// Details with the given parts; everything is empty by default.
    public init(uri: String? = nil, repostedBy: String? = nil, replyTo: String? = nil, quote: QuotedTweet? = nil,
                attachments: [Attachment] = [], links: [URL] = [], labels: [String] = []) {
        self.uri = uri
        self.repostedBy = repostedBy
        self.replyTo = replyTo
        self.quote = quote
        self.attachments = attachments
        self.links = links
        self.labels = labels
    }

    private enum CodingKeys: String, CodingKey {
        case uri, repostedBy, replyTo, quote, attachments, links, labels
    }

    /// Reads stored details; missing fields are empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        uri = try container.decodeIfPresent(String.self, forKey: .uri)
        repostedBy = try container.decodeIfPresent(String.self, forKey: .repostedBy)
        replyTo = try container.decodeIfPresent(String.self, forKey: .replyTo)
        quote = try container.decodeIfPresent(QuotedTweet.self, forKey: .quote)
        attachments = try container.decodeIfPresent([Attachment].self, forKey: .attachments) ?? []
        links = try container.decodeIfPresent([URL].self, forKey: .links) ?? []
        labels = try container.decodeIfPresent([String].self, forKey: .labels) ?? []
    }
}

/// Something shown below a post's text: an image or video (with its alt text), a link
/// card (with its title), or an embed this version cannot show.
public struct Attachment: Codable, Hashable, Sendable {
    /// What is attached.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A picture; `text` is its alt text.
        case image
        /// A video; `text` is its alt text.
        case video
        /// A link card; `text` is the page's title.
        case link
        /// An embed of a kind this version does not know; shown as "[unsupported post]".
        case unsupported

        /// Reads a stored kind; one this version does not know is `.unsupported`.
        public init(from decoder: any Decoder) throws {
            self = Kind(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .unsupported
        }
    }

    /// What is attached.
    public var kind: Kind
    /// The alt text or title; empty when the post gave none.
    public var text: String
    /// Where it is: the full-size image, the video's playlist, the card's page.
    public var url: URL?

    /// An attachment of `kind`.
    public init(kind: Kind, text: String = "", url: URL? = nil) {
        self.kind = kind
        self.text = text
        self.url = url
    }
}

/// A post quoted inside another: who wrote it and what it says.
public struct QuotedTweet: Codable, Hashable, Sendable {
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

    private enum CodingKeys: String, CodingKey {
        case authorName, screenName, text, attachments
    }

    /// Reads a stored quote; missing fields are empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        authorName = try container.decodeIfPresent(String.self, forKey: .authorName) ?? ""
        screenName = try container.decodeIfPresent(String.self, forKey: .screenName) ?? ""
        text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
        attachments = try container.decodeIfPresent([Attachment].self, forKey: .attachments) ?? []
    }
}
