import Foundation
import RxNetwork
import RxStore

/// A tweet as the reader shows it, stored in RxStore keyed by `id`.
///
/// `Codable` is the flat stored shape; `init(twitterJSON:)` and `decodeMany` read the
/// Twitter API v1.1 status object.
public struct Tweet: Record, Hashable, Sendable {
    /// Twitter's numeric status id; the primary key, and the timeline's cursor.
    public var id: Int64
    /// The full text (`full_text` when the API sent it, else `text`).
    public var text: String
    /// The author's display name.
    public var authorName: String
    /// The author's screen name, without the `@`.
    public var screenName: String
    /// When the tweet was posted.
    public var createdAt: Date
    /// The author's profile picture, if any.
    public var avatarURL: URL?
    /// Reposter, reply, quote, attachments, links and labels; nil when there are none.
    public var details: TweetDetails? {
        get { detailsBox?.value }
        set { detailsBox = newValue.map(DetailsBox.init) }
    }
    /// `details` behind one reference: a live query copies and drops its 10,000 reused
    /// tweets on every change, and inline details cost about ten retains a copy (bench
    /// tweetie's Bluesky poll). The box is immutable, so `Tweet` keeps value semantics.
    private var detailsBox: DetailsBox?

    /// A tweet with the given fields.
    public init(id: Int64, text: String, authorName: String, screenName: String, createdAt: Date, avatarURL: URL? = nil,
                details: TweetDetails? = nil) {
        self.id = id
        self.text = text
        self.authorName = authorName
        self.screenName = screenName
        self.createdAt = createdAt
        self.avatarURL = avatarURL
        self.detailsBox = details.map(DetailsBox.init)
    }

    private enum CodingKeys: String, CodingKey {
        case id, text, authorName, screenName, createdAt, avatarURL, details
    }

    /// Reads the flat stored shape (the columns the synthesized conformance had).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(Int64.self, forKey: .id), text: try container.decode(String.self, forKey: .text),
                  authorName: try container.decode(String.self, forKey: .authorName),
                  screenName: try container.decode(String.self, forKey: .screenName),
                  createdAt: try container.decode(Date.self, forKey: .createdAt),
                  avatarURL: try container.decodeIfPresent(URL.self, forKey: .avatarURL),
                  details: try container.decodeIfPresent(TweetDetails.self, forKey: .details))
    }

    /// Writes the flat stored shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(text, forKey: .text)
        try container.encode(authorName, forKey: .authorName)
        try container.encode(screenName, forKey: .screenName)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encodeIfPresent(avatarURL, forKey: .avatarURL)
        try container.encodeIfPresent(details, forKey: .details)
    }

    /// Equal when every field is; two copies sharing their details skip comparing them.
    public static func == (lhs: Tweet, rhs: Tweet) -> Bool {
        lhs.id == rhs.id && lhs.text == rhs.text && lhs.authorName == rhs.authorName && lhs.screenName == rhs.screenName
            && lhs.createdAt == rhs.createdAt && lhs.avatarURL == rhs.avatarURL
            && (lhs.detailsBox === rhs.detailsBox || lhs.details == rhs.details)
    }

    /// Hashes every field, as the synthesized conformance did.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(text)
        hasher.combine(authorName)
        hasher.combine(screenName)
        hasher.combine(createdAt)
        hasher.combine(avatarURL)
        hasher.combine(details)
    }

    /// The `id` column.
    public static var primaryKey: String { "id" }

    /// An index on `createdAt`, which timelines sort by.
    public static var indexes: [RecordIndex] { [RecordIndex("createdAt")] }
}

extension Tweet: TwitterJSONDecodable {
    /// Reads `id`, `created_at` and the status's content (see `TwitterStatusContent`); a
    /// retweet shows what it retweets (`retweeted_status`: the original author, text,
    /// links, pictures and quote) with `details.repostedBy` naming the retweeter, and keeps its
    /// own id and time, which place it in the timeline.
    init(twitterFrom decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: TwitterKey.self)
        let created = try json.decode(String.self, forKey: TwitterKey("created_at"))
        guard let createdAt = TwitterDate.date(from: created) else {
            throw DecodingError.dataCorruptedError(forKey: TwitterKey("created_at"), in: json, debugDescription: "not a Twitter date: \(created)")
        }
        let own = try TwitterStatusContent(from: decoder, readingQuote: true)
        // An unreadable original leaves the retweet as Twitter wrote it ("RT @…").
        let original = json.contains(TwitterKey("retweeted_status"))
            ? try? TwitterStatusContent(from: json.superDecoder(forKey: TwitterKey("retweeted_status")), readingQuote: true)
            : nil
        let content = original ?? own
        let details = TweetDetails(repostedBy: original == nil ? nil : own.author.username, quote: content.quote,
                                   attachments: content.attachments, links: content.links)
        let isEmpty = details == TweetDetails()
        self.init(id: try json.decodeTwitterID(), text: content.text, authorName: content.author.name,
                  screenName: content.author.username, createdAt: createdAt, avatarURL: content.author.avatarURL,
                  details: isEmpty ? nil : details)
    }
}

extension Tweet {
    /// Decodes one Twitter API v1.1 status object; throws when it is not a valid tweet.
    public init(twitterJSON object: JSONObject) throws {
        self = try Tweet.decodeTwitterObject(object)
    }

    /// Decodes the tweets among `objects`, skipping and counting invalid ones.
    public static func decodeMany(_ objects: [JSONObject]) -> Decoded<Tweet> {
        decodeTwitterArray(objects)
    }

    /// Decodes the JSON array of status objects in `data`, skipping and counting invalid
    /// elements; throws only when `data` is not a JSON array.
    public static func decodeMany(from data: Data) throws(JSONArrayError) -> Decoded<Tweet> {
        try decodeTwitterArray(from: data)
    }
}

/// One tweet's details, shared by the copies of that tweet. Immutable, hence `Sendable`.
private final class DetailsBox: Sendable {
    let value: TweetDetails
    init(_ value: TweetDetails) { self.value = value }
}
